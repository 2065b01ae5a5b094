"""Construction needs no server: a missing key fails at once, as the official SDKs do."""

import pytest

from legal_ai import AsyncLegalAI, LegalAI, LegalAIError


def test_no_key_anywhere_raises_at_construction(monkeypatch):
    monkeypatch.delenv("LEGAL_AI_API_KEY", raising=False)
    for cls in (LegalAI, AsyncLegalAI):
        with pytest.raises(LegalAIError, match="LEGAL_AI_API_KEY"):
            cls(base_url="http://127.0.0.1:9")


def test_an_empty_environment_variable_is_no_key(monkeypatch):
    monkeypatch.setenv("LEGAL_AI_API_KEY", "")
    with pytest.raises(LegalAIError):
        LegalAI(base_url="http://127.0.0.1:9")


def test_the_key_from_the_environment_or_an_explicit_none_for_public_endpoints(monkeypatch):
    monkeypatch.setenv("LEGAL_AI_API_KEY", "svc_live_from_env")
    assert LegalAI(base_url="http://127.0.0.1:9").api_key == "svc_live_from_env"
    monkeypatch.delenv("LEGAL_AI_API_KEY")
    assert LegalAI(api_key=None, base_url="http://127.0.0.1:9").api_key is None
    assert LegalAI(api_key="svc_live_given", base_url="http://127.0.0.1:9").api_key == "svc_live_given"
