import { suggestField } from "@/lib/http/unknown-fields";
import { termsOf } from "./compose";
import { termKey } from "./key-terms";
import { languagesOf } from "./language";
import { allTemplates } from "./templates";
import { contractGroups, type ContractTemplate } from "./types";

const byId = new Map(allTemplates.map((t) => [t.id, t]));

export function getTemplate(id: string): ContractTemplate | undefined {
  return byId.get(termKey(id));
}

export const templateIds: readonly string[] = allTemplates.map((t) => t.id);

/** Up to five ids close to an unknown one: same words in another order, shared words, or a small misspelling. */
export function closeTemplateIds(wanted: string): string[] {
  const key = termKey(wanted);
  const words = new Set(key.split("_").filter((w) => w.length > 2 && w !== "agreement"));
  const scored = templateIds
    .map((id) => {
      const shared = id.split("_").filter((w) => words.has(w)).length;
      return { id, score: shared + (id.includes(key) || key.includes(id) ? 2 : 0) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .map((s) => s.id);
  const typo = suggestField(key, templateIds);
  return [...new Set([...(typo ? [typo] : []), ...scored])].slice(0, 5);
}

let catalogue: ReturnType<typeof buildContractTypes> | undefined;

/** GET /v1/contracts/types: each type with its parties, key terms (own and common) and a working example. Built once. */
export function listContractTypes() {
  return (catalogue ??= buildContractTypes());
}

function buildContractTypes() {
  return {
    groups: Object.entries(contractGroups).map(([id, title]) => ({ id, title, count: allTemplates.filter((t) => t.group === id).length })),
    types: allTemplates.map((t) => ({
      id: t.id,
      title: t.title,
      group: t.group,
      description: t.description,
      party_roles: { party_a: t.parties.a.role, party_b: t.parties.b.role },
      party_descriptions: { party_a: t.parties.a.description, party_b: t.parties.b.description },
      key_terms: termsOf(t).map((k) => ({
        name: k.name,
        description: k.description,
        required: k.required ?? false,
        type: k.type,
        ...(k.options ? { options: [...k.options] } : {}),
        default: k.default ?? null,
      })),
      languages: languagesOf(t.id),
      example: { document_type: t.id, jurisdiction: t.example.jurisdiction, language: "en", party_a: t.example.party_a, party_b: t.example.party_b, key_terms: t.example.key_terms },
    })),
  };
}
