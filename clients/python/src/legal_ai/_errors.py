"""Typed errors carrying the RFC 9457 problem fields."""

from typing import Any, Dict, List, Mapping, Optional

import httpx

from ._util import parse_retry_after


class LegalAIError(Exception):
    """Base of every error this library raises."""


class APIError(LegalAIError):
    """The service answered with a problem (non-2xx)."""

    def __init__(self, status: int, problem: Mapping[str, Any], headers: httpx.Headers) -> None:
        self.status: int = status
        self.problem: Dict[str, Any] = dict(problem)
        self.code: Optional[str] = problem.get("code")
        self.title: Optional[str] = problem.get("title")
        self.detail: Optional[str] = problem.get("detail")
        self.request_id: Optional[str] = problem.get("request_id") or headers.get("x-request-id")
        self.errors: List[Dict[str, Any]] = list(problem.get("errors") or [])
        self.headers = headers
        super().__init__(f"{status} {self.code or self.title or 'error'}: {self.detail or self.title or ''}".strip())


class InvalidRequestError(APIError):
    """400, 413, 415, 422."""


class AuthenticationError(APIError):
    """401."""


class InsufficientCreditsError(APIError):
    """402."""


class PermissionDeniedError(APIError):
    """403."""


class NotFoundError(APIError):
    """404, 405."""


class ConflictError(APIError):
    """409."""


class RateLimitError(APIError):
    """429; retry_after is the Retry-After in seconds (or None)."""

    def __init__(self, status: int, problem: Mapping[str, Any], headers: httpx.Headers) -> None:
        super().__init__(status, problem, headers)
        self.retry_after: Optional[float] = parse_retry_after(headers.get("retry-after"))


class InternalServerError(APIError):
    """5xx."""


class APIConnectionError(LegalAIError):
    def __init__(self, message: str = "Connection error.") -> None:
        super().__init__(message)


class APITimeoutError(APIConnectionError):
    def __init__(self, message: str = "Request timed out.") -> None:
        super().__init__(message)


def error_for(status: int, problem: Mapping[str, Any], headers: httpx.Headers) -> APIError:
    if status in (400, 413, 415, 422):
        return InvalidRequestError(status, problem, headers)
    classes = {401: AuthenticationError, 402: InsufficientCreditsError, 403: PermissionDeniedError, 404: NotFoundError, 405: NotFoundError, 409: ConflictError, 429: RateLimitError}
    if status in classes:
        return classes[status](status, problem, headers)
    if status >= 500:
        return InternalServerError(status, problem, headers)
    return APIError(status, problem, headers)
