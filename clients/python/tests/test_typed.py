"""Typed signatures: every method's keyword arguments and return type come from the OpenAPI document (generated into
legal_ai/_resources.py and _models.py), so that editors complete them and mypy/pyright check the calls."""

import inspect
import os
import subprocess
import sys
import textwrap
import typing
from pathlib import Path

import pytest

import legal_ai

from legal_ai import AsyncLegalAI, AsyncStream, LegalAI, Stream, models, types

CLIENT = LegalAI(api_key="svc_live_unused", base_url="http://127.0.0.1:9")
ASYNC = AsyncLegalAI(api_key="svc_live_unused", base_url="http://127.0.0.1:9")
OPTIONS = {"idempotency_key", "extra_headers", "max_retries", "timeout"}


def signatures(fn):
    found = typing.get_overloads(fn)
    return [inspect.signature(o) for o in found] if found else [inspect.signature(fn)]


def walk(resource, prefix=""):
    """(dotted name, unbound function) of every public method under a resource."""
    for name in dir(resource):
        if name.startswith("_"):
            continue
        value = getattr(resource, name)
        if inspect.ismethod(value):
            yield f"{prefix}{name}", getattr(type(resource), name)
        elif hasattr(value, "_client"):
            yield from walk(value, f"{prefix}{name}.")


def all_methods(client):
    out = {}
    for family in ("chat", "documents", "compliance", "corporate", "litigation", "audit", "contracts", "status", "jurisdictions", "sources", "usage", "openapi", "admin"):
        out.update(dict(walk(getattr(client, family), f"{family}.")))
    return out


def test_chat_create_keywords_and_returns_are_typed():
    sigs = signatures(type(CLIENT.chat.completions).create)
    plain, streamed, either, as_dict = sigs
    assert plain.parameters["message"].annotation == typing.Optional[str]
    assert plain.parameters["message"].kind is inspect.Parameter.KEYWORD_ONLY
    assert plain.parameters["mode"].annotation == typing.Optional[typing.Literal["small", "medium", "deep"]]
    assert plain.return_annotation is models.ChatCompletion
    assert streamed.parameters["stream"].annotation == typing.Literal[True] and streamed.return_annotation is Stream
    assert either.return_annotation == typing.Union[models.ChatCompletion, Stream]
    assert as_dict.parameters["body"].annotation is types.ChatRequest  # the dict form, kept for the first callers
    assert OPTIONS <= set(plain.parameters)
    async_streamed = signatures(type(ASYNC.chat.completions).create)[1]
    assert async_streamed.return_annotation is AsyncStream
    assert inspect.iscoroutinefunction(type(ASYNC.chat.completions).create)


def test_every_request_field_of_every_endpoint_is_a_keyword_argument():
    """Against the field lists of the document (types.SCHEMA_FIELDS): a field the generator dropped fails here."""
    from legal_ai import _resources

    ops = {f"{op.method} {op.path}": name[4:] for name, op in vars(_resources).items() if name.startswith("_OP_")}
    assert set(ops) == set(types.SCHEMA_FIELDS), "an endpoint of the document has no method"
    methods = all_methods(CLIENT)
    for key, fields in types.SCHEMA_FIELDS.items():
        candidates = [fn for dotted, fn in methods.items() if dotted.replace(".", "_") == ops[key]]
        assert len(candidates) == 1, key
        keywords = set().union(*(set(s.parameters) for s in signatures(candidates[0])))
        missing = set(fields["request"]) - keywords
        assert not missing, f"{key}: {sorted(missing)}"


def test_tool_families_have_one_overload_per_tool_type(openapi):
    for family in ("audit", "corporate", "litigation"):
        schema = openapi["paths"][f"/v1/{family}/analyze"]["post"]["requestBody"]["content"]["application/json"]["schema"]
        expected = set()
        for variant in schema["oneOf"]:
            target = openapi["components"]["schemas"][variant["$ref"].split("/")[-1]]
            expected.add(target["properties"]["tool_type"]["const"] if "const" in target["properties"]["tool_type"] else target["properties"]["tool_type"]["enum"][0])
        sigs = signatures(type(getattr(CLIENT, family)).analyze)
        literals = {typing.get_args(s.parameters["tool_type"].annotation)[0] for s in sigs if "tool_type" in s.parameters}
        assert literals == expected, family
        # A tool's own required fields are required keywords in its overload.
        for s in sigs:
            if "tool_type" in s.parameters:
                assert s.parameters["tool_type"].default is inspect.Parameter.empty


def test_responses_are_typed_models_with_attribute_annotations():
    hints = typing.get_type_hints(models.ChatCompletion)
    assert hints["answer"] is str and hints["citations"] == typing.List[models.Citation]
    assert typing.get_type_hints(models.Citation)["verified"] is bool
    assert models.ChatCompletion._nested == {"citations": models.Citation, "warnings": models.Warning}
    assert signatures(type(CLIENT.usage).retrieve)[0].return_annotation is models.Usage
    doc = signatures(type(CLIENT.documents).analyze)[0]
    assert "file" in doc.parameters and "filename" in doc.parameters


MYPY_PROGRAM = '''
from legal_ai import LegalAI

client = LegalAI(api_key="svc_live_x")
resp = client.chat.completions.create(message="A question of five words", jurisdiction="FR")
reveal_type(resp.answer)
reveal_type(resp.citations[0].verified)
reveal_type(resp.request_id)
client.chat.completions.create(messgae="typo in the name")
client.chat.completions.create(message=5)
reveal_type(client.chat.completions.create(message="streamed answer", stream=True))
client.audit.analyze(tool_type="materiality", benchmark="revenue", amount=1000000.0)
client.audit.analyze(tool_type="materiality", benchmark="turnover", amount=1000000.0)
client.documents.analyze(file="contract.pdf", jurisdiction="IN")
client.admin.keys.update("key_1", monthly_credit_limit=None)
client.chat.completions.create({"message": "the dict form still type-checks"})
'''


@pytest.mark.skipif(subprocess.run([sys.executable, "-m", "mypy", "--version"], capture_output=True).returncode != 0, reason="no mypy (apt-get install python3-mypy)")
def test_mypy_checks_calls_and_infers_response_types(tmp_path):
    program = tmp_path / "program.py"
    program.write_text(textwrap.dedent(MYPY_PROGRAM))
    package_root = Path(legal_ai.__file__).parent.parent
    # The package under test: installed (site-packages, found by mypy itself) or a source checkout (PYTHONPATH=src,
    # which mypy does not read, hence MYPYPATH; mypy refuses site-packages there).
    env = dict(os.environ) if package_root.name == "site-packages" else {**os.environ, "MYPYPATH": str(package_root)}
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--show-error-codes", "--cache-dir", str(Path(__file__).parent.parent / ".mypy_cache"), str(program)],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    out = result.stdout
    lines = {}
    for line in out.splitlines():
        parts = line.split(":", 3)
        if len(parts) == 4 and parts[1].isdigit():
            lines.setdefault(int(parts[1]), []).append(parts[3].strip())
    text = "\n".join(f"{n}: {m}" for n, ms in sorted(lines.items()) for m in ms) or (out + result.stderr)
    src = MYPY_PROGRAM.splitlines()
    at = lambda fragment: next(i + 1 for i, l in enumerate(src) if fragment in l)  # noqa: E731 (mypy counts from 1)
    assert 'Revealed type is "builtins.str"' in " ".join(lines.get(at("reveal_type(resp.answer)"), [])), text
    assert 'Revealed type is "builtins.bool"' in " ".join(lines.get(at("verified)"), [])), text
    assert "Union[builtins.str, None]" in " ".join(lines.get(at("request_id)"), [])), text
    assert lines.get(at("messgae")), text  # the typo is an error
    assert lines.get(at("message=5")), text  # so is the wrong type
    assert "legal_ai._streaming.Stream" in " ".join(lines.get(at("stream=True"), [])), text
    assert lines.get(at('"turnover"')), text  # not one of the benchmarks
    for fine in ('"revenue"', "file=", "monthly_credit_limit=None", "dict form"):
        assert not lines.get(at(fine)), text
