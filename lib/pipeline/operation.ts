import type { z } from "zod";
import type { Access, Endpoint, HandlerContext, HandlerResult } from "./types";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API operation described once: the pipeline enforces it (access, credits, schemas) and the OpenAPI
 * document is generated from it, so the two cannot drift apart.
 */
export interface Operation<TBody = undefined, TQuery = undefined> {
  method: HttpMethod;
  /** Path template with {params}, e.g. /v1/admin/users/{user_id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  credits?: number;
  body?: z.ZodType<TBody>;
  /** What the OpenAPI document shows when it is more precise than `body` (e.g. one variant per tool). */
  documentedBody?: z.ZodType;
  query?: z.ZodType<TQuery>;
  pathParams?: z.ZodObject;
  response: z.ZodType;
  successStatus?: number;
  /** A request body that succeeds; the console's explorer pre-fills it. */
  example?: Record<string, unknown>;
  streaming?: boolean;
  /** Staff-only operations are documented but not listed in the status endpoint. */
  hiddenFromStatus?: boolean;
}

export function operation<TBody = undefined, TQuery = undefined>(op: Operation<TBody, TQuery>): Operation<TBody, TQuery> {
  return op;
}

export function implement<TBody, TQuery>(
  op: Operation<TBody, TQuery>,
  handler: (ctx: HandlerContext<TBody, TQuery>) => Promise<HandlerResult>,
): Endpoint<TBody, TQuery> {
  return { access: op.access, credits: op.credits, body: op.body, query: op.query, handler };
}
