import { durationsIn, type Duration } from "./durations";
import { deadlinesIn, type Deadline } from "./deadlines";

/**
 * The term as a duration ("five (5) years from the Effective Date") and how it renews: automatically or not, for what
 * period, and the notice window to stop it. Read from the clauses that deal with the term, else from any sentence that
 * sets one.
 */
export interface TermFacts {
  duration: { amount: number; unit: Duration["unit"]; text: string; clause_number: number } | null;
  renewal: {
    automatic: boolean;
    period: { amount: number; unit: Duration["unit"]; text: string } | null;
    notice: { amount: number; unit: Duration["unit"]; text: string } | null;
    text: string;
    clause_number: number;
    clause_label: string | null;
  } | null;
  /** The sentence that sets the term (by a duration or by an end date) and its clause: what key_facts.term quotes. */
  setBy?: { text: string; clause_number: number } | null;
}

/** "for a term of five (5) years", "initial term of 3 years", "shall remain in effect for two years", "period of twelve (12) months". */
const SETS_TERM = /\b(?:(?:initial|original|primary)\s+)?(?:term|period)\s+of\b(?!\s+(?:this|the)\s+(?:Agreement|Contract|Lease|Licen[cs]e)\b)|\bterm\s+(?:of\s+(?:this|the)\s+(?:Agreement|Contract|Lease|Licen[cs]e)\s+)?(?:is|shall\s+be|will\s+be)\s+(?:[\w()'’-]+\s+){0,3}?(?:years?|months?)\b|\b(?:remain|continue|be)\s+in\s+(?:full\s+)?(?:force|effect)\s+(?:\w+\s+){0,6}?for\b|\bcontinues?\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?for\b|\bshall\s+(?:be|have)\s+(?:a\s+)?(?:term|duration)\b|\b(?:shall\s+(?:be\s+)?|is\s+|will\s+be\s+|remains?\s+)(?:valid|effective)\s+for\b|\bexpires?\s+[^.;]{0,30}?\b(?:years?|months?)\s+(?:from|after)\b|\bcommenc\w*[^.;]{0,120}\b(?:continue|expire|end)\w*\b/i;
/** A renewal conditioned on both parties agreeing again ("upon the parties' mutual agreement", "if the parties agree"). */
const RENEWAL_NEEDS_AGREEMENT = /\b(?:upon|on|subject\s+to|conditional\s+(?:up)?on)\s+(?:the\s+)?(?:parties['’]?\s+)?mutual\s+(?:written\s+)?agreement\b|\b(?:if|provided\s+that|where)\s+(?:both\s+)?(?:the\s+)?parties\s+(?:so\s+)?(?:mutually\s+)?agree\b|\bby\s+mutual\s+(?:written\s+)?agreement\b|\b(?:extended|renewed)\s+by\s+(?:a\s+)?(?:further\s+)?(?:written\s+)?agreement\b|\bby\s+(?:written\s+)?agreement\s+of\s+(?:both\s+|all\s+|the\s+)?parties\b|\bparties\s+(?:must|shall|may)\s+(?:mutually\s+)?agree\b[^.;]{0,30}\b(?:extend|renew)/i;

/**
 * Renews or continues by itself: "automatically renew", "shall be renewed … unless", "shall thereafter stand renewed …
 * unless", "tacitly renewed", "continue from year to year until terminated".
 */
const AUTOMATIC =
  /\bautomatic(?:ally)?\b[^.;]{0,60}\b(?:renew\w*|extend\w*|extension|continu\w*|prolong\w*)|\b(?:renew\w*|extend\w*|extension|continu\w*|prolong\w*)\b[^.;]{0,60}\bautomatic(?:ally)?\b|\bauto-?renew\w*|\bevergreen\b|\b(?:shall|will)\s+(?:thereafter\s+|then\s+)?(?:be\s+|stand\s+)?(?:tacitly\s+)?(?:renew\w*|extend\w*|continue)\b[^.;]{0,160}\bunless\b|\btacit(?:ly)?\b[^.;]{0,20}\b(?:renew\w*|extend\w*|prolong\w*)|\bcontinue\s+(?:\w+\s+){0,3}(?:from\s+)?(?:year\s+to\s+year|month\s+to\s+month|year-to-year|month-to-month)|\bthereafter\b[^.;]{0,80}\buntil\s+terminated\b/i;
/**
 * A renewal the sentence denies: "does not renew automatically", "will not be renewed automatically", "no automatic
 * renewal". Read before any "unless" or notice: "… unless a party gives notice that it shall not be renewed" renews.
 */
const RENEWAL_DENIED = /\b(?:does|do|shall|will|is|are)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew\w*|extend\w*|prolong\w*)\b|\bno\s+(?:automatic\s+|tacit\s+)?(?:renewal|extension)\b/i;
/**
 * "… shall continue until December 31, 2030, unless extended or earlier terminated": an "unless" that only allows for
 * the term being extended (by some other act) or ended early does not make the contract renew by itself. Not when the
 * sentence runs on in further periods ("continue for successive one-year periods unless earlier terminated").
 */
const RUNS_ON = /\bsuccessive\b|\b(?:further|additional|renewal|subsequent)\s+(?:\w+\s+){0,2}(?:periods?|terms?)\b|\b(?:year|month)[\s-]+to[\s-]+(?:year|month)\b|\brenew\w*|\bautomatic\w*/i;
const UNLESS_ENDED_OR_EXTENDED =
  /,?\s*\bunless\s+(?:(?:sooner|earlier|otherwise|further)\s+)?(?:extended|renewed|terminated)(?:\s+(?:or|and(?:\/or)?)\s+(?:(?:sooner|earlier|otherwise|further)\s+)?(?:extended|renewed|terminated))?(?=\s*(?:[.;,]|$|(?:in\s+accordance\s+with|as\s+(?:provided|set\s+forth)|pursuant\s+to|under)\b))/gi;
const RENEWS = /\brenew\w*|\bextend\w*|\bextension\b|\bprolong\w*|\b(?:year|month)[\s-]+to[\s-]+(?:year|month)|\bsuccessive\b|\buntil\s+terminated\b/i;

/**
 * A sentence whose period is something else's: a warranty, confidentiality, a restrictive covenant (non-compete,
 * non-solicit, no-hire), a survival, a payment or cure period, a notice, or anything running after the contract ends.
 */
const NOT_THE_TERM =
  /\bwarrant\w*|\bconfidential\w*|\bnon-?compet\w*|\bcompet(?:e|es|ing|ition)\b|\bsolicit\w*|\bhire\b|\bsurviv\w*|\bpayment|\binvoice|\bcure\b|\bnotice\b[^.;]{0,40}\bterminat|\b(?:after|following)\s+(?:its|the|such|any)\s+(?:termination|expiry|expiration|end)\b|\bafterwards\b/i;

/**
 * A term fixed by its end date, not a duration: "continue through December 31, 2030", "until ______", "ending on
 * 30 June 2029". Such a term has no duration to find, and a period in another clause (an audit window, a notice) is
 * not it.
 */
const FIXED_END = new RegExp(
  String.raw`\b(?:through|until|till|ending|expir\w*|terminat\w*|end)\s+(?:and\s+(?:including|until)\s+|on\s+|at\s+the\s+close\s+of\s+(?:business\s+on\s+)?)?(?:the\s+)?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\d{1,2}\/\d{1,2}\/\d{2,4}|_{3,}|\[\s*\])`,
  "i",
);
/** A length redacted or left blank before its unit: "[***] years", "_____ (__) months". */
const UNSTATED_LENGTH = /(?:\[\s*\*+\s*\]|\*{3,}|_{3,}|\[\s*\])\s*(?:\(\s*(?:_+|\[\s*\*+\s*\])\s*\)\s*)?(?:calendar\s+)?(?:years?|months?)\b/i;
/** The contract itself runs until an event: "This Agreement shall remain in force until each component … is satisfied". */
const RUNS_UNTIL_EVENT = /\b(?:this|the)\s+(?:Agreement|Contract|Guarantee|Guaranty|Deed|Lease|Licen[cs]e)\s+(?:shall|will)\s+(?:remain|continue)\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+until\b/i;
/** The contract is the subject of the sentence's run: "This Agreement shall commence … and continue …". */
const OWN_RUN_VERB = /\b(?:this|the)\s+(?:Agreement|Contract|Lease|Term)\b[^.;]{0,80}\b(?:continue|remain|expire|commence|run)s?\b/i;
/** A sentence about the contract's own run, not some other period's. */
const OWN_RUN = /\bterm\b|\bagreement\b|\bcontract\b|\bjoint\s+venture\b|\blease\b|\bthis\s+(?:licen[cs]e|deed)\b/i;

type ClauseLike = { clause_number: number; label: string | null; heading?: string | null; clause_text: string; categories?: string[]; kind?: string };

/**
 * The notice window to stop a renewal: a non-renewal notice in the renewal's own clause, else the nearest one in
 * another clause (a term clause often renews in 2.1 and sets the notice in 2.2), else a notice to terminate in the
 * renewal's clause.
 */
function renewalNoticeFor(c: ClauseLike, clauses: ClauseLike[], elsewhereCache: { notices?: Deadline[] }): Deadline["period"] {
  const own = deadlinesIn(c.clause_text, c.clause_number, c.label);
  const renewalNotice = own.find((d) => d.kind === "renewal_notice");
  if (renewalNotice) return renewalNotice.period;
  // Every clause's non-renewal notices are read once per contract, however many renewal sentences ask for them.
  elsewhereCache.notices ??= clauses
    .filter((o) => o.kind !== "signature" && /\brenew|\bextend|\bextension\b|\bevergreen\b/i.test(o.clause_text))
    .flatMap((o) => deadlinesIn(o.clause_text, o.clause_number, o.label).filter((d) => d.kind === "renewal_notice"));
  const elsewhere = elsewhereCache.notices
    .filter((d) => d.clause_number !== c.clause_number)
    .sort((a, b) => Math.abs(a.clause_number - c.clause_number) - Math.abs(b.clause_number - c.clause_number))[0];
  return elsewhere?.period ?? own.find((d) => d.kind === "termination_notice")?.period ?? null;
}

export function termFactsOf(clauses: ClauseLike[]): TermFacts {
  const termish = (c: ClauseLike) => /\bterm\b|\bduration\b|\brenewal\b/i.test(c.heading ?? "") || (c.categories ?? []).some((k) => k === "expiration_date" || k === "renewal_term" || k === "term" || k === "notice_period_to_terminate_renewal");
  const ordered = [...clauses.filter((c) => c.kind !== "signature" && termish(c)), ...clauses.filter((c) => c.kind !== "signature" && !termish(c))];
  let duration: TermFacts["duration"] = null;
  let renewal: TermFacts["renewal"] = null;
  let setBy: TermFacts["setBy"] = null;
  // A term clause that ends the term on a date: durations in other clauses are not the term.
  let fixedByDate = false;
  const elsewhereCache: { notices?: Deadline[] } = {};
  for (const c of ordered) {
    // A clause that speaks of no period, renewal or continuation sets neither.
    if (!/renew|extend|extension|prolong|continu|evergreen|year|month|day|term\b|remain\s+in\s+(?:full\s+)?(?:force|effect)/i.test(c.clause_text)) continue;
    for (const sentence of c.clause_text.split(/(?<=[.;])\s+(?=[A-Z("“])|\n+/)) {
      if (!duration && !(fixedByDate && !termish(c)) && SETS_TERM.test(sentence) && !NOT_THE_TERM.test(sentence)) {
        const d = durationsIn(sentence.slice(Math.max(0, sentence.search(SETS_TERM)))).find((x) => x.unit === "year" || x.unit === "month" || (x.unit === "day" && x.amount >= 30));
        if (d) {
          duration = { amount: d.amount, unit: d.unit, text: d.text, clause_number: c.clause_number };
          setBy = { text: sentence.trim(), clause_number: c.clause_number };
        }
      }
      // A term whose length the filing redacted or the form left blank ("for a period of [***] years"), or one that runs
      // until an event ("This Agreement shall remain in force until the Project is completed"): the term, with no duration.
      if (!duration && !setBy && !NOT_THE_TERM.test(sentence) && ((SETS_TERM.test(sentence) && UNSTATED_LENGTH.test(sentence) && (termish(c) || OWN_RUN_VERB.test(sentence))) || RUNS_UNTIL_EVENT.test(sentence))) {
        setBy = { text: sentence.trim(), clause_number: c.clause_number };
      }
      if (!duration && !setBy && termish(c) && FIXED_END.test(sentence) && OWN_RUN.test(sentence) && !NOT_THE_TERM.test(sentence)) {
        fixedByDate = true;
        setBy = { text: sentence.trim(), clause_number: c.clause_number };
      }
      // A sentence that renews by itself beats one that only mentions renewal ("a party wishing to renew shall give notice …").
      if ((!renewal || !renewal.automatic) && RENEWS.test(sentence) && /\bterm\b|\bagreement\b|\bcontract\b|\bperiods?\b/i.test(sentence) && !/\bright\s+of\s+first|\boption\s+to\s+(?:renew|extend)\b|\bmay\s+(?:elect\s+to\s+)?(?:renew|extend)\b/i.test(sentence)) {
        // "shall automatically renew … upon the parties' mutual agreement on new goals": a renewal that needs both
        // sides to agree again is not automatic.
        const automatic = AUTOMATIC.test(RUNS_ON.test(sentence) ? sentence : sentence.replace(UNLESS_ENDED_OR_EXTENDED, "")) && !RENEWAL_NEEDS_AGREEMENT.test(sentence) && !RENEWAL_DENIED.test(sentence.split(/\bunless\b|\bnotice\b|\bnotif\w*/i)[0]);
        if (!automatic && (renewal || !/\brenew\w*/i.test(sentence))) continue;
        const periods = durationsIn(sentence);
        const notice = renewalNoticeFor(c, clauses, elsewhereCache);
        // The renewal's own words come after "renew" ("continues for an initial term of three years, and renews for …").
        const renewsAt = sentence.search(/\brenew\w*|\bextend\w*|\bextension\b|\bprolong\w*/i);
        const after = renewsAt >= 0 ? renewsAt : sentence.search(/\bcontinu\w*/i);
        const period = periods.find((p) => p.index >= after && (!notice || p.amount !== notice.amount || p.unit !== notice.unit) && (p.unit === "year" || p.unit === "month")) ?? (/\byear[\s-]+to[\s-]+year|\beach\s+year\b|\bannual/i.test(sentence) ? { amount: 1, unit: "year" as const, text: "year to year" } : /\bmonth[\s-]+to[\s-]+month/i.test(sentence) ? { amount: 1, unit: "month" as const, text: "month to month" } : null);
        renewal = {
          automatic,
          period: period ? { amount: period.amount, unit: period.unit, text: period.text } : null,
          notice: notice ? { amount: notice.amount, unit: notice.unit, text: notice.text } : null,
          text: sentence.length > 300 ? `${sentence.slice(0, 297)}...` : sentence,
          clause_number: c.clause_number,
          clause_label: c.label,
        };
      }
    }
    if (duration && renewal?.automatic) break;
  }
  return { duration, renewal, setBy };
}
