"""The runtime behind the generated methods of _resources.py: arguments to a request, files to base64."""

import base64
import mimetypes
import os
from typing import IO, Any, Dict, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union
from urllib.parse import quote

from ._errors import LegalAIError

_OPTIONS = ("idempotency_key", "extra_headers", "max_retries", "timeout")

#: What `file=` accepts: a path (str or os.PathLike), the file's bytes, or a binary file object (open(..., "rb")).
FileInput = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, IO[bytes]]

# The API takes JSON only: a PDF or DOCX goes base64-encoded in `document_base64` (the service detects its type from
# its bytes and enforces the 10 MiB limit with a problem+json), a text file as `document_text`.
_DOCUMENT_TYPES = {
    ".pdf": "application/pdf",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}


class Operation(NamedTuple):
    method: str
    path: str
    path_params: List[str]
    query: List[str]
    body: bool
    fields: List[str]
    nullable: List[str]
    model: type
    file_field: Optional[str]


def read_file(file: Any, filename: Optional[str] = None) -> Tuple[bytes, Optional[str], Optional[str]]:
    """The bytes of `file` with its name and content type (inferred from the name, else from the first bytes)."""
    if isinstance(file, (bytes, bytearray, memoryview)):
        data = bytes(file)
    elif isinstance(file, (str, os.PathLike)):
        path = os.fspath(file)
        with open(path, "rb") as handle:
            data = handle.read()
        filename = filename or os.path.basename(path)
    elif hasattr(file, "read"):
        data = file.read()
        if isinstance(data, str):
            raise LegalAIError("file= needs a binary file object: open the file with 'rb'")
        name = getattr(file, "name", None)
        if not filename and isinstance(name, str):
            filename = os.path.basename(name)
    else:
        raise LegalAIError(f"file= takes a path, bytes or a binary file object, not {type(file).__name__}")
    return data, filename, content_type_of(data, filename)


def content_type_of(data: bytes, filename: Optional[str]) -> Optional[str]:
    if filename:
        ext = os.path.splitext(filename)[1].lower()
        if ext in _DOCUMENT_TYPES:
            return _DOCUMENT_TYPES[ext]
        guessed = mimetypes.guess_type(filename)[0]
        if guessed:
            return guessed
    if data[:5] == b"%PDF-":
        return "application/pdf"
    if data[:4] == b"PK\x03\x04":
        return _DOCUMENT_TYPES[".docx"]
    return None


def file_fields(file: Any, filename: Optional[str], field: str) -> Dict[str, Any]:
    """The request fields for a file: base64 in `field` (the API takes JSON only), or `document_text` for plain text."""
    data, name, content_type = read_file(file, filename)
    if content_type and content_type.startswith("text/"):
        try:
            return {"document_text": data.decode("utf-8")}
        except UnicodeDecodeError:
            raise LegalAIError(f"{name or 'file'} is not UTF-8 text") from None
    # Anything else as bytes: the service answers 400 unreadable_document for what it cannot read (an image, a .doc).
    return {field: base64.b64encode(data).decode("ascii")}


class _Resource:
    def __init__(self, client: Any) -> None:
        self._client = client

    def _call(self, op: Operation, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        params = dict(kwargs)
        positional = list(args)
        path = op.path
        for name in op.path_params:
            value = positional.pop(0) if positional else params.pop(name, None)
            if not isinstance(value, str) or not value:
                raise LegalAIError(f"{name} must be a non-empty string")
            path = path.replace("{" + name + "}", quote(value, safe=""))
        body: Dict[str, Any] = {}
        given = positional.pop(0) if positional else (params.pop("body") if "body" in params and "body" not in op.fields else None)
        if positional:
            raise LegalAIError(f"too many positional arguments: pass the request's fields as keywords ({', '.join(op.fields[:5])}, ...)")
        if given is not None:
            if not isinstance(given, Mapping):
                raise LegalAIError("the request must be a dict (or keyword arguments)")
            body.update(given)
        options = {k: params.pop(k) for k in _OPTIONS if k in params}
        options = {k: v for k, v in options.items() if v is not None}
        file, filename = params.pop("file", None), params.pop("filename", None)
        if op.file_field and file is not None:
            body.update(file_fields(file, filename, op.file_field))
        elif file is not None or filename is not None:
            raise LegalAIError("file= is only for documents.analyze")
        for key, value in params.items():
            # None leaves a field out (the service's default applies), except where null means something (nullable).
            if value is not None or key in op.nullable:
                body[key] = value
        if not op.body:
            query = {k: v for k, v in body.items() if k in op.query}
            unknown = sorted(set(body) - set(op.query))
            if unknown:
                raise LegalAIError(f"unknown argument(s) {', '.join(unknown)} for {op.method} {op.path}")
            return self._client.request(op.method, path, query=query, cast_to=op.model, **options)
        return self._client.request(op.method, path, body=body, cast_to=op.model, **options)
