import { runInSlices, runToEnd, type Steps } from "@/lib/async/slices";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { classifyAt, primaryCategory, screeningCategories } from "./classify";
import { documentTypeOf, sellsGoods, type DocumentTypeId } from "./classify/document-type";
import { governingLawOf } from "./facts/governing-law";
import { forumsOf } from "./facts/forum";
import { deadlinesOf, type Deadline } from "./facts/deadlines";
import { moneyTermsOf, type MoneyTerm } from "./facts/money-terms";
import { termFactsOf, type TermFacts } from "./facts/term";
import { driversSentence } from "./report/drivers";
import { coreRisksOf, type CoreRisk } from "./review/core-risks";
import { narrowerIndemnity } from "./review/indemnity-scope";
import { groupedSides, partyGroups, withGroupRoles } from "./facts/party-groups";
import { matchPerspective, partyList, partyRefs, perspectiveAliases, preambleOf, type PartyDetail, type PartyRef, type Preamble } from "./facts/parties";
import { AUTOMATIC_RENEWAL_FIX, expectedClauses, maxRisk, riskLevels, type ExpectedClause, reviewClause, type Cite, type ReviewContext, type RiskLevel } from "./playbook";
import { checklistFor, foundInText, SEARCHED_FOR } from "./review/checklist";
import { withoutDeniedCovenants } from "./review/negation";
import { LIABILITY_CATEGORIES } from "./review/liability-wording";
import { isFilingLegend } from "./structure/legends";
import { isOperativeSchedule } from "./structure/operative-schedule";
import { describeOperative, operativeProtection, rateOperative } from "./review/operative-direction";
import { payeeOf, runsWithMoney } from "./review/payee";
import { rateUnlimited, unlimitedLiabilityProtection } from "./review/unlimited-liability";
import { noteCapCarveOuts } from "./review/cap-carve-outs";
import { notePayerBurdens } from "./review/payer-burdens";
import { noteDefaultLimbs } from "./review/default-limbs";
import { noteLiabilityExposure } from "./review/liability-exposure";
import { impersonalExclusionProtection } from "./review/impersonal-exclusion";
import { describeRight, indemnityProtection, liabilityProtection, rightOf, sentences, sideOf, type Protection } from "./review/direction";
import { describeTerm, ratedElsewhere, termKindsOf, termProtection, type TermKind } from "./review/term-direction";
import { rateOneSidedCaps } from "./review/cap-balance";
import { noteTerminationBalance } from "./review/termination-balance";
import { noteOneSidedForum } from "./review/forum-balance";
import { limitsNamedLiability } from "./review/liability-category";
import { capsPriceIncrease, describePriceCap, priceCapProtection, speaksOfLiability } from "./review/price-cap";
import { defendsNamedParty } from "./review/indemnity-category";
import { rateFromSide } from "./review/right-risk";
import { segmentSteps, type Segment } from "./segment";
import { categoryLabel } from "./report/category-label";

export type AnalysisType = "full" | "risk" | "compliance" | "summary";

export interface DraftClause {
  clause_number: number;
  clause_text: string;
  heading: string | null;
  label: string | null;
  page: number;
  kind: Segment["kind"];
  category: string | null;
  categories: string[];
  risk_level: RiskLevel;
  findings: string;
  suggested_fix: string | null;
  cites: Cite[];
  /** Who gives the clause's protection or right (the party whose recovery a cap limits, the indemnifier); "mutual" when each party does. */
  obligor: string | null;
  /** Who the clause protects (the party whose liability it limits, the party indemnified); "mutual" when each party is. */
  beneficiary: string | null;
  /** The reading behind obligor and beneficiary: a clause can be mutual in part and one-sided in part. */
  protection: Protection | null;
  /**
   * For a clause tagged as an indemnity: who indemnifies whom, read from its indemnity sentences alone (a clause can cap
   * one party's liability and make the other indemnify); both null when it only refers to an indemnity given elsewhere.
   */
  indemnity: { obligor: string | null; beneficiary: string | null } | null;
  /** The finding behind the clause's risk level, for the summary's account of the overall risk. */
  driver?: string | null;
}

export interface DraftMissing {
  category: string;
  name: string;
  risk_level: RiskLevel;
  finding: string;
  suggested_fix: string;
  cites: Cite[];
}

export interface KeyFacts {
  parties: string[];
  dates: string[];
  term: string | null;
  key_obligations: string[];
  party_details: PartyDetail[];
  /** The law the contract chooses: its jurisdiction code (null when the place is not one we know), sentence and clause. */
  governing_law: { jurisdiction: string | null; text: string; clause_number: number; clause_label: string | null } | null;
  /** Where disputes go: the courts chosen (exclusive or not) and the arbitration, each with its place and clause. Never a law. */
  forum: { kind: "courts" | "arbitration"; exclusive: boolean | null; place: string | null; jurisdiction: string | null; text: string; clause_number: number; clause_label: string | null; for_benefit_of: string | null }[];
  document_type: DocumentTypeId;
  /** The term as a duration, when the contract sets one. */
  term_duration: TermFacts["duration"];
  /** How the term renews: automatically or not, for what period, and the notice window to stop it. */
  renewal: TermFacts["renewal"];
  /** Amounts of money the contract states: fees, caps, minimums, quotas, sums payable on breach. */
  money_terms: MoneyTerm[];
  /** Notice windows, cure and payment periods, expiry and renewal dates, each with its clause. */
  deadlines: Deadline[];
}

export interface DeterministicAnalysis {
  title: string;
  clauses: DraftClause[];
  missing: DraftMissing[];
  overall_risk: RiskLevel;
  facts: KeyFacts;
  summary: string;
  /** What the document is, without any risk: the summary of `analysis_type: summary`. */
  overview: string;
  /** The requested perspective does not occur in the document, so the review is neutral. */
  perspectiveNotFound: boolean;
  /** The requested perspective occurs in the document but names none of its parties, so the review is neutral. */
  perspectiveNotAParty: boolean;
  /** The parties found, for the perspective warnings. */
  partiesFound: string[];
  /** Why no clause was reported missing, when the document is not held to a checklist. */
  checklistNote: string | null;
  /** The chosen law's code when it differs from the requested jurisdiction: the review applied the chosen law. */
  lawMismatch: string | null;
}

/**
 * A consumer contract speaks to "you" throughout, or says it is one. A bare "consumer" is not enough: business contracts
 * index prices to the Consumer Price Index, sell to consumers, or carry the US warranty legend "may not apply to you".
 */
function readsAsConsumerContract(text: string): boolean {
  if (/\b(?:consumer\s+contract|you\s+are\s+(?:a|acting\s+as\s+a)\s+consumer|as\s+a\s+consumer\b|your\s+(?:statutory\s+)?(?:consumer\s+)?rights\s+as\s+a\s+consumer)/i.test(text)) return true;
  const you = text.match(/\byou(?:r|rs)?\b/gi)?.length ?? 0;
  const words = text.split(/\s+/).length;
  return you >= 10 && you / words >= 0.004;
}

interface AnalysisOptions {
  chain: string[];
  perspective: string | null;
  metadataTitle?: string | null;
}

/**
 * The deterministic, offline review: segment → classify → playbook → missing clauses → overall risk.
 * `overall_risk` rule: the highest risk among clause findings and missing-clause findings; "low" when none.
 */
export function analyzeDeterministic(pages: { page: number; text: string }[], opts: AnalysisOptions): DeterministicAnalysis {
  return runToEnd(analysisSteps(pages, opts));
}

/**
 * The same review, giving the event loop back every `sliceMs` of work: the largest contracts take 100–150 ms to read,
 * which the server's other calls should not wait for.
 */
export function analyzeDeterministicInSlices(pages: { page: number; text: string }[], opts: AnalysisOptions, sliceMs?: number): Promise<DeterministicAnalysis> {
  return runInSlices(analysisSteps(pages, opts), sliceMs);
}

/** The review as steps: it yields between the whole-text steps, after each clause is classified and after each is reviewed. */
export function* analysisSteps(pages: { page: number; text: string }[], opts: AnalysisOptions): Steps<DeterministicAnalysis> {
  const fullText = pages.map((p) => p.text).join("\n");
  const asked = opts.perspective?.trim().toLowerCase() || null;
  const preamble = preambleOf(fullText);
  // A group the opening defines ("the Suppliers", "the Nissin Parties") is one side: a clause naming it binds or protects each member.
  const eachParty = partyRefs(preamble.details, preamble.opening);
  const refs = groupedSides(eachParty, partyGroups(preamble.opening, eachParty));
  preamble.details = withGroupRoles(preamble.details, refs, eachParty);
  // With two or more parties known, the perspective must name one of them (by name, defined term or role); otherwise,
  // as before, it must at least occur in the text. A review that cannot tell whose side it is on takes neither.
  const inText = asked !== null && fullText.toLowerCase().includes(asked);
  // A perspective naming a member of a group ("Photronics" of "the Suppliers") takes the group's side.
  const member = asked && refs !== eachParty ? matchPerspective(asked, eachParty) : null;
  const reviewerRef: PartyRef | null = asked && refs.length >= 2 ? (matchPerspective(asked, refs) ?? (member ? (refs.find((r) => r.key === member.key || r.aliases.includes(member.key.toLowerCase())) ?? null) : null)) : null;
  // A term the opening defines in quotes ("Employee") is taken as a party the reading of the parties missed.
  const definedInOpening = asked !== null && new RegExp(String.raw`["“]${asked.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["”]`, "i").test(preamble.opening);
  const perspective = asked && (reviewerRef || ((refs.length < 2 || definedInOpening) && inText)) ? asked : null;
  // Whole-text steps give the event loop back between them too: on a million characters each takes tens of milliseconds.
  yield;
  const segs = yield* segmentSteps(pages);
  yield;
  const title = documentTitle(segs, opts.metadataTitle ?? null);
  const type = documentTypeOf(title, fullText);
  const units = segs.map((s) => `${s.heading ?? ""}. ${s.text}`);
  const law = governingLawOf(units);
  yield;
  const requested = opts.chain[0];
  // The chosen law is the one the review applies; the requested jurisdiction's rules only where the chosen law is part of it (US-NY under US).
  const chosen = law?.jurisdiction ? jurisdictionChain(law.jurisdiction) : null;
  // "The laws of India" for a Karnataka review is the same law seen from above: the state's rules are part of it.
  const mismatch = chosen && requested && !chosen.includes(requested) && !opts.chain.includes(law!.jurisdiction!) ? law!.jurisdiction : null;
  const ctx: ReviewContext = {
    chain: mismatch ? chosen! : opts.chain,
    requestedChain: opts.chain,
    perspective,
    perspectiveAliases: reviewerRef ? reviewerRef.aliases.filter((a) => a !== perspective) : perspectiveAliases(preamble.opening, perspective),
    parties: [...new Set([...preamble.roles, ...preamble.names, ...refs.flatMap((r) => r.aliases)].map((p) => p.toLowerCase()))],
    consumer: readsAsConsumerContract(fullText),
    partyRefs: refs,
    reviewerKey: reviewerRef?.key ?? null,
    goods: sellsGoods(type, fullText),
    landInterest: type.id === "lease",
    fullText,
  };
  yield;
  // Signature blocks are not reviewed, nor exhibits, except a schedule whose own terms bind or entitle a party.
  const reviewedAt = segs.map((s) => s.kind !== "signature" && (s.kind !== "exhibit" || isOperativeSchedule(s, refs)));
  const found: string[][] = [];
  for (let i = 0; i < segs.length; i++) {
    // A legend about the filing is not a confidentiality clause, and a denied covenant is not that covenant.
    const cats = withoutDeniedCovenants(segs[i].text, classifyAt(segs, i));
    // A cap or exclusion the detector missed (under a warranty, delivery or service-level heading) is still one.
    if (reviewedAt[i] && limitsNamedLiability(segs[i].text, cats, refs)) cats.push("limitation_of_liability");
    // So is a promise to defend the other party's claims and pay what is awarded, worded without "indemnify".
    if (reviewedAt[i] && defendsNamedParty(segs[i].text, cats, refs)) cats.push("indemnification");
    found.push(isFilingLegend(segs[i].text) ? cats.filter((c) => c !== "confidentiality") : cats);
    yield;
  }
  // The party the contract's payments run to: read once, for price caps below and for money clauses naming no party.
  const payee = refs.length >= 2 ? payeeOf(segs.filter((_, i) => reviewedAt[i]).map((s) => s.text), refs) : null;
  const clauses: DraftClause[] = [];
  /**
   * Clauses the detector filed under liability that speak of no liability, loss, damages or claims (a cap on price
   * rises, a termination payment, a confidentiality article): they limit no one's liability and are not filed so.
   */
  const notLiability = segs.map(() => false);
  for (const [i, seg] of segs.entries()) {
    const reviewed = reviewedAt[i];
    // A "cap" filed under liability that speaks of no liability, loss or damages limits no one's liability: a cap on
    // price rises is a price term that protects the payer, and the liability rules (UCTA reasonableness) do not apply.
    const screenedAll = withoutDeniedCovenants(seg.text, screeningCategories(seg, found[i])).filter((c) => c !== "confidentiality" || !isFilingLegend(seg.text));
    const filedAsLiability = [...found[i], ...screenedAll].some((c) => LIABILITY_CATEGORIES.includes(c));
    notLiability[i] = reviewed && filedAsLiability && !speaksOfLiability(seg.text);
    const priceCap = notLiability[i] && refs.length >= 2 && capsPriceIncrease(seg.text) ? priceCapProtection(payee, refs) : null;
    const screened = notLiability[i] ? screenedAll.filter((c) => !LIABILITY_CATEGORIES.includes(c)) : screenedAll;
    const findings = reviewed ? reviewClause(seg.text, screened, ctx) : [];
    // A category whose rule found an issue in the text is the clause's, even when the detector missed it.
    const cats = [...new Set([...found[i], ...findings.flatMap((f) => (f.category ? [f.category] : []))])].filter((c) => !notLiability[i] || !LIABILITY_CATEGORIES.includes(c));
    const risk = findings.length ? maxRisk(findings.map((f) => f.risk)) : "low";
    const category = primaryCategory(seg, cats, findings.find((f) => f.risk === risk)?.category ?? null);
    const protection = reviewed && !priceCap ? protectionOf(seg.text, cats, refs) : null;
    // A liability left unlimited ("the Buyer's liability for … is not limited") limits no one but still says who bears it.
    // Whatever the clause was filed as: a later reading (a right, an operative term) takes precedence below.
    const unlimited = reviewed && !protection && !priceCap && refs.length >= 2 ? unlimitedLiabilityProtection(seg.text, refs) : null;
    // A termination right, restriction, exclusivity, assignment right or payment duty: say whom it favours, from the reviewer's side.
    // A "cap" is a limitation of liability only when the text speaks of liability, loss or damages (see `notLiability`).
    const aboutLiability = !!priceCap || cats.some((c) => c === "indemnification" || LIABILITY_CATEGORIES.includes(c));
    const held = reviewed && !protection && !aboutLiability && refs.length >= 2 ? rightOf(seg.text, refs, cats) : null;
    // Else a variation, IP assignment, disclaimer, arbitrator appointment, renewal or set-off: who gives and who benefits.
    const termHeld = reviewed && !protection && !aboutLiability && !held && refs.length >= 2 ? termOf(seg.text, refs) : null;
    // Else any clause that binds or entitles a party (a cap or indemnity is read only by its own words above), from its
    // operative sentences; a payment a later sentence takes back ("shall repay … and authorizes the Company to deduct
    // it") is read that way too.
    const opRead = reviewed && !protection && !aboutLiability && (!held || held.kind === "payment") && !termHeld && refs.length >= 2 ? operativeProtection(seg.text, refs, cats) : null;
    // A payment made absolute (no set-off, no refund) is rated as the operative term it is, even for the payee.
    const operative = opRead && (!held || (opRead.strong && !opRead.mutual && (opRead.beneficiaries[0] !== held.protection.beneficiaries[0] || held.kind === "payment"))) ? opRead : null;
    const heldRead = operative ? null : held;
    const right = heldRead?.kind ?? termHeld?.kind ?? null;
    const rightRead = heldRead?.protection ?? termHeld?.protection ?? null;
    const favours = priceCap
      ? describePriceCap(priceCap, ctx.reviewerKey ?? null)
      : heldRead
        ? describeRight(heldRead.protection, heldRead.kind, ctx.reviewerKey ?? null)
      : termHeld
        ? describeTerm(termHeld.protection, termHeld.kind, ctx.reviewerKey ?? null)
        : operative
          ? describeOperative(operative, ctx.reviewerKey ?? null)
          : null;
    // Changing perspective changes the rating, not only the wording: the side a one-sided right binds carries the risk.
    const rated =
      rightRead && favours && !(termHeld && ratedElsewhere(termHeld.kind, seg.text))
        ? rateFromSide(risk, right!, rightRead, sideOf(rightRead, ctx.reviewerKey ?? null), findings.some((f) => f.cites.length > 0), favours)
        : operative && favours
          ? rateOperative(risk, operative, sideOf(operative, ctx.reviewerKey ?? null), favours, { text: seg.text, reviewer: reviewerRef })
          : null;
    // A liability the clause leaves unlimited is rated from the side that bears it.
    // An operative reading that agrees ("Nothing … limits the Client's obligation to pay" binds the Client) does not stop it.
    const agrees = !operative || (unlimited !== null && !operative.mutual && operative.beneficiaries.join() === unlimited.beneficiaries.join());
    const unlimitedRated = (!rated || rated.risk === "low") && unlimited && !protection && !rightRead && agrees ? rateUnlimited(rated?.risk ?? risk, unlimited, ctx.reviewerKey ?? null) : null;
    clauses.push({
      clause_number: i + 1,
      clause_text: seg.text,
      // A clause under a section heading that stands alone ("4. LIMITATION OF LIABILITY") is read under that heading.
      heading: seg.heading ?? seg.section ?? null,
      label: seg.label,
      page: seg.page,
      kind: seg.kind,
      category,
      categories: cats,
      risk_level: unlimitedRated?.risk ?? rated?.risk ?? risk,
      // A clause rated up for whom it favours has an issue: "no playbook issue found" before it would contradict the rating.
      findings: [findings.length ? findings.map((f) => f.finding).join(" ") : (rated && rated.risk !== "low") || unlimitedRated ? null : describeNoIssue(seg, category, reviewed), favours, unlimitedRated?.because].filter(Boolean).join(" "),
      suggested_fix: findings.length ? findings.map((f) => f.fix).join(" ") : (unlimitedRated?.fix ?? rated?.fix ?? null),
      cites: dedupe(findings.flatMap((f) => f.cites)),
      ...directionOf(priceCap ?? protection ?? rightRead ?? (operative ? { mutual: operative.mutual, beneficiaries: operative.beneficiaries, obligors: operative.obligors } : null) ?? unlimited),
      // …which is no protection: `protection` stays the reading of a limit, an indemnity or a right.
      ...(unlimited && !protection && !rightRead && !operative ? { protection: null } : {}),
      indemnity: reviewed && cats.includes("indemnification") && refs.length >= 2 ? indemnityDirection(seg.text, refs) : null,
      driver: unlimitedRated?.because ?? rated?.raisedBecause ?? findings.find((f) => f.risk === risk)?.finding ?? null,
    });
    yield;
  }
  // Interest on a debt, or sums made due, in words that name no party favour the party the contract's payments run to.
  for (const c of clauses) {
    if (payee && c.beneficiary === null && reviewedAt[c.clause_number - 1] && runsWithMoney(c.clause_text)) Object.assign(c, directionOf({ mutual: false, beneficiaries: [payee], obligors: refs.filter((p) => p.key !== payee).map((p) => p.key) }));
  }
  noteCapCarveOuts(clauses, refs);
  noteDefaultLimbs(clauses, refs, payee);
  notePayerBurdens(clauses.filter((c) => reviewedAt[c.clause_number - 1]), refs, payee, ctx.reviewerKey ?? null);
  noteMirroredIndemnities(clauses, refs, ctx.reviewerKey ?? null);
  rateOneSidedCaps(clauses, ctx.reviewerKey ?? null);
  noteLiabilityExposure(clauses, payee, refs.length === 2 && payee ? (refs.find((r) => r.key !== payee)?.key ?? null) : null, ctx.reviewerKey ?? null);
  noteTerminationBalance(clauses, refs, ctx.reviewerKey ?? null);
  const term = termFactsOf(clauses);
  yield;
  const core = coreRisksOf({ clauses, chain: ctx.chain, type: type.id, consumer: ctx.consumer, reviewer: perspective ? [perspective, ...(ctx.perspectiveAliases ?? [])] : null, renewal: term.renewal });
  addCoreRisks(clauses, core, refs);
  yield;
  const checklist = checklistFor(type, fullText);
  const satisfies = (e: ExpectedClause, c: DraftClause) =>
    e.satisfiedBy.some((id) => c.categories.includes(id)) && (!e.confirmedBy || e.confirmedBy.test(`${c.heading ?? ""}. ${c.clause_text}`));
  const missing: DraftMissing[] = expectedClauses
    .filter((e) => checklist.ids?.includes(e.id) && !clauses.some((c) => satisfies(e, c)))
    .filter((e) => !e.alsoSatisfiedBy || !clauses.some((c) => e.alsoSatisfiedBy!({ heading: c.heading, text: c.clause_text })))
    // Before calling a clause missing, every sentence of the text is searched, schedules and unheaded clauses included.
    .filter((e) => !(e.id === "governing_law" && law) && !foundInText(e.id, fullText))
    .map((e) => {
      const law = e.cites?.(ctx.chain, fullText) ?? { cites: [], note: "" };
      const because = checklist.ids ? checklist.because[e.id] : undefined;
      return {
        category: e.id,
        name: e.name,
        // An absence is inferred from a search that can miss unusual wording: it is never rated above medium.
        risk_level: maxRisk([e.risk]) === "low" ? "low" : "medium",
        finding: `${[because, e.finding, law.note].filter(Boolean).join(" ")} (Searched all ${clauses.length} clauses, schedules included, and every sentence of the text${SEARCHED_FOR[e.id] ? ` for ${SEARCHED_FOR[e.id]}` : ""}.)`,
        suggested_fix: e.fix,
        cites: law.cites,
      };
    });
  // A core risk the contract is silent on (no TUPE terms in an outsourcing) is a missing clause with its own rating.
  for (const r of core.filter((x) => x.clause_number === null)) missing.push({ category: r.category, name: r.name, risk_level: r.risk, finding: r.finding, suggested_fix: r.fix, cites: r.cites });
  const overall_risk = maxRisk([...clauses.map((c) => c.risk_level), ...missing.map((m) => m.risk_level)]);
  yield;
  // The money terms and deadlines are read clause by clause over the whole contract: a step each.
  const money = moneyTermsOf(clauses);
  yield;
  const deadlines = deadlinesOf(clauses);
  yield;
  const facts = keyFacts(preamble, fullText, clauses, term, money, deadlines);
  yield;
  facts.document_type = type.id;
  // clause_number is the clause's place in `clauses`; clause_label the contract's own number for it ("7.1").
  facts.governing_law = law ? { jurisdiction: law.jurisdiction, text: law.text, clause_number: law.unit + 1, clause_label: segs[law.unit].label } : null;
  facts.forum = forumsOf(units).map(({ unit, ...f }) => ({ ...f, clause_number: unit + 1, clause_label: segs[unit].label }));
  noteOneSidedForum(clauses, facts.forum, refs, ctx.reviewerKey ?? null);
  const checklistNote = checklist.ids === null ? checklist.reason : null;
  return {
    title,
    clauses,
    missing,
    overall_risk,
    facts,
    summary: offlineSummary(title, clauses, missing, overall_risk, facts, checklistNote),
    overview: offlineOverview(title, clauses, facts),
    perspectiveNotFound: asked !== null && perspective === null && !inText,
    perspectiveNotAParty: asked !== null && perspective === null && inText,
    partiesFound: eachParty.map((r) => (r.key === preamble.details.find((d) => (d.defined_as ?? d.name) === r.key)?.name ? r.key : `${r.key} (${preamble.details.find((d) => d.defined_as === r.key)?.name ?? r.key})`)),
    checklistNote,
    lawMismatch: mismatch,
  };
}

/**
 * Each core risk joins the findings of the clause it rests on: its finding and fix added, its citations kept, the
 * clause's rating raised to it. An evergreen renewal replaces the playbook's shorter renewal note.
 */
function addCoreRisks(clauses: DraftClause[], risks: CoreRisk[], refs: PartyRef[]): void {
  for (const r of risks) {
    const c = clauses.find((x) => x.clause_number === r.clause_number);
    if (!c) continue;
    // A clause whose words name no party ("The Warranties are qualified by …") favours the party the risk names; so does
    // one whose words read as mutual ("each party may terminate for good cause") when the risk names the one side its
    // particular ground is given to ("good cause for the Supplier includes a change in the control of the Distributor").
    const favoured = r.favours && (c.beneficiary === null || c.beneficiary === "mutual") && refs.length >= 2 ? matchPerspective(r.favours, refs) : null;
    if (favoured) Object.assign(c, directionOf({ mutual: false, beneficiaries: [favoured.key], obligors: refs.filter((p) => p.key !== favoured.key).map((p) => p.key) }));
    const hadIssue = c.suggested_fix !== null;
    const evergreen = r.rule === "renewal.evergreen";
    const own = evergreen ? c.findings.replace(/The contract renews automatically[^.]*\.\s*/, "") : c.findings;
    const ownFix = (evergreen ? c.suggested_fix?.replace(AUTOMATIC_RENEWAL_FIX, "") : c.suggested_fix)?.trim();
    c.findings = hadIssue && own.trim() ? `${own.trim()} ${r.finding}` : r.finding;
    c.suggested_fix = ownFix ? `${ownFix} ${r.fix}` : r.fix;
    c.cites = dedupe([...c.cites, ...r.cites]);
    if (!hadIssue || riskLevels.indexOf(r.risk) >= riskLevels.indexOf(c.risk_level)) {
      c.risk_level = hadIssue ? maxRisk([c.risk_level, r.risk]) : r.risk;
      c.driver = r.finding;
    }
  }
}

/** The categories that file a clause as limiting (or leaving unlimited) someone's liability. */

/** `obligor`, `beneficiary` and the reading behind them ("mutual" when every party gives or gets it). */
function directionOf(p: Protection | null): Pick<DraftClause, "obligor" | "beneficiary" | "protection"> {
  if (!p) return { obligor: null, beneficiary: null, protection: null };
  return {
    obligor: p.mutual && p.obligors.length === 0 ? "mutual" : p.obligors.join(" and ") || null,
    beneficiary: p.mutual && p.beneficiaries.length === 0 ? "mutual" : p.beneficiaries.join(" and ") || null,
    protection: p,
  };
}

/** A limit that is the indemnity's own measure: "This Section 7.2 states Supplier's entire liability for infringement", "sole remedy for any claim of infringement". */
const LIMIT_OF_THE_INDEMNITY =
  /\b(?:this\s+(?:section|clause|paragraph|article)(?:\s+[\d.]+)?|the\s+foregoing)\s+(?:states?|sets?\s+(?:out|forth)|constitutes?)\b[^.;]{0,80}?\b(?:entire|sole|exclusive|only)\b|\b(?:entire|sole|exclusive)\s+(?:and\s+exclusive\s+)?(?:liability|remedy|obligations?)\s+(?:\w+\s+){0,3}?(?:for|with\s+respect\s+to|in\s+respect\s+of)\s+(?:any\s+)?(?:(?:actual\s+or\s+alleged\s+)?claims?\s+of\s+)?(?:infring|misappropriat)/i;

/**
 * A clause that opens by giving an indemnity and then caps "the liability under this Section" ("Supplier shall defend,
 * indemnify and hold harmless Customer … Supplier's total liability under this Section 8.6 shall not exceed $500,000"):
 * the section is the indemnity's own, so the cap is the indemnity's measure, not a limit protecting its giver.
 */
function capsOwnIndemnitySection(text: string): boolean {
  const all = sentences(text);
  const gives = all.findIndex((s) => /\b(?:shall|will|agrees?\s+to|undertakes?\s+to)\s+(?:[\w,]+\s+){0,3}?(?:indemnif|hold\s+(?:\w+\s+){0,3}harmless)/i.test(s));
  const cap = all.findIndex((s) => /\bliabilit(?:y|ies)\s+under\s+this\s+(?:section|clause|paragraph|article)\b/i.test(s));
  // The indemnity leads: no sentence before it speaks of liability.
  return gives >= 0 && cap > gives && !all.slice(0, gives).some((s) => /\bliab/i.test(s));
}

/** Who a clause protects: a limitation of liability by whose liability it limits, else an indemnity by who gives it. */
function protectionOf(text: string, cats: string[], refs: PartyRef[]): Protection | null {
  if (refs.length < 2) return null;
  const indemnity = cats.includes("indemnification") ? indemnityProtection(text, refs) : null;
  if (cats.some((c) => c === "limitation_of_liability" || c === "cap_on_liability" || c === "uncapped_liability")) {
    const p = liabilityProtection(text, refs);
    // An indemnity whose own limit protects its giver ("Supplier will defend Customer … This Section states Supplier's
    // entire liability for infringement") is still an indemnity for the other side, limited: it is said from there.
    // A separate exclusion in the same clause ("In no event shall Licensor be liable for lost profits. Licensor shall
    // defend …") stays the clause's direction, the indemnity's kept in `indemnity`.
    const limitsOwnIndemnity =
      p && indemnity && !indemnity.mutual && indemnity.obligors.length > 0 && p.beneficiaries.length > 0 && p.beneficiaries.every((b) => indemnity.obligors.includes(b)) && (LIMIT_OF_THE_INDEMNITY.test(text) || capsOwnIndemnitySection(text));
    if (p && !limitsOwnIndemnity) return p;
  }
  // Else an exclusion in the passive protects the party bound by the duty it attaches to, whatever the clause was filed as.
  return indemnity ?? impersonalExclusionProtection(text, refs);
}

/** The first term kind a clause's words make it whose sentences say who holds it. */
function termOf(text: string, refs: PartyRef[]): { kind: TermKind; protection: Protection } | null {
  for (const kind of termKindsOf(text)) {
    const p = termProtection(text, refs, kind);
    if (p) return { kind, protection: p };
  }
  return null;
}

/** Who indemnifies whom in a clause, from its indemnity sentences alone. */
function indemnityDirection(text: string, refs: PartyRef[]): { obligor: string | null; beneficiary: string | null } {
  const { obligor, beneficiary } = directionOf(indemnityProtection(text, refs));
  return { obligor, beneficiary };
}

/**
 * One-sided indemnities that mirror each other across clauses ("Owner shall indemnify Charterer …", then "Charterer
 * shall indemnify Owner …") are a mutual indemnity: each clause says so, and is not rated as a one-sided burden.
 */
function noteMirroredIndemnities(clauses: DraftClause[], refs: PartyRef[], reviewer: string | null): void {
  const giver = (c: DraftClause) => c.indemnity?.obligor ?? null;
  const given = clauses.filter((c) => { const g = giver(c); return g !== null && g !== "mutual" && !g.includes(" and "); });
  const givers = new Set(given.map(giver));
  if (refs.length !== 2 || givers.size < 2) return;
  for (const c of given) {
    // A narrower indemnity the other way (an IP-only defence against a broad indemnity) mirrors nothing.
    const mirror = given.find((d) => giver(d) !== giver(c) && !narrowerIndemnity(d.clause_text, c.clause_text) && !narrowerIndemnity(c.clause_text, d.clause_text));
    if (!mirror) continue;
    c.findings = `${c.findings} It is mirrored by clause ${mirror.label ?? mirror.clause_number}, in which ${giver(mirror)} indemnifies ${giver(c)}: the indemnities are mutual overall.`;
    if (reviewer && c.risk_level === "high") c.risk_level = "medium";
  }
}

function describeNoIssue(seg: Segment, category: string | null, reviewed: boolean): string {
  if (seg.kind === "signature") return "Signature block.";
  if (seg.kind === "exhibit" && !reviewed) return "Exhibit or schedule; not reviewed by the playbook.";
  return category ? `${categoryLabel(category)} clause; no playbook issue found.` : "No playbook issue found.";
}

function dedupe(cites: Cite[]): Cite[] {
  return cites.filter((c, i) => cites.findIndex((d) => d.source_id === c.source_id && d.article === c.article) === i);
}

function documentTitle(segs: Segment[], metadata: string | null): string {
  if (metadata) return metadata;
  // A line that reads as a sentence ("Section 4 … is hereby deleted and replaced with the following:", "Unless otherwise
  // defined in this Agreement, the capitalized terms … shall have") is not a title.
  const names = (t: string | null | undefined): t is string =>
    !!t &&
    /\b(?:AGREEMENT|CONTRACT|LEASE|LICEN[CS]E|TERMS|DEED|MEMORANDUM|ADDENDUM|AMENDMENT|Agreement|Contract|Amendment|Terms\s+(?:and|&)\s+Conditions|Terms\s+of\s+(?:Service|Use|Business|Sale))\b/.test(t) &&
    t.length <= 120 &&
    !/[a-z)]\s*:\s*$|\b(?:is|are|shall|will)\s+hereby\b|\b(?:shall|will|must|herein|hereof|unless|means)\b/.test(t);
  for (const s of segs.slice(0, 4)) {
    // The name may stand on the line under a filing's label ("Exhibit 10.1" / "Strategic Alliance Agreement") or under a
    // page's signature or initials line ("By Client: /s/ …").
    const [first, second] = s.text.split("\n").filter((l) => l.trim() !== "");
    const cand = [s.heading, first, first && (FILING_LABEL_ONLY.test(first.trim()) || SIGNED_LINE.test(first.trim())) ? second : undefined].find(names);
    if (cand) return cand.trim().replace(/\s+/g, " ").replace(FILING_LABEL, "") || cand.trim();
  }
  // A cover page run together into one line: its name in capitals ("MANUFACTURING AND SUPPLY AGREEMENT").
  const opening = segs.slice(0, 2).map((s) => `${s.heading ?? ""} ${s.text}`).join(" ").slice(0, 2000);
  for (const m of opening.matchAll(CAPITALISED_NAME)) {
    const name = m[0].replace(/\s+/g, " ").trim().replace(/^EXECUTION\s+(?:COPY|VERSION)\s+/, "");
    if (!/^(?:THIS|THE|SUCH|ANY|EACH)\s+\S+$/.test(name)) return name;
  }
  const fallback = (segs[0]?.heading ?? segs[0]?.text.split("\n")[0] ?? "Untitled document").trim();
  return (fallback.replace(FILING_LABEL, "") || fallback).slice(0, 120);
}

/** A filing's exhibit label or a version stamp before the name ("Exhibit 10.6 ATTACHMENT A …", "Execution Version"): not its title. */
const FILING_LABELS = String.raw`(?:(?:(?:EXHIBIT|Exhibit|ATTACHMENT|Attachment|ANNEX|Annex)\s+(?:\d+(?:\.[\dA-Za-z]+)*|[A-Z](?:-\d+)?)\b|(?:EXECUTION|Execution|CONFORMED|Conformed|FINAL|Final)\s+(?:VERSION|Version|COPY|Copy))[.:]?\s*)+`;
const FILING_LABEL = new RegExp(`^${FILING_LABELS}(?=\\S)`);
/** A signature or initials line a filing carries on each page ("By Client: /s/ J. Doe", "Initials: ____"): never a title. */
const SIGNED_LINE = /^(?:By\b[^:\n]{0,40}:\s*)?\/s\/|^Initials?\s*:/i;
/** A line that is only such a label, with the contract's name on the next line. */
const FILING_LABEL_ONLY = new RegExp(`^${FILING_LABELS}$`);

const CAPITALISED_NAME = /\b(?:(?:(?!(?:THIS|THE|AGREEMENT|CONTRACT)\b)[A-Z][A-Z0-9&'’,-]*|[-–])\s+){1,8}(?:AGREEMENT|CONTRACT|LEASE|LICEN[CS]E|DEED|MEMORANDUM|ADDENDUM|AMENDMENT)(?:\s+(?:NO\.|NUMBER)\s*\d+)?\b/g;

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const DATE = new RegExp(String.raw`\b(?:(?:${MONTHS})\s+\d{1,2},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:${MONTHS}),?\s+\d{4}|\d{4}-\d{2}-\d{2})\b`, "g");

const TERM_WORDS = /\b(?:term|expir\w*|continu\w*|until|remain\w*\s+in\s+(?:full\s+)?(?:force|effect)|terminat\w*|renew\w*)\b/i;

function keyFacts(preamble: Preamble, text: string, clauses: DraftClause[], term: TermFacts, money_terms: MoneyTerm[], deadlines: Deadline[]): KeyFacts {
  const parties = partyList(preamble);
  const dates = [...new Set([...text.slice(0, 20000).matchAll(DATE)].map((m) => m[0]))].slice(0, 6);
  // The clause whose sentence sets the duration is the term. Failing that, a clause tagged as the term that speaks of
  // one: an opening "made on 3 March 2026 (the Effective Date)" is tagged with dates but sets no term, and a heading
  // standing alone ("3. TERM") is not the term either; its sub-clause is.
  const termClause =
    clauses.find((c) => c.clause_number === term.duration?.clause_number) ??
    clauses.find((c) => c.clause_number === term.setBy?.clause_number) ??
    clauses.find((c) => (c.categories.includes("expiration_date") || c.categories.includes("term")) && !isBareHeading(c) && TERM_WORDS.test(c.clause_text));
  const key_obligations = clauses
    .filter((c) => c.kind === "clause")
    .flatMap((c) => c.clause_text.split(/(?<=[.;])\s+/).filter((s) => /\b(?:shall|must|agrees?\s+to)\b/i.test(s)).slice(0, 1))
    .slice(0, 8)
    .map((s) => (s.length > 240 ? `${s.slice(0, 237)}...` : s));
  return {
    parties,
    dates,
    term: termClause ? termText(termClause, term) : null,
    key_obligations,
    party_details: preamble.details,
    governing_law: null,
    forum: [],
    document_type: "other",
    term_duration: term.duration,
    renewal: term.renewal,
    money_terms,
    deadlines,
  };
}

/**
 * The term as quoted: from the sentence that sets it, when the clause holds one, so a long clause (a section the layout
 * ran together, a services clause that speaks of "the term") is not quoted from its start.
 */
function termText(c: DraftClause, term: TermFacts): string {
  const at = term.setBy && term.setBy.clause_number === c.clause_number ? c.clause_text.indexOf(term.setBy.text.slice(0, 60)) : -1;
  return c.clause_text.slice(Math.max(0, at), Math.max(0, at) + 300);
}

function isBareHeading(c: DraftClause): boolean {
  const text = c.clause_text.trim().replace(/[.:]$/, "");
  return text.length > 0 && (text === (c.heading ?? "").trim() || (text.split(/\s+/).length <= 4 && text === text.toUpperCase()));
}

/** " between Acme Ltd and Beta Inc." for the first two parties, or nothing. */
function between(facts: KeyFacts): string {
  return facts.parties.length ? ` between ${facts.parties.slice(0, 2).join(" and ")}` : "";
}

/** A full stop, unless the text already ends with one ("Logan's Roadhouse, Inc."). */
function endSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/** The names of the clauses' main categories, in document order, at most twelve. */
function categoryNames(clauses: DraftClause[]): string[] {
  return [...new Set(clauses.map((c) => c.category).filter((c): c is string => !!c))].slice(0, 12).map(categoryLabel);
}

function offlineOverview(title: string, clauses: DraftClause[], facts: KeyFacts): string {
  const cats = categoryNames(clauses);
  const term = facts.term?.split(/(?<=\.)\s/)[0].replace(/\s+/g, " ");
  return [
    endSentence(`${title}: ${clauses.length} clauses${between(facts)}${facts.dates.length ? `, dated ${facts.dates[0]}` : ""}`),
    term ? `Term: ${term}` : "",
    cats.length ? `It deals with: ${cats.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function offlineSummary(title: string, clauses: DraftClause[], missing: DraftMissing[], overall: RiskLevel, facts: KeyFacts, checklistNote: string | null): string {
  const counts = (["critical", "high", "medium"] as RiskLevel[]).map((r) => `${clauses.filter((c) => c.risk_level === r).length} ${r}`).join(", ");
  const cats = categoryNames(clauses);
  return [
    endSentence(`${title}: ${clauses.length} clauses reviewed offline${between(facts)}`),
    `Clause risks: ${counts}. Overall risk: ${overall}.`,
    cats.length ? `Clause types found: ${cats.join(", ")}.` : "",
    driversSentence(clauses, missing, overall),
    missing.length ? `Missing: ${missing.map((m) => m.name).join(", ")}.` : "",
    checklistNote ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

