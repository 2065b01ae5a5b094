import { EU_MEMBER_STATES } from "@/lib/tools/eu-member-states";
import { failInput as fail } from "@/lib/tools/input-error";

export type UboRegime = "EU" | "EU-AMLD" | "GB" | "US" | "IN-SBO" | "IN-PMLA" | "SG" | "AE";

/** Regulation (EU) 2024/1624 (AMLR) applies from this day (Art. 90); national AMLD transpositions govern before it. */
export const AMLR_APPLIES_FROM = "2027-07-10";
export type RuleMethod = "multiplicative" | "majority_lookthrough" | "conservative_max";

export interface UboRule {
  regime: UboRegime;
  law: string;
  threshold: number;
  /** true: "X% or more"; false: "more than X%". */
  inclusive: boolean;
  method: RuleMethod;
  /** Whether a senior managing official is named when no natural person qualifies. */
  senior_manager_fallback: boolean;
  notes: string[];
}

const RULES: Record<UboRegime, UboRule> = {
  "EU-AMLD": {
    regime: "EU-AMLD",
    law: "Directive (EU) 2015/849 (AMLD4, as amended by Directive (EU) 2018/843), Art 3(6)(a)(i), as transposed by the member state (until 9 July 2027; Regulation (EU) 2024/1624 applies from 10 July 2027)",
    threshold: 25,
    inclusive: false,
    method: "multiplicative",
    senior_manager_fallback: true,
    notes: [
      "A shareholding of 25% plus one share, or an ownership interest of more than 25%, indicates ownership; a member state may set a lower figure in its transposition (use threshold_pct).",
      "Indirect interests are multiplied along each chain and added across chains; national transpositions differ on tracing, so check the member state's rule.",
      "From 10 July 2027 the AMLR's Art 52 counts 25% or more: a holding of exactly 25% will then qualify.",
    ],
  },
  EU: {
    regime: "EU",
    law: "Regulation (EU) 2024/1624 (AMLR), Art 52 (applies from 10 July 2027; national AMLD4/5 transpositions before then)",
    threshold: 25,
    inclusive: true,
    method: "multiplicative",
    senior_manager_fallback: true,
    notes: [
      "Indirect interests are multiplied along each chain and added across chains, at every level of ownership.",
      "Until the AMLR applies, national AMLD transpositions govern (commonly more than 25%, and member states may set a lower figure); the Commission may set a lower threshold (no more than 15%) for higher-risk categories of entity. Use threshold_pct for either.",
    ],
  },
  GB: {
    regime: "GB",
    law: "Companies Act 2006, s.790C and Sch 1A (people with significant control)",
    threshold: 25,
    inclusive: false,
    method: "majority_lookthrough",
    senior_manager_fallback: false,
    notes: [
      "An interest held through a legal entity counts only where the person holds a majority stake in that entity (at every link of the chain).",
      "If no one is a registrable PSC, the register must say so; also consider the trust and firm conditions.",
    ],
  },
  US: {
    regime: "US",
    law: "Corporate Transparency Act, 31 U.S.C. 5336; 31 CFR 1010.380 (as amended by FinCEN's interim final rule of March 2025)",
    threshold: 25,
    inclusive: true,
    method: "multiplicative",
    senior_manager_fallback: false,
    notes: ["Anyone exercising substantial control (senior officers, power over officers or the board, important decisions) is a beneficial owner whatever their ownership."],
  },
  "IN-SBO": {
    regime: "IN-SBO",
    law: "Companies Act 2013, s.90 and Companies (Significant Beneficial Owners) Rules 2018",
    threshold: 10,
    inclusive: true,
    method: "majority_lookthrough",
    senior_manager_fallback: false,
    notes: ["An indirect holding through a body corporate counts where the individual holds a majority stake in that member or its ultimate holding company."],
  },
  "IN-PMLA": {
    regime: "IN-PMLA",
    law: "PMLA (Maintenance of Records) Rules 2005, r.9(3), as amended 7 March 2023 (companies)",
    threshold: 10,
    inclusive: false,
    method: "conservative_max",
    senior_manager_fallback: false,
    notes: [
      "Commentaries differ between '10%' and 'more than 10%'; this tool applies 'more than 10%' and flags holdings of exactly 10% for checking against the Gazette text.",
      "The rules do not say how to trace indirect holdings; the tool takes the higher of the multiplicative and majority look-through results.",
    ],
  },
  SG: {
    regime: "SG",
    law: "Companies Act 1967, Part 11A and 16th Schedule (registrable controllers)",
    threshold: 25,
    inclusive: false,
    method: "conservative_max",
    senior_manager_fallback: false,
    notes: [
      "A controller is not registrable where control runs only through another controller that keeps its own register (s.386AC).",
      "Deemed-interest rules decide indirect holdings; the tool takes the higher of the multiplicative and majority look-through results.",
    ],
  },
  AE: {
    regime: "AE",
    law: "Cabinet Resolution 109 of 2023 (beneficial owner procedures)",
    threshold: 25,
    inclusive: true,
    method: "conservative_max",
    senior_manager_fallback: true,
    notes: [
      "Ownership or control through a chain counts; the tool takes the higher of the multiplicative and majority look-through results.",
      "Government-owned companies and companies in the financial free zones (DIFC, ADGM) are outside the resolution.",
    ],
  },
};

export const uboSupportedJurisdictions = ["EU (and member states)", "GB", "US (and US states)", "IN", "SG", "AE"];

export function uboRule(jurisdiction: string, indiaRegime: "sbo" | "pmla", asOf: string): UboRule {
  if (jurisdiction === "EU" || (EU_MEMBER_STATES as readonly string[]).includes(jurisdiction)) return asOf >= AMLR_APPLIES_FROM ? RULES.EU : RULES["EU-AMLD"];
  if (jurisdiction === "GB" || jurisdiction === "UK") return RULES.GB;
  if (jurisdiction === "US" || jurisdiction.startsWith("US-")) return RULES.US;
  if (jurisdiction === "IN") return indiaRegime === "pmla" ? RULES["IN-PMLA"] : RULES["IN-SBO"];
  if (jurisdiction === "SG") return RULES.SG;
  if (jurisdiction === "AE") return RULES.AE;
  return fail("jurisdiction", `ubo_compliance supports ${uboSupportedJurisdictions.join(", ")}; got ${jurisdiction}`);
}
