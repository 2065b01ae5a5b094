import "server-only";
import { newRequestId } from "@/lib/ids";
import { problemResponse } from "@/lib/http/problem";
import { runEndpoint } from "./run";
import type { Endpoint } from "./types";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handlers = Record<Method | "OPTIONS", RouteHandler>;

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

/**
 * Builds a route module's handlers. Every method gets one: those the route serves run through the /v1
 * pipeline, the rest answer 405 problem+json with an Allow header (Next.js's own 405 has no body).
 *
 *   export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route("/v1/things/{id}", { GET: endpoint({...}) });
 */
export function v1Route(template: string, endpoints: Partial<Record<Method, Endpoint<any, any>>>): Handlers {
  const allowed = METHODS.filter((m) => endpoints[m]);
  const handlers = {} as Handlers;
  // Next.js's own OPTIONS lists every exported method (these 405 ones too) and carries no request id. HEAD is served
  // wherever GET is (Next.js answers it from GET), OPTIONS everywhere: the 405's Allow lists them too (RFC 9110 §15.5.6).
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  handlers.OPTIONS = async () =>
    new Response(null, { status: 204, headers: { Allow: allow, "X-Request-Id": newRequestId(), "X-Content-Type-Options": "nosniff" } });
  for (const method of METHODS) {
    const ep = endpoints[method];
    handlers[method] = ep
      ? async (request, context) => runEndpoint(ep, template, request, flattenParams(await context.params))
      : async () =>
          problemResponse("method_not_allowed", `${method} is not allowed on ${template}; use ${allowed.join(", ")}.`, newRequestId(), {
            headers: { Allow: allow },
          });
  }
  return handlers;
}

/** Unknown /v1 paths: 404 problem+json for every method. */
export function v1NotFound(): Handlers {
  const handler: RouteHandler = async (request) =>
    problemResponse("not_found", `No endpoint at ${new URL(request.url).pathname}. See /v1/openapi.json.`, newRequestId());
  return Object.fromEntries([...METHODS, "OPTIONS"].map((m) => [m, handler])) as Handlers;
}

function flattenParams(params: Record<string, string | string[] | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) out[k] = Array.isArray(v) ? v.join("/") : v;
  return out;
}
