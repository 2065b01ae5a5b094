/**
 * A clause category as a review's prose names it: "IP ownership assignment", "Most favored nation", "ROFR/ROFO/ROFN".
 * The taxonomy keeps CUAD's own names ("Ip Ownership Assignment", title-cased from an id), which GET
 * /v1/documents/categories serves unchanged; a summary a lawyer reads writes them in sentence case with the acronyms in
 * capitals.
 */
import { categoryById } from "../taxonomy";

/** Words a category name holds that are acronyms (in CUAD's spelling, title-cased: "Ip", "Rofr"). */
const ACRONYMS = new Set(["ip", "rofr", "rofo", "rofn", "mfn", "nda", "saas", "tupe", "ucc"]);

/** The category's name in sentence case, acronyms in capitals; an unknown id has its underscores read as spaces. */
export function categoryLabel(id: string): string {
  const name = categoryById.get(id)?.name ?? id.replace(/_/g, " ");
  const words = name.split(/([\s/-]+)/).map((w, i) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : i === 0 ? w : w.toLowerCase()));
  const text = words.join("");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
