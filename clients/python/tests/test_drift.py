"""The generated types (legal_ai._generated) must match the live /v1/openapi.json: rerun
scripts/generate-client-types.ts when this fails."""

from legal_ai import types


def _fields(doc, schema, depth=0):
    out = set()
    if not schema or depth > 8:
        return out
    if "$ref" in schema:
        return _fields(doc, doc["components"]["schemas"][schema["$ref"].split("/")[-1]], depth + 1)
    for key in ("anyOf", "oneOf", "allOf"):
        for variant in schema.get(key, []):
            out |= _fields(doc, variant, depth + 1)
    out |= set(schema.get("properties", {}))
    return out


def test_endpoint_fields_match_the_openapi_document(openapi):
    live = {}
    for path, item in openapi["paths"].items():
        for method, op in item.items():
            ok = op["responses"].get("200") or op["responses"].get("201") or {}
            live[f"{method.upper()} {path}"] = {
                "request": sorted(_fields(openapi, op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema"))),
                "response": sorted(_fields(openapi, ok.get("content", {}).get("application/json", {}).get("schema"))),
            }
    assert types.SCHEMA_FIELDS == live


def test_every_component_schema_has_a_type(openapi):
    missing = [name for name in openapi["components"]["schemas"] if not hasattr(types, name.replace("-", "_"))]
    assert missing == []
