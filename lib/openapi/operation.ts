import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";

export const openApiOperation = operation({
  method: "GET",
  path: "/v1/openapi.json",
  operationId: "openapi.get",
  summary: "This OpenAPI 3.1 document",
  description: "Public. Generated from the same zod schemas that validate requests.",
  tag: "Status",
  access: "public",
  response: z.record(z.string(), z.unknown()),
});
