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

export function curlSnippet(req: SnippetRequest, authenticated: boolean): string {
  const lines = [`curl -X ${req.method} ${shellQuote(req.url)}`];
  if (authenticated) lines.push(`-H "Authorization: Bearer $${KEY_ENV}"`);
  for (const [k, v] of Object.entries(req.headers)) lines.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  if (req.body !== null) lines.push(`-d ${shellQuote(compactJson(req.body))}`);
  return lines.join(" \\\n  ");
}

function indentJson(body: string, indent: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2).replace(/\n/g, `\n${indent}`);
  } catch {
    return JSON.stringify(body);
  }
}

export function typescriptSnippet(req: SnippetRequest, authenticated: boolean, streaming: boolean): string {
  const headers = [
    ...(authenticated ? [`Authorization: \`Bearer \${process.env.${KEY_ENV}}\``] : []),
    ...Object.entries(req.headers).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`),
  ];
  const init = [`  method: ${JSON.stringify(req.method)},`, `  headers: {\n${headers.map((h) => `    ${h},`).join("\n")}\n  },`];
  if (req.body !== null) init.push(`  body: JSON.stringify(${indentJson(req.body, "  ")}),`);
  const call = `const res = await fetch(${JSON.stringify(req.url)}, {\n${init.join("\n")}\n});`;
  if (!streaming) return `${call}\nconsole.log(res.status, await res.json());`;
  return `${call}
// Server-Sent Events: print each chunk as it arrives.
const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
for (;;) {
  const { value, done } = await reader.read();
  if (done) break;
  process.stdout.write(value);
}`;
}

function pythonLiteral(body: string): string {
  try {
    return pyValue(JSON.parse(body), "");
  } catch {
    return JSON.stringify(body);
  }
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

export function pythonSnippet(req: SnippetRequest, authenticated: boolean, streaming: boolean): string {
  const headers = [
    ...(authenticated ? [`"Authorization": f"Bearer {os.environ['${KEY_ENV}']}"`] : []),
    ...Object.entries(req.headers).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`),
  ];
  const args = [JSON.stringify(req.url), `headers={${headers.join(", ")}}`];
  if (req.body !== null) args.push(`json=${pythonLiteral(req.body).replace(/\n/g, "\n    ")}`);
  if (streaming) args.push("stream=True");
  const call = `res = requests.request(${JSON.stringify(req.method)}, ${args.join(",\n    ")})`;
  const tail = streaming ? `for line in res.iter_lines(decode_unicode=True):\n    if line:\n        print(line)` : `print(res.status_code, res.json())`;
  return `import os\nimport requests\n\n${call}\n${tail}`;
}
