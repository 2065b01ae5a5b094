/**
 * Whom a clause favours, read from the structure of its operative sentences when no narrower reading (a cap, an
 * indemnity, a termination right, a variation …) has said: "X shall / must / will [do]" binds X and favours the other
 * side; "X may", "X is entitled to", "X has (reserves) the right to", "X shall recover (be repaid, refunded)" favour X; "each party", "neither party", "the
 * parties" make it mutual; "X shall not" restricts X; a consent, discretion or appointment that is X's favours X; X
 * waiving a right, or "not entitled to" one, favours the other side; "nothing prevents X from …" gives X its freedom
 * back. When the sentences point both ways the clause's main (first) operative sentence weighs double; a clause is
 * mutual when every party gets as much. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { riskLevels, type RiskLevel } from "../playbook";
import { APPOSITIVE, describeFavour, EXCEPT_FOR_ONE, mentions, sentences, type Protection } from "./direction";
import { suretyRisk } from "./suretyship";

/**
 * A subject every party can be: "each party", "either party", "neither party", "the parties", "both parties", "either
 * of them", "a party may … if the other party …", a mutual NDA's "the Recipient".
 */
const EVERY_SUBJECT =
  /\b(?:(?:each|either|neither|any)\s+(?:of\s+the\s+)?part(?:y|ies)\b|the\s+parties\b|both\s+(?:of\s+the\s+)?parties\b|(?:each|either|neither|both)\s+of\s+them\b|a\s+party\s+(?:\w+\s+){0,2}?(?:shall|may|will|must)\b[^.;]{0,160}\bthe\s+other\s+party\b|(?:the\s+)?(?:Recipient|Receiving\s+Party|Discloser|Disclosing\s+Party)\s+(?:shall|will|must|may)\b|(?:the|all)\s+(?:Shareholders|Members)\b(?!\s+holding))/i;
/** The clause names no party but binds whoever it applies to alike: a dispute, law or forum clause. */
const IMPERSONAL_BOTH = /\b(?:all\s+)?disputes?\b[^.;]{0,200}\b(?:shall|will)\s+be\s+(?:finally\s+)?(?:settled|resolved|referred|submitted|determined)\b|\bgoverned\s+by\s+(?:and\s+construed\s+in\s+accordance\s+with\s+)?the\s+laws?\b/i;

/**
 * Adverbs between a subject and its verb ("absolutely, unconditionally and irrevocably guarantees", "jointly and
 * severally shall"): they qualify the verb and leave the subject what it is.
 */
const ADVERBS = String.raw`(?:(?:hereby|jointly\s+and\s+severally|[a-z]+ly)(?:\s*,\s*|\s+and\s+|\s+))*`;
const AFTER = String.raw`^${APPOSITIVE}(?:\s*,\s*[^,.;]{1,60},)?\s*,?\s+${ADVERBS}`;
/** After a party's name: it gives up or has no right ("X shall not be entitled to any compensation", "X waives"). */
const WAIVES = new RegExp(`${AFTER}(?:(?:shall|will)\\s+not\\s+be\\s+entitled\\s+to|is\\s+not\\s+entitled\\s+to|(?:hereby\\s+)?(?:irrevocably\\s+)?waives?|(?:shall|will)\\s+have\\s+no\\s+(?:right|claim)|(?:shall|will)\\s+not\\s+(?:claim|seek))\\b`, "i");
/** After a party's name: it holds a right or a freedom. */
const MAY = new RegExp(`${AFTER}(?:may(?!\\s+not)|can(?!not)|(?:is|shall\\s+be|will\\s+be)\\s+entitled\\s+to|(?:has|shall\\s+have|will\\s+have)\\s+the\\s+(?:(?:sole|exclusive|absolute|first|irrevocable|unrestricted)\\s+(?:and\\s+\\w+\\s+)?)?(?:right|option)\\b|reserves\\s+(?:to\\s+itself\\s+)?the\\s+right|(?:retains?|keeps?|(?:shall|will)\\s+(?:retain|keep))\\s+(?:\\w+\\s+){0,2}?(?:title|ownership|property|possession)|(?:is|remains?|shall\\s+be)\\s+free\\s+to|(?:is|are|shall\\s+be|will\\s+be)\\s+not\\s+(?:obliged|obligated|required|bound)\\s+to|(?:has|have|shall\\s+have|will\\s+have)\\s+no\\s+(?:obligation|duty)\\s+to|need\\s+not|(?:is|are)\\s+not\\s+(?:restricted|prevented|prohibited|precluded)\\s+from|(?:shall|will)\\s+not\\s+be\\s+(?:restricted|prevented|prohibited|precluded)\\s+from|(?:gives?|makes?|assumes?)\\s+no\\s+(?:\\w+\\s+){0,3}?(?:commitment|undertaking)|(?:shall|will)\\s+have\\s+(?:a\\s+)?(?:second\\s+or\\s+)?casting\\s+vote|(?:has|shall\\s+have|will\\s+have)\\s+(?:a|an)\\s+(?:\\w+\\s+){0,2}?(?:lien|charge|security\\s+interest|pledge)|(?:shall|will)\\s+(?:be\\s+entitled\\s+to\\s+)?(?:recover|recoup|be\\s+(?:repaid|refunded|reimbursed|compensated)))\\b`, "i");
/** After a party's name: it is bound ("shall", "must", "agrees to", "represents that", "authorizes Y to", "bears", "may not"). */
const BOUND = new RegExp(`${AFTER}(?:shall|will|must|agrees?\\s+(?:to|that)|undertakes?|covenants?|represents?|warrants?|acknowledges?|(?:is|are|shall\\s+be)\\s+(?:obliged|required|responsible|bound)|(?:hereby\\s+)?authori[sz]es?|grants?|assigns?|guarantees?|indemnifies|procures?|bears?|pays?|may\\s+not|cannot|(?:is|are)\\s+not\\s+(?:permitted|allowed|authori[sz]ed)\\s+to|(?:shall|will)\\s+not\\s+be\\s+(?:permitted|allowed)\\s+to)\\b`, "i");
/** Between two parties' names: they are joined as one subject ("X and the Y", "X or Y", "neither X nor Y", "X, together with Y,"). */
// ", and the Distributor shall …" after "accrues to the Manufacturer" starts a new clause: no comma before "and".
const JOINS = /^\s*(?:and|or|nor|,?\s*together\s+with|,?\s*as\s+well\s+as)\s+(?:the\s+)?$/i;
/** Before a name: "each of the", "both of the" — the start of a subject, though "of the" usually names an object. */
const EACH_OF_BEFORE = /\b(?:each|both|either|neither|all)\s+of\s+(?:the\s+)?$/i;
const subjectPosition = (pre: string) => !NOT_SUBJECT_BEFORE.test(pre) || EACH_OF_BEFORE.test(pre);
/** Before a party's name: a duty in the passive that it performs ("shall be made by", "is to be borne by"). */
/**
 * Before a party's name: a cost or risk a passive sentence puts on it ("shall be charged to", "is for the account of",
 * "are at the risk of"). The party named pays or bears it: it is bound, as by "X shall bear".
 */
const BORNE_BY_BEFORE = /\b(?:(?:charged|invoiced|debited|recharged)\s+to|for\s+(?:the\s+)?account\s+of|at\s+the\s+(?:sole\s+)?(?:risk|cost|costs|expense)\s+of)\s+(?:the\s+)?$/i;
/** After a possessive party name, with "at" before it: "at the Supplier's expense (cost, risk)" binds that party. */
const AT_OWN_COST_AFTER = /^['’]s?\s+(?:own\s+|sole\s+)?(?:cost|costs|expense|risk)\b/i;
/**
 * A deemed outcome (accepted, approved, consented) that follows a party's silence or failure: "if X does not object
 * within ten days, the report is deemed approved". The party that stayed silent bears it; the other side benefits.
 */
const SILENT_PARTY_BEFORE = /\b(?:if|where|should|in\s+case|in\s+the\s+event\s+that)\s+(?:the\s+)?$/i;
const FAILS_AFTER = /^\s*(?:(?:does|do|did|has|have|shall|should|will)\s+not|fails?\s+to|omits?\s+to|neglects?\s+to|not\s+[a-z]+)\b/i;
const DEEMED = /\b(?:(?:is|are|be|been)\s+deemed|(?:is|are|be|been)\s+(?:treated|taken|regarded)\s+as)\b/i;
/**
 * A cost or risk one side bears that is open-ended, beyond the price of its own performance: "shall bear all costs of
 * any recall", "are at the risk of X". Held by one side only, it is at least a medium risk for that side (see
 * rateOperative); "bears its own costs" is no shift.
 */
const COST_BORNE = /\bbears?\s+(?!(?:its|their|his|her)\s+own\b)(?:(?:all|any|the|additional|such)\s+){0,2}(?:costs?|expenses?)\s+(?:of|for|arising|incurred|resulting|caused)\b|\bat\s+the\s+(?:sole\s+)?risk\s+of\b|\bat\s+(?:the\s+)?[A-Z][\w-]*['’]s?\s+(?:sole\s+)?risk\b/;
/**
 * Before a party's name: a ground to end the contract that is that party's alone ("good cause exists for the Buyer in
 * particular if …", "a compelling reason arises for the Licensee"). Like a one-sided termination right, it is at least
 * a medium risk for the side it may be used against.
 */
const GROUND_FOR_BEFORE = /\b(?:cause|reasons?|grounds?)\s+(?:(?:shall|will|does|do)\s+)?(?:also\s+)?(?:exists?|arises?|is\s+given|shall\s+be\s+given)\s+(?:\w+\s+){0,2}?for\s+(?:the\s+)?$/i;
/**
 * A sentence that only saves every party's rights ("the right of either party to terminate for good cause remains
 * unaffected"): it is no operative term of its own, so it does not weigh as the clause's main sentence.
 */
const SAVING = /\b(?:(?:remains?|shall\s+remain)\s+unaffected|(?:is|are)\s+not\s+affected|(?:shall|will)\s+not\s+be\s+affected)\b/i;
/** Before and after a party's name: the exception to an excuse is for that party to prove ("unless the Supplier proves"). */
const BURDEN_BEFORE = /\b(?:unless|only\s+if|only\s+where)\s+(?:the\s+)?$/i;
const PROVES_AFTER = /^\s*(?:proves?|demonstrates?|establishes?|shows?)\b/i;
/**
 * "If the Licensee appoints a sub-distributor, it shall remain responsible …": a condition whose subject is one party,
 * then "it" as the main clause's subject, is that party. Before the party: the condition's opening; after the comma:
 * "it" with an active verb ("it shall be supplied" is a thing, not a party). The verb says whether it is bound or free.
 */
const CONDITION_OPENS = /^\W*(?:\(?\w{1,3}[.)]\s*)?(?:if|where|when|whenever|once|after|upon|to\s+the\s+extent(?:\s+that)?|in\s+the\s+event\s+that)\s+(?:the\s+)?$/i;
const IT_ACTS = /^[^,;]{0,200},\s*it\s+(?!(?:shall|will|must|may)\s+(?:not\s+)?be\s+\w+ed\b|is\b|was\b)(?:(?<free>may(?!\s+not)|is\s+entitled)|shall|will|must|may\s+not|does|agrees|undertakes|remains)\b/i;
/** A party barred from ending the contract before a date or for a period: it is locked in, absolutely. */
const LOCKED_IN = /\b(?:may|shall|can|must)\s*not\s+(?:give\s+(?:\w+\s+)?notice\s+(?:to\s+(?:terminate|end)\s+)?|terminate|end|cancel)\b[^.;]{0,80}?\b(?:before|until|prior\s+to|during)\b/i;
/** After a party's right: a duty of the same subject joined to it ("may dispute … and shall pay"), before any other party's name. */
const AND_SHALL = /^[^.;]{0,200}?\band\s+(?:shall|must|will)\s+(?!not\b)/i;
const DONE_BY_BEFORE = /\b(?:be|been|are|is)\s+(?:to\s+be\s+)?(?:made|paid|borne|performed|provided|given|carried\s+out|incurred|met)\s+(?:\w+\s+){0,3}?by\s+(?:the\s+)?$/i;
/** Before a party's name: the party names an object, a condition or an owner, not the sentence's subject. */
const NOT_SUBJECT_BEFORE = /\b(?:if|where|when|whenever|unless|to|of|for|with|from|by|against|on|than|between)\s+(?:the\s+)?$/i;
/** Before a party's name: a veto, consent, discretion or appointment that is that party's. */
const HOLDS_BEFORE =
  /\b(?:(?:title|property|ownership)\b[^.;]{0,80}\b(?:remains?|vests?|belongs?)\s+(?:with|in)|(?:prior\s+)?(?:written\s+)?(?:consent|approval|agreement)\s+of|(?:appointed|nominated|designated|determined|approved|chosen|retained|kept|reserved)\s+(?:\w+\s+){0,1}by|(?:remains?|is|are|shall\s+(?:be|remain|become)|becomes?)\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+|absolute\s+)?property\s+of|(?:title|ownership)\b[^.;]{0,80}\bpass(?:es)?\s+to|(?:belongs?|shall\s+belong)\s+(?:exclusively\s+|solely\s+)?to|(?:is|are|shall\s+be)\s+(?:solely\s+|exclusively\s+)?owned\s+by|at\s+the\s+(?:sole\s+)?(?:option|request|election)\s+of|(?:nothing|no\s+provision)\b[^.;]{0,80}\b(?:restricts?|prevents?|limits?|prohibits?|precludes?|obligates?|obliges?|requires?|commits?)|relieves?\s+(?!of\b)(?:\w+\s+){0,2}?|(?:not|never)\s+relieve)\s+(?:the\s+)?$/i;
/**
 * Before a party's name: a right used without that party's say ("X may, without the consent of Y, …", "X may release
 * it without notice to or consent of Y"). Y then holds no consent: the right is X's, and absolute (see STRONG_RIGHT).
 * "X shall not assign without the consent of Y" is the opposite (Y's consent is needed) and has no "may" before it.
 */
// The right's object may run long ("may assign … or transfer by novation … to another bank …, or to a trust, fund or
// other entity …, without the consent of the Borrower"): the "without" still governs the right, so it is looked for
// to the end of a long sentence, not only near the verb.
const GRANTS_RIGHT = String.raw`\b(?:may|can|(?:is|shall\s+be)\s+entitled\s+to|(?:has|shall\s+have)\s+the\s+right\s+to|(?:is|are|remains?|shall\s+be)\s+free\s+to)\b(?!\s+not)[^.;]{0,320}?\bwithout\s+`;
const NO_SAY = String.raw`(?:(?:(?:the|any)\s+)?(?:[A-Z][\w&-]*['’]s?\s+)?(?:(?:prior|further|written|express)\s+)*(?:consent|approval|agreement|notice|reference)(?:\s+(?:of|from|to))?|consulting|informing|notifying)`;
const WITHOUT_SAY_BEFORE = new RegExp(String.raw`${GRANTS_RIGHT}${NO_SAY}(?:\s+(?:or|and)\s+${NO_SAY})?\s+(?:the\s+)?$`, "i");
/** A right a sentence gives to be used without the other side's consent, approval or notice. */
const STRONG_RIGHT = new RegExp(String.raw`${GRANTS_RIGHT}${NO_SAY}\b`, "i");
/**
 * After a party's duty: its trigger is that party's own act ("shall pay within 60 days after the Company's written
 * approval", "after it is certified by the Owner", "after the Owner has certified it"). Whether and when the duty falls
 * due is then in the obligor's hands: the term favours it, absolutely.
 */
const OWN_TRIGGER = /^[^.;]{0,160}?\b(?:after|upon|on|following|subject\s+to|until)\s+(?:(?:the|its|their)\s+)?(?:(?:\w+\s+){0,3}?(?:approved|certified|accepted|signed\s+off)\s+(?:in\s+writing\s+)?by\s+(?:the\s+)?(?<by>[A-Z][\w-]*)|(?<own>[A-Z][\w-]*)(?:['’]s\s+(?:(?:written|prior|final)\s+)*(?:approval|acceptance|certification|sign-?off)|\s+(?:has\s+)?(?:approve[sd]|certifie[sd]|accepte[sd]|signs?\s+off)\b)|its\s+(?:(?:written|prior|final)\s+)*(?:approval|acceptance|certification|sign-?off))/;
/** Before a party's name: "nothing … limits (affects, excludes)" — with the party's own duty after it, the duty stays whole. */
const NOTHING_LIMITS_BEFORE = /\b(?:nothing|no\s+provision)\b[^.;]{0,80}\b(?:restricts?|limits?|excludes?|affects?|reduces?|relieves?)\s+(?:the\s+)?$/i;
const RELIEVE_BEFORE = /\brelieves?\s+(?:the\s+)?$|\brelieve\s+(?:the\s+)?$/i;
/** After a party's name: its own obligation cut down ("X's obligation to examine … is limited to …"). */
const OWN_DUTY_LIMITED_AFTER = /^['’]s?\s+(?:\w+\s+){0,2}?(?:obligations?|duty|duties)\b[^.;]{0,200}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:limited|confined|restricted|reduced)\s+to\b/i;
/** After a party's name: its own obligation or duty ("X's obligation to pay"). */
const OWN_DUTY_AFTER = /^['’]s?\s+(?:\w+\s+){0,2}?(?:obligations?|duty|duties|liabilit)/i;

/**
 * The party (or "mutual") a clause's operative sentences favour. Null when no sentence binds or entitles a party.
 * `strong` says whether the sentence that decided it makes the one-sided term absolute (a discretion, a right "without
 * restriction" or "without paying", a waiver of compensation, a deduction from pay): such a clause is rated as a risk
 * for the side it binds (see `oneSidedRisk`).
 */
export function operativeProtection(text: string, parties: PartyRef[], categories: string[] = []): (Protection & { strong: boolean }) | null {
  if (parties.length < 2) return null;
  const score = new Map<string, number>();
  let everyParty = 0;
  let main = true;
  let strongFor: string | null = null;
  const keys = parties.map((p) => p.key);
  const add = (k: string, w: number) => score.set(k, (score.get(k) ?? 0) + w);
  for (const sentence of sentences(text)) {
    const named = mentions(sentence, parties);
    // The main operative sentence, and one that makes its term absolute, weigh more.
    const saving = SAVING.test(sentence);
    const weight = (main && !saving ? 2 : 1) + (STRONG.test(sentence) ? 1 : 0);
    const before = new Map<string, number>();
    const vote = (k: string, w = weight) => before.set(k, (before.get(k) ?? 0) + w);
    let subjects = 0;
    // Every party joined in one subject ("The Owner and the Operator shall each …") binds them alike.
    let allJoined = false;
    // A duty whose trigger is the obligor's own act (see OWN_TRIGGER).
    let absolute = false;
    // The parties this sentence gives a right, consent or title to (not a duty owed to them).
    const holders = new Set<string>();
    // "The Borrower and the Guarantor (jointly and severally) shall …": two parties joined as one subject are read
    // together, by the words after the last of them; neither is the other's beneficiary.
    const ordered = [...named].sort((x, y) => x.start - y.start);
    const joined = new Map<(typeof named)[number], (typeof named)[number][]>();
    for (let i = 0; i < ordered.length; i++) {
      let j = i;
      // Only a subject can be joined: "accrues to the Manufacturer and the Distributor shall …" is an object then a subject.
      const object = !subjectPosition(sentence.slice(Math.max(0, ordered[i].start - 14), ordered[i].start));
      while (!object && j + 1 < ordered.length && ordered[j + 1].key !== ordered[j].key && JOINS.test(sentence.slice(ordered[j].end, ordered[j + 1].start))) j++;
      if (j > i) {
        const group = ordered.slice(i, j + 1);
        for (const g of group) joined.set(g, group);
        i = j;
      }
    }
    for (const m of named) {
      const group = joined.get(m);
      // Read at the group's last member; the others follow it.
      if (group && group[group.length - 1] !== m) continue;
      const first = group?.[0] ?? m;
      const after = sentence.slice(m.end, m.end + 240);
      const pre = sentence.slice(Math.max(0, first.start - 120), first.start);
      const bound = new Set((group ?? [m]).map((g) => g.key));
      if (bound.size >= keys.length) {
        allJoined = subjectPosition(pre.slice(-14));
        continue;
      }
      const others = (k: string, after: string) => {
        // "The Company shall deliver to the Investor …": the party the duty runs to, else every other party ("a change to
        // the Company's debt" names whose debt, not whom the duty runs to).
        const at = sentence.length - after.length;
        const to = named.find((o) => !bound.has(o.key) && o.key !== k && o.start > at && o.start < at + 120 && NOT_SUBJECT_BEFORE.test(sentence.slice(Math.max(0, o.start - 12), o.start)) && !/^['’]/.test(sentence.slice(o.end)));
        for (const o of to ? [to.key] : keys.filter((x) => x !== k && !bound.has(x))) vote(o);
      };
      // "Neither X nor Y may …" (with a third party) binds both.
      if (group && /\bneither\s+(?:the\s+)?$/i.test(pre)) {
        others(m.key, after);
        subjects++;
        continue;
      }
      if (WITHOUT_SAY_BEFORE.test(pre)) continue;
      // "The Buyer's obligation to examine … is limited to obvious defects": the Buyer's duty is cut down, in its favour.
      if (OWN_DUTY_LIMITED_AFTER.test(after) && !NOTHING_LIMITS_BEFORE.test(pre)) {
        for (const k of bound) {
          vote(k);
          holders.add(k);
        }
        subjects++;
        continue;
      }
      // "Nothing limits the Client's obligation to pay": the Client stays bound, not freed. So is a party a passive duty
      // is "made by".
      if ((NOTHING_LIMITS_BEFORE.test(pre) && OWN_DUTY_AFTER.test(after)) || DONE_BY_BEFORE.test(pre) || BORNE_BY_BEFORE.test(pre) || (/\bat\s+(?:the\s+)?$/i.test(pre) && AT_OWN_COST_AFTER.test(after))) {
        others(m.key, after);
        subjects++;
      } else if (HOLDS_BEFORE.test(pre) && !RELIEVE_BEFORE.test(pre)) {
        for (const k of bound) {
          vote(k, weight + 1);
          holders.add(k);
        }
        subjects++;
      } else if (RELIEVE_BEFORE.test(pre) || (OWN_DUTY_AFTER.test(after) && /\b(?:not\s+relieve|survive|remain)/i.test(sentence))) {
        others(m.key, after);
        subjects++;
      } else if (/^['’]s?\s+(?:sole\s+|absolute\s+)?(?:option|request|election|discretion)\b/i.test(after) && /\b(?:at|in)\s+(?:the\s+)?$/i.test(pre)) {
        // "At the Owner's option, the Operator shall …": the choice is the Owner's.
        for (const k of bound) {
          vote(k, weight + 1);
          holders.add(k);
        }
        subjects++;
      } else if (GROUND_FOR_BEFORE.test(pre)) {
        for (const k of bound) {
          vote(k);
          holders.add(k);
        }
        absolute = true;
        subjects++;
      } else if ((SILENT_PARTY_BEFORE.test(pre) && FAILS_AFTER.test(after) && DEEMED.test(sentence)) || (BURDEN_BEFORE.test(pre) && PROVES_AFTER.test(after))) {
        others(m.key, after);
        subjects++;
      } else if (NOT_SUBJECT_BEFORE.test(pre.slice(-14)) || /^['’]/.test(after)) continue;
      else if (WAIVES.test(after)) {
        others(m.key, after);
        subjects++;
      } else if (MAY.test(after)) {
        for (const k of bound) {
          vote(k);
          holders.add(k);
        }
        // "X may dispute an invoice … and shall pay the undisputed part": the duty after the right binds X too, weighing
        // less than the right the sentence leads with.
        if (AND_SHALL.test(after)) for (const k of keys.filter((x) => !bound.has(x))) vote(k, 1);
        subjects++;
      } else if (BOUND.test(after) && (ownTrigger(after, bound) || longCredit(after) || paidFirst(after, bound))) {
        for (const k of bound) {
          vote(k);
          holders.add(k);
        }
        absolute = true;
        subjects++;
      } else if (BOUND.test(after)) {
        // "… and authorizes the Company to deduct it": the party authorised holds the right.
        const auth = /^[^.;]{0,200}?\bauthori[sz]es?\s+(?:the\s+)?$/i;
        const authorised = named.find((o) => o.start > m.end && auth.test(sentence.slice(m.end, o.start)));
        if (authorised) vote(authorised.key);
        others(m.key, after);
        subjects++;
      }
    }
    // "If the Licensee …, it shall …": the condition's subject acts in the main clause.
    const first = [...named].sort((x, y) => x.start - y.start)[0];
    const itActs = subjects === 0 && first && CONDITION_OPENS.test(sentence.slice(0, first.start)) ? IT_ACTS.exec(sentence.slice(first.end)) : null;
    if (itActs) {
      if (itActs.groups?.free) {
        vote(first.key);
        holders.add(first.key);
      } else for (const k of keys.filter((x) => x !== first.key)) vote(k);
      subjects++;
    }
    const every = allJoined || (EVERY_SUBJECT.test(sentence) && !/\bother\s+(?:Shareholders|Members)\b/i.test(sentence) && !(before.size > 0 && EXCEPT_FOR_ONE.test(sentence)));
    if (every) everyParty += weight;
    if (subjects === 0 && !every) continue;
    for (const [k, w] of before) add(k, w);
    // The first sentence that makes its term absolute names the party it is absolute for.
    // So does a self-help right one side holds against the other's money, property or performance (see SELF_HELP).
    const leading = before.size ? [...before.entries()].sort((a, b) => b[1] - a[1])[0][0] : null;
    // And a restraint on the side bound from dealing with anyone else (see restrains), which favours the other side.
    // So does a right its holder may use without the other's consent or notice (see STRONG_RIGHT).
    if (leading && (STRONG.test(sentence) || ((SELF_HELP.test(sentence) || STRONG_RIGHT.test(sentence) || absolute) && holders.has(leading)) || ((restrains(sentence) || REMEDY_GIVEN_UP.test(sentence) || COST_BORNE.test(sentence) || LOCKED_IN.test(sentence)) && !holders.has(leading)))) strongFor ??= leading;
    if (!saving) main = false;
  }
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) {
    if (everyParty > 0 || (categories.some((c) => /dispute|arbitration|governing_law|forum|jurisdiction/.test(c)) && IMPERSONAL_BOTH.test(text))) return { mutual: true, beneficiaries: [], obligors: [], strong: false };
    return null;
  }
  const [top, topScore] = ranked[0];
  const second = ranked[1]?.[1] ?? 0;
  // Every party gets as much, or the clause's every-party words weigh as much as the one-sided ones: mutual.
  if ((ranked.length >= parties.length && topScore === second) || everyParty >= topScore) return { mutual: true, beneficiaries: [], obligors: [], strong: false };
  const strong = strongFor === top;
  return { mutual: false, beneficiaries: [top], obligors: keys.filter((k) => k !== top), strong };
}

/**
 * A duty to pay with a long credit period ("shall pay within ninety (90) days"): sixty days or more is credit the payee
 * gives, and the law where it regulates B2B payment periods treats periods beyond sixty days as needing express
 * agreement. The term then favours the payer.
 */
const LONG_CREDIT = /^\s*,?\s*(?:\w+\s+){0,2}?pay\b[^.;]{0,120}?\bwithin\s+(?:[a-z]+(?:-[a-z]+)?\s+)?\(?(\d{2,3})\)?\s*(?:calendar\s+)?days?\b/i;
function longCredit(after: string): boolean {
  const m = LONG_CREDIT.exec(after);
  return m !== null && Number(m[1]) >= 60;
}

/**
 * After a party's duty: it need perform only once the other side has paid ("shall provide the files only after Customer
 * has paid all amounts due", "only upon payment in full"). The obligor may hold back its performance as leverage for
 * its money, a right to withhold: the term favours it, absolutely.
 */
const PAID_FIRST = /^[^.;]{0,200}?\bonly\s+(?:after|once|when|if|upon|on)\s+(?:(?:the\s+)?(?<payer>[A-Z][\w-]*)\s+(?:has|have|shall\s+have)\s+paid\b|(?:receipt\s+of\s+)?(?:full\s+payment|payment\s+in\s+full|payment\s+of\s+all\b))/;
function paidFirst(after: string, bound: Set<string>): boolean {
  const m = PAID_FIRST.exec(after);
  if (!m) return false;
  const payer = m.groups?.payer?.toLowerCase();
  return !payer || ![...bound].some((k) => k.toLowerCase() === payer || k.toLowerCase().split(/\s+/).includes(payer));
}

/** The duty's trigger is an act of the bound party itself: "its approval", "the Company's approval", "approved by the Company". */
function ownTrigger(after: string, bound: Set<string>): boolean {
  const m = OWN_TRIGGER.exec(after);
  if (!m) return false;
  const name = (m.groups?.by ?? m.groups?.own ?? "").toLowerCase();
  if (!name) return true;
  return [...bound].some((k) => k.toLowerCase() === name || k.toLowerCase().split(/\s+/).includes(name));
}

/**
 * Words that make a one-sided term absolute: it is at one side's discretion, at any time, without restriction or
 * payment; a right, claim or defence given up; a deduction from what the other is owed; a set-off the payer may not
 * use; fees kept with no refund.
 */
export const STRONG =
  /\b(?:in\s+(?:its|their|his|her)\s+(?:sole\s+|absolute\s+)?discretion|as\s+it\s+considers\s+appropriate|without\s+restriction|without\s+(?:any\s+)?(?:obligation|compensation|payment|paying|commission)|for\s+any\s+purpose|not\s+be\s+entitled\s+to\s+any\s+compensation|(?:shall|will)\s+have\s+no\s+(?:right\s+to|claim\s+(?:to|for))\s+(?:any\s+)?compensation|waives?\s+(?:any|all|every|each)\s+(?:\w+\s+){0,2}?(?:rights?|claims?|defen[cs]es?)|deduct\s+(?:it|them|the\s+\w+)\s+from|(?:may|shall|will|must)\s+not\s+(?:\w+\s+)?(?:set\s+off|set-off)|no\s+refund|casting\s+vote|at\s+any\s+time)\b/i;

/**
 * A right that acts on the other side without its agreement or a court: to set off, deduct or withhold what it is owed,
 * keep its money or deposit, suspend or take over its performance, enter its premises, or keep title to what it has
 * bought until paid. Held by one side only, it is at least a medium risk for the other (when the sentence gives that
 * side the right; a duty to retain records is no such right).
 */
export const SELF_HELP =
  /\b(?:set\s+off|set-off|deduct\w*|withh[oe]ld\w*|retain\w*|forfeit\w*|suspend\w*|step\s+in|take\s+over|enter\s+(?:\w+\s+){0,3}premises|repossess\w*|lien|recover\s+(?:the\s+)?(?:Goods|possession)|(?:title|property|ownership)\b[^.;]{0,80}\b(?:remains?|vests?|belongs?)\s+(?:with|in))\b/i;

/**
 * One side barred from buying, selling or dealing with anyone else, or from competing: exclusivity it gives. A duty not
 * to disclose is confidentiality, not this; a verb used as a noun ("the source code") is no dealing.
 */
const RESTRAINT_FROM_DEALING =
  /\b(?:shall|will|must)\s+not\b[^.;]{0,60}?(?<!\b(?:the|its|a|any)\s)\b(?:buy|purchase|procure|obtain|source|sell|market|distribute|supply|deal|engage|solicit|compete|appoint|design|develop|build|provide|perform|offer|work)\w*\b[^.;]{0,120}?\b(?:third\s+part(?:y|ies)|(?:any\s+other|another)\s+(?:\w+\s+)?(?:person|party|source|supplier|seller|vendor|customer|distributor|reseller|dealer|agent|provider|manufacturer|buyer|purchaser)s?|anyone\s+else|any\s+(?:person|party|entity)\s+other\s+than|compet\w*)/i;
/** "shall not machine, for any person other than the Principal, …": any work done for someone else, whatever the verb; not a duty not to disclose or hand over. */
const RESTRAINT_FOR_OTHERS =
  /\b(?:shall|will|must)\s+not\s+(?!(?:\w+\s+){0,2}?(?:disclose|reveal|divulge|communicate|make\s+available|give|transfer|assign|sub-?licen[cs]e|share|copy|use)\b)[^.;]{0,80}?\b(?:for|on\s+behalf\s+of)\s+(?:any\s+(?:person|party|entity|one|customer|client)\s+other\s+than|any\s+other\s+(?:person|party|entity|customer|client)|anyone\s+(?:else|other\s+than))/i;
/** Either kind of restraint in a sentence. */
export const restrains = (sentence: string) => RESTRAINT_FROM_DEALING.test(sentence) || RESTRAINT_FOR_OTHERS.test(sentence);

/** The side bound must pay or perform whatever its own claims: it gives up set-off and withholding. */
export const REMEDY_GIVEN_UP = /\bwithout\s+(?:any\s+)?(?:\w+\s+){0,2}?(?:deduction|withholding|set[- ]?off|counterclaim)s?\b|\bfree\s+(?:and\s+clear\s+)?of\s+(?:any\s+)?(?:deduction|set[- ]?off)|\birrespective\s+of\s+any\s+(?:claim|dispute|counterclaim)/i;

/** A sum payable on breach whatever the loss. */
const PENALTY = /\bcontractual\s+penalt(?:y|ies)\b|\bliquidated\s+damages\b|\bpenalty\s+of\s+\d|\bagreed\s+damages\b/i;

const WORDS = { right: "clause", holds: "benefits from it", bears: "is bound by it" };

/** Whom the clause favours, in one sentence, from the reviewer's side when there is one. */
export function describeOperative(p: Protection, reviewer: string | null): string {
  return describeFavour(p, WORDS, reviewer, "its terms bind and benefit each party alike");
}

/**
 * A one-sided clause made absolute (see STRONG) is at least a medium risk for the side it binds; otherwise the
 * playbook's rating stands (an ordinary duty to deliver or pay is no risk in itself). Mutual clauses and neutral
 * reviews keep the playbook's rating.
 */
export function rateOperative(
  base: RiskLevel,
  p: Protection & { strong: boolean },
  side: "us" | "them" | "both" | null,
  favours: string,
  clause?: { text: string; reviewer: PartyRef | null },
): { risk: RiskLevel; raisedBecause: string | null; fix: string | null } {
  // A guarantee the reviewer gives of another's debt, and the surety's protections it gives up (see suretyship.ts).
  const surety = clause && !p.mutual && side === "them" ? suretyRisk(clause.text, clause.reviewer, p.strong) : null;
  if (surety && riskLevels.indexOf(surety.risk) > riskLevels.indexOf(base)) return { risk: surety.risk, raisedBecause: `${surety.because} ${favours}`, fix: surety.fix };
  // A sum the reviewer's side must pay on its own breach without proof of loss (a contractual penalty, liquidated damages).
  if (clause && !p.mutual && side === "them" && base === "low" && PENALTY.test(clause.text)) {
    return { risk: "medium", raisedBecause: `A sum is payable by your side on breach without proof of loss. ${favours}`, fix: "Cap the sum at a genuine pre-estimate of loss, make it the other side's sole remedy for that breach, and add a grace period." };
  }
  if (!p.strong || p.mutual || side !== "them" || base !== "low") return { risk: base, raisedBecause: null, fix: null };
  return {
    risk: "medium",
    raisedBecause: favours,
    fix: "Ask for the other side's right to be limited (objective criteria, notice, a cap) or balanced by a matching right, compensation or a right to terminate for your side.",
  };
}
