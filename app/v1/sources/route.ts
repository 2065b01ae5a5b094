import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { listSourcesOperation } from "@/lib/legal/operations";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { catalogueFor } from "@/lib/legal/sources/catalogue";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(listSourcesOperation.path, {
  GET: implement(listSourcesOperation, async ({ query }) => ({
    body: catalogueFor(await getRegistry(), builtInRegistry(), query.jurisdiction),
    unchanging: true,
  })),
});
