import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { problemSchema } from "@/lib/api/common-schemas";
import { publicScopes } from "@/lib/keys/scopes";
import type { Operation } from "@/lib/pipeline/operation";
import { allOperations } from "./operations";

const idempotencyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe("Retries with the same key within 24 hours replay the first response instead of running again."),
});

const problemContent = { "application/problem+json": { schema: problemSchema } };

function errorResponses(op: Operation<unknown, unknown>) {
  const responses: Record<string, { description: string; content: typeof problemContent }> = {
    "400": { description: "Invalid request (code invalid_request)", content: problemContent },
    "500": { description: "Unexpected server fault (code internal_error)", content: problemContent },
  };
  if (op.access !== "public") {
    responses["401"] = { description: "Missing, malformed, unknown, revoked or expired key", content: problemContent };
    responses["429"] = { description: "Rate limit exceeded (Retry-After says when to retry)", content: problemContent };
  }
  if (op.access !== "public" && op.access !== "any-key") {
    responses["403"] = { description: `Key lacks the ${op.access} scope`, content: problemContent };
  }
  if ((op.credits ?? 0) > 0) responses["402"] = { description: "Credit balance below the call's cost", content: problemContent };
  if (op.method === "POST" && op.access !== "public") {
    responses["409"] = { description: "Same Idempotency-Key while the first request runs", content: problemContent };
    responses["422"] = { description: "Idempotency-Key reused with a different body", content: problemContent };
  }
  if (op.body) {
    responses["413"] = { description: "Body over the size limit", content: problemContent };
    responses["415"] = { description: "Body is not application/json", content: problemContent };
  }
  return responses;
}

function toOpenApi(op: Operation<unknown, unknown>): ZodOpenApiOperationObject {
  const success = String(op.successStatus ?? 200);
  const content: Record<string, { schema: unknown }> = { "application/json": { schema: op.response } };
  if (op.streaming) content["text/event-stream"] = { schema: { type: "string", description: "SSE: data: chat.completion.chunk … data: [DONE]" } };
  const extras = [
    op.access === "public" ? "Public: no key." : op.access === "any-key" ? "Any valid key." : `Scope: \`${op.access}\`.`,
    `Credits: ${op.credits ?? 0}.`,
  ].join(" ");
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: [op.description, extras].filter(Boolean).join("\n\n"),
    tags: [op.tag],
    ...(op.access === "public" ? { security: [] } : {}),
    requestParams: {
      ...(op.pathParams ? { path: op.pathParams } : {}),
      ...(op.query ? { query: op.query as never } : {}),
      ...(op.method === "POST" && op.access !== "public"
        ? { header: idempotencyHeader as never }
        : {}),
    },
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: (op.documentedBody ?? op.body) as never, ...(op.example ? { example: op.example } : {}) } },
          },
        }
      : {}),
    responses: {
      [success]: { description: "Success", content: content as never },
      ...errorResponses(op),
    },
    "x-credits": op.credits ?? 0,
    "x-scope": op.access,
    ...(op.example ? { "x-example": op.example } : {}),
    ...(op.streaming ? { "x-streaming": true } : {}),
  } as ZodOpenApiOperationObject;
}


let cached: ReturnType<typeof createDocument> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = {};
  for (const op of allOperations) {
    const item = (paths[op.path] ??= {});
    (item as Record<string, unknown>)[op.method.toLowerCase()] = toOpenApi(op);
  }
  cached = createDocument({
    openapi: "3.1.0",
    info: {
      title: "Legal AI Service API",
      version: "1.0.0",
      description:
        "Jurisdiction-aware legal Q&A with verified citations, document analysis, compliance checks, corporate, " +
        "litigation and audit tools, and contract drafting. Authenticate with `Authorization: Bearer svc_live_…`. " +
        `Scopes: ${publicScopes.join(", ")}. Errors are RFC 9457 problem+json.`,
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "svc_live_… API key" } },
    },
    security: [{ apiKey: [] }],
    paths,
  });
  return cached;
}
