"""Response objects: the JSON body as a dict that also allows attribute access, plus the response metadata."""

import re
from typing import Any, ClassVar, Dict, List, Optional

import httpx


class RateLimit:
    """The IETF RateLimit headers (RateLimit-Policy: "name";q=..;w=.., RateLimit: "name";r=..;t=..)."""

    def __init__(self, headers: httpx.Headers) -> None:
        self.raw: Optional[str] = headers.get("ratelimit")
        self.policy: Optional[str] = headers.get("ratelimit-policy")
        self.limit = _param(self.policy, "q")
        self.window_seconds = _param(self.policy, "w")
        self.remaining = _param(self.raw, "r")
        self.reset_seconds = _param(self.raw, "t")

    def __repr__(self) -> str:
        return f"RateLimit(limit={self.limit}, remaining={self.remaining}, reset_seconds={self.reset_seconds})"


def _param(text: Optional[str], name: str) -> Optional[int]:
    m = re.search(rf";\s*{name}=(\d+)", text or "")
    return int(m.group(1)) if m else None


class APIObject(dict):  # type: ignore[type-arg]
    """A JSON object: `obj["answer"]` and `obj.answer` both work; nested objects and lists are wrapped too."""

    #: Field name -> class of the objects it holds (set by the generated _models.py).
    _nested: ClassVar[Dict[str, type]] = {}

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def wrap(value: Any, cls: type = APIObject) -> Any:
    """JSON to APIObjects: a dict becomes `cls` (a generated model, or APIObject), its fields their own classes."""
    if isinstance(value, dict):
        nested: Dict[str, type] = getattr(cls, "_nested", {})
        obj = cls()
        for k, v in value.items():
            dict.__setitem__(obj, k, wrap(v, nested.get(k, APIObject)))
        return obj
    if isinstance(value, list):
        return [wrap(v, cls) for v in value]
    return value


class ResponseMeta:
    """What every response and stream exposes besides its body."""

    def __init__(self, response: httpx.Response) -> None:
        h = response.headers
        self.request_id: Optional[str] = h.get("x-request-id")
        self.rate_limit = RateLimit(h)
        self.degraded: bool = h.get("x-degraded") == "true"
        self.sandbox: bool = h.get("x-sandbox") == "true"
        self.idempotent_replayed: bool = h.get("idempotent-replayed") == "true"
        self.status_code: int = response.status_code
        self.headers = h


class APIResponse(APIObject):
    """A success body with `request_id`, `rate_limit`, `degraded`, `sandbox`, `idempotent_replayed`, `status_code`, `headers`."""

    request_id: Optional[str]
    rate_limit: RateLimit
    degraded: bool
    sandbox: bool
    idempotent_replayed: bool
    status_code: int
    headers: httpx.Headers

    @classmethod
    def build(cls, body: Any, response: httpx.Response) -> "APIResponse":
        data = body if isinstance(body, dict) else {"value": body}
        obj = wrap(data, cls)
        meta = ResponseMeta(response)
        # A body field of the same name (e.g. `sandbox` of a created key) wins: the body describes the object.
        obj.__dict__.update({k: v for k, v in meta.__dict__.items() if k not in data})
        return obj

    def __getattr__(self, name: str) -> Any:
        return APIObject.__getattr__(self, name)


def aggregate(chunks: List[Dict[str, Any]], request_id: Optional[str]) -> APIObject:
    """The final answer of a stream: its content deltas joined, with the citations etc. of the last chunk."""
    last = next((c for c in reversed(chunks) if (c.get("choices") or [{}])[0].get("finish_reason")), chunks[-1] if chunks else {})
    choice = (last.get("choices") or [{}])[0]
    out: Dict[str, Any] = {
        "id": chunks[0].get("id") if chunks else request_id,
        "model": chunks[0].get("model") if chunks else None,
        "answer": "".join(((c.get("choices") or [{}])[0].get("delta") or {}).get("content") or "" for c in chunks),
        "finish_reason": choice.get("finish_reason"),
        "citations": last.get("citations") or [],
        "warnings": last.get("warnings") or [],
        "disclaimer": last.get("disclaimer"),
    }
    for extra in ("tool_type", "tokens_used"):
        if extra in last:
            out[extra] = last[extra]
    return wrap(out)
