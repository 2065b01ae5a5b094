import type { DocumentKind } from "../document";
import { amounts, durationsInDays, firstBreach, practice } from "./build";
import { NEGATED, WEAK_SECURITY } from "./concepts";
import { affirms, clockTimes, CORRECTION_ELSEWHERE, CORRECTION_REFUSED, ERASURE_REFUSED, isNegated, PURPOSE_AT_WILL, parseCount, periodsIn, retainsWithoutLimit, timeLimitDays } from "./facts";
import type { Cite, Rule, RulePack } from "./types";

/**
 * Obligations the coverage audit of issue 34 (comp12) found no rule testing, grouped by the pack they join. Each reads
 * a fact (a number against a threshold, a structure such as "N nights of H hours") rather than one phrase.
 */
const EMPLOYMENT: DocumentKind[] = ["employment_terms"];
const NOTICE: DocumentKind[] = ["privacy_notice"];

const NUMBER = "(\\d{1,2}|one|two|three|four|five|six|seven)";
/** "five 12-hour night shifts a week", "5 nights per week of 12 hours", "four nights a week, 13 hours each". */
const NIGHTS_OF_HOURS = new RegExp(`\\b${NUMBER}\\s+(\\d{1,2})[- ]hour\\s+(?:night\\s+)?(?:shifts|nights)\\b`, "i");
const NIGHTS_A_WEEK = new RegExp(`\\b${NUMBER}\\s+(?:night\\s+shifts|nights|shifts)\\s+(?:a|per|each|every)\\s+week\\b`, "i");
const SHIFT_HOURS = /\b(\d{1,2})[- ]hours?\b(?! (rest|break|notice))/i;

/**
 * Weekly hours of night work a sentence sets: nights a week times their length. With the 24 hours' weekly rest of reg.
 * 11 excluded from the reference period (reg. 6(5)), the average per 24 hours is the weekly total over 6 days, so more
 * than 48 hours of night work a week averages more than 8 hours in 24.
 */
function weeklyNightHours(text: string): number | null {
  if (!/\bnight/i.test(text) || /\bday shifts?\b/i.test(text)) return null;
  const both = text.match(NIGHTS_OF_HOURS);
  if (both && /\b(a|per|each|every) week\b/i.test(text)) return (parseCount(both[1]) ?? 0) * Number(both[2]);
  const n = text.match(NIGHTS_A_WEEK);
  if (!n) return null;
  const h = text.replace(NIGHTS_A_WEEK, "").match(SHIFT_HOURS);
  if (h) return (parseCount(n[1]) ?? 0) * Number(h[1]);
  // The shift given as clock times ("from 8pm to 6am"): its span across midnight, less no break (breaks are work-free
  // but a night worker's normal hours are what the rota sets).
  const times = clockTimes(text);
  if (times.length === 2) {
    const span = (times[1].minutes - times[0].minutes + 24 * 60) % (24 * 60);
    if (span > 0) return ((parseCount(n[1]) ?? 0) * span) / 60;
  }
  return null;
}

/** Holiday pay set on basic pay alone, leaving out what is normally paid: overtime, commission, bonuses, allowances. */
const HOLIDAY_PAY = /\b(holiday pay|pay(ment)? (for|during) (holiday|annual leave|leave)|annual leave (is|will be) paid|holidays? (is|are|will be) paid)\b/i;
const BASIC_ONLY = /\b(basic (salary|pay|rate|hourly rate)|base (salary|pay|rate))( only)?\b/i;
const LEAVES_OUT = /\b(exclud\w*|does not include|do not include|not includ\w*|without|ignor\w*|leav\w* out|no account (is|will be) taken of)\b[^.;]{0,60}\b(overtime|commission|bonus\w*|allowances?|shift premiums?)\b/i;
/** The 1.6 weeks under reg. 13A may lawfully be paid at basic pay: a sentence limiting basic pay to them is lawful. */
const EXTRA_WEEKS = /\b(1\.6 weeks|additional (leave|weeks|days)|remaining (1\.6 )?weeks|leave (above|beyond) (the )?(first )?(four|4) weeks)\b/i;
/** An average of past pay over a stated number of weeks: "average weekly pay over the previous 12 weeks". */
const AVERAGED_OVER = /\b(average\w*|averaged)\b[^.;]{0,60}\b(over|across|for|of) (the )?(previous|last|preceding|past)?\s*([\w-]+)\s+(weeks|months)\b/i;

/** Deductions from wages: "deduct … from your wages", "deducted from your pay". */
const DEDUCTS_FROM_PAY = /\b(deduct\w*|withh[oe]ld\w*|recover\w*|take\w*|taken)\b[^.;]{0,80}\b(from|out of) (your |their |the employee's |the worker's |his or her )?(wages|pay|salary|final pay|pay ?packet)\b|\b(deductions?)\b[^.;]{0,40}\b(from|out of) (your |their )?(wages|pay|salary)\b/i;
/** Made without the worker's prior written agreement. */
const WITHOUT_AGREEMENT = /\bwithout (your |their |the (employee|worker)'s |any )?(prior |previous |advance )?(written )?(consent|agreement|authori[sz]ation|permission)\b|\bwhether or not (you|they) (have )?(agreed|consented)\b/i;
/** A handbook or policy that says it is not part of the contract, so it cannot be the written term s. 13(2) needs. */
const NOT_CONTRACTUAL = /\b(does not|do not|doesn't|will not|shall not) (form|constitute) (a )?part of (your|the|any) (contract|terms)|\bis not (contractual|part of your contract)|\bnon-contractual\b/i;

/** Time off instead of the overtime premium: "compensatory time off instead of overtime pay", "time off in lieu". */
const COMP_TIME = /\b(comp(ensatory)? time( off)?|time off in lieu|toil|banked (hours|time)|(are|is|get|gets) banked|bank(ed)? (them|those hours|the hours|it)|(added|credited) to (your|their|a) (pto|paid time off|time[- ]off|leave) (bank|balance)|(paid )?time off (bank|balance))\b|\b(banked|credited|added|converted|given|taken|paid) (back )?(as|into|to) (extra |additional )?(paid time off|pto|time off|vacation|leave)\b/i;
const INSTEAD_OF_OT = /\b(instead of|in lieu of|rather than|in place of|replaces?|as (a )?substitute for)\b[^.;]{0,30}\b(overtime|time[- ]and[- ]a[- ]half|premium)|\b(overtime|hours (over|above|beyond|in excess of) (40|forty))\b[^.;]{0,80}\b(comp(ensatory)? time|time off in lieu|banked|paid time off|pto|time off)\b/i;
/** What § 215(a)(3) protects: complaining about pay, filing a claim, going to the Department of Labor, testifying. */
const PROTECTED_ACTIVITY =
  /\b(complain\w*|complaints?|grievances?|fil(e|es|ed|ing) (a |any )?(wage |pay |overtime )?(claim|complaint|lawsuit|suit|charge)|(contact\w*|call\w*|report\w*|go(es|ing)? to|talk\w* to|complain\w* to)\b[^.]{0,30}\b(department of labor|dol|labor department|wage and hour( division)?|labor board|state labor)|testif\w*|join\w* (a |any )?(class action|collective action|lawsuit))\b/i;
/** Dismissal or another penalty: "will be terminated", "lose their shifts", "face disciplinary action". */
const ADVERSE_ACTION =
  /\b(terminat\w*|fired|dismiss\w*|discharg\w*|disciplin\w*|demot\w*|let go|lose (their|his|her|your) (job|position|shifts|hours)|(hours|shifts) (will be |are )?(cut|reduced)|removed from the (schedule|rota)|written up)\b/i;
/**
 * The penalty tied to the activity, not merely beside it: "anyone who complains to the DOL will be let go", "filing a wage
 * claim will result in termination", "you will be dismissed for reporting us" (a sentence naming both a complaint route
 * and, separately, dismissal for misconduct is not this).
 */
/** Within one clause: no full stop, comma, semicolon or "and" joining a second fact. */
const GAP = "(?:(?!\\band\\b)[^.,;])";
const PENALISED_FOR = new RegExp(
  `\\b(who|whoever|that|if|when|after|once)\\b${GAP}{0,60}(${PROTECTED_ACTIVITY.source})${GAP}{0,80}(${ADVERSE_ACTION.source})|(${PROTECTED_ACTIVITY.source})${GAP}{0,40}\\b(will|may|shall|can|is|are)\\b${GAP}{0,20}\\b(result in|lead to|grounds for|cause for|mean)\\b${GAP}{0,30}(${ADVERSE_ACTION.source})|(${ADVERSE_ACTION.source})${GAP}{0,40}\\b(for|because( of)?|after|if)\\b${GAP}{0,30}(${PROTECTED_ACTIVITY.source})`,
  "i",
);
/** Comp time ruled out: "comp time is not offered in lieu of overtime pay", "we do not give time off instead". */
const COMP_TIME_DENIED = /\b(is|are|will be) not (offered|given|available|provided|permitted|allowed|granted)\b|\bno (comp(ensatory)? time|time off in lieu)\b|\b(do|does|will) not (offer|give|provide|allow|grant)\b/i;
const PUBLIC_AGENCY = /\b(public agency|county|municipal|city of|state agency|government agency|school district)\b/i;

/** Overtime worked but not approved goes unpaid: "unapproved overtime will not be paid". */
const UNAPPROVED = /\b(unapproved|unauthori[sz]ed|not (been )?(pre-?)?(approved|authori[sz]ed)|without (prior |advance )?(approval|authori[sz]ation))\b/i;
const NOT_PAID = /\b(will not|won't|shall not|is not|are not|will never|cannot) (be )?(paid|compensated|counted|credited)\b|\bunpaid\b|\bno (pay|payment|compensation)\b|\bnot eligible for (pay|payment|overtime pay)\b/i;

/** Required work time left unpaid: mandatory meetings, training, briefings or set-up outside the shift. */
const REQUIRED_ACTIVITY = /\b(mandatory|required|compulsory|must attend|are required to attend|obligatory)\b[^.;]{0,80}\b(meetings?|training|briefings?|orientation|huddles?|sessions?|courses?|set-?up|opening duties|closing duties)\b|\b(meetings?|training|briefings?|orientation|huddles?|sessions?|courses?)\b[^.;]{0,40}\b(is|are) (mandatory|required|compulsory)\b|\bmust attend\b/i;
/** Work required outside the recorded time: "cashiers must count the till after clocking out", "log in before you clock in". */
const OFF_CLOCK_WORK =
  /\bclock(ing)? (out|off)\b[^.;]{0,40}\b(then|and then|afterwards|after that)\b[^.;]{0,20}\b(finish|complete|do|restock|clean|close|count|tidy|stay|lock)\w*|\b(must|are required to|is required to|are expected to|is expected to|have to|has to|need to|needs to)\b[^.;]{0,60}\b(after (clocking|punching|signing|logging|swiping) (out|off)|before (clocking|punching|signing|logging|swiping) (in|on))\b|\b(after (you )?(clock|clocking|punch|punching|sign|signing|swipe|swiping) (out|off)|before (you )?(clock|clocking|punch|punching|sign|signing|swipe|swiping) (in|on))\b[^.;]{0,40}\b(must|have to|need to|are required to|are expected to)\b/i;
/** That time paid after all: "this time is paid", "counts as hours worked". */
const PAID_ANYWAY = /\b(this|that|such|the) time is (paid|compensated|recorded)\b|\b(counts?|treated) as (hours )?work(ed|ing time)\b|\bis paid at\b/i;
const UNPAID_TIME = /\b(this|that|such|the) time is (unpaid|not paid|not compensated)\b|\b(is|are|will be) (unpaid|not paid|not compensated|off the clock)\b|\bwithout pay\b|\bunpaid\b|\boff the clock\b/i;

/** Docking an exempt salary by the hour or for part of a day. */
const EXEMPT = /\b(exempt|salaried)\b/i;
const PARTIAL_DAY = /\b(partial[- ]day|part of a day|less than a (full )?day|half[- ]day|by the hours? (missed|absent|not worked)|for (each|every|any) hour|hours missed|leave early|leaves early|arrive late|arrives late|late arrival|early departure)\b/i;
const SALARY_CUT = /\b(salary|salaries|pay)\b[^.;]{0,60}\b(reduced|reduce|docked|dock|deducted|deduct\w*|cut)\b|\b(reduc\w+|dock\w*|deduct\w*)\b[^.;]{0,60}\b(salary|salaries)\b/i;

/** A bonus as a share of wages: "bonus of 5% of wages", "bonus at the rate of 4 per cent". */
const BONUS_RATE = /\bbonus\b[^.;]{0,80}?(\d{1,2}(?:\.\d{1,2})?)\s*(%|per ?cent|percent)/i;

/** Opting out of sale or sharing, and the time it takes effect. */
const OPT_OUT_REQUEST = /\b(opt[- ]?out|do not sell|stop (selling|sharing))\b/i;
const PROCESS_VERB = /\b(process\w*|honou?r\w*|compl(y|ies|ied)|act(ed)? on|stop\w*|effect|implement\w*|give effect)\b/i;
/** Asking a consumer who opted out to opt back in, after a stated period. */
const REASK = /\b(ask|request|invite|prompt|remind|contact)\w*\b[^.;]{0,60}\b(opt(ing)? (back )?in|opt back|re-?opt|authori[sz]e (the )?(sale|sharing)|consent to (the )?(sale|sharing))\b/i;

/** "We have not designated a data protection officer", "no DPO has been appointed". */
const DPO = /\b(data protection officers?|dpos?)\b/i;
const NO_DPO = /\b(not|never|no|without)\b[^.;]{0,40}\b(designat\w*|appoint\w*|nominat\w*|nam\w*|have|has)\b[^.;]{0,30}\b(data protection officers?|dpos?)\b|\b(no|without a|without any) (data protection officers?|dpos?)\b/i;

/** Grievances and the time taken to resolve them. */
const GRIEVANCE = /\b(grievances?|complaints?)\b/i;

/** Leave withheld until a qualifying period ends: "not entitled to any paid holiday until you complete probation". */
const LEAVE = /\b(holidays?|annual leave|paid leave|leave entitlement)\b/i;
const NO_LEAVE_UNTIL =
  /\b(not|no|nobody|no one|never|cannot|can't|will not|won't|does not|do not|isn't|aren't)\b[^.;]{0,40}\b(entitled|entitlement|accru\w*|earn\w*|eligible|qualify|holidays?|annual leave|paid leave)\b[^.;]{0,60}\b(until|before|during|(in|within) (the|your|their|his|her) first)\b[^.;]{0,40}?\b(probation\w*|qualifying period|\w+ (weeks|months)('|’)? (of )?(service|employment)|(first )?(\w+ )?(weeks|months|year))\b/i;

/** Overtime premium on base pay with non-discretionary pay left out (§ 207(e) includes it in the regular rate). */
const OT_PREMIUM = /\b(overtime|time[- ]and[- ]a[- ]half|one and one-half|1\.5 times)\b/i;
const EXCLUDES_PAY = /\b(exclud\w*|not includ\w*|does not include|do not include|without (regard to|including)|ignor\w*)\b[^.;]{0,80}\b(shift differentials?|production bonus\w*|attendance bonus\w*|safety bonus\w*|incentive (pay|bonus\w*)|commissions?|non-?discretionary bonus\w*|piece[- ]?rate|hazard pay|(night|weekend|shift) premiums?)\b/i;
const BASE_RATE = /\b(base|basic|straight[- ]time) (hourly )?(rate|pay|wage)\b/i;

/** "Last updated: March 1, 2024", "Effective date 1 March 2024", "Last revised 2024-03-01", "Updated: March 2024". */
const UPDATED_LABEL = /\b(last (updated|revised|modified|reviewed|amended)|effective( date| as of| from)?|updated( on)?|date of last (update|revision))\b\s*(on\s+)?:?\s*/i;
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The date a policy says it was last updated, YYYY-MM-DD (the first of the month if no day is given), or null. */
export function lastUpdated(text: string): string | null {
  // "Effective January 1, 2020 and last updated October 1, 2026": the latest date counts.
  const dates = [...text.matchAll(new RegExp(UPDATED_LABEL.source, "gi"))].map((m) => dateAt(text.slice(m.index! + m[0].length, m.index! + m[0].length + 30))).filter((d): d is string => d !== null);
  return dates.length ? dates.sort().at(-1)! : null;
}

/** The date a text starts with, YYYY-MM-DD (the first of the month if no day is given), or null. */
export function dateAt(rest: string): string | null {
  const pad = (n: number) => String(n).padStart(2, "0");
  let d = rest.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (d) return `${d[1]}-${d[2]}-${d[3]}`;
  d = rest.match(/^([a-z]+)\.? (\d{1,2}),? (\d{4})/i);
  if (d && MONTHS.includes(d[1].toLowerCase())) return `${d[3]}-${pad(MONTHS.indexOf(d[1].toLowerCase()) + 1)}-${pad(Number(d[2]))}`;
  d = rest.match(/^(\d{1,2}) ([a-z]+),? (\d{4})/i);
  if (d && MONTHS.includes(d[2].toLowerCase())) return `${d[3]}-${pad(MONTHS.indexOf(d[2].toLowerCase()) + 1)}-${pad(Number(d[1]))}`;
  d = rest.match(/^([a-z]+),? (\d{4})/i);
  if (d && MONTHS.includes(d[1].toLowerCase())) return `${d[2]}-${pad(MONTHS.indexOf(d[1].toLowerCase()) + 1)}-01`;
  return null;
}

/** Deletion requests refused outright: "we do not delete personal information on request", "deletion requests are not accepted". */
const DELETION_REFUSED = /\b(do not|don't|will not|won't|cannot|can't|never)\b[^.;]{0,20}\b(delete|erase|remove)\b[^.;]{0,60}\b(on request|at your request|when (you|consumers) (ask|request))\b|\b(deletion|erasure) requests? (are|is|will be) (not (accepted|honou?red|processed)|refused|declined)\b/i;

/** 14- and 15-year-olds (the hours limits of 29 C.F.R. § 570.35). */
const AGED_14_15 = /\b(aged? (14|15|fourteen|fifteen)( (and|or|to|-) (14|15|fourteen|fifteen))?|(14|15|fourteen|fifteen)[- ](and|or|to)[- ](15|fifteen)[- ]year[- ]olds?|(14|15|fourteen|fifteen)[- ]year[- ]olds?)\b/i;
/** 16- and 17-year-olds, or anyone under 18 (the hazardous occupations orders of Part 570, Subpart E). */
const AGED_16_17 = /\b(aged? (16|17|sixteen|seventeen)( (and|or|to|-) (17|seventeen))?|(16|17|sixteen|seventeen)[- ](and|or|to)[- ](17|seventeen)[- ]year[- ]olds?|(16|17|sixteen|seventeen)[- ]year[- ]olds?|under (18|eighteen)|minors?)\b/i;
/** Machines and work the hazardous occupations orders forbid to under-18s outside agriculture. */
const HAZARDOUS = /\b(meat slicers?|slicers?|(dough|batter) mixers?|bakery (machines?|mixers?)|forklifts?|fork[- ]lift trucks?|power-driven (hoists?|machines?|saws?|equipment)|balers?|compactors?|box crushers?|chain ?saws?|circular saws?|band saws?|meat grinders?|drive (company|delivery) (vehicles|vans|trucks)|roofing)\b/i;
const OPERATES = /\b(operat\w*|use|uses|using|run|runs|running|clean\w*|load\w*|drive|drives|driving|work (on|with))\b/i;
/** Hours on a school day or in a school week: "up to 5 hours on a school day", "25 hours in a school week". */
const SCHOOL_HOURS = /\b(\d{1,2})\s+hours?\s+(on a|on|per|a|each|in a|in any|during a)\s+school\s+(day|week)s?\b/i;
const NON_SCHOOL_HOURS = /\b(\d{1,2})\s+hours?\s+(on a|on|per|a|each|in a|in any|during a)\s+non-?school\s+(day|week)s?\b/i;
/** A hiring age below 14: "we hire from age 12", "12- and 13-year-olds may work". */
const HIRED_UNDER_14 = /\b(hire|hires|hiring|employ|employs|employing|recruit\w*|accept\w*|may work|can work|welcome)\b[^.;]{0,60}\b((from (the )?age( of)?|aged?|as young as)\s+(1[0-3]|\d|eleven|twelve|thirteen)\b(?![-–]?\d|\.\d|:)|(from|as young as)\s+(1[0-3]|\d|eleven|twelve|thirteen)(\s+years?( old)?|[- ]year[- ]olds?)\b)|\b(1[0-3]|eleven|twelve|thirteen)[- ](and|or|to)[- ]\d{2}[- ]year[- ]olds (may|can) work\b/i;

/** Rates stated per sex in one sentence: "Male associates start at $17.00 … female associates at $15.50". */
const MALE_WORD = /\b(male|men|man|gentlemen|boys)\b/i;
const FEMALE_WORD = /\b(female|women|woman|ladies|girls)\b/i;

function wtrGaps(): Rule[] {
  const wtr = (article: string): Cite[] => [{ source_id: "uk-working-time-regulations-1998", article }];
  return [
    practice({
      id: "wtr-night-work",
      provision: "reg. 6(1)",
      cites: wtr("6"),
      obligation: "A night worker's normal hours of work may not exceed an average of 8 hours in each 24 hours over the reference period; unlike the weekly limit, workers cannot opt out of it.",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        for (const s of ctx.doc.sentences) {
          const weekly = weeklyNightHours(s.text);
          if (weekly !== null && weekly > 48 && !isNegated(s.text, /\bnight/i)) {
            return { sentence: s, finding: `The night work set (${weekly} hours a week) averages ${(weekly / 6).toFixed(1)} hours in each 24 hours, above the 8-hour average for night workers, which an opt-out does not lift.` };
          }
        }
        return null;
      },
      finding: "Night workers' normal hours average more than 8 hours in 24.",
      fix: "Keep night workers' normal hours to an average of 8 in each 24 hours (no more than 48 hours of night work a week over the reference period), whatever the opt-out from the 48-hour week says.",
    }),
    practice({
      id: "wtr-holiday-pay",
      provision: "reg. 16",
      cites: wtr("16"),
      obligation:
        "Holiday must be paid at a week's normal pay: for the 4 weeks under reg. 13 it includes regular overtime, commission and similar payments, and where pay varies it is averaged over the previous 52 paid weeks (since 6 April 2020).",
      severity: "medium",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        for (const s of ctx.doc.sentences) {
          if (!HOLIDAY_PAY.test(s.text) || EXTRA_WEEKS.test(s.text)) continue;
          if ((BASIC_ONLY.test(s.text) && /\bonly\b/i.test(s.text)) || LEAVES_OUT.test(s.text)) {
            if (!/\b(overtime|commission|bonus|allowance)/i.test(ctx.doc.text)) continue;
            return { sentence: s, finding: "Holiday pay is set on basic pay alone, leaving out regular overtime or commission that must count for the 4 weeks under reg. 13." };
          }
          const avg = s.text.match(AVERAGED_OVER);
          if (avg) {
            const n = parseCount(avg[5]);
            const weeks = n === null ? null : avg[6].toLowerCase() === "months" ? n * 52 / 12 : n;
            if (weeks !== null && weeks < 52) return { sentence: s, finding: `Variable holiday pay is averaged over ${avg[5]} ${avg[6]}, shorter than the 52-week reference period that applies since 6 April 2020.` };
          }
        }
        return null;
      },
      finding: "Holiday pay falls short of a week's normal pay.",
      fix: "Pay the 4 weeks of reg. 13 leave at normal pay, including regular overtime, commission and similar payments, averaging variable pay over the previous 52 paid weeks; the extra 1.6 weeks may be paid at basic pay.",
    }),
    practice({
      id: "wtr-leave-qualifying-period",
      provision: "reg. 13(1)",
      cites: wtr("13"),
      obligation: "Every worker is entitled to paid annual leave from the first day of work, with no qualifying period; in the first year it accrues month by month (reg. 15A), and the employer may only regulate when it is taken.",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: [{ negationIsTheFact: true, all: [LEAVE, NO_LEAVE_UNTIL], none: [/\b(unpaid leave|additional|extra|enhanced|service (award|days)|above the statutory)\b/i, /\baccru\w* (from|on) (day one|the first day|your first day|(your|the) start)|\bfrom day one\b/i] }],
      finding: "Paid holiday is withheld until a qualifying period (such as probation) is completed.",
      fix: "Let paid holiday accrue from the first day; during probation you may require leave to be agreed in advance, but not withhold it.",
    }),
  ];
}

/** The Employment Rights Act 2025 removed the lower earnings limit for SSP from this date (and the waiting days). */
const SSP_NO_EARNINGS_LIMIT_FROM = "2026-04-06";
const SSP_WORD = /\b(statutory sick pay|ssp)\b/i;
/** SSP made to depend on earnings: "below the lower earnings limit", "earn less than £125 a week", "earn at least £125 a week". */
const EARNINGS_CONDITION = /\b(lower earnings limit|lel)\b|\bearn\w*\b[^.;]{0,40}\b(less than|below|under|at least|over|above|more than)\s*£\s?\d/i;
const NOT_ENTITLED = /\b(not (be )?(payable|paid|entitled|eligible|qualify)|(do|does|will) not (qualify|receive|get)|no (entitlement|right)|ineligible|only (if|where|when) (you|they|employees?|workers?) (earn|are paid))\b/i;

function sspGaps(): Rule[] {
  return [
    practice({
      id: "ssp-lower-earnings-limit",
      provision: "s. 151(1)",
      cites: [{ source_id: "uk-sscba-1992", article: "151" }],
      obligation: `From ${SSP_NO_EARNINGS_LIMIT_FROM} an employee's entitlement to statutory sick pay no longer depends on earning at least the lower earnings limit (the Employment Rights Act 2025 removed that condition); low earners receive 80% of normal weekly earnings if lower than the flat rate.`,
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        if (ctx.asOf < SSP_NO_EARNINGS_LIMIT_FROM) return null;
        const hit = ctx.doc.sentences.find((x) => SSP_WORD.test(x.text) && EARNINGS_CONDITION.test(x.text) && NOT_ENTITLED.test(x.text) && !/\b(before|until) (6 april 2026|april 2026)\b/i.test(x.text));
        return hit ? { sentence: hit, finding: "Statutory sick pay is refused to employees earning below a threshold, although since 6 April 2026 there is no lower earnings limit for it." } : null;
      },
      finding: "Statutory sick pay is refused to low earners.",
      fix: "Pay statutory sick pay to every employee from the first day of sickness, whatever their earnings: the lower of the weekly flat rate and 80% of normal weekly earnings.",
    }),
  ];
}

function eraGaps(): Rule[] {
  return [
    practice({
      id: "era-unauthorised-deductions",
      provision: "s. 13(1)",
      cites: [{ source_id: "uk-employment-rights-act-1996", article: "13" }],
      obligation: "An employer may deduct from a worker's wages only what statute or a written contract term requires or authorises, or what the worker has agreed to in writing before the deduction.",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        const nonContractual = ctx.doc.mentions(NOT_CONTRACTUAL);
        for (const s of ctx.doc.sentences) {
          if (!DEDUCTS_FROM_PAY.test(s.text) || !affirms(s.text, DEDUCTS_FROM_PAY)) continue;
          if (/\b(tax|national insurance|pension|student loan|court order|attachment of earnings|statutory)\b/i.test(s.text)) continue;
          if (WITHOUT_AGREEMENT.test(s.text)) return { sentence: s, finding: "Deductions from wages may be made without the worker's prior written agreement." };
          if (nonContractual && !/\b(agree\w* in writing|written (consent|agreement))\b/i.test(s.text)) {
            return { sentence: s, finding: "Deductions from wages rest on a document that says it is not part of the contract, so no written term or prior written agreement authorises them." };
          }
        }
        return null;
      },
      finding: "Deductions from wages are not authorised by a written term or the worker's prior written agreement.",
      fix: "Make deductions only under a written contract term given to the worker beforehand, or with the worker's written agreement signed before the deduction (and within the 10% limit for retail cash shortages).",
    }),
  ];
}

function flsaGaps(): Rule[] {
  const s = (article: string): Cite[] => [{ source_id: "us-flsa", article }];
  return [
    practice({
      id: "flsa-comp-time",
      provision: "29 U.S.C. § 207(a)(1)",
      cites: s("207"),
      obligation: "A private employer must pay the overtime premium in money; compensatory time off instead of overtime pay is allowed only to public agencies (§ 207(o)).",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        if (ctx.doc.mentions(PUBLIC_AGENCY)) return null;
        const hit = ctx.doc.sentences.find((x) => COMP_TIME.test(x.text) && INSTEAD_OF_OT.test(x.text) && affirms(x.text, COMP_TIME) && !COMP_TIME_DENIED.test(x.text));
        return hit ? { sentence: hit } : null;
      },
      finding: "Overtime is compensated with time off instead of the overtime premium in pay.",
      fix: "Pay one and one-half times the regular rate for every hour over 40 in the workweek; time off may be given only within the same workweek so that hours never exceed 40.",
    }),
    practice({
      id: "flsa-unapproved-overtime",
      provision: "29 U.S.C. § 207(a)(1)",
      cites: s("207"),
      obligation: "Work the employer suffers or permits must be paid, overtime included, even if it was not authorised (29 C.F.R. §§ 785.11–785.13); the employer may discipline, not withhold pay.",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: [{ negationIsTheFact: true, all: [/\bovertime\b/i, UNAPPROVED, NOT_PAID], none: [/\b(will|shall) (still )?be paid\b/i] }],
      finding: "Overtime worked without approval is not paid.",
      fix: "Pay all overtime actually worked at the premium rate; enforce the approval rule by discipline, never by withholding pay.",
    }),
    practice({
      id: "flsa-unpaid-work-time",
      provision: "29 U.S.C. § 206(a)",
      cites: [...s("206"), ...s("207")],
      obligation: "Time employees are required to spend on meetings, training or other work is hours worked and must be paid (at the overtime rate over 40 hours); 29 C.F.R. §§ 785.27–785.31.",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        if (/\bexempt\b/i.test(ctx.doc.text) && !/\b(non-?exempt|hourly)\b/i.test(ctx.doc.text)) return null;
        const sentences = ctx.doc.sentences;
        for (let i = 0; i < sentences.length; i++) {
          const t = sentences[i].text;
          // Work required after clocking out or before clocking in is unpaid by construction, unless the text pays it.
          if (OFF_CLOCK_WORK.test(t) && affirms(t, OFF_CLOCK_WORK) && !PAID_ANYWAY.test(t) && !(i + 1 < sentences.length && PAID_ANYWAY.test(sentences[i + 1].text))) {
            return { sentence: sentences[i], finding: "Employees must work after clocking out or before clocking in, so that work is unpaid although it is hours worked." };
          }
          if (!UNPAID_TIME.test(t) || /\b(voluntary|optional)\b/i.test(t)) continue;
          // The requirement in the same sentence, or in the one before it ("Pre-shift huddles are mandatory. This time is unpaid.").
          if (REQUIRED_ACTIVITY.test(t) || (i > 0 && REQUIRED_ACTIVITY.test(sentences[i - 1].text) && /^\s*(this|that|such|the) (time|attendance)\b|^\s*(the )?time (spent|taken)\b/i.test(t))) return { sentence: sentences[i] };
        }
        return null;
      },
      finding: "Required meetings or training are unpaid, although they are hours worked.",
      fix: "Pay for all required meetings, training and other work time at the regular rate, counting it toward overtime.",
    }),
    practice({
      id: "flsa-exempt-salary-deductions",
      provision: "29 U.S.C. § 213(a)(1)",
      cites: s("213"),
      obligation: "An exempt employee must receive the full predetermined salary for any week in which they work; deductions for absences of less than a full day break the salary basis (29 C.F.R. § 541.602).",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: [{ all: [EXEMPT, PARTIAL_DAY, SALARY_CUT], none: [/\b(never|not|no) (be )?(deducted|reduced|docked)\b|\bare never deducted\b/i] }],
      finding: "Exempt employees' salaries are reduced for partial-day absences, which defeats the salary basis of the exemption.",
      fix: "Pay exempt employees their full salary for any week in which they work; deduct only for the full-day absences 29 C.F.R. § 541.602(b) allows (or use leave banks for partial days).",
    }),
    flsaRegularRate(),
    practice({
      id: "flsa-child-labor-limits",
      provision: "29 U.S.C. § 212",
      cites: s("212"),
      obligation:
        "Outside agriculture, no one under 14 may be employed; 14- and 15-year-olds may work at most 3 hours on a school day, 18 hours in a school week, 8 hours on a non-school day and 40 hours in a non-school week; no one under 18 may do work the hazardous occupations orders forbid, such as operating meat slicers, power-driven bakery machines, forklifts, balers or compactors (29 C.F.R. Part 570).",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        for (const x of ctx.doc.sentences) {
          const t = x.text;
          if (HIRED_UNDER_14.test(t) && !/\b(farm|agricultur\w*|newspaper|actors?|family business|parent)\b/i.test(t) && affirms(t, /\b(hire|hires|hiring|employ\w*|recruit\w*|accept\w*|may work|can work|welcome)\b/i)) {
            return { sentence: x, finding: "Children under 14 are hired for non-agricultural work, below the FLSA's minimum age." };
          }
          if (AGED_14_15.test(t)) {
            const school = t.match(SCHOOL_HOURS);
            if (school && Number(school[1]) > (school[3].toLowerCase() === "day" ? 3 : 18)) return { sentence: x, finding: `14- and 15-year-olds may work ${school[1]} hours ${school[2]} school ${school[3]}, above the ${school[3].toLowerCase() === "day" ? "3-hour" : "18-hour"} limit.` };
            const free = t.match(NON_SCHOOL_HOURS);
            if (free && Number(free[1]) > (free[3].toLowerCase() === "day" ? 8 : 40)) return { sentence: x, finding: `14- and 15-year-olds may work ${free[1]} hours ${free[2]} non-school ${free[3]}, above the ${free[3].toLowerCase() === "day" ? "8-hour" : "40-hour"} limit.` };
          }
          if ((AGED_16_17.test(t) || AGED_14_15.test(t)) && HAZARDOUS.test(t) && OPERATES.test(t) && affirms(t, OPERATES) && !isNegated(t, HAZARDOUS)) {
            return { sentence: x, finding: "Workers under 18 operate equipment the hazardous occupations orders forbid to them (such as meat slicers, power-driven bakery machines, forklifts, balers or compactors)." };
          }
        }
        return null;
      },
      finding: "Minors are employed beyond the child labor limits.",
      fix: "Hire no one under 14 for non-farm work; keep 14- and 15-year-olds within 3 hours a school day and 18 a school week (8 and 40 outside school time); keep everyone under 18 away from the machines and tasks the hazardous occupations orders list.",
    }),
    practice({
      id: "flsa-equal-pay",
      provision: "29 U.S.C. § 206(d)(1)",
      cites: s("206"),
      obligation: "An employer may not pay employees of one sex less than employees of the other for equal work on jobs requiring equal skill, effort and responsibility under similar working conditions, save under seniority, merit or piece-rate systems or a factor other than sex.",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        for (const x of ctx.doc.sentences) {
          if (!MALE_WORD.test(x.text) || !FEMALE_WORD.test(x.text)) continue;
          const rates = [...new Set(amounts(x.text, /\$/))];
          if (rates.length >= 2 && /\b(and|while|whereas|but)\b/i.test(x.text) && !/\b(male and female|men and women|women and men|female and male|both)\b/i.test(x.text)) {
            return { sentence: x, finding: `Men and women in the same job are paid different rates ($${Math.max(...rates).toFixed(2)} and $${Math.min(...rates).toFixed(2)}).` };
          }
        }
        return null;
      },
      finding: "Men and women are paid different rates for equal work.",
      fix: "Pay men and women the same rate for equal work; any difference must rest on seniority, merit, output or a factor other than sex, applied the same to both.",
    }),
    practice({
      id: "flsa-retaliation",
      provision: "29 U.S.C. § 215(a)(3)",
      cites: s("215"),
      obligation: "An employer may not discharge or in any other manner discriminate against an employee because the employee complained, started or took part in a proceeding under the Act, or testified.",
      severity: "high",
      appliesTo: EMPLOYMENT,
      breach: (ctx) => {
        const hit = ctx.doc.sentences.find((x) => PROTECTED_ACTIVITY.test(x.text) && ADVERSE_ACTION.test(x.text) && PENALISED_FOR.test(x.text) && affirms(x.text, ADVERSE_ACTION) && !/\b(retaliat\w*|reprisal)\b[^.]{0,40}\b(prohibited|not (be )?(tolerated|permitted|allowed))\b/i.test(x.text));
        return hit ? { sentence: hit } : null;
      },
      finding: "Employees are threatened with dismissal or other penalties for complaining about their pay or for going to the Department of Labor.",
      fix: "Remove the threat; state that no one will be dismissed, disciplined or otherwise penalised for raising a pay complaint, filing a claim or taking part in an investigation or proceeding.",
    }),
  ];
}

/** § 207(e): the regular rate the premium is calculated on. Kept next to the FLSA gap rules. */
function flsaRegularRate(): Rule {
  return practice({
    id: "flsa-regular-rate",
    provision: "29 U.S.C. § 207(e)",
    cites: [{ source_id: "us-flsa", article: "207" }],
    obligation: "The overtime premium is one and one-half times the regular rate, which includes all remuneration for employment (shift differentials, non-discretionary and production bonuses, commissions) save the exclusions § 207(e) lists, such as discretionary bonuses and gifts.",
    severity: "high",
    appliesTo: EMPLOYMENT,
    breach: (ctx) => {
      const hit = ctx.doc.sentences.find((x) => OT_PREMIUM.test(x.text) && (EXCLUDES_PAY.test(x.text) || (BASE_RATE.test(x.text) && /\bonly\b/i.test(x.text) && /\b(bonus|differential|commission)/i.test(ctx.doc.text))));
      return hit ? { sentence: hit } : null;
    },
    finding: "The overtime premium is worked out on base pay, leaving out shift differentials, non-discretionary bonuses or commissions that belong in the regular rate.",
    fix: "Compute overtime at one and one-half times the regular rate, including shift differentials, non-discretionary bonuses and commissions earned in the workweek (discretionary bonuses and gifts may be left out).",
  });
}

function codeOnWagesGaps(): Rule[] {
  return [
    practice({
      id: "cow-minimum-bonus",
      provision: "s. 26(1)",
      cites: [{ source_id: "in-code-on-wages-2019", article: "26" }],
      obligation: "An eligible employee must be paid an annual bonus of at least 8.33% of the wages earned in the accounting year, or ₹100, whichever is higher.",
      severity: "medium",
      appliesTo: EMPLOYMENT,
      inForceFrom: "2025-11-21",
      breach: (ctx) => {
        for (const x of ctx.doc.sentences) {
          const m = x.text.match(BONUS_RATE);
          if (!m || isNegated(x.text, /\bbonus\b/i) || /\b(performance|incentive|discretionary|additional|in addition to)\b/i.test(x.text)) continue;
          const rate = Number(m[1]);
          if (rate < 8.33) return { sentence: x, finding: `The bonus is ${rate}% of wages, below the statutory minimum of 8.33%.` };
        }
        return null;
      },
      finding: "The bonus is below the statutory minimum.",
      fix: "Pay eligible employees a bonus of at least 8.33% of wages earned in the accounting year (or ₹100 if higher).",
    }),
  ];
}

function ccpaGaps(): Rule[] {
  return [
    practice({
      id: "ccpa-opt-out-timing",
      provision: "Cal. Code Regs. tit. 11, § 7026(f)",
      cites: [{ source_id: "us-ca-ccpa-regulations", article: "7026" }],
      obligation: "A business must stop selling and sharing a consumer's personal information as soon as feasibly possible and no later than 15 business days after receiving the opt-out request.",
      severity: "medium",
      appliesTo: NOTICE,
      breach: (ctx) => {
        for (const x of ctx.doc.sentences) {
          if (!OPT_OUT_REQUEST.test(x.text) || !PROCESS_VERB.test(x.text)) continue;
          const limit = timeLimitDays(x.text);
          // 15 business days is 21 calendar days.
          if (limit && limit.days > 21) return { sentence: x, finding: `Opt-out requests take effect within ${limit.raw}, longer than the 15 business days allowed.` };
        }
        return null;
      },
      finding: "Opt-out requests are honoured later than 15 business days.",
      fix: "Stop selling and sharing within 15 business days of an opt-out request, and notify third parties to whom the data was sold or shared after the request.",
    }),
    practice({
      id: "ccpa-opt-in-wait",
      provision: "§ 1798.135(c)(4)",
      cites: [{ source_id: "us-ca-ccpa", article: "1798.135" }],
      obligation: "A business must respect a consumer's opt-out for at least 12 months before asking the consumer to authorise the sale or sharing of their personal information again.",
      severity: "medium",
      appliesTo: NOTICE,
      breach: (ctx) => {
        for (const x of ctx.doc.sentences) {
          if (!REASK.test(x.text) || isNegated(x.text, /\b(ask|request|invite|prompt|remind|contact)\w*/i)) continue;
          const wait = durationsInDays(x.text)[0];
          // Twelve months count 360 days here (30 a month), a year 365.
          if (wait !== undefined && wait < 360) return { sentence: x, finding: "Consumers who opted out are asked to opt back in before 12 months have passed." };
        }
        return null;
      },
      finding: "Consumers who opted out are asked to opt back in before 12 months have passed.",
      fix: "Wait at least 12 months after an opt-out before asking the consumer to opt back in (unless the consumer starts the request).",
    }),
    practice({
      id: "ccpa-policy-update",
      provision: "§ 1798.130(a)(5)",
      cites: [{ source_id: "us-ca-ccpa", article: "1798.130" }],
      obligation: "The online privacy policy must describe consumers' rights and the business's practices and be updated at least once every 12 months.",
      severity: "low",
      appliesTo: NOTICE,
      breach: (ctx) => {
        for (const x of ctx.doc.sentences.slice(0, 6).concat(ctx.doc.sentences.slice(-3))) {
          const date = lastUpdated(x.text);
          if (!date) continue;
          const year = new Date(`${ctx.asOf}T00:00:00Z`);
          year.setUTCFullYear(year.getUTCFullYear() - 1);
          if (date < year.toISOString().slice(0, 10)) return { sentence: x, finding: `The policy was last updated on ${date}, more than 12 months before ${ctx.asOf}.` };
          return null;
        }
        return null;
      },
      finding: "The privacy policy has not been updated in the last 12 months.",
      fix: "Review and update the privacy policy at least once every 12 months, and show the date of the last update.",
    }),
    practice({
      id: "ccpa-purpose-limitation",
      provision: "§ 1798.100(c)",
      cites: [{ source_id: "us-ca-ccpa", article: "1798.100" }],
      obligation: "Collection, use, retention and sharing of personal information must be reasonably necessary and proportionate to the purposes for which it was collected (or other disclosed, compatible purposes).",
      severity: "medium",
      appliesTo: NOTICE,
      breach: [{ all: [PURPOSE_AT_WILL], none: [NEGATED] }, { all: [/\b(for any (other )?purposes?( whatsoever)?|any business purpose we (choose|decide|see fit))\b/i], none: [NEGATED] }],
      finding: "Personal information may be used for any purpose the business chooses, not only what is reasonably necessary for the disclosed purposes.",
      fix: "List the purposes for which each category of personal information is used, and use it only as reasonably necessary and proportionate to them (or for compatible purposes you disclose).",
    }),
    practice({
      id: "ccpa-correction",
      provision: "§ 1798.106",
      cites: [{ source_id: "us-ca-ccpa", article: "1798.106" }],
      obligation: "A consumer may have the business correct inaccurate personal information about them, and the business must use commercially reasonable efforts to correct it on a verified request.",
      severity: "medium",
      appliesTo: NOTICE,
      breach: [{ negationIsTheFact: true, all: [CORRECTION_REFUSED], none: [CORRECTION_ELSEWHERE] }],
      finding: "Requests to correct personal information are refused.",
      fix: "Correct inaccurate personal information on a verified request, using commercially reasonable efforts, and tell the consumer how to ask.",
    }),
    practice({
      id: "ccpa-deletion",
      provision: "§ 1798.105",
      cites: [{ source_id: "us-ca-ccpa", article: "1798.105" }],
      obligation: "A consumer may have the business delete personal information collected from them, subject to the exceptions in § 1798.105(d); a verified request must be honoured.",
      severity: "high",
      appliesTo: NOTICE,
      breach: erasureRefusal,
      finding: "Deletion requests are refused outright.",
      fix: "Delete personal information on a verified request (and tell service providers to delete it), relying only on the exceptions in § 1798.105(d), explained case by case.",
    }),
  ];
}

function pdpaGaps(): Rule[] {
  return [
    practice({
      id: "sg-dpo",
      provision: "s. 11(3)",
      cites: [{ source_id: "sg-pdpa-2012", article: "11" }],
      obligation: "Every organisation must designate one or more individuals (a data protection officer) responsible for its compliance with the Act, and make their business contact information available.",
      severity: "medium",
      breach: [{ negationIsTheFact: true, all: [NO_DPO] }],
      met: [{ all: [DPO], none: [NEGATED] }],
      finding: "The organisation has designated no data protection officer.",
      fix: "Designate a data protection officer and publish their business contact details.",
    }),
  ];
}

function lgpdGaps(): Rule[] {
  return [
    practice({
      id: "lgpd-retention",
      provision: "Art. 16",
      cites: [
        { source_id: "br-lgpd", article: "16" },
        { source_id: "br-lgpd", article: "15" },
      ],
      obligation: "Personal data must be deleted once processing ends (its purpose achieved, its period over, or consent revoked), save the retention Art. 16 allows, such as a legal or regulatory obligation.",
      severity: "high",
      breach: (ctx) => {
        const hit = ctx.doc.sentences.find((x) => retainsWithoutLimit(x.text));
        return hit ? { sentence: hit } : null;
      },
      finding: "Personal data are kept with no end, after processing has ended.",
      fix: "Delete personal data when the purpose is achieved or consent is revoked, keeping them only as Art. 16 allows (legal obligation, research, anonymised use) and for a stated period.",
    }),
    practice({
      id: "lgpd-rights",
      provision: "Art. 18",
      cites: [{ source_id: "br-lgpd", article: "18" }],
      obligation: "Data subjects may obtain, on request, confirmation and access, correction, anonymisation or deletion of unnecessary or unlawful data, portability, deletion of data processed with consent, and revocation of consent.",
      severity: "high",
      breach: erasureRefusal,
      finding: "Requests to delete personal data are refused outright.",
      fix: "Delete, on request, data processed with consent and data that are unnecessary or unlawfully processed, keeping only what Art. 16 allows.",
    }),
    practice({
      id: "lgpd-security",
      provision: "Art. 46",
      cites: [{ source_id: "br-lgpd", article: "46" }],
      obligation: "Processing agents must adopt security, technical and administrative measures able to protect personal data from unauthorised access and from accidental or unlawful destruction, loss, alteration or disclosure.",
      severity: "high",
      breach: [{ all: [WEAK_SECURITY] }],
      finding: "The security described falls short of the measures Art. 46 requires.",
      fix: "Protect personal data with appropriate technical and administrative measures (hashed passwords, encryption, access control, logging), in line with the ANPD's guidance.",
    }),
  ];
}

/** A request to erase or delete refused outright, in either the GDPR's or the CCPA's wording. */
function erasureRefusal(ctx: Parameters<Rule["test"]>[0]) {
  // Refused only under a legal exception ("where the law requires us to keep invoices") is the exception, not a refusal.
  const exception = /\b(unless|except|exception|where (the )?law|(law|legislation|regulations?) (requires?|obliges?)|legal (obligation|requirement|duty)|required (by|under) law|legally required)\b/i;
  const hit = firstBreach(ctx, [{ negationIsTheFact: true, all: [DELETION_REFUSED], none: [exception] }]) ?? ctx.doc.sentences.find((x) => ERASURE_REFUSED.test(x.text) && !exception.test(x.text)) ?? null;
  return hit ? { sentence: hit } : null;
}

function dpdpGaps(): Rule[] {
  return [
    practice({
      id: "dpdp-erasure-request",
      provision: "s. 12(3)",
      cites: [{ source_id: "in-dpdp-act-2023", article: "12" }],
      obligation: "A Data Principal may ask for erasure of personal data given for consent-based processing, and the Data Fiduciary must erase it unless retention is needed for the specified purpose or by law.",
      severity: "high",
      inForceFrom: "2027-05-13",
      breach: erasureRefusal,
      finding: "Requests to erase personal data are refused outright.",
      fix: "Erase personal data on a Data Principal's request unless keeping it is necessary for the specified purpose or required by law, and say which.",
    }),
    practice({
      id: "dpdp-grievance",
      provision: "s. 13(2)",
      cites: [{ source_id: "in-dpdp-act-2023", article: "13" }],
      obligation: "A Data Fiduciary must respond to a Data Principal's grievance within the period the Rules prescribe (no more than 90 days under the DPDP Rules 2025).",
      severity: "medium",
      inForceFrom: "2027-05-13",
      breach: (ctx) => {
        for (const x of ctx.doc.sentences) {
          if (!GRIEVANCE.test(x.text) || !/\b(resolv\w*|respon\w*|answer\w*|address\w*|dispos\w*|deal\w* with|handl\w*|redress\w*|repl\w*)\b/i.test(x.text)) continue;
          const limit = timeLimitDays(x.text) ?? (periodsIn(x.text)[0] ?? null);
          if (limit && limit.days > 90) return { sentence: x, finding: `Grievances are answered within ${limit.raw}, longer than the 90 days the Rules allow.` };
        }
        return null;
      },
      finding: "Grievances are answered later than the Rules allow.",
      fix: "Respond to every grievance within 90 days at most (sooner where possible), and tell Data Principals how to reach the grievance officer.",
    }),
  ];
}

const GAPS: Record<string, () => Rule[]> = {
  "uk-working-time-regulations-1998": wtrGaps,
  "uk-employment-rights-act-1996": eraGaps,
  "uk-sscba-1992": sspGaps,
  "us-flsa": flsaGaps,
  "in-code-on-wages-2019": codeOnWagesGaps,
  "us-ca-ccpa": ccpaGaps,
  "sg-pdpa-2012": pdpaGaps,
  "br-lgpd": lgpdGaps,
  "in-dpdp-act-2023": dpdpGaps,
};

/** The pack with the rules the coverage audit added for its instrument. */
export function withCoverageGaps(pack: RulePack): RulePack {
  const gaps = GAPS[pack.sourceIds[0]];
  return gaps ? { ...pack, rules: [...pack.rules, ...gaps()] } : pack;
}

