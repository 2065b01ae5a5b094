"""Server-Sent Events: `for chunk in stream` (sync) and `async for chunk in stream` (async)."""

import json
from typing import Any, AsyncIterator, Dict, Iterator, List, Optional

import httpx

from ._errors import LegalAIError, error_for
from ._response import APIObject, ResponseMeta, aggregate, wrap


class _SSEParser:
    def __init__(self) -> None:
        self.event: Optional[str] = None
        self.data: List[str] = []

    def feed(self, line: str):
        """Returns ("chunk", obj), ("done", None), ("error", problem) or None per line."""
        line = line.rstrip("\r")
        if line == "":
            if not self.data:
                self.event = None
                return None
            data, event = "\n".join(self.data), self.event
            self.data, self.event = [], None
            if data == "[DONE]":
                return ("done", None)
            parsed = json.loads(data)
            return ("error", parsed) if event == "error" else ("chunk", parsed)
        if line.startswith(":"):
            return None
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "event":
            self.event = value
        elif field == "data":
            self.data.append(value)
        return None


class _StreamBase(ResponseMeta):
    def __init__(self, response: httpx.Response) -> None:
        super().__init__(response)
        self.response = response
        self._chunks: List[Dict[str, Any]] = []
        self._consumed = False

    def _handle(self, item) -> Any:
        kind, value = item
        if kind == "error":
            raise error_for(int(value.get("status") or 500), value, self.headers)
        self._chunks.append(value)
        return wrap(value)

    def _start(self) -> None:
        if self._consumed:
            raise LegalAIError("A stream can be iterated once.")
        self._consumed = True


class Stream(_StreamBase):
    """Iterate for chat.completion.chunk objects; final_answer() aggregates the whole answer."""

    def __iter__(self) -> Iterator[APIObject]:
        self._start()
        parser = _SSEParser()
        try:
            for line in self.response.iter_lines():
                for part in line.split("\n"):
                    item = parser.feed(part)
                    if item is None:
                        continue
                    if item[0] == "done":
                        return
                    yield self._handle(item)
            item = parser.feed("")
            if item and item[0] != "done":
                yield self._handle(item)
        finally:
            self.response.close()

    def final_answer(self) -> APIObject:
        if not self._consumed:
            for _ in self:
                pass
        return aggregate(self._chunks, self.request_id)

    def close(self) -> None:
        self.response.close()

    def __enter__(self) -> "Stream":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class AsyncStream(_StreamBase):
    """`async for chunk in stream`; `await stream.final_answer()` aggregates the whole answer."""

    async def __aiter__(self) -> AsyncIterator[APIObject]:
        self._start()
        parser = _SSEParser()
        try:
            async for line in self.response.aiter_lines():
                for part in line.split("\n"):
                    item = parser.feed(part)
                    if item is None:
                        continue
                    if item[0] == "done":
                        return
                    yield self._handle(item)
            item = parser.feed("")
            if item and item[0] != "done":
                yield self._handle(item)
        finally:
            await self.response.aclose()

    async def final_answer(self) -> APIObject:
        if not self._consumed:
            async for _ in self:
                pass
        return aggregate(self._chunks, self.request_id)

    async def close(self) -> None:
        await self.response.aclose()

    async def __aenter__(self) -> "AsyncStream":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()
