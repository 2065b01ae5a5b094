import { dpdpPack, lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { cookiePack, nationalCookieRules } from "./cookies";
import { withCoverageGaps } from "./coverage-gaps";
import { withElectronicMarketing } from "./e-marketing";
import { eraPack, nmwPack, sspPack, wtrPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { codeOnWagesPack, flsaPack, oshCodePack, socialSecurityCodePack } from "./other-employment";
import type { RulePack } from "./types";
import { ccpaPack, coloradoPack, virginiaPack } from "./us-privacy";

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
  socialSecurityCodePack(),
].map(withCoverageGaps);

/**
 * The rule pack that checks an instrument, by registry source_id. A pack covering two instruments (the CCPA and its
 * Regulations) answers for both. The French Loi and the ERA are packs only for the provisions they test.
 */
export const rulePacks: ReadonlyMap<string, RulePack> = new Map(packs.flatMap((p) => p.sourceIds.map((id) => [id, p] as const)));

export { nationalCookieRules } from "./cookies";
export { nationalMarketingRules } from "./e-marketing";
export type { RulePack, Rule } from "./types";
