/** Code a developer can paste: the request the explorer is about to send, with the key as an environment variable. */
export interface SnippetRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON body as typed (already validated), or null for no body. */
  body: string | null;
}

export const KEY_ENV = "LEGAL_AI_API_KEY";

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function compactJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
}

/**
 * A document picked in the explorer travels as `document_base64`: a 186 KB PDF is 249,000 characters, more than a
 * command line takes (`Argument list too long`) and more than anyone pastes. Snippets read the file instead, as the
 * official SDKs' examples do; the value is swapped for this marker and each language puts its file read there.
 */
const FILE_MARKER = "__legal_ai_file_base64__";
const FILE_FIELD = "document_base64";

interface FileUpload {
  /** The file the snippet reads, named by its type (the API detects it from the bytes too). */
  fileName: string;
  /** The body with the file's base64 replaced by FILE_MARKER. */
  body: Record<string, unknown>;
}

function fileUpload(req: SnippetRequest): FileUpload | null {
  if (req.body === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(req.body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const value = (parsed as Record<string, unknown>)[FILE_FIELD];
  if (typeof value !== "string" || value.length === 0) return null;
  // Magic bytes in base64: "%PDF" is JVBER, a zip (DOCX) is UEsDB.
  const fileName = value.startsWith("JVBER") ? "contract.pdf" : value.startsWith("UEsDB") ? "contract.docx" : "contract.bin";
  return { fileName, body: { ...(parsed as Record<string, unknown>), [FILE_FIELD]: FILE_MARKER } };
}

export function curlSnippet(req: SnippetRequest, authenticated: boolean): string {
  const upload = fileUpload(req);
  const lines = [`curl -X ${req.method} ${shellQuote(req.url)}`];
  if (authenticated) lines.push(`-H "Authorization: Bearer $${KEY_ENV}"`);
  for (const [k, v] of Object.entries(req.headers)) lines.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  if (upload) lines.push("--data-binary @body.json");
  else if (req.body !== null) lines.push(`-d ${shellQuote(compactJson(req.body))}`);
  const curl = lines.join(" \\\n  ");
  if (!upload) return curl;
  // printf's format is '%s%s%s' so that nothing in the JSON is read as an escape; the base64 has no line breaks
  // (`tr`, since GNU and BSD base64 wrap differently) and the builtin printf has no argument-length limit.
  const [before, after] = JSON.stringify(upload.body).split(FILE_MARKER);
  return [
    `# Run where ${upload.fileName} is: the request body, with the file as base64, goes to body.json.`,
    `printf '%s%s%s' ${shellQuote(before)} "$(base64 < ${upload.fileName} | tr -d '\\n')" ${shellQuote(after)} > body.json`,
    curl,
  ].join("\n");
}

/**
 * The client method of each endpoint in the `legal-ai` packages (clients/typescript, clients/python), as
 * [method, path template, dotted method name]. Paths not listed fall back to the clients' generic get/post.
 */
const CLIENT_METHODS: [string, string, string][] = [
  ["POST", "/v1/chat/completions", "chat.completions.create"],
  ["POST", "/v1/documents/analyze", "documents.analyze"],
  ["POST", "/v1/compliance/check", "compliance.check"],
  ["POST", "/v1/corporate/analyze", "corporate.analyze"],
  ["GET", "/v1/corporate/tools", "corporate.tools.list"],
  ["POST", "/v1/litigation/analyze", "litigation.analyze"],
  ["GET", "/v1/litigation/tools", "litigation.tools.list"],
  ["POST", "/v1/audit/analyze", "audit.analyze"],
  ["GET", "/v1/audit/tools", "audit.tools.list"],
  ["POST", "/v1/contracts/draft", "contracts.draft"],
  ["GET", "/v1/contracts/types", "contracts.types.list"],
  ["GET", "/v1/status", "status.check"],
  ["GET", "/v1/jurisdictions", "jurisdictions.list"],
  ["GET", "/v1/usage", "usage.retrieve"],
  ["GET", "/v1/openapi.json", "openapi.retrieve"],
  ["POST", "/v1/admin/users", "admin.users.create"],
  ["GET", "/v1/admin/users", "admin.users.list"],
  ["PATCH", "/v1/admin/users/{user_id}", "admin.users.update"],
  ["POST", "/v1/admin/users/{user_id}/credits", "admin.users.credits.grant"],
  ["POST", "/v1/admin/users/{user_id}/keys", "admin.keys.create"],
  ["GET", "/v1/admin/users/{user_id}/keys", "admin.keys.list"],
  ["POST", "/v1/admin/keys/{key_id}/revoke", "admin.keys.revoke"],
];

interface ClientCall {
  origin: string;
  path: string;
  /** Dotted method name, or null for the generic get/post. */
  name: string | null;
  pathArgs: string[];
  query: [string, string][];
  body: unknown;
  /** The body when it is not valid JSON (shown as typed). */
  rawBody: string | null;
  idempotencyKey: string | null;
  headers: [string, string][];
}

function clientCall(req: SnippetRequest): ClientCall {
  const url = new URL(req.url);
  const path = decodeURIComponent(url.pathname);
  let name: string | null = null;
  let pathArgs: string[] = [];
  for (const [method, template, dotted] of CLIENT_METHODS) {
    if (method !== req.method.toUpperCase()) continue;
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, "([^/]+)").replace(/\./g, "\\.")}$`);
    const m = path.match(re);
    if (m) {
      name = dotted;
      pathArgs = m.slice(1);
      break;
    }
  }
  let body: unknown = undefined;
  let rawBody: string | null = null;
  if (req.body !== null) {
    try {
      body = JSON.parse(req.body);
    } catch {
      rawBody = req.body;
    }
  }
  const headers = Object.entries(req.headers).filter(([k]) => !/^(content-type|idempotency-key|authorization)$/i.test(k));
  const idem = Object.entries(req.headers).find(([k]) => /^idempotency-key$/i.test(k));
  return { origin: url.origin, path, name, pathArgs, query: [...url.searchParams.entries()], body, rawBody, idempotencyKey: idem?.[1] ?? null, headers };
}

export function typescriptSnippet(req: SnippetRequest, authenticated: boolean, streaming: boolean): string {
  const upload = fileUpload(req);
  const call = clientCall(upload ? { ...req, body: JSON.stringify(upload.body) } : req);
  const options = [
    ...(call.idempotencyKey ? [`idempotencyKey: ${JSON.stringify(call.idempotencyKey)}`] : []),
    ...(call.headers.length ? [`headers: ${JSON.stringify(Object.fromEntries(call.headers))}`] : []),
  ];
  const bodyArg = (call.rawBody !== null ? `JSON.parse(${JSON.stringify(call.rawBody)})` : JSON.stringify(call.body ?? {}, null, 2)).replace(
    JSON.stringify(FILE_MARKER),
    "document",
  );
  const queryArg = call.query.length ? JSON.stringify(Object.fromEntries(call.query)) : null;
  const args: string[] = [];
  if (call.name) {
    args.push(...call.pathArgs.map((a) => JSON.stringify(a)));
    if (req.body !== null) args.push(bodyArg);
    else if (queryArg) args.push(queryArg);
    else if (options.length && call.name === "admin.users.list") args.push("{}");
  } else {
    args.push(JSON.stringify(call.path));
    if (req.body !== null) args.push(bodyArg);
    else if (req.method.toUpperCase() === "GET") args.push(queryArg ?? "undefined");
  }
  if (options.length) args.push(`{ ${options.join(", ")} }`);
  const fn = call.name ?? (req.method.toUpperCase() === "GET" ? "get" : "post");
  const generic = !call.name && !["GET", "POST"].includes(req.method.toUpperCase());
  const invocation = generic
    ? `client.request(${JSON.stringify(req.method.toUpperCase())}, ${JSON.stringify(call.path)}, { body: ${bodyArg}${options.length ? `, ${options.join(", ")}` : ""} })`
    : `client.${fn}(${args.join(", ")})`;
  const clientOptions = authenticated
    ? `{ baseURL: ${JSON.stringify(call.origin)} }); // the key is read from ${KEY_ENV}`
    : `{ apiKey: null, baseURL: ${JSON.stringify(call.origin)} }); // public: no key`;
  const head = upload
    ? `import { readFileSync } from "node:fs";\nimport LegalAI from "legal-ai";\n\nconst client = new LegalAI(${clientOptions}\nconst document = readFileSync(${JSON.stringify(upload.fileName)}).toString("base64");`
    : `import LegalAI from "legal-ai";\n\nconst client = new LegalAI(${clientOptions}`;
  if (streaming) {
    return `${head}
const stream = await ${invocation};
for await (const chunk of stream) process.stdout.write(chunk.choices[0]?.delta.content ?? "");
const final = await stream.finalAnswer(); // or, without the loop: the whole answer with its citations
console.log("\\n", final.citations);`;
  }
  return `${head}\nconst res = await ${invocation};\nconsole.log(res.request_id, res);`;
}

function pyValue(v: unknown, indent: string): string {
  if (v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "number" || typeof v === "string") return JSON.stringify(v);
  const inner = `${indent}    `;
  if (Array.isArray(v)) return v.length === 0 ? "[]" : `[\n${v.map((x) => `${inner}${pyValue(x, inner)},`).join("\n")}\n${indent}]`;
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length === 0 ? "{}" : `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${pyValue(x, inner)},`).join("\n")}\n${indent}}`;
}

const PY_KEYWORDS = new Set(["and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "True", "False", "None"]);
const isPyIdentifier = (k: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) && !PY_KEYWORDS.has(k);

export function pythonSnippet(req: SnippetRequest, authenticated: boolean, streaming: boolean): string {
  const upload = fileUpload(req);
  const call = clientCall(upload ? { ...req, body: JSON.stringify(upload.body) } : req);
  const args: string[] = [];
  if (!call.name) args.push(JSON.stringify(call.path));
  args.push(...call.pathArgs.map((a) => JSON.stringify(a)));
  if (call.rawBody !== null) args.push(`json.loads(${JSON.stringify(call.rawBody)})`);
  else if (call.body !== undefined) {
    const entries = call.body !== null && typeof call.body === "object" && !Array.isArray(call.body) ? Object.entries(call.body as Record<string, unknown>) : null;
    // Keyword arguments when every field name allows it (message="…", stream=True), else one dict.
    if (call.name && entries && entries.every(([k]) => isPyIdentifier(k))) args.push(...entries.map(([k, v]) => `${k}=${pyValue(v, "    ")}`));
    else args.push(pyValue(call.body, "    "));
  } else if (call.query.length) {
    if (call.name === "admin.users.list") args.push(...call.query.map(([k, v]) => `${k}=${JSON.stringify(v)}`));
    else args.push(pyValue(Object.fromEntries(call.query), "    "));
  }
  if (call.idempotencyKey) args.push(`idempotency_key=${JSON.stringify(call.idempotencyKey)}`);
  if (call.headers.length) args.push(`extra_headers=${pyValue(Object.fromEntries(call.headers), "    ")}`);
  const method = req.method.toUpperCase();
  const fn = call.name ?? (method === "GET" ? "get" : method === "POST" ? "post" : null);
  const invocation = (
    fn
      ? `client.${fn}(${args.length > 1 ? `\n    ${args.join(",\n    ")},\n` : (args[0] ?? "").replace(/\n {4}/g, "\n")})`
      : `client.request(${JSON.stringify(method)}, ${JSON.stringify(call.path)}, body=${call.body === undefined ? "None" : pyValue(call.body, "    ")})`
  ).replace(JSON.stringify(FILE_MARKER), "document");
  const imports = call.rawBody !== null ? "import json\n\n" : upload ? "import base64\n\n" : "";
  const construct = authenticated
    ? `client = LegalAI(base_url=${JSON.stringify(call.origin)})  # the key is read from ${KEY_ENV}`
    : `client = LegalAI(api_key=None, base_url=${JSON.stringify(call.origin)})  # public: no key`;
  const read = upload ? `\nwith open(${JSON.stringify(upload.fileName)}, "rb") as f:\n    document = base64.b64encode(f.read()).decode("ascii")` : "";
  const head = `${imports}from legal_ai import LegalAI\n\n${construct}${read}`;
  if (streaming) {
    return `${head}
stream = ${invocation}
for chunk in stream:
    print(chunk.choices[0].delta.get("content", ""), end="", flush=True)
final = stream.final_answer()  # or, without the loop: the whole answer with its citations
print()
print(final.citations)`;
  }
  return `${head}\nres = ${invocation}\nprint(res.request_id, res)`;
}
