import type { ComplianceCase } from "../types";
import { blind22EmploymentCases } from "./cases-employment";
import { blind22EuropeCases } from "./cases-europe";
import { blind22WorldCases } from "./cases-world";

/**
 * Blind set 22 (issue 34): a mix of registers — managers' WhatsApp and Slack messages, a rota note, founders' e-mails,
 * support replies and FAQ answers (17 of the 32) beside formal texts (cookie banner and notice, prize-draw terms, a
 * subject-access reply, processor terms, a consent screen, privacy policies and notices, contract clauses, an offer
 * letter, a pay policy and a fines notice). Europe: trackers before consent (FR, DE), soft opt-in e-mail (NL),
 * technical cookies only (IT), marketing without consent (ES, GB PECR), an unreported breach of health data (IE), a
 * fee and three months for subject access (UK GDPR), processor terms, special-category data on a pre-ticked box, and
 * French pupils under 15 consenting alone. Elsewhere: CCPA/CPRA and its Regulations (opt-out preference signals, the
 * opt-out method, a complete applicant notice), Virginia, Colorado, Singapore PDPA breach notification, Brazil LGPD.
 * Employment: GB working time (young workers too), national minimum wage at £12.71 for 21+ and £8.00 for apprentices
 * from 1 April 2026, ERA ss. 1 and 18, statutory sick pay from the first day from 6 April 2026, US FLSA overtime and
 * records, and the Code on Wages 2019 (in force from 21 November 2025) on fines. Expected breaches are judged as at
 * EVAL_AS_OF (27 November 2026). 8 of the 32 are lawful texts that look risky (marketing e-mails to members, a cookie
 * notice with no banner, US hosting of UK data, an applicant notice, CCTV and membership FAQ, a Virginia business under
 * the thresholds, an apprentice on £8.40, a salaried manager with no overtime).
 *
 * How it was written: by a helper from the statutes, with the breaches a careful lawyer would list (only clear ones)
 * written down with each text, and committed before the checker was run on any of them: no run of the checker or of
 * eval:compliance has happened on this set. The helper did not read the code under test (lib/compliance/, rule packs);
 * for the format it read types.ts, score.ts, blind-set-checks.ts, blind-21's index and test and the first cases of one
 * blind-21 file, and a printed listing of registry ids, articles and headings (no rule text) to spell references.
 * Wording was checked against every earlier file under eval/compliance by shared word 5-grams (figures in the commit
 * message).
 *
 * Left out as uncertain: India's DPDP Act (its Data Fiduciary duties apply from 13 May 2027, after EVAL_AS_OF, and the
 * suite's convention of listing them anyway was not followed here, so no DPDP text is in the set); the Colorado
 * retailer's demand that consumers open an account to opt out, as a separate breach (its sub-division of 6-1-1306 was
 * not checked; the case lists the section once); GDPR Art. 32 for the unencrypted laptop and Art. 7 / 4(11) for the
 * pre-ticked box (both arguable, only the clearer articles are listed); the lower-earnings-limit condition and the rate
 * of statutory sick pay from April 2026; the GB holiday carry-over clause; PECR reg. 23 for the takeaway texts sent without a "reply STOP" line (whether a valid
 * opt-out address is still given was not clear from the facts); and the 30-day assessment period for
 * Singapore breaches (in guidance, not in s. 26C).
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet22Cases` below (Europe, world, employment, each
 * in file order); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet22Cases: ComplianceCase[] = [...blind22EuropeCases, ...blind22WorldCases, ...blind22EmploymentCases];

const position = new Map(blindSet22Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 22: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind22SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
