"""The endpoint families. Methods return what the client's request() returns (awaitable on AsyncLegalAI)."""

from typing import Any, Dict, Mapping, Optional
from urllib.parse import quote

_OPTIONS = ("idempotency_key", "extra_headers", "max_retries", "timeout")


def _split(body: Optional[Mapping[str, Any]], params: Dict[str, Any]):
    options = {k: params.pop(k) for k in _OPTIONS if k in params}
    merged = {**(body or {}), **{k: v for k, v in params.items() if v is not None}}
    return merged, options


class _Resource:
    def __init__(self, client: Any) -> None:
        self._client = client

    def _post(self, path: str, body: Optional[Mapping[str, Any]], params: Dict[str, Any]) -> Any:
        merged, options = _split(body, params)
        return self._client.request("POST", path, body=merged, **options)

    def _get(self, path: str, query: Optional[Mapping[str, Any]] = None, **options: Any) -> Any:
        return self._client.request("GET", path, query=query, **options)


class _Completions(_Resource):
    def create(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        """POST /v1/chat/completions: message, jurisdiction, language, mode, stream (True gives a stream of chunks)."""
        return self._post("/v1/chat/completions", body, params)


class Chat(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.completions = _Completions(client)


class Documents(_Resource):
    def analyze(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        """POST /v1/documents/analyze: document_text or document_base64, jurisdiction, analysis_type."""
        return self._post("/v1/documents/analyze", body, params)


class Compliance(_Resource):
    def check(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        """POST /v1/compliance/check: document_text, jurisdiction, regulations."""
        return self._post("/v1/compliance/check", body, params)


class _Catalogue(_Resource):
    def __init__(self, client: Any, path: str) -> None:
        super().__init__(client)
        self._path = path

    def list(self, **options: Any) -> Any:
        return self._get(self._path, **options)


class Corporate(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.tools = _Catalogue(client, "/v1/corporate/tools")

    def analyze(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        """POST /v1/corporate/analyze: tool_type, jurisdiction, language, stream, tool fields."""
        return self._post("/v1/corporate/analyze", body, params)


class Litigation(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.tools = _Catalogue(client, "/v1/litigation/tools")

    def analyze(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        """POST /v1/litigation/analyze: tool_type, jurisdiction, language, stream, tool fields."""
        return self._post("/v1/litigation/analyze", body, params)


class Audit(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.tools = _Catalogue(client, "/v1/audit/tools")

    def analyze(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        """POST /v1/audit/analyze: tool_type, jurisdiction and the tool's fields."""
        return self._post("/v1/audit/analyze", body, params)


class Contracts(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.types = _Catalogue(client, "/v1/contracts/types")

    def draft(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        """POST /v1/contracts/draft: document_type, jurisdiction, language, party_a, party_b, key_terms."""
        return self._post("/v1/contracts/draft", body, params)


class Status(_Resource):
    def check(self, **options: Any) -> Any:
        """GET /v1/status (public: no key needed)."""
        return self._get("/v1/status", **options)


class Jurisdictions(_Resource):
    def list(self, **options: Any) -> Any:
        return self._get("/v1/jurisdictions", **options)


class Usage(_Resource):
    def retrieve(self, **options: Any) -> Any:
        """GET /v1/usage: the calling tenant's credit balance and usage totals."""
        return self._get("/v1/usage", **options)


class OpenAPI(_Resource):
    def retrieve(self, **options: Any) -> Any:
        return self._get("/v1/openapi.json", **options)


def _q(value: str) -> str:
    return quote(value, safe="")


class _Credits(_Resource):
    def grant(self, user_id: str, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        return self._post(f"/v1/admin/users/{_q(user_id)}/credits", body, params)


class _Users(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.credits = _Credits(client)

    def create(self, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        return self._post("/v1/admin/users", body, params)

    def list(self, *, email: Optional[str] = None, **options: Any) -> Any:
        return self._get("/v1/admin/users", {"email": email}, **options)

    def update(self, user_id: str, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        merged, options = _split(body, params)
        return self._client.request("PATCH", f"/v1/admin/users/{_q(user_id)}", body=merged, **options)


class _Keys(_Resource):
    def create(self, user_id: str, body: Optional[Mapping[str, Any]] = None, **params: Any) -> Any:
        return self._post(f"/v1/admin/users/{_q(user_id)}/keys", body, params)

    def list(self, user_id: str, **options: Any) -> Any:
        return self._get(f"/v1/admin/users/{_q(user_id)}/keys", **options)

    def revoke(self, key_id: str, **options: Any) -> Any:
        return self._client.request("POST", f"/v1/admin/keys/{_q(key_id)}/revoke", **options)


class Admin(_Resource):
    """Staff automation (keys with the admin scope)."""

    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.users = _Users(client)
        self.keys = _Keys(client)
