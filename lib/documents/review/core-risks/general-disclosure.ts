import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * Warranties qualified by a general disclosure: everything in a data room, on public registers or otherwise "made
 * available" is deemed disclosed against them, whether or not the disclosure letter refers to it. The buyer then has no
 * claim for whatever those sources contain, however buried; a buyer's lawyer limits disclosure to matters fairly
 * disclosed in the letter itself. The clause protects the party giving the warranties, named in the clause or, when it
 * names no one ("The Warranties are qualified by …"), the party that warrants elsewhere in the contract.
 */
const DEEMED_DISCLOSED = /\b(?:deemed|treated\s+as|taken\s+to\s+have\s+been|considered)\s+(?:to\s+(?:have\s+been|be)\s+)?(?:fairly\s+|generally\s+)?disclosed\b/i;
/** What is deemed disclosed is a mass of material, not a listed matter: a data room, public registers or searches, everything made available. */
const GENERAL_SOURCE = /\bdata\s*room\b|\bpublic\s+(?:registers?|records|searches)\b|\bsearches\b|\bmade\s+available\b|\bwithin\s+the\s+(?:actual|constructive)\s+knowledge\b|\ball\s+(?:documents|information)\b/i;
/** The party that gives the warranties: "The Seller warrants to the Buyer", "the Sellers represent and warrant". */
const WARRANTS = /\b(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:hereby\s+)?(?:warrants?|represents?\s+and\s+warrants?|gives?\s+the\s+Warranties)\b/;

export function generalDisclosureRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    const sentence = sentencesOf(c.clause_text).find((s) => DEEMED_DISCLOSED.test(s) && GENERAL_SOURCE.test(s));
    if (!sentence) continue;
    const warrantor = warrantorIn(c.clause_text) ?? input.clauses.filter(reviewed).map((o) => warrantorIn(o.clause_text)).find((w) => w !== null) ?? null;
    const side = sideOfName(warrantor, input.reviewer);
    if (side === "both") continue;
    const who = warrantor ? (side === "us" ? `your side (${warrantor})` : side === "them" ? `the other side (${warrantor})` : warrantor) : "the warrantor";
    return {
      rule: "warranties.general_disclosure",
      clause_number: c.clause_number,
      category: "warranty_disclosure",
      name: "General disclosure against the warranties",
      risk: side === "us" ? "low" : side === "them" ? "high" : "medium",
      finding: `Clause ${numberOf(c)} deems whole sources (a data room, public registers or searches, material made available) disclosed against the warranties given by ${who}, whether or not the disclosure letter refers to them: a claim fails for anything those sources contain${side === "us" ? "; in your favour" : side === "them" ? ", which leaves your side's warranty protection to what it can find in them" : ""}.`,
      fix:
        side === "us"
          ? "Nothing to change for your side; expect the other side to ask that only matters fairly disclosed in the disclosure letter itself qualify the warranties."
          : "Limit disclosure to matters fairly disclosed in the disclosure letter, with enough detail to identify their nature and scope; strike the deemed disclosure of the data room and public searches, or confine it to listed documents.",
      cites: [],
      favours: warrantor,
    };
  }
  return null;
}

function warrantorIn(text: string): string | null {
  const name = WARRANTS.exec(text)?.[1]?.replace(/^the\s+/i, "") ?? null;
  return name && !/^(?:Each|Either|Neither|No|The|This|Party|Parties)$/i.test(name) ? name : null;
}
