"""Verifying the webhooks the service sends (alerts): `Legal-AI-Signature: t=<unix seconds>,v1=<hex>`, where v1 is
HMAC-SHA256 with the endpoint's secret (whsec_...) over `<t>.<raw body>` (the service's lib/alerts/signing.ts)."""

import hashlib
import hmac
import json
import os
import re
import time
from typing import Any, Mapping, Optional, Union

from ._errors import LegalAIError
from ._response import APIObject, wrap

SIGNATURE_HEADER = "Legal-AI-Signature"
#: Deliveries older (or newer) than this many seconds are refused: a captured request cannot be replayed later.
DEFAULT_TOLERANCE_SECONDS = 300


class WebhookVerificationError(LegalAIError):
    """The delivery is not from the service: signature missing or wrong, body changed, or timestamp out of tolerance."""


def _signature_header(headers: Union[Mapping[str, Any], str]) -> str:
    if isinstance(headers, str):
        return headers
    wanted = SIGNATURE_HEADER.lower()
    for name, value in headers.items():
        if str(name).lower() == wanted:
            return value.decode() if isinstance(value, bytes) else str(value)
    raise WebhookVerificationError(f"no {SIGNATURE_HEADER} header")


def verify(
    payload: Union[bytes, bytearray, str],
    headers: Union[Mapping[str, Any], str],
    secret: str,
    *,
    tolerance: int = DEFAULT_TOLERANCE_SECONDS,
    now: Optional[float] = None,
) -> APIObject:
    """Checks a webhook delivery and returns its event (`id`, `type`, `created_at`, `data`).

    payload: the request body exactly as received (bytes, or str), before any JSON parsing.
    headers: the request's headers (any mapping; names are matched case-insensitively), or the signature header's value.
    secret: the endpoint's signing secret (whsec_..., shown once when the endpoint was added in the console).
    Raises WebhookVerificationError when the signature does not match or the timestamp is more than `tolerance`
    seconds from now.
    """
    if not secret:
        raise WebhookVerificationError("no webhook secret: pass secret=... (the endpoint's whsec_... secret)")
    body = payload.encode("utf-8") if isinstance(payload, str) else bytes(payload)
    header = _signature_header(headers)
    parts = [p.strip().split("=", 1) for p in header.split(",")]
    timestamps = [v for k, v in (p for p in parts if len(p) == 2) if k == "t"]
    if len(timestamps) != 1 or not re.fullmatch(r"\d{1,12}", timestamps[0]):
        raise WebhookVerificationError(f"{SIGNATURE_HEADER} has no valid timestamp (t=...)")
    t = int(timestamps[0])
    signatures = [v for k, v in (p for p in parts if len(p) == 2) if k == "v1"]
    if not signatures:
        raise WebhookVerificationError(f"{SIGNATURE_HEADER} has no v1 signature")
    expected = hmac.new(secret.encode("utf-8"), f"{t}.".encode("ascii") + body, hashlib.sha256).hexdigest()
    # Constant time, and any one v1 may match (several are sent while a secret rolls over).
    if not any(hmac.compare_digest(expected, candidate.lower()) for candidate in signatures):
        raise WebhookVerificationError("signature mismatch: wrong secret, or the body was changed (verify the raw body, not re-serialised JSON)")
    current = time.time() if now is None else now
    if abs(current - t) > tolerance:
        raise WebhookVerificationError(f"timestamp {t} is {abs(current - t):.0f} s from now, beyond the {tolerance} s tolerance (a replay?)")
    try:
        event = json.loads(body)
    except ValueError:
        raise WebhookVerificationError("the signed body is not JSON") from None
    return wrap(event)


class Webhooks:
    """client.webhooks.verify(payload, headers): `secret` defaults to the client's webhook_secret or LEGAL_AI_WEBHOOK_SECRET."""

    def __init__(self, secret: Optional[str] = None) -> None:
        self._secret = secret

    def verify(
        self,
        payload: Union[bytes, bytearray, str],
        headers: Union[Mapping[str, Any], str],
        secret: Optional[str] = None,
        *,
        tolerance: int = DEFAULT_TOLERANCE_SECONDS,
    ) -> APIObject:
        secret = secret or self._secret or os.environ.get("LEGAL_AI_WEBHOOK_SECRET") or ""
        return verify(payload, headers, secret, tolerance=tolerance)
