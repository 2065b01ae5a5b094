import type { DocumentKind } from "../document";
import { amounts, durationsInDays, firstBreach, practice } from "./build";
import { affirms, dayOfFollowingMonth, overtimeAtStraightTime } from "./facts";
import type { Cite, RulePack } from "./types";

const EMPLOYMENT: DocumentKind[] = ["employment_terms"];

/**
 * Federal minimum wage since 24 July 2009 (29 U.S.C. § 206(a)(1)(C)) and the salary level of the white-collar
 * exemption the Department of Labor enforces since 1 January 2020 (the 2024 rule was vacated in Texas v. DOL,
 * E.D. Tex., 15 November 2024).
 */
export const FLSA_MINIMUM_WAGE = { from: "2009-07-24", hourly: 7.25 } as const;
export const FLSA_EXEMPT_SALARY = { from: "2020-01-01", weekly: 684, annual: 35_568 } as const;

/** US Fair Labor Standards Act. */
export function flsaPack(): RulePack {
  const s = (article: string): Cite[] => [{ source_id: "us-flsa", article }];
  return {
    sourceIds: ["us-flsa"],
    name: "Fair Labor Standards Act",
    rules: [
      practice({
        id: "flsa-minimum-wage",
        provision: "29 U.S.C. § 206(a)",
        cites: s("206"),
        obligation: `Covered non-exempt employees must be paid at least $${FLSA_MINIMUM_WAGE.hourly.toFixed(2)} an hour (a higher state or local minimum prevails); $4.25 is allowed only for employees under 20 in their first 90 days, and a tip credit only for tipped employees.`,
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          for (const sen of ctx.doc.sentences) {
            if (!/\b(per hour|an hour|hourly)\b/i.test(sen.text) || /\b(tipped|tip credit|under (the age of )?20)\b/i.test(sen.text)) continue;
            const [rate] = amounts(sen.text, /\$/);
            if (rate === undefined || rate >= FLSA_MINIMUM_WAGE.hourly) continue;
            // A cash wage topped up by the employee's tips ("keep their tips, which we count toward our minimum wage") is
            // the tip credit of § 203(m)(2)(A), lawful down to $2.13 an hour; below that it is short however many tips come.
            if (TIPS_COUNTED.test(sen.text)) {
              if (rate < FLSA_TIPPED_CASH_WAGE.hourly) return { sentence: sen, finding: `$${rate.toFixed(2)} an hour is below the $${FLSA_TIPPED_CASH_WAGE.hourly.toFixed(2)} cash wage a tipped employee must be paid even with a tip credit.` };
              continue;
            }
            return { sentence: sen, finding: `$${rate.toFixed(2)} an hour is below the federal minimum wage of $${FLSA_MINIMUM_WAGE.hourly.toFixed(2)}.` };
          }
          return null;
        },
        finding: "Hourly pay is below the federal minimum wage.",
        fix: `Pay at least $${FLSA_MINIMUM_WAGE.hourly.toFixed(2)} an hour (or the higher state or local minimum) for every hour worked, and pay back wages for the shortfall.`,
      }),
      practice({
        id: "flsa-overtime",
        provision: "29 U.S.C. § 207(a)(1)",
        cites: s("207"),
        obligation: "Non-exempt employees must be paid one and one-half times their regular rate for hours over 40 in a workweek; hours cannot be averaged across weeks.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const averaged = ctx.doc.sentences.find((x) => overtimeThresholdBeyondWorkweek(x.text, ctx.doc.text));
          if (averaged) return { sentence: averaged, finding: "Overtime is counted over a period longer than the workweek (or above 40 hours), so hours over 40 in one week can go without the premium." };
          const straight = ctx.doc.sentences.find((x) => overtimeAtStraightTime(x.text));
          if (straight) return { sentence: straight, finding: "Hours over 40 in a workweek are paid at the ordinary rate, without the overtime premium." };
          const exempt = firstBreach(ctx, [{ negationIsTheFact: true, all: [/\bexempt\b/i, /\b(not receive|no) overtime\b/i] }]);
          if (exempt && weeklySalaryBelowExemption(ctx.doc.text)) return { sentence: exempt, finding: "The employee is denied overtime as 'exempt' although the salary is below the exemption level, so overtime is due." };
          return null;
        },
        met: [{ all: [/\bovertime|one and one-half\b/i, /\bover 40 (hours )?in a workweek|over 40 in a workweek\b/i] }],
        finding: "Overtime is not paid for hours over 40 in a workweek.",
        fix: "Pay one and one-half times the regular rate for every hour over 40 in each fixed workweek, and do not average hours over two weeks.",
      }),
      practice({
        id: "flsa-tips-kept",
        provision: "29 U.S.C. § 203(m)(2)(B)",
        cites: s("203"),
        obligation: "An employer may not keep its employees' tips for any purpose, and may not let managers or supervisors keep any part of them, whether or not it takes a tip credit.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const sen = ctx.doc.sentences.find(
            (x) => TIP_POOL.test(x.text) && MANAGER_IN_POOL.test(x.text) && affirms(x.text, MANAGER_IN_POOL) && !MANAGER_KEPT_OUT.test(x.text),
          );
          return sen ? { sentence: sen } : null;
        },
        finding: "Managers or supervisors share in the employees' tips.",
        fix: "Take managers and supervisors out of the tip pool (they may keep only tips they receive directly for service they give themselves), and repay tips they took.",
      }),
      practice({
        id: "flsa-exemption-salary",
        provision: "29 U.S.C. § 213(a)(1)",
        cites: s("213"),
        obligation: `The executive, administrative and professional exemptions need a salary of at least $${FLSA_EXEMPT_SALARY.weekly} a week ($${FLSA_EXEMPT_SALARY.annual.toLocaleString("en-US")} a year) and exempt duties.`,
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const s2 = firstBreach(ctx, [{ all: [/\bexempt\b/i], none: [/\bnon-exempt\b/i] }]);
          return s2 && weeklySalaryBelowExemption(ctx.doc.text) ? { sentence: s2 } : null;
        },
        finding: `The role is classified as exempt on a salary below $${FLSA_EXEMPT_SALARY.weekly} a week.`,
        fix: `Reclassify the role as non-exempt (track hours and pay overtime) or pay at least $${FLSA_EXEMPT_SALARY.weekly} a week on a salary basis for genuinely exempt duties.`,
      }),
      practice({
        id: "flsa-records",
        provision: "29 U.S.C. § 211(c)",
        cites: s("211"),
        obligation: "Employers must keep wage and hour records: payroll records for at least three years and time cards and wage-rate tables for at least two (29 C.F.R. Part 516).",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const sen = firstBreach(ctx, [{ all: [/\b(time records|time cards|payroll records|records)\b/i, /\b(kept|retained|destroyed|keep)\b/i] }]);
          if (!sen) return null;
          const longest = durationsInDays(sen.text)[0];
          return longest !== undefined && longest < 2 * 365 ? { sentence: sen } : null;
        },
        met: [{ all: [/\brecords\b/i, /\b(at least )?(three|3) years\b/i] }],
        finding: "Time records are destroyed before the two years (payroll: three) the regulations require.",
        fix: "Keep payroll records for at least three years and time cards and schedules for at least two years.",
      }),
    ],
  };
}

/** The cash wage of a tipped employee whose employer takes the tip credit (29 U.S.C. § 203(m)(2)(A)(i)). */
export const FLSA_TIPPED_CASH_WAGE = { from: "1996-08-20", hourly: 2.13 } as const;
/** Tips that make up part of the wage: "keep their tips, which we count toward our minimum wage", "plus tips". */
const TIPS_COUNTED = /\b(tips?|gratuit(y|ies))\b[^.;]{0,80}\b(count\w*|credit\w*|appl\w+|make up|top\w* up)\b[^.;]{0,40}\b(minimum wage|wage)\b|\bcash wage\b[^.;]{0,80}\b(tips?|gratuit(y|ies))\b|\bplus tips\b/i;
/** A shared pool of tips: "tip pool", "tips are pooled", "all tips go into a pool". */
const TIP_POOL = /\b(tip[- ]?pool\w*|tips?\b[^.;]{0,40}\bpool\w*|pool\w*[^.;]{0,40}\btips?|tip[- ]?shar\w*|tips?\b[^.;]{0,40}\bshared)\b/i;
/** "Managers never take part in the pool", "supervisors are excluded from it". */
const MANAGER_KEPT_OUT = /\b(managers?|supervisors?|owners?)\b[^.;]{0,40}\b(never|not|cannot|can't|don't|excluded|no part|no share)\b/i;
const MANAGER_IN_POOL = /\b(managers?|supervisors?|shift leads?|owners?|general manager|assistant managers?)\b/i;
/** The overtime premium, in any wording: "time and a half", "1.5 times", "overtime pay", "earn overtime". */
const OVERTIME_PREMIUM =
  /\b(overtime|time[- ]and[- ]a[- ]half|one and (one-)?a? ?half times|1\.5 ?(x|times)|150 ?%|premium (pay|rate))\b/i;
/** A number of hours after which the premium starts: "beyond 80", "over 86 hours", "after the first 160 hours". */
const HOURS_THRESHOLD = /\b(?:over|beyond|above|more than|in excess of|exceeding|after(?: the first)?)\s+(\d{2,3})\b(?:\s*hours)?/gi;
/** Where the premium starts, as an hour's ordinal ("at hour 46": group 1, "from the 46th hour": group 2) or a count ("at 45 hours": group 3). */
const PREMIUM_FROM_HOUR =
  /\b(?:starts?|begins?|kicks? in|appl(?:y|ies)|is paid|are paid|paid)\s+(?:only\s+)?(?:at|from|with|on)\s+(?:the\s+)?(?:hour\s+(\d{2,3})\b|(\d{2,3})(?:st|nd|rd|th)\s+hour\b|(\d{2,3})\s+hours\b)/gi;
/** A period other than the workweek: the pay period, two weeks, a fortnight, 14 days, a month. */
const LONGER_PERIOD =
  /^\s*(?:hours?\s+)?(?:(?:worked|in total|or more)\s+)?\b(in|per|during|within|over|across|for|each|every|of) (a |the |each |every |any )?(pay ?(period|cycle)|payroll period|two[- ]weeks?|2[- ]weeks?|two[- ]week period|fortnight|14[- ]days?|14[- ]day period|bi-?weekly period|(calendar )?month|semi-?monthly period)\b/i;
/**
 * 29 U.S.C. § 207(j): a hospital or residential care establishment may agree a 14-day period with overtime after 8
 * hours a day and 80 in the period; anywhere else the workweek is the unit, and a threshold above 40 hours, or one
 * counted over the pay period, two weeks or a month, lets hours over 40 in a week go without the premium.
 */
function overtimeThresholdBeyondWorkweek(text: string, whole: string): boolean {
  if (!OVERTIME_PREMIUM.test(text) || !affirms(text, OVERTIME_PREMIUM)) return false;
  // About what is paid, not what needs approval ("overtime over 45 hours a week must be approved").
  if (!/\b(paid|pay|pays|earn\w*|rate|premium|time[- ]and[- ]a[- ]half|1\.5|one and (one-)?a? ?half|compensat\w*)\b/i.test(text)) return false;
  if (/\b(hospitals?|residential care|nursing (home|facility))\b/i.test(whole) && /\b(8|eight) hours (in|a|per) (a |any )?(work ?)?day\b/i.test(whole)) return false;
  // Hours pooled across the weeks of a pay period ("hours are averaged over each two-week pay period").
  const pooled = /\b(averag\w+|pool\w*|combin\w+|add\w* together|total\w*)\b[^.;]{0,40}\b(over|across|for)\b[^.;]{0,15}\b(two[- ]weeks?|(the |each |a )?pay ?(period|cycle)|fortnight|month)\b/i;
  if (pooled.test(text) && affirms(text, pooled)) return true;
  let beyond = false;
  const inWeek = /\b(work ?week|a week|per week|each week|weekly)\b/i.test(text);
  // Hours just past 40 named and paid at the ordinary rate: "hours between 40 and 45 … at your regular rate".
  const band = text.match(/\bbetween (40|forty) and (\d{2})\b[^.;]{0,80}\b(regular|normal|straight|ordinary|same|base|basic) (hourly )?(rate|pay|time)\b/i);
  if (band && inWeek && Number(band[2]) > 40) return true;
  // The premium from a given hour: "time-and-a-half starts at hour 46", "from the 46th hour" (the 41st hour is the first
  // over 40), "kicks in at 45 hours" (after 45).
  for (const m of text.matchAll(PREMIUM_FROM_HOUR)) {
    const ordinal = m[3] !== undefined ? Number(m[3]) + 1 : Number(m[1] ?? m[2]);
    if (inWeek && ordinal > 41) beyond = true;
  }
  for (const m of text.matchAll(HOURS_THRESHOLD)) {
    const hours = Number(m[1]);
    const after = text.slice(m.index! + m[0].length);
    const overPeriod = LONGER_PERIOD.test(after);
    // "Over 40 in each workweek" anywhere in the sentence is the law's own unit.
    if (hours <= 40 && !overPeriod) return false;
    const weekly = /^\s*(?:hours?\s+)?(?:(?:worked|in total|or more)\s+)?\b(in|per|a|each|every|during|of) (a |the |each |any )?(work ?week|week)\b/i.test(after);
    // A threshold of 40 hours or less over a longer period pays the premium earlier than the Act requires.
    if (hours > 40 && (overPeriod || weekly)) beyond = true;
  }
  return beyond;
}

function weeklySalaryBelowExemption(text: string) {
  const weekly = text.match(/\$\s?(\d{3,4}(?:\.\d{2})?)\s*(per|a|each) week/i);
  if (weekly) return Number(weekly[1]) < FLSA_EXEMPT_SALARY.weekly;
  const annual = text.match(/\$\s?(\d{2,3},\d{3})\s*(per|a) year/i);
  return annual ? Number(annual[1].replace(",", "")) < FLSA_EXEMPT_SALARY.annual : false;
}

/** The Code on Wages, 2019 and the OSH Code, 2020 apply from 21 November 2025 (central notifications of that date). */
const LABOUR_CODES_FROM = "2025-11-21";

/** India: Code on Wages, 2019. */
export function codeOnWagesPack(): RulePack {
  const s = (article: string): Cite[] => [{ source_id: "in-code-on-wages-2019", article }];
  const common = { appliesTo: EMPLOYMENT, inForceFrom: LABOUR_CODES_FROM };
  return {
    sourceIds: ["in-code-on-wages-2019"],
    name: "Code on Wages, 2019",
    rules: [
      practice({
        ...common,
        id: "cow-overtime",
        provision: "s. 14",
        cites: s("14"),
        obligation: "Work beyond the normal working day must be paid at an overtime rate of at least twice the normal rate of wages.",
        severity: "high",
        breach: [{ all: [/\bovertime\b/i, /\b(normal|single|ordinary|same|basic) (hourly )?rate\b/i], none: [/\btwice\b/i] }],
        met: [{ all: [/\bovertime\b/i, /\btwice the normal rate\b/i] }],
        finding: "Overtime is paid at the normal rate, not at least twice the normal rate.",
        fix: "Pay overtime at no less than twice the normal rate of wages.",
      }),
      practice({
        ...common,
        id: "cow-wage-period",
        provision: "s. 16",
        cites: s("16"),
        obligation: "The wage period may be daily, weekly, fortnightly or monthly, never longer than a month.",
        severity: "high",
        breach: [{ all: [/\b(wages?|paid|calculated)\b/i, /\b(every (two|three) months|bi-?monthly|quarterly|every (\d+|two|three) months)\b/i] }],
        finding: "Wages are paid over a period longer than a month.",
        fix: "Fix a wage period of no more than a month (daily, weekly, fortnightly or monthly).",
      }),
      practice({
        ...common,
        id: "cow-payment-time",
        provision: "s. 17",
        cites: s("17"),
        obligation: "Monthly wages must be paid before the seventh day of the following month, and wages due on resignation, dismissal or retrenchment within two working days.",
        severity: "high",
        breach: (ctx) => {
          const late = ctx.doc.sentences.find((x) => /\b(wages?|salar(y|ies)|pa(id|y)|credited|remuneration)\b/i.test(x.text) && (dayOfFollowingMonth(x.text) ?? 0) > 7);
          if (late) return { sentence: late, finding: "Monthly wages are paid after the seventh day of the following month." };
          const exit = firstBreach(ctx, [{ all: [/\b(resignation|termination|dismissal|last working day|full and final)\b/i, /\bwithin\b/i] }]);
          if (exit) {
            const longest = durationsInDays(exit.text)[0];
            if (longest !== undefined && longest > 2.8) return { sentence: exit, finding: "Wages due on leaving are paid later than two working days." };
          }
          return null;
        },
        met: [{ all: [/\bbefore the 7th day|before the seventh day\b/i] }],
        finding: "Wages are paid later than the Code allows.",
        fix: "Pay monthly wages before the seventh day of the following month, and all wages due on resignation, removal, dismissal or retrenchment within two working days.",
      }),
      practice({
        ...common,
        id: "cow-deductions",
        provision: "s. 18",
        cites: [...s("18"), ...s("21")],
        obligation: "Only the deductions the Code authorises may be made from wages, and deductions for damage or loss only on the Code's conditions.",
        severity: "medium",
        breach: [{ all: [/\bdeduct/i, /\b(damage|loss)\b/i, /\b(at the (supervisor|manager)'?s discretion|without (giving|an opportunity|hearing))\b/i] }],
        finding: "Deductions for damage are made at a supervisor's discretion, outside the Code's conditions.",
        fix: "Make only the kinds of deduction the Code authorises (s. 18), within its limits, and follow its procedure for deductions for damage or loss (s. 21) instead of a supervisor's discretion.",
      }),
    ],
  };
}

/** India: Occupational Safety, Health and Working Conditions Code, 2020. */
export function oshCodePack(): RulePack {
  return {
    sourceIds: ["in-osh-code-2020"],
    name: "Occupational Safety, Health and Working Conditions Code, 2020",
    rules: [
      practice({
        id: "osh-daily-hours",
        provision: "s. 25(1)",
        cites: [{ source_id: "in-osh-code-2020", article: "25" }],
        obligation: "No worker may be required or allowed to work more than eight hours in a day (with intervals and spread-over as notified).",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        inForceFrom: LABOUR_CODES_FROM,
        breach: (ctx) => {
          const sen = firstBreach(ctx, [{ all: [/\b(normal )?working hours\b/i, /\b(\d{1,2}) hours (per|a) day\b/i] }]);
          return sen && Number(sen.text.match(/\b(\d{1,2}) hours (per|a) day\b/i)![1]) > 8 ? { sentence: sen } : null;
        },
        met: [{ all: [/\b8 hours a day|eight hours a day\b/i] }],
        finding: "Normal working hours exceed eight hours a day.",
        fix: "Set normal working hours at no more than eight a day, and treat any further hours as overtime paid at twice the normal rate.",
      }),
    ],
  };
}
