"""legal_ai: the Python client of the Legal AI Service API (/v1).

    from legal_ai import LegalAI
    client = LegalAI()  # LEGAL_AI_API_KEY, LEGAL_AI_BASE_URL
    resp = client.chat.completions.create(message="...", jurisdiction="FR")
"""

from . import _generated as types
from . import _models as models
from . import _webhooks as webhooks
from ._client import VERSION, AsyncLegalAI, LegalAI
from ._errors import (
    APIConnectionError,
    APIError,
    APITimeoutError,
    AuthenticationError,
    ConflictError,
    InsufficientCreditsError,
    InternalServerError,
    InvalidRequestError,
    LegalAIError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
)
from ._webhooks import WebhookVerificationError
from ._response import APIObject, APIResponse, RateLimit
from ._streaming import AsyncStream, Stream

__version__ = VERSION
__all__ = [
    "LegalAI",
    "AsyncLegalAI",
    "APIObject",
    "APIResponse",
    "RateLimit",
    "Stream",
    "AsyncStream",
    "LegalAIError",
    "APIError",
    "InvalidRequestError",
    "AuthenticationError",
    "InsufficientCreditsError",
    "PermissionDeniedError",
    "NotFoundError",
    "ConflictError",
    "RateLimitError",
    "InternalServerError",
    "APIConnectionError",
    "APITimeoutError",
    "WebhookVerificationError",
    "types",
    "models",
    "webhooks",
]
