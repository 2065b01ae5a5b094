import { runToEnd, type Steps } from "@/lib/async/slices";
import type { ReviewedDocument } from "./document";
import { quotableSentence } from "./quotable";
import type { Cite, Rule, RulePack, Severity } from "./rules/types";

export type ObligationStatus = "breached" | "met" | "not_assessable";

/** One obligation as tested against the text. */
export interface AssessedObligation {
  id: string;
  provision: string;
  obligation: string;
  status: ObligationStatus;
  finding: string;
  /** The sentence the finding rests on, verbatim from the text (null when the text is silent). */
  quote: string | null;
  severity: Severity;
  fix: string;
  /** Cited provisions (breached and met obligations only; a not-assessable one cites nothing). */
  cites: Cite[];
  /** Set when the duty applies only from a later date than the check's. */
  inForceFrom?: string;
  /** "model" for an obligation the model added (kept only with a verified citation); rules otherwise. */
  source?: "rules" | "model";
}

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** The duty applies only to kinds of text this one is not (never a finding either way). */
function kindMismatch(rule: Rule, doc: ReviewedDocument) {
  return rule.appliesTo !== undefined && !rule.appliesTo.some((k) => doc.kinds.has(k));
}

/** Runs every rule of a pack over the document; rules past their end date are left out. */
export function assessPack(
  pack: RulePack,
  doc: ReviewedDocument,
  jurisdiction: string,
  asOf: string,
  known: (c: Cite) => boolean = () => true,
): AssessedObligation[] {
  return runToEnd(assessPackSteps(pack, doc, jurisdiction, asOf, known));
}

/** assessPack as steps, one rule each: on a long text a pack of rules is hundreds of milliseconds of work. */
export function* assessPackSteps(
  pack: RulePack,
  doc: ReviewedDocument,
  jurisdiction: string,
  asOf: string,
  known: (c: Cite) => boolean = () => true,
): Steps<AssessedObligation[]> {
  const out: AssessedObligation[] = [];
  for (const rule of pack.rules) {
    yield;
    if (rule.inForceUntil && rule.inForceUntil <= asOf) continue;
    if (rule.replacesEarlier && rule.inForceFrom && rule.inForceFrom > asOf) continue;
    const cites = rule.cites.filter(known);
    if (cites.length === 0) {
      // Never a verdict without a basis: a rule whose provisions the registry does not hold cannot breach or meet anything.
      out.push({ id: rule.id, provision: rule.provision, obligation: rule.obligation, status: "not_assessable", finding: "Not tested: the provision this obligation rests on is not in our source registry.", quote: null, severity: rule.severity, fix: rule.fix, cites: [] });
      continue;
    }
    const outcome = kindMismatch(rule, doc) ? null : rule.test({ doc, jurisdiction, asOf });
    const later = rule.inForceFrom && rule.inForceFrom > asOf ? rule.inForceFrom : undefined;
    if (!outcome) {
      out.push({
        id: rule.id,
        provision: rule.provision,
        obligation: rule.obligation,
        status: "not_assessable",
        finding: kindMismatch(rule, doc)
          ? `Not tested: this obligation concerns ${rule.appliesTo!.map((k) => k.replace(/_/g, " ")).join(" or ")}, and the text is not one.`
          : "The text says nothing that shows whether this obligation is met.",
        quote: null,
        severity: rule.severity,
        fix: rule.fix,
        cites: [],
      });
      continue;
    }
    if (outcome.status === "not_assessable") {
      // The text bears on the obligation without deciding it: say what it leaves open, quote it, and cite nothing.
      out.push({ id: rule.id, provision: rule.provision, obligation: rule.obligation, status: "not_assessable", finding: outcome.finding, quote: outcome.sentence ? clip(quotableSentence(doc, outcome.sentence).text) : null, severity: rule.severity, fix: rule.fix, cites: [] });
      continue;
    }
    const finding = later && outcome.status === "breached" ? `From ${later}, when this duty applies: ${lowerFirst(outcome.finding)}` : outcome.finding;
    out.push({
      id: rule.id,
      provision: rule.provision,
      obligation: rule.obligation,
      status: outcome.status,
      finding,
      quote: outcome.sentence ? clip(quotableSentence(doc, outcome.sentence).text) : null,
      severity: rule.severity,
      fix: rule.fix,
      cites,
      ...(later ? { inForceFrom: later } : {}),
    });
  }
  return out;
}

export function bySeverity(a: { severity: Severity }, b: { severity: Severity }) {
  return SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity];
}

/**
 * A regulation-level verdict from its obligations in force on the check's date: null when none of them could be
 * assessed. A breach of a duty that applies only later is reported with its start date but does not make the text
 * non-compliant today: a lawyer would say "compliant now; from that date, not unless …", never "in breach".
 */
export function verdict(obligations: readonly AssessedObligation[]): boolean | null {
  const inForce = obligations.filter((o) => !o.inForceFrom);
  if (inForce.some((o) => o.status === "breached")) return false;
  if (inForce.some((o) => o.status === "met")) return true;
  return null;
}

/** Breaches of duties that apply only from a later date than the check's. */
export function upcomingBreaches(obligations: readonly AssessedObligation[]): AssessedObligation[] {
  return obligations.filter((o) => o.status === "breached" && o.inForceFrom);
}

/** The dates later duties start from, each once ("2027-05-13"), for a finding or a warning to name. */
export function startDates(obligations: readonly AssessedObligation[]): string {
  return [...new Set(obligations.map((o) => o.inForceFrom).filter(Boolean))].join(", ");
}

/** `finding` and `recommendation` of a regulation: the breaches in order of severity, then what was met or not assessed. */
export function summarise(name: string, obligations: readonly AssessedObligation[]): { finding: string; recommendation: string } {
  const breached = obligations.filter((o) => o.status === "breached").sort(bySeverity);
  const met = obligations.filter((o) => o.status === "met").length;
  const open = obligations.filter((o) => o.status === "not_assessable").length;
  const tested = `${obligations.length} obligation(s) tested: ${breached.length} breached, ${met} met, ${open} not assessable from the text.`;
  if (breached.length === 0) {
    return {
      finding: met > 0 ? `No breach of ${name} found. ${tested}` : `No obligation of ${name} could be assessed from this text. ${tested}`,
      recommendation:
        met > 0
          ? "Keep the text current and check that practice matches what it says; the obligations not assessable from the text still apply."
          : `Review the text against ${name} manually, or provide the document that describes the practices concerned.`,
    };
  }
  const later = upcomingBreaches(breached);
  const now = breached.length - later.length;
  const dates = startDates(later);
  return {
    finding:
      (now === 0
        ? `No breach of a duty of ${name} in force today; ${later.length} breach(es) of duties that apply only from ${dates}: `
        : `${breached.length} breach(es) of ${name}: `) +
      breached.map((o) => `[${o.severity}] ${o.provision}: ${o.finding}${o.quote ? ` ("${o.quote}")` : ""}`).join(" ") +
      ` ${tested}` +
      (later.length > 0 && now > 0 ? ` ${later.length} of the breaches concern duties that apply only from ${dates}.` : ""),
    recommendation: breached.map((o) => `${o.provision}: ${o.fix}`).join(" "),
  };
}

function lowerFirst(s: string) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Quotes stay short enough to read in a list. */
function clip(text: string) {
  return text.length <= 400 ? text : `${text.slice(0, 397)}...`;
}
