import type { DraftContext } from "./types";

/** The ratios a lender tests (read from shorthand here; each draft language defines them in its own words). */
export type RatioKind = "leverage" | "interest_cover" | "debt_service_cover";
const RATIO_NAMES: readonly [RatioKind, RegExp][] = [
  ["leverage", /^(?:(?:total |net |senior )*leverage(?: ratio)?|(?:the ratio of )?(?:total )?net debt ?(?:\/|to|:) ?ebitda)$/i],
  ["interest_cover", /^(?:interest cover(?:age)?(?: ratio)?|icr|(?:the ratio of )?ebitda ?(?:\/|to|:) ?(?:net )?(?:interest|finance charges))$/i],
  ["debt_service_cover", /^(?:debt service cover(?:age)?(?: ratio)?|dscr)$/i],
];

/**
 * Financial covenants in a lender's shorthand ("Leverage ≤ 3.0x and Interest Cover ≥ 4.0x tested quarterly") read
 * into ratios the clause can define; null when any part is not such a ratio (the text is then drafted as given).
 */
export function readCovenants(text: string): { ratios: { kind: RatioKind; max: boolean; level: string }[]; every?: "quarter" | "half-year" | "year" } | null {
  let rest = text.trim().replace(/\.$/, "");
  let every: "quarter" | "half-year" | "year" | undefined;
  rest = rest.replace(/,?\s*(?:each\s+)?(?:tested|measured|calculated)\s+(quarterly|semi-annually|half-yearly|annually|yearly)$/i, (_, f: string) => {
    every = /quarter/i.test(f) ? "quarter" : /semi|half/i.test(f) ? "half-year" : "year";
    return "";
  });
  const parts = rest.split(/\s*(?:,\s*and|,|;|\band\b)\s*/i).filter(Boolean);
  const ratios: { kind: RatioKind; max: boolean; level: string }[] = [];
  for (const part of parts) {
    const m = /^(.+?)\s*(≤|<=|<|(?:does |shall )?not (?:to )?exceed(?:ing)?|of (?:not )?(?:more|greater) than|max(?:imum)?(?: of)?|≥|>=|>|(?:of |is |shall be )?(?:at least|not less than)|min(?:imum)?(?: of)?)\s*(\d+(?:\.\d+)?)\s*(?:x|times|:1)?$/i.exec(part.trim());
    const kind = m && RATIO_NAMES.find(([, re]) => re.test(m[1].trim()))?.[0];
    if (!m || !kind) return null;
    const max = /≤|<|exceed|more|greater|max/i.test(m[2]);
    ratios.push({ kind, max, level: m[3].includes(".") ? m[3] : `${m[3]}.00` });
  }
  return ratios.length ? { ratios, every } : null;
}

export type Covenants = NonNullable<ReturnType<typeof readCovenants>>;

/**
 * The covenant sentences of a draft in any language: the key term read as defined ratios (`drafted`), with a note that
 * the definitions must be agreed, or, when it is not such shorthand, stated as given (`asGiven`).
 */
export function draftedCovenants(ctx: DraftContext, asGiven: (text: string) => string, drafted: (read: Covenants) => string[]): string[] {
  const given = ctx.term("financial_covenants");
  const read = readCovenants(given);
  if (!read) return [asGiven(given)];
  noteCovenantDefinitions(ctx);
  return drafted(read);
}

/** The note every draft gives when it turns covenant shorthand into defined ratios. */
export function noteCovenantDefinitions(ctx: DraftContext): void {
  ctx.note("financial_covenant_definitions", "The financial covenants given in shorthand are drafted as defined ratios (EBITDA, net debt, net finance charges), with test dates, interim statements within forty-five (45) days of a test date (a market default) and a compliance certificate; the definitions are a starting point and must be agreed with the lender (consolidation, adjustments, cash netting, treatment of acquisitions and disposals).");
}
