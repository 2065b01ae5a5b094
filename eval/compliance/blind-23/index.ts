import type { ComplianceCase } from "../types";
import { blind23EmploymentCases } from "./cases-employment";
import { blind23EuropeCases } from "./cases-europe";
import { blind23WorldCases } from "./cases-world";

/**
 * Blind set 23 (issue 34): 16 informal texts (Slack and WhatsApp messages from founders, managers and owners, internal
 * e-mails, a support reply) and 16 formal ones (cookie banners, a pop-up, processor terms, privacy policies and FAQ,
 * programme terms, a handbook, contract clauses, pay policies, an offer letter, a wages notice, incident notes).
 * Europe: trackers before consent and "scrolling means yes" (FR, IT), ad pixels relabelled as analytics (GB PECR
 * reg. 6), e-mail to trade-fair contacts (DE UWG § 7), a pre-ticked box for partners' offers (NL), prescription texts
 * turned into marketing on health data (IE), unsubscribed ex-members mailed and kept forever (UK GDPR, PECR reg. 22),
 * 13-year-olds in Spain consenting alone, HR software processor terms (Art. 28(3)(b), (e), (h)). Elsewhere: CCPA/CPRA
 * (sharing for cross-context ads with no opt-out link; requests by post only and 90 days), Virginia (targeted ads not
 * disclosed; late replies), Colorado (fertility data shared without consent), Singapore PDPA (a rewards card tied to
 * partner marketing; data kept forever), Brazil LGPD (a child's own tap as consent; consent that cannot be withdrawn;
 * no encarregado). Employment: GB working time (an opt-out that cannot be ended; holiday paid out at year end), national
 * minimum wage at £12.71 for 21+ from 1 April 2026, ERA ss. 1, 27A and 86, statutory sick pay from the first day and
 * without the lower earnings limit from 6 April 2026, FLSA (managers in the tip pool, tipped overtime, overtime by the
 * fortnight, an "exempt" salary of $600 a week), and the Code on Wages 2019 (in force from 21 November 2025: wage
 * timing, overtime at twice the rate, equal rates for women). Expected breaches are judged as at EVAL_AS_OF. 8 of the
 * 32 are lawful texts that look risky (an Irish banner with equal buttons, a French soft opt-in newsletter, a German
 * breach reported in 20 hours, a California privacy-choices FAQ, a Singapore breach notified the day after it was
 * found notifiable, an Indian children's app whose DPDP duties apply only from 13 May 2027, a GB shortages clause
 * within ss. 13 and 18, a Georgia office manager on $1,050 a week).
 *
 * The Indian ed-tech text is lawful only by date: DPDP Act s. 9 (children, no targeted ads) and its Rules apply from
 * 13 May 2027 (18 months after the Rules of 13 November 2025); as at EVAL_AS_OF nothing is listed, so a finding under
 * s. 9 dated from then counts as wrong in the strict figure and in the not-yet-in-force count.
 *
 * How it was written: by a helper (examcomp7) from the statutes and ../shared/domain/compliance-obligations-reference.md,
 * with the breaches a careful lawyer would list (only clear ones) written down with each text and committed before the
 * checker was run on any of them: no run of the checker or of eval:compliance has happened on this set. The helper did
 * not read the code under test (lib/compliance/, rule packs); for the format it read types.ts, score.ts,
 * blind-set-checks.ts, scripts/eval-compliance.ts and blind-22's index, test and files, and a printed listing of
 * registry ids and provision numbers (no rule text) to spell references.
 *
 * Left out as uncertain: LGPD Art. 11 § 4 for health data shared for economic advantage (the text was changed to
 * clinical studies so that it does not arise); GDPR Art. 5(1)(b) for the pharmacy's prescription numbers (Art. 9 and
 * the ePrivacy rule are listed); the detriment side of a working-time opt-out made a hiring condition; VCDPA
 * § 59.1-577(A)(5) as a separate breach for the missing opt-out (the notice duty of § 59.1-578 is listed once); Colorado's data protection assessment
 * (§ 6-1-1309) for the fertility app; Singapore's assessment period; the OSH Code 2020 on daily hours.
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet23Cases` below (Europe, world, employment, each
 * in file order); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet23Cases: ComplianceCase[] = [...blind23EuropeCases, ...blind23WorldCases, ...blind23EmploymentCases];

const position = new Map(blindSet23Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 23: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind23SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
