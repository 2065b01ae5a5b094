/**
 * Grammar-based mutation of every operation in the served OpenAPI document (the hostile-input suite,
 * test/api/fuzz.test.ts): for each operation, a valid-looking request (its example, or one built from its schema, per
 * `oneOf` branch), then one request per mutation of each field the schema describes — wrong types, sizes at and past
 * maxLength/maxItems, deep nesting, unicode edge cases, dates at the edges, numbers a double cannot hold — and of its
 * query and path parameters. Pure: builds requests, sends nothing.
 */

type Schema = Record<string, any>;
type OpenApi = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };

/** One request to send: `body` is JSON text (possibly not valid JSON), sent with Content-Type application/json. */
export interface MutatedRequest {
  operation: string;
  method: string;
  path: string;
  body?: string;
  /** What was changed, for the failure message. */
  mutation: string;
}

/** Where a JSON literal no JSON.stringify can write (1e309, -0, a 30-digit integer, 100,000 nested arrays) goes. */
const RAW = "\u0001raw:";
const raw = (text: string) => `${RAW}${text}`;
function serialise(value: unknown): string {
  const literals: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (typeof v === "string" && v.startsWith(RAW)) {
      literals.push(v.slice(RAW.length));
      return `@@RAW${literals.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => literals[Number(i)]);
}

export const unicodeEdges: Record<string, string> = {
  nul: "a\u0000b",
  "lone high surrogate": "x\ud800y",
  "lone low surrogate": "\udc00",
  "reversed surrogates": "\udc00\ud800",
  rtl_override: "\u202egnp.exe",
  "combining marks": "e" + "\u0301".repeat(5000),
  "zero-width": "\u200b\u200c\u200d\ufeff",
  bom: "\ufeffUS",
  "noncharacters": "\uffff\ufffe",
  emoji: "👩‍⚖️".repeat(200),
  "dotless i": "ın",
  "long s": "ſg",
  "fullwidth": "ＵＳ",
  "line separators": "a\u2028b\u2029c\r\n\u0085",
  "control characters": "\u0007\u001b[31m\u007f",
  "html": "<script>alert(1)</script>",
  "sql": "' OR 1=1; --",
  "prototype": "__proto__",
  "path": "../../../../etc/passwd",
};

export const dateEdges = [
  "0000-01-01",
  "9999-12-31",
  "2023-02-29",
  "2100-02-29",
  "2024-02-30",
  "2024-13-01",
  "2024-00-10",
  "2024-01-32",
  "2024-04-31",
  "+275760-09-13",
  "-000001-01-01",
  "2024-1-5",
  "2024-01-01T25:00:00Z",
  "2024-01-01T00:00:00+99:99",
  "9999-12-31T23:59:59.999999999Z",
  "1970-01-01T00:00:00Z",
  "",
];

const numberLiterals = ["1e308", "-1e308", "1e309", "-1e309", "-0", "5e-324", "123456789012345678901234567890", "9007199254740993", "-9007199254740993", "0.1", "1e-400"];
const numericStrings = ["NaN", "Infinity", "-Infinity", "-0", "1e308", "0x10", " 1 ", "1_000", "١٢", ""];

/** Every operation's mutated requests, in a stable order. `long` adds the sizes that take the longest to send. */
export function mutatedRequests(doc: OpenApi, pathValues: Record<string, string>, options: { long: boolean }): MutatedRequest[] {
  const out: MutatedRequest[] = [];
  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    for (let i = 0; i < 20 && typeof s.$ref === "string"; i++) s = doc.components?.schemas?.[s.$ref.replace("#/components/schemas/", "")] ?? {};
    return s;
  };
  const longString = "x".repeat(options.long ? 2_000_000 : 200_000);

  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${template}`;
      const params: { in: string; name: string; schema?: Schema }[] = op.parameters ?? [];
      const fill = (overrides: Record<string, string> = {}) =>
        template.replace(/\{([^}]+)\}/g, (_m, p: string) => percentEncode(overrides[p] ?? pathValues[p] ?? "x"));
      const queryParams = params.filter((p) => p.in === "query");
      const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(sample(resolve(p.schema), resolve))]));
      const url = (q: Record<string, string>, overrides?: Record<string, string>) => {
        const qs = new URLSearchParams(q).toString();
        return fill(overrides) + (qs ? `?${qs}` : "");
      };
      const add = (mutation: string, path: string, body?: string) => out.push({ operation: name, method: method.toUpperCase(), path, body, mutation });

      // Path parameters: each replaced by a hostile string (percent-encoded: raw bytes where a string cannot say them).
      for (const p of params.filter((x) => x.in === "path")) {
        for (const [label, value] of Object.entries({ ...unicodeEdges, long: "u".repeat(5000), empty: "", dots: ".." })) add(`path ${p.name}: ${label}`, url(baseQuery, { [p.name]: value }));
        add(`path ${p.name}: invalid UTF-8`, fill().replace(percentEncode(pathValues[p.name] ?? "x"), "%FF%FE%ED%A0%80"));
        add(`path ${p.name}: encoded slash`, fill().replace(percentEncode(pathValues[p.name] ?? "x"), "a%2F..%2Fb"));
      }
      // Query parameters: each given a hostile value, repeated, and an unknown one added.
      for (const p of queryParams) {
        for (const [label, value] of Object.entries({ ...unicodeEdges, long: longString.slice(0, 8000), empty: "" })) add(`query ${p.name}: ${label}`, url({ ...baseQuery, [p.name]: value }));
        add(`query ${p.name}: invalid UTF-8`, `${fill()}?${p.name}=%FF%C0%ED%A0%80`);
        add(`query ${p.name}: repeated`, `${fill()}?${p.name}=a&${p.name}=b`);
      }
      add("query: unknown parameter", url({ ...baseQuery, zz_unknown: "1" }));

      const content = op.requestBody?.content?.["application/json"];
      if (!content) continue;
      const root = resolve(content.schema);
      const branches: Schema[] = root.oneOf ? root.oneOf.map(resolve) : [root];
      const bases: { label: string; value: unknown; schema: Schema }[] = [];
      if (content.example !== undefined) bases.push({ label: "example", value: content.example, schema: branchFor(content.example, branches) });
      for (const [i, branch] of branches.entries()) {
        const value = branch.example ?? sample(branch, resolve);
        const tool = (value as Record<string, unknown>)?.tool_type;
        bases.push({ label: typeof tool === "string" ? tool : `branch ${i}`, value, schema: branch });
      }
      const target = url(baseQuery);
      for (const base of bases) add(`${base.label}: as built`, target, serialise(base.value));

      // The whole body.
      const example = bases[0];
      for (const [label, text] of Object.entries({
        "empty body": "",
        "null": "null",
        "array": "[]",
        "string": '"x"',
        "1e309": "1e309",
        "BOM then JSON": "\ufeff" + serialise(example.value),
        "trailing garbage": serialise(example.value) + "}}",
        "duplicate keys": serialise(example.value).replace(/^\{/, '{"zz":1,"zz":2,'),
        "__proto__ key": serialise(example.value).replace(/^\{/, '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},'),
        "nested 100,000 deep": "[".repeat(100_000) + "]".repeat(100_000),
        "objects nested 20,000 deep": '{"a":'.repeat(20_000) + "1" + "}".repeat(20_000),
        "10,000 unknown keys": JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
        "long key name": serialise({ ...(example.value as object), ["k".repeat(options.long ? 1_000_000 : 100_000)]: 1 }),
        "unpaired surrogate escape in a key": serialise(example.value).replace(/^\{/, '{"\\ud800":1,'),
        "invalid JSON escape": '{"a":"\\x41"}',
        "single quotes": "{'a': 1}",
        "NaN literal": '{"a": NaN}',
      })) add(`body: ${label}`, target, text);

      for (const base of bases) {
        for (const field of fieldsOf(base.value, base.schema, resolve)) {
          for (const [label, replacement] of fieldMutations(field.schema, field.value, longString)) {
            add(`${base.label} ${field.path || "(root)"}: ${label}`, target, serialise(field.replace(replacement)));
          }
          if (field.remove) add(`${base.label} ${field.path}: missing`, target, serialise(field.remove()));
        }
      }
    }
  }
  return out;
}

/** Percent-encodes a string's UTF-8 bytes (a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD's). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");
}

/** The branch a value belongs to: the one whose tool_type (or other const/enum discriminator) it matches. */
function branchFor(value: unknown, branches: Schema[]): Schema {
  if (branches.length === 1 || !value || typeof value !== "object") return branches[0];
  const tool = (value as Record<string, unknown>).tool_type;
  return branches.find((b) => b.properties?.tool_type?.const === tool || b.properties?.tool_type?.enum?.includes(tool)) ?? branches[0];
}

/** A value the schema accepts, as far as a simple reading of it can tell (required properties only). */
export function sample(schema: Schema, resolve: (s: Schema | undefined) => Schema, depth = 0): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const options: Schema[] | undefined = s.oneOf ?? s.anyOf;
  if (options) return sample(options.find((o) => resolve(o).type !== "null") ?? options[0], resolve, depth + 1);
  if (s.allOf) return sample(s.allOf[0], resolve, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;
  if (depth > 8) return null;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, resolve, depth + 1);
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}, resolve, depth + 1));
    case "integer":
      return Math.max(1, Math.ceil(s.minimum ?? 1));
    case "number":
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case "boolean":
      return true;
    case "string":
      if (s.format === "date") return "2024-01-15";
      if (s.format === "date-time") return "2024-01-15T00:00:00Z";
      if (s.format === "email") return "someone@example.com";
      return "x".repeat(Math.max(1, s.minLength ?? 1));
    default:
      return "x";
  }
}

interface Field {
  path: string;
  value: unknown;
  schema: Schema;
  replace(replacement: unknown): unknown;
  remove?: () => unknown;
}

/** Each node of `value` to four levels deep, with its schema and functions that copy `value` with it replaced or removed. */
function fieldsOf(value: unknown, schema: Schema, resolve: (s: Schema | undefined) => Schema): Field[] {
  const found: Field[] = [];
  const visit = (node: unknown, s: Schema, path: string, rebuild: (r: unknown) => unknown, remove: (() => unknown) | undefined, depth: number) => {
    const own = resolve(s);
    found.push({ path, value: node, schema: own, replace: rebuild, remove });
    if (depth >= 4) return;
    if (Array.isArray(node) && node.length > 0) {
      visit(node[0], resolve(own.items), `${path}[0]`, (r) => rebuild([r, ...node.slice(1)]), () => rebuild(node.slice(1)), depth + 1);
    } else if (node && typeof node === "object") {
      const props: Record<string, Schema> = own.properties ?? {};
      const keys = new Set([...Object.keys(node), ...Object.keys(props)]);
      for (const key of keys) {
        const child = (node as Record<string, unknown>)[key];
        const childSchema = resolve(props[key]);
        const present = key in (node as object);
        const at = path ? `${path}.${key}` : key;
        if (present) {
          visit(child, childSchema, at, (r) => rebuild({ ...(node as object), [key]: r }), () => {
            const copy = { ...(node as Record<string, unknown>) };
            delete copy[key];
            return rebuild(copy);
          }, depth + 1);
        } else {
          // An optional field the example leaves out: mutated in place (as if the client had sent it).
          found.push({ path: at, value: sample(childSchema, resolve), schema: childSchema, replace: (r) => rebuild({ ...(node as object), [key]: r }) });
        }
      }
    }
  };
  visit(value, schema, "", (r) => r, undefined, 0);
  return found;
}

/** The replacements tried for one field, by what its schema says it is. */
function fieldMutations(schema: Schema, value: unknown, longString: string): [string, unknown][] {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type ?? typeof value];
  const out: [string, unknown][] = [
    ["null", null],
    ["true", true],
    ["0", 0],
    ["empty string", ""],
    ["empty array", []],
    ["empty object", {}],
    ["arrays nested 5,000 deep", raw("[".repeat(5000) + "]".repeat(5000))],
  ];
  if (type.includes("string") || typeof value === "string") {
    const max = schema.maxLength as number | undefined;
    if (max !== undefined && max <= 2_000_000) {
      out.push([`maxLength ${max}`, "a".repeat(max)], [`maxLength ${max} + 1`, "a".repeat(max + 1)]);
      // Past the limit in UTF-16 units but not in code points (or the other way round).
      out.push([`maxLength ${max} in astral characters`, "𝔞".repeat(Math.ceil(max / 2) + 1)]);
    }
    if (schema.minLength) out.push([`minLength ${schema.minLength} - 1`, "a".repeat(schema.minLength - 1)]);
    out.push([`${longString.length} characters`, longString]);
    // A regex such as /\n\s*1\./ tried at every line break of such a string is quadratic in its length (the document
    // review's opening once took 12.8 s of the event loop on 100,000 of them).
    out.push(["100,000 line breaks", "\n".repeat(100_000)]);
    out.push(["whitespace only", " \t\n "]);
    for (const [label, text] of Object.entries(unicodeEdges)) out.push([`unicode: ${label}`, text]);
    if (typeof value === "string" && value.length > 0 && value.length < 1000) out.push(["value + NUL", `${value}\u0000`], ["value upper-cased oddly", value.replace(/i/g, "ı").toUpperCase()]);
    const looksLikeDate = schema.format === "date" || schema.format === "date-time" || (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value));
    if (looksLikeDate) for (const date of dateEdges) out.push([`date ${JSON.stringify(date)}`, date]);
    for (const text of numericStrings) out.push([`numeric string ${JSON.stringify(text)}`, text]);
    if (Array.isArray(schema.enum)) out.push(["enum value in another case", String(schema.enum[0]).toUpperCase() + "\u0130"]);
  }
  if (type.includes("number") || type.includes("integer") || typeof value === "number") {
    for (const literal of numberLiterals) out.push([`number ${literal}`, raw(literal)]);
    if (typeof schema.maximum === "number") out.push([`maximum ${schema.maximum} + 1`, schema.maximum + 1]);
    if (typeof schema.minimum === "number") out.push([`minimum ${schema.minimum} - 1`, schema.minimum - 1]);
    for (const text of numericStrings) out.push([`numeric string ${JSON.stringify(text)}`, text]);
  }
  if (type.includes("array") || Array.isArray(value)) {
    const first = Array.isArray(value) && value.length > 0 ? value[0] : "x";
    const max = schema.maxItems as number | undefined;
    if (max !== undefined && max <= 100_000) out.push([`maxItems ${max}`, Array(max).fill(first)], [`maxItems ${max} + 1`, Array(max + 1).fill(first)]);
    out.push(["10,000 items", Array(10_000).fill(first)]);
    out.push(["array of nulls", [null, null]]);
    out.push(["array of mixed types", [first, 1, "x", null, {}, []]]);
  }
  if (type.includes("object") || (value && typeof value === "object" && !Array.isArray(value))) {
    const base = value && typeof value === "object" && !Array.isArray(value) ? value : {};
    out.push(["unknown property", { ...base, zz_unknown: 1 }]);
    out.push(["unknown property with a long name", { ...base, ["zz".repeat(50_000)]: 1 }]);
    out.push(["1,000 unknown properties", { ...base, ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`zz${i}`, i])) }]);
    out.push(["objects nested 5,000 deep", raw('{"a":'.repeat(5000) + "1" + "}".repeat(5000))]);
  }
  if (type.includes("boolean")) out.push(['string "true"', "true"], ["1", 1]);
  return out;
}
