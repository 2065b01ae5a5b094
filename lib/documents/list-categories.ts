import { categories } from "./taxonomy";

/** GET /v1/documents/categories: the taxonomy, without the classifier's patterns. */
export function listDocumentCategories() {
  return { categories: categories.map(({ id, name, source, description }) => ({ id, name, source, description })) };
}
