import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { openApiOperation } from "@/lib/openapi/operation";
import { openApiDocument } from "@/lib/openapi/document";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(openApiOperation.path, {
  GET: implement(openApiOperation, async () => ({ body: openApiDocument(), unchanging: true })),
});
