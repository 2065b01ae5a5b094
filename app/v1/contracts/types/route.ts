import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { listContractTypesOperation } from "@/lib/contracts/operations";
import { listContractTypes } from "@/lib/contracts/catalog";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(listContractTypesOperation.path, {
  GET: implement(listContractTypesOperation, async () => ({ body: listContractTypes(), unchanging: true })),
});
