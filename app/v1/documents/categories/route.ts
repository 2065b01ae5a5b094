import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { listDocumentCategoriesOperation } from "@/lib/documents/operations";
import { listDocumentCategories } from "@/lib/documents/list-categories";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(listDocumentCategoriesOperation.path, {
  GET: implement(listDocumentCategoriesOperation, async () => ({ body: listDocumentCategories(), unchanging: true })),
});
