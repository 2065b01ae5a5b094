import { dpdpPack, lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { cookiePack } from "./cookies";
import { withCoverageGaps } from "./coverage-gaps";
import { withElectronicMarketing } from "./e-marketing";
import { eraPack, nmwPack, sspPack, wtrPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { codeOnWagesPack, flsaPack, oshCodePack } from "./other-employment";
import type { RulePack } from "./types";
import { ccpaPack, coloradoPack, virginiaPack } from "./us-privacy";

/**
 * The national rules transposing Art. 5(3) of the ePrivacy Directive, by jurisdiction: source_id, the provision as
 * cited, and the registry article it rests on.
 */
export const nationalCookieRules: Record<string, { sourceId: string; name: string; provision: string; article: string }> = {
  FR: { sourceId: "fr-loi-informatique-et-libertes", name: "Loi Informatique et Libertés (art. 82)", provision: "art. 82", article: "82" },
  DE: { sourceId: "de-tdddg", name: "TDDDG (§ 25)", provision: "§ 25(1)", article: "25" },
  IE: { sourceId: "ie-eprivacy-regulations-2011", name: "ePrivacy Regulations 2011 (S.I. No. 336 of 2011, reg. 5)", provision: "reg. 5(3)", article: "5" },
  NL: { sourceId: "nl-telecommunicatiewet", name: "Telecommunicatiewet (art. 11.7a)", provision: "art. 11.7a", article: "11.7a" },
  ES: { sourceId: "es-lssi", name: "LSSI (art. 22.2)", provision: "art. 22.2", article: "22" },
  IT: { sourceId: "it-codice-privacy", name: "Codice in materia di protezione dei dati personali (art. 122)", provision: "art. 122", article: "122" },
  GB: { sourceId: "uk-pecr-2003", name: "PECR 2003 (reg. 6)", provision: "reg. 6", article: "6" },
};

const packs: RulePack[] = [
  gdprPack("eu-gdpr", "GDPR"),
  gdprPack("uk-gdpr", "UK GDPR"),
  cookiePack("eu-eprivacy-directive", "ePrivacy Directive (Art. 5(3))", "Art. 5(3)", "5"),
  ...Object.values(nationalCookieRules).map((r) => withElectronicMarketing(cookiePack(r.sourceId, r.name, r.provision, r.article))),
  ccpaPack(),
  virginiaPack(),
  coloradoPack(),
  dpdpPack(),
  sgPdpaPack(),
  lgpdPack(),
  wtrPack(),
  nmwPack(),
  eraPack(),
  sspPack(),
  flsaPack(),
  codeOnWagesPack(),
  oshCodePack(),
].map(withCoverageGaps);

/**
 * The rule pack that checks an instrument, by registry source_id. A pack covering two instruments (the CCPA and its
 * Regulations) answers for both. The French Loi and the ERA are packs only for the provisions they test.
 */
export const rulePacks: ReadonlyMap<string, RulePack> = new Map(packs.flatMap((p) => p.sourceIds.map((id) => [id, p] as const)));

export { nationalMarketingRules } from "./e-marketing";
export type { RulePack, Rule } from "./types";
