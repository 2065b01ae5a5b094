import type { ContractTemplate, DraftContext } from "./types";

/**
 * What a company's name says about its shares under German law: a GmbH (an "UG (haftungsbeschränkt)" is one,
 * GmbHG § 5a), whose shares are assigned, and promised, only in notarial form (GmbHG § 15(3), (4)); a stock
 * corporation or partnership, whose shares or interests need no such form; or nothing. A "GmbH & Co. KG" is a
 * limited partnership, not a GmbH.
 */
export function germanCompanyForm(name: string | undefined): "gmbh" | "other" | "unknown" {
  if (!name) return "unknown";
  if (/\bGmbH\s*&\s*Co\.?\s*KG/i.test(name)) return "other";
  if (/\bGmbH\b|\bmbH\b|\bUG\s*\(haftungsbeschränkt\)|Gesellschaft mit beschränkter Haftung/i.test(name)) return "gmbh";
  if (/\b(AG|SE|KGaA|KG|OHG|GbR|Aktiengesellschaft)\b/.test(name)) return "other";
  return "unknown";
}

/**
 * A limited company whose capital is divided into quotas, not shares, under the draft's law, read from its name: an
 * Italian S.r.l. (c.c. art. 2468: quotas are not represented by share certificates; art. 2470: transfer by a deed with
 * authenticated signatures filed with the Registro delle imprese) or a Spanish S.L. (Ley de Sociedades de Capital arts.
 * 92.2 and 106.1: no certificates, transfer recorded in a public document). Null for anything else.
 */
export function quotaCompany(ctx: Pick<DraftContext, "within">, name: string | undefined): "it-srl" | "es-sl" | null {
  if (!name) return null;
  if (ctx.within("IT") && /\bS\.\s?r\.\s?l\.|\bSrl\b|società a responsabilità limitata/i.test(name)) return "it-srl";
  if (ctx.within("ES") && /\bS\.\s?L\.(?!\w)|\bSL\b|sociedad (de )?responsabilidad limitada/i.test(name)) return "es-sl";
  return null;
}

/**
 * A Dutch company read from its name under Dutch law: a besloten vennootschap (B.V.), whose shares pass by a deed
 * executed before a civil-law notary established in the Netherlands (BW art. 2:196), or a naamloze vennootschap
 * (N.V.), whose registered shares pass the same way (art. 2:86). Null for anything else.
 */
export function dutchCompany(ctx: Pick<DraftContext, "within">, name: string | undefined): "bv" | "nv" | null {
  if (!name || !ctx.within("NL")) return null;
  if (/\bB\.\s?V\.(?!\w)|\bBV\b|besloten vennootschap/i.test(name)) return "bv";
  if (/\bN\.\s?V\.(?!\w)|\bNV\b|naamloze vennootschap/i.test(name)) return "nv";
  return null;
}

/**
 * True when the draft, under German law, obliges a party to transfer shares in a GmbH (a sale, pre-emption, drag-
 * along, leaver transfer): the agreement then needs notarial recording (GmbHG § 15(4)) and is not executed by
 * private signature. So does an agreement to transfer land, or to give it (BGB §§ 311b(1), 518(1)), and a French gift.
 */
export function needsNotarialRecording(template: ContractTemplate, ctx: DraftContext): boolean {
  if (template.features?.transfersLand && ctx.within("DE")) return true;
  // A French gift inter vivos is void unless made before a notary (C. civ. art. 931).
  if (template.features?.transfersLand === "gift" && ctx.within("FR")) return true;
  const term = template.features?.transfersShares?.companyTerm;
  return term !== undefined && ctx.within("DE") && germanCompanyForm(ctx.optional(term)) === "gmbh";
}
