import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { contractDraftOperation } from "@/lib/contracts/operations";
import { draftContract } from "@/lib/contracts/handler";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(contractDraftOperation.path, {
  POST: implement(contractDraftOperation, draftContract),
});
