import { categories } from "./taxonomy";

let catalogue: { categories: { id: string; name: string; source: string; description: string }[] } | undefined;

/** GET /v1/documents/categories: the taxonomy, without the classifier's patterns. Built once. */
export function listDocumentCategories() {
  return (catalogue ??= { categories: categories.map(({ id, name, source, description }) => ({ id, name, source, description })) });
}
