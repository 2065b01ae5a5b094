"""LegalAI (sync) and AsyncLegalAI: configuration, retries with one Idempotency-Key per logical POST, errors."""

import asyncio
import json
import os
import time
import uuid
from typing import Any, Dict, Mapping, Optional, Type, Union

import httpx

from ._errors import APIConnectionError, APITimeoutError, LegalAIError, error_for
from ._resources import AsyncResources, Resources
from ._response import APIResponse
from ._streaming import AsyncStream, Stream
from ._webhooks import Webhooks
from ._util import parse_retry_after, retry_delay, should_retry

VERSION = "0.1.0"
DEFAULT_BASE_URL = "http://localhost:3000"
_NOT_GIVEN: Any = object()


class _BaseClient:
    def __init__(
        self,
        *,
        api_key: Optional[str] = _NOT_GIVEN,
        base_url: Optional[str] = None,
        max_retries: int = 2,
        timeout: float = 60.0,
        default_headers: Optional[Mapping[str, str]] = None,
        webhook_secret: Optional[str] = None,
    ) -> None:
        if api_key is _NOT_GIVEN:
            api_key = os.environ.get("LEGAL_AI_API_KEY") or None
            # As the official SDKs do: a missing key is a mistake to report here, not a 401 after a round trip.
            if api_key is None:
                raise LegalAIError(
                    "No API key: pass api_key=... or set LEGAL_AI_API_KEY "
                    "(api_key=None explicitly makes a client for the public endpoints only, status and openapi)."
                )
        self.api_key: Optional[str] = api_key
        self.base_url: str = (base_url or os.environ.get("LEGAL_AI_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.max_retries = max_retries
        self.timeout = timeout
        self._default_headers = dict(default_headers or {})
        self.webhooks = Webhooks(webhook_secret)

    def _build(self, method: str, path: str, body: Any, query: Optional[Mapping[str, Any]], idempotency_key: Optional[str], extra_headers: Optional[Mapping[str, str]]):
        headers: Dict[str, str] = {"Accept": "application/json", "User-Agent": f"legal-ai-python/{VERSION}", **self._default_headers}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        content = None
        if body is not None:
            headers["Content-Type"] = "application/json"
            content = json.dumps(body).encode()
        if method == "POST":
            # One key per logical POST, sent on every retry of it: the service executes and bills it once.
            headers["Idempotency-Key"] = idempotency_key or str(uuid.uuid4())
        streaming = isinstance(body, dict) and body.get("stream") is True
        if streaming:
            headers["Accept"] = "text/event-stream"
        headers.update(extra_headers or {})
        params = {k: v for k, v in (query or {}).items() if v is not None}
        return dict(method=method, url=self.base_url + path, headers=headers, content=content, params=params), streaming

    @staticmethod
    def _problem(response: httpx.Response) -> Dict[str, Any]:
        try:
            problem = response.json() if response.content else {}
        except ValueError:
            problem = {"title": response.reason_phrase, "detail": response.text[:500]}
        if not isinstance(problem, dict):
            problem = {"detail": str(problem)}
        return {"status": response.status_code, **problem}

    @staticmethod
    def _is_sse(response: httpx.Response) -> bool:
        return response.headers.get("content-type", "").startswith("text/event-stream")


class LegalAI(Resources, _BaseClient):
    """client = LegalAI(api_key=..., base_url=...); reads LEGAL_AI_API_KEY and LEGAL_AI_BASE_URL when not given."""

    def __init__(self, *, http_client: Optional[httpx.Client] = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._attach_resources()
        self._http = http_client or httpx.Client()

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> "LegalAI":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def get(self, path: str, query: Optional[Mapping[str, Any]] = None, **options: Any) -> Any:
        return self.request("GET", path, query=query, **options)

    def post(self, path: str, body: Any = None, **options: Any) -> Any:
        return self.request("POST", path, body=body, **options)

    def request(
        self,
        method: str,
        path: str,
        *,
        body: Any = None,
        query: Optional[Mapping[str, Any]] = None,
        idempotency_key: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        cast_to: Type[APIResponse] = APIResponse,
    ) -> Union[APIResponse, Stream]:
        spec, streaming = self._build(method, path, body, query, idempotency_key, extra_headers)
        retries = self.max_retries if max_retries is None else max_retries
        attempt = 0
        while True:
            request = self._http.build_request(**spec, timeout=self.timeout if timeout is None else timeout)
            try:
                response = self._http.send(request, stream=True)
                if response.is_success and streaming and self._is_sse(response):
                    return Stream(response)
                try:
                    response.read()
                finally:
                    response.close()
            except httpx.TimeoutException as err:
                if attempt < retries:
                    time.sleep(retry_delay(attempt, None))
                    attempt += 1
                    continue
                raise APITimeoutError() from err
            except httpx.TransportError as err:
                if attempt < retries:
                    time.sleep(retry_delay(attempt, None))
                    attempt += 1
                    continue
                raise APIConnectionError(f"Connection error: {err}") from err
            if response.is_success:
                return cast_to.build(response.json() if response.content else {}, response)
            problem = self._problem(response)
            if attempt < retries and should_retry(response.status_code, problem.get("code")):
                time.sleep(retry_delay(attempt, parse_retry_after(response.headers.get("retry-after"))))
                attempt += 1
                continue
            raise error_for(response.status_code, problem, response.headers)


class AsyncLegalAI(AsyncResources, _BaseClient):
    """The async client: same methods, awaited; streams are `async for`."""

    def __init__(self, *, http_client: Optional[httpx.AsyncClient] = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._attach_resources()
        self._http = http_client or httpx.AsyncClient()

    async def close(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> "AsyncLegalAI":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    async def get(self, path: str, query: Optional[Mapping[str, Any]] = None, **options: Any) -> Any:
        return await self.request("GET", path, query=query, **options)

    async def post(self, path: str, body: Any = None, **options: Any) -> Any:
        return await self.request("POST", path, body=body, **options)

    async def request(
        self,
        method: str,
        path: str,
        *,
        body: Any = None,
        query: Optional[Mapping[str, Any]] = None,
        idempotency_key: Optional[str] = None,
        extra_headers: Optional[Mapping[str, str]] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        cast_to: Type[APIResponse] = APIResponse,
    ) -> Union[APIResponse, AsyncStream]:
        spec, streaming = self._build(method, path, body, query, idempotency_key, extra_headers)
        retries = self.max_retries if max_retries is None else max_retries
        attempt = 0
        while True:
            request = self._http.build_request(**spec, timeout=self.timeout if timeout is None else timeout)
            try:
                response = await self._http.send(request, stream=True)
                if response.is_success and streaming and self._is_sse(response):
                    return AsyncStream(response)
                try:
                    await response.aread()
                finally:
                    await response.aclose()
            except httpx.TimeoutException as err:
                if attempt < retries:
                    await asyncio.sleep(retry_delay(attempt, None))
                    attempt += 1
                    continue
                raise APITimeoutError() from err
            except httpx.TransportError as err:
                if attempt < retries:
                    await asyncio.sleep(retry_delay(attempt, None))
                    attempt += 1
                    continue
                raise APIConnectionError(f"Connection error: {err}") from err
            if response.is_success:
                return cast_to.build(response.json() if response.content else {}, response)
            problem = self._problem(response)
            if attempt < retries and should_retry(response.status_code, problem.get("code")):
                await asyncio.sleep(retry_delay(attempt, parse_retry_after(response.headers.get("retry-after"))))
                attempt += 1
                continue
            raise error_for(response.status_code, problem, response.headers)
