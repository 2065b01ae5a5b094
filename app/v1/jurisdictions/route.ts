import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { listJurisdictionsOperation } from "@/lib/legal/operations";
import { jurisdictions } from "@/lib/legal/jurisdictions";

export const dynamic = "force-dynamic";

const catalogue = { jurisdictions };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(listJurisdictionsOperation.path, {
  GET: implement(listJurisdictionsOperation, async () => ({ body: catalogue, unchanging: true })),
});
