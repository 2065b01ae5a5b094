import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { complianceOperation } from "@/lib/compliance/operations";
import { checkCompliance } from "@/lib/compliance/check";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(complianceOperation.path, {
  POST: implement(complianceOperation, checkCompliance),
});
