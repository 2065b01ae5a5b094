import { z } from "zod";
import { EU_MEMBER_STATES } from "@/lib/tools/eu-member-states";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";


/**
 * Export-control decision trees: the US order of review (15 CFR § 732.3: USML first, then whether the item is
 * subject to the EAR — with the § 734.4 de minimis test for foreign-made items — then the ECCN or EAR99), and
 * the EU dual-use path under Regulation (EU) 2021/821 (Annex I listing, catch-all controls, national lists).
 */

const CCL_CATEGORIES: Record<string, string> = {
  "0": "Nuclear & miscellaneous",
  "1": "Materials, chemicals, microorganisms, toxins",
  "2": "Materials processing",
  "3": "Electronics",
  "4": "Computers",
  "5": "Telecom (Part 1) and Information Security (Part 2)",
  "6": "Sensors & lasers",
  "7": "Navigation & avionics",
  "8": "Marine",
  "9": "Propulsion & space",
};
const PRODUCT_GROUPS: Record<string, string> = {
  A: "Systems, equipment and components",
  B: "Test, inspection and production equipment",
  C: "Materials",
  D: "Software",
  E: "Technology",
};

export const exportControlsInput = z.strictObject({
  usml_listed: z.boolean().default(false).describe("The item is a defence article on the US Munitions List (ITAR)"),
  us_origin: z.boolean().default(false).describe("The item is of US origin, or is located in the United States"),
  us_controlled_content_pct: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe("Foreign-made item: value of controlled US-origin content as a percentage of the item's value"),
  destination_country_group: z
    .enum(["E:1", "E:2", "other"])
    .optional()
    .describe("EAR Supplement No. 1 to Part 740 country group of the destination: E:1 or E:2, or other"),
  no_de_minimis_item: z.boolean().default(false).describe("The US content is of a kind for which no de minimis level applies"),
  eccn: z
    .string()
    .regex(/^(?:[0-9][A-E][0-9]{3}(?:\.[a-z0-9.]+)?|EAR99)$/)
    .optional()
    .describe("Export Control Classification Number (e.g. 3A001, 5D002) or EAR99"),
  eu_export: z.boolean().default(false).describe("The export leaves the EU customs territory (EU dual-use regulation)"),
  eu_annex_i_listed: z.boolean().default(false).describe("The item is listed in Annex I of Regulation (EU) 2021/821"),
  eu_catch_all_informed: z
    .boolean()
    .default(false)
    .describe("The exporter is aware or has been informed that the item is or may be intended for WMD, a military end-use in an embargoed country, or use as parts of illegally exported military items"),
  cyber_surveillance_item: z.boolean().default(false).describe("A non-listed cyber-surveillance item with a possible internal-repression or human-rights end use"),
});

const step = z.object({ step: z.string(), outcome: z.string(), provision: z.string(), citation_ids: z.array(z.string()) });

export const exportControlsResult = z.object({
  us: z.object({
    regime: z.enum(["ITAR", "EAR", "not_subject"]),
    subject_to_ear: z.boolean().nullable(),
    de_minimis: z
      .object({ threshold_pct: z.number(), content_pct: z.number().nullable(), exceeds: z.boolean().nullable() })
      .nullable(),
    classification: z
      .object({ eccn: z.string(), category: z.string().nullable(), product_group: z.string().nullable() })
      .nullable(),
    steps: z.array(step),
  }),
  eu: z.object({
    applies: z.boolean(),
    authorisation_required: z.boolean().nullable(),
    steps: z.array(step),
  }),
});

export type ExportControlsInput = z.infer<typeof exportControlsInput>;
export type ExportControlsResult = z.infer<typeof exportControlsResult>;

function usTree(input: ExportControlsInput, ctx: CoreContext): ExportControlsResult["us"] {
  const ear = (section: string) => ctx.cite({ source_id: "us-ear", article: section });
  const steps: z.infer<typeof step>[] = [];
  if (input.usml_listed) {
    steps.push({
      step: "1. US Munitions List",
      outcome: "Defence article: ITAR (22 CFR Parts 120–130, DDTC) governs and the EAR does not apply; DDTC registration and licensing apply.",
      provision: "15 CFR § 732.3",
      citation_ids: [ear("732.3")],
    });
    return { regime: "ITAR", subject_to_ear: false, de_minimis: null, classification: null, steps };
  }
  steps.push({ step: "1. US Munitions List", outcome: "Not a defence article: continue under the EAR.", provision: "15 CFR § 732.3", citation_ids: [ear("732.3")] });

  let subject: boolean | null;
  let deMinimis: ExportControlsResult["us"]["de_minimis"] = null;
  if (input.us_origin) {
    subject = true;
    steps.push({ step: "2. Subject to the EAR", outcome: "US-origin item (or item in the US): subject to the EAR.", provision: "15 CFR § 734.3", citation_ids: [ear("734.3")] });
  } else {
    const group = input.destination_country_group;
    const threshold = group === undefined ? null : group === "other" ? 25 : 10;
    const content = input.us_controlled_content_pct ?? null;
    if (input.no_de_minimis_item && content !== null) {
      subject = content > 0;
      deMinimis = { threshold_pct: 0, content_pct: content, exceeds: content > 0 };
    } else if (threshold === null || content === null) {
      subject = null;
      if (threshold !== null) deMinimis = { threshold_pct: threshold, content_pct: null, exceeds: null };
    } else {
      subject = content > threshold;
      deMinimis = { threshold_pct: threshold, content_pct: content, exceeds: subject };
    }
    steps.push({
      step: "2. Foreign-made item: de minimis US content",
      outcome:
        subject === null
          ? "Give the controlled US content percentage and the destination's country group to apply the 10% (E:1 / E:2) or 25% (other) de minimis level."
          : input.no_de_minimis_item
            ? `No de minimis level applies to this content: ${subject ? "any" : "no"} controlled US content makes it ${subject ? "" : "not "}subject to the EAR.`
            : `Controlled US content ${content}% ${subject ? "exceeds" : "does not exceed"} the ${threshold}% de minimis level: ${subject ? "subject" : "not subject"} to the EAR on this test.`,
      provision: "15 CFR § 734.4",
      citation_ids: [ear("734.4")],
    });
    if (subject === false) {
      steps.push({
        step: "2b. Foreign direct product rules",
        outcome: "Check whether the item is a direct product of US-origin technology or software, or of a plant built from them; if so it can be subject to the EAR regardless of content.",
        provision: "15 CFR § 734.3; § 736.2(b)(3)",
        citation_ids: [ear("734.3"), ear("736.2")],
      });
    }
  }

  let classification: ExportControlsResult["us"]["classification"] = null;
  if (subject !== false && input.eccn) {
    const isEar99 = input.eccn === "EAR99";
    classification = {
      eccn: input.eccn,
      category: isEar99 ? null : (CCL_CATEGORIES[input.eccn[0]!] ?? null),
      product_group: isEar99 ? null : (PRODUCT_GROUPS[input.eccn[1]!] ?? null),
    };
    steps.push({
      step: "3. Classification",
      outcome: isEar99
        ? "EAR99: subject to the EAR but not on the Commerce Control List; generally exportable without a licence, but embargoes (Part 746), end-use and end-user controls (Part 744) and the Entity List still apply."
        : `ECCN ${input.eccn}: Category ${input.eccn[0]} (${classification.category}), product group ${input.eccn[1]} (${classification.product_group}); check the reasons for control against the Commerce Country Chart for the destination.`,
      provision: "15 CFR § 732.3; Supplement No. 1 to Part 774",
      citation_ids: [ear("732.3")],
    });
  }
  if (subject !== false) {
    steps.push({
      step: "4. General prohibitions",
      outcome: "Check the ten general prohibitions, including destination, end-use and end-user (Entity List) controls, before relying on no licence being required.",
      provision: "15 CFR § 736.2",
      citation_ids: [ear("736.2")],
    });
  }
  return { regime: subject === false ? "not_subject" : "EAR", subject_to_ear: subject, de_minimis: deMinimis, classification, steps };
}

function euTree(input: ExportControlsInput, ctx: CoreContext): ExportControlsResult["eu"] {
  if (!input.eu_export) return { applies: false, authorisation_required: null, steps: [] };
  const steps: z.infer<typeof step>[] = [];
  const reg = ctx.asOf >= "2021-09-09" ? "Regulation (EU) 2021/821" : "Regulation (EC) No 428/2009 (replaced by Regulation (EU) 2021/821 from 9 Sep 2021)";
  let required = false;
  if (input.eu_annex_i_listed) {
    required = true;
    steps.push({ step: "1. Annex I", outcome: "Listed dual-use item: an export authorisation is required (a Union General Export Authorisation in Annex II may cover it).", provision: `${reg}, Art. 3 and Annex I`, citation_ids: [] });
  } else {
    steps.push({ step: "1. Annex I", outcome: "Not listed in Annex I.", provision: `${reg}, Annex I`, citation_ids: [] });
    if (input.eu_catch_all_informed) {
      required = true;
      steps.push({ step: "2. Catch-all", outcome: "Non-listed item with a WMD, military end-use or embargo concern: authorisation required once informed or aware.", provision: `${reg}, Art. 4`, citation_ids: [] });
    }
    if (input.cyber_surveillance_item) {
      required = true;
      steps.push({ step: "3. Cyber-surveillance", outcome: "Non-listed cyber-surveillance item with an internal-repression or human-rights concern: authorisation required once informed or aware.", provision: `${reg}, Art. 5`, citation_ids: [] });
    }
    if (!required) {
      steps.push({ step: "4. National lists", outcome: "No authorisation under the Regulation on these facts; check the member state's national control list.", provision: `${reg}, Art. 9`, citation_ids: [] });
    }
  }
  return { applies: true, authorisation_required: required, steps };
}

function runExportControls(input: ExportControlsInput, ctx: CoreContext): ExportControlsResult {
  return { us: usTree(input, ctx), eu: euTree(input, ctx) };
}

export const exportControls: AnalysisTool<typeof exportControlsInput, ExportControlsResult> = {
  tool_type: "export-controls",
  name: "Export-control decision tree",
  description:
    "US order of review (USML, subject to the EAR, the 10% / 25% de minimis test, ECCN or EAR99, general prohibitions) and the EU dual-use path (Annex I, catch-all, cyber-surveillance, national lists).",
  input: exportControlsInput,
  result: exportControlsResult,
  example: {
    tool_type: "export-controls",
    jurisdiction: "US",
    question: "Does our German-made controller with US chips need a US licence?",
    us_controlled_content_pct: 18,
    destination_country_group: "other",
    eccn: "3A001",
    eu_export: true,
  },
  covers: ["US", "EU", ...EU_MEMBER_STATES.filter((c) => c !== "EL")],
  keyFields: ["eccn", "us_controlled_content_pct", "usml_listed", "eu_annex_i_listed"],
  run: runExportControls,
  verdict: (r) => {
    const us =
      r.us.regime === "ITAR"
        ? "US: a defence article under the ITAR; a State Department licence or exemption is needed."
        : r.us.subject_to_ear === false
          ? `US: not subject to the EAR on the de minimis test${r.us.de_minimis?.content_pct != null ? ` (controlled US content ${r.us.de_minimis.content_pct}%, not above ${r.us.de_minimis.threshold_pct}%)` : ""}, unless a foreign direct product rule applies.`
          : r.us.subject_to_ear === true
            ? `US: subject to the EAR${r.us.classification ? ` (${r.us.classification.eccn})` : ""}; whether a licence is needed turns on the destination, end use and end user.`
            : "US: whether the item is subject to the EAR is not settled by the facts given.";
    const eu = !r.eu.applies ? "" : r.eu.authorisation_required === true ? " EU: an export authorisation is required (Regulation (EU) 2021/821)." : r.eu.authorisation_required === false ? " EU: no authorisation under Regulation (EU) 2021/821 on these facts; check the member state's national list." : " EU: whether an authorisation is needed is not settled by the facts given.";
    return `${us}${eu}`;
  },
};
