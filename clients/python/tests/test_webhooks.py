"""webhooks.verify against deliveries signed by the service's own code (lib/alerts/signing.ts, through the runner's
signer): a genuine one is accepted, a changed body, another secret, an old or future timestamp are refused."""

import json
import os
import time

import httpx
import pytest

import legal_ai
from legal_ai import LegalAI, WebhookVerificationError

SIGNER = os.environ.get("LEGAL_AI_TEST_SIGNER_URL")
pytestmark = pytest.mark.skipif(not SIGNER, reason="no LEGAL_AI_TEST_SIGNER_URL (run scripts/run-python-client-tests.ts)")
SECRET = "whsec_" + "Q" * 43
# The shape of lib/alerts/deliver.ts webhookBody (the signature covers these bytes exactly).
BODY = json.dumps(
    {"id": "evt_01TEST", "object": "event", "type": "credits.low", "created_at": "2026-11-28T00:00:00.000Z", "data": {"credits_balance": 4, "threshold": 5}},
    separators=(",", ":"),
)


def sign(body=BODY, secret=SECRET, timestamp=None):
    payload = {"secret": secret, "body": body}
    if timestamp is not None:
        payload["timestamp"] = int(timestamp)
    return httpx.post(SIGNER, json=payload).json()["header"]


def test_a_genuine_delivery_is_accepted_and_its_event_returned():
    header = sign()
    event = legal_ai.webhooks.verify(BODY.encode(), {"Legal-AI-Signature": header, "Content-Type": "application/json"}, SECRET)
    assert event.type == "credits.low" and event.data.credits_balance == 4 and event["id"] == "evt_01TEST"
    # str payload, lower-case header names (as WSGI/ASGI frameworks give them), the header value alone.
    assert legal_ai.webhooks.verify(BODY, {"legal-ai-signature": header}, SECRET).id == "evt_01TEST"
    assert legal_ai.webhooks.verify(BODY, header, SECRET).id == "evt_01TEST"


def test_the_client_method_uses_its_webhook_secret_or_the_environment(monkeypatch):
    header = sign()
    client = LegalAI(api_key=None, webhook_secret=SECRET)
    assert client.webhooks.verify(BODY, {"Legal-AI-Signature": header}).type == "credits.low"
    monkeypatch.setenv("LEGAL_AI_WEBHOOK_SECRET", SECRET)
    assert LegalAI(api_key=None).webhooks.verify(BODY, {"Legal-AI-Signature": header}).type == "credits.low"


def test_a_changed_body_or_another_secret_is_refused():
    header = sign()
    tampered = BODY.replace('"credits_balance":4', '"credits_balance":400')
    with pytest.raises(WebhookVerificationError, match="signature mismatch"):
        legal_ai.webhooks.verify(tampered, {"Legal-AI-Signature": header}, SECRET)
    with pytest.raises(WebhookVerificationError, match="signature mismatch"):
        legal_ai.webhooks.verify(BODY, {"Legal-AI-Signature": header}, "whsec_another")
    # Re-serialised JSON is not the raw body: spacing differs, the signature does not match.
    with pytest.raises(WebhookVerificationError):
        legal_ai.webhooks.verify(json.dumps(json.loads(BODY)), {"Legal-AI-Signature": header}, SECRET)


def test_an_old_or_future_timestamp_is_refused_even_when_signed():
    now = time.time()
    old = sign(timestamp=now - 301)
    with pytest.raises(WebhookVerificationError, match="tolerance"):
        legal_ai.webhooks.verify(BODY, {"Legal-AI-Signature": old}, SECRET)
    with pytest.raises(WebhookVerificationError, match="tolerance"):
        legal_ai.webhooks.verify(BODY, {"Legal-AI-Signature": sign(timestamp=now + 302)}, SECRET)
    # Within the tolerance, and a wider tolerance when the caller asks for one.
    assert legal_ai.webhooks.verify(BODY, {"Legal-AI-Signature": sign(timestamp=now - 200)}, SECRET).id == "evt_01TEST"
    assert legal_ai.webhooks.verify(BODY, {"Legal-AI-Signature": old}, SECRET, tolerance=600).id == "evt_01TEST"


def test_a_missing_or_malformed_header_is_refused():
    with pytest.raises(WebhookVerificationError, match="no Legal-AI-Signature"):
        legal_ai.webhooks.verify(BODY, {"Content-Type": "application/json"}, SECRET)
    with pytest.raises(WebhookVerificationError, match="timestamp"):
        legal_ai.webhooks.verify(BODY, "v1=" + "0" * 64, SECRET)
    with pytest.raises(WebhookVerificationError, match="v1"):
        legal_ai.webhooks.verify(BODY, f"t={int(time.time())}", SECRET)
    with pytest.raises(WebhookVerificationError, match="secret"):
        legal_ai.webhooks.verify(BODY, sign(), "")


def test_any_one_matching_signature_is_enough_during_a_secret_rollover():
    t, good = sign().split(",v1=")
    header = f"{t},v1={'0' * 64},v1={good}"
    assert legal_ai.webhooks.verify(BODY, header, SECRET).id == "evt_01TEST"
