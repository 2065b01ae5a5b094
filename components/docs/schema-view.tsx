import { InlineText } from "./inline-text";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

const refName = (ref: string) => ref.split("/").pop() ?? ref;
/** Each schema has a page of its own: inlined into the reference, 94 schemas made it a 2 MB, 13,000-element page. */
export const schemaHref = (name: string) => `/docs/api/schemas/${encodeURIComponent(name)}`;

const MAX_DEPTH = 3;

/** A one-line type: `string`, `Citation[]`, `"small" | "medium"`, with $refs as links to the schema section. */
export function TypeLabel({ schema }: { schema: JsonSchema }) {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a href={schemaHref(name)} className="text-indigo-700 hover:underline">
        {name}
      </a>
    );
  }
  if (schema.const !== undefined) return <span>{JSON.stringify(schema.const)}</span>;
  if (schema.enum) return <span>{schema.enum.map((v) => JSON.stringify(v)).join(" | ")}</span>;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    return (
      <span>
        {variants.map((v, i) => (
          <span key={i}>
            {i > 0 ? " | " : ""}
            <TypeLabel schema={v} />
          </span>
        ))}
      </span>
    );
  }
  if (schema.type === "array" && schema.items) {
    return (
      <span>
        <TypeLabel schema={schema.items} />
        []
      </span>
    );
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? (schema.properties ? "object" : "any"));
  return <span>{schema.format ? `${type} (${schema.format})` : type}</span>;
}

/** zod writes ±Number.MAX_SAFE_INTEGER as the bounds of every integer: those say nothing, only real bounds are shown. */
export function rangeText(minimum: number | undefined, maximum: number | undefined): string | null {
  const min = minimum === undefined || minimum <= Number.MIN_SAFE_INTEGER ? undefined : minimum;
  const max = maximum === undefined || maximum >= Number.MAX_SAFE_INTEGER ? undefined : maximum;
  if (min !== undefined && max !== undefined) return `range ${min}–${max}`;
  if (min !== undefined) return `≥ ${min}`;
  if (max !== undefined) return `≤ ${max}`;
  return null;
}

function constraints(s: JsonSchema): string {
  const out: string[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined) out.push(`length ${s.minLength ?? 0}–${s.maxLength ?? "∞"}`);
  const range = rangeText(s.minimum, s.maximum);
  if (range) out.push(range);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out.join(" · ");
}

/** An object's fields, nested objects indented, down to a fixed depth (deeper: the type link is enough). */
export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const props = schema.properties;
  const variants = schema.oneOf ?? schema.anyOf;
  if (!props) {
    return (
      <div className="text-sm">
        <span className="font-mono text-xs text-slate-700">
          <TypeLabel schema={schema} />
        </span>
        {variants && depth === 0 ? <p className="mt-1 text-xs text-slate-500">One of the variants above; each links to its fields.</p> : null}
        {schema.description ? <InlineText text={schema.description} className="mt-1 text-slate-600" /> : null}
      </div>
    );
  }
  const required = new Set(schema.required ?? []);
  return (
    <ul className={depth > 0 ? "mt-2 space-y-2 border-l-2 border-slate-200 pl-3" : "space-y-2"}>
      {Object.entries(props).map(([name, prop]) => {
        const extra = constraints(prop);
        return (
          <li key={name} className="text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <code className="break-all font-mono text-[13px] font-semibold text-slate-900">{name}</code>
              <span className="font-mono text-xs text-slate-600">
                <TypeLabel schema={prop} />
              </span>
              {required.has(name) ? <span className="text-xs font-medium text-red-700">required</span> : null}
              {extra ? <span className="text-xs text-slate-500">{extra}</span> : null}
            </div>
            {prop.description ? <InlineText text={prop.description} className="text-slate-600" /> : null}
            {prop.properties && depth < MAX_DEPTH ? <SchemaView schema={prop} depth={depth + 1} /> : null}
            {prop.type === "array" && prop.items?.properties && depth < MAX_DEPTH ? <SchemaView schema={prop.items} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
