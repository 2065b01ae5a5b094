/** The explorer's view of an OpenAPI 3.1 document: a flat list of operations with what a form needs. */
export interface ExplorerParameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
}

export interface ExplorerOperation {
  key: string;
  method: string;
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  scope: string;
  credits: number;
  streaming: boolean;
  example: unknown;
  hasBody: boolean;
  parameters: ExplorerParameter[];
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

type Json = Record<string, unknown>;

/**
 * Every operation in document order; unknown shapes are skipped rather than breaking the page. The staff API (scope
 * `admin`) is listed only to staff: anyone else's key could never call it, and 8 of them crowded the list.
 */
export function explorerOperations(doc: unknown, viewer: { staff: boolean } = { staff: false }): ExplorerOperation[] {
  const paths = ((doc as Json)?.paths ?? {}) as Record<string, Json>;
  const out: ExplorerOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item?.[method] as Json | undefined;
      if (!op || typeof op !== "object") continue;
      if (op["x-scope"] === "admin" && !viewer.staff) continue;
      const body = op.requestBody as Json | undefined;
      const jsonBody = ((body?.content as Json | undefined)?.["application/json"] ?? undefined) as Json | undefined;
      const params = Array.isArray(op.parameters) ? (op.parameters as Json[]) : [];
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId ?? `${method} ${path}`),
        summary: String(op.summary ?? ""),
        tag: Array.isArray(op.tags) && op.tags.length > 0 ? String(op.tags[0]) : "Other",
        scope: String(op["x-scope"] ?? "any-key"),
        credits: Number(op["x-credits"] ?? 0),
        streaming: op["x-streaming"] === true,
        example: op["x-example"] ?? jsonBody?.example,
        hasBody: Boolean(jsonBody),
        parameters: params
          .filter((p) => p.in === "path" || p.in === "query" || p.in === "header")
          .map((p) => ({
            name: String(p.name),
            in: p.in as ExplorerParameter["in"],
            required: p.required === true,
            ...(typeof p.description === "string" ? { description: p.description } : {}),
          })),
      });
    }
  }
  return out;
}

/** Fills `{param}` segments (URL-encoded); a missing one stays visible as `{param}` so the 404 explains itself. */
export function buildPath(template: string, values: Record<string, string>, query: Record<string, string> = {}): string {
  const path = template.replace(/\{([^}]+)\}/g, (whole, name: string) => (values[name] ? encodeURIComponent(values[name]) : whole));
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== "")).toString();
  return qs ? `${path}?${qs}` : path;
}

export function groupByTag(ops: ExplorerOperation[]): [string, ExplorerOperation[]][] {
  const groups = new Map<string, ExplorerOperation[]>();
  for (const op of ops) groups.set(op.tag, [...(groups.get(op.tag) ?? []), op]);
  return [...groups.entries()];
}
