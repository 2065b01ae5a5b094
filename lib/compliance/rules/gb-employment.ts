import { anySentence, type DocumentKind, type Sentence } from "../document";
import { amounts, firstBreach, practice, presentsAsFragment } from "./build";
import { affirms, clockTimes, consecutiveWorkingDays, REGARDLESS_OF_SERVICE, startDay, deniesBreak, ENTITLED_TO_BREAK, EXCLUSIVITY, isNegated, NO_GUARANTEED_HOURS, parseCount, periodsIn, restBetweenShiftsHours, shiftLengthHours, weeklyHours } from "./facts";
import { NOTICE_HEADING } from "../document";
import { dateAt } from "./coverage-gaps";
import type { Cite, RuleContext, RulePack } from "./types";
import { clockRangeWeeklyHours, daysInRange, payForHours, WORK_ELSEWHERE_BARRED, daysTimesHours, daysWithoutDayOff, dailyBreakMinutes, longestRotaRun, longestShift, looseWeeklyHours, OPEN_ENDED_HOURS, OPT_OUT_REFUSED, restBetweenDailyShiftsMinutes, rotaWeeklyHours, serviceYearsAt, shiftsIn, shortestRestBetween, statedWorkerAge } from "./work-facts";

/** An opt-out the worker cannot end: "cannot be cancelled", "remains in force for the whole of your employment". */
const OPT_OUT_FIXED =
  /\b(may not|cannot|can ?not|must not|is not possible to) (be )?(withdrawn|ended|terminated|revoked|cancell?ed|withdraw|end|cancel|revoke)|irrevocabl|\b(for the (whole|entire|full) (of )?(your |the )?(employment|engagement|contract)|for the (duration|life) of (your |the )?(employment|engagement|contract)|permanently|(is|are|remains?) permanent|for good|(lasts|applies|continues|remains( in force| in place)?|runs|stays( in place| in force| valid| effective)?|is valid|has effect) (for )?(as long as|while|throughout|until the end of|until) (you|your)|until (you leave|your (employment|contract|job) (ends|is over|finishes|terminates)|the (end|termination) of (your|the) (employment|contract|engagement))|not (be )?(able|allowed|permitted|entitled) to (take (it|this) back|withdraw|revoke|cancel|end|change your mind))\b/i;
/**
 * The opt-out declared final in any wording: "shall not be terminable", "is definitive and cannot be revoked", "you're
 * opted out for good", "there's no going back on it".
 */
const OPT_OUT_FINAL =
  /\b(may not|cannot|can ?not|can't|shall not|will not|must not|is not|are not|won't)\s+(be\s+)?(withdrawn|ended|terminated|revoked|cancell?ed|rescinded|terminable|revocable|withdrawable)\b|\b(can't|cannot|can not|won't be able to|will not be able to|not able to)\s+(change your mind|opt back in|go back|undo|reverse|withdraw|cancel)\b|\b(may not|cannot|can ?not|can't|shall not|will not|must not|is not|are not|won't)\s+(be\s+)?(taken back|undone|reversed|called off)\b|\b(irrevocabl\w*|non-?(revocable|terminable|withdrawable)|definitive(ly)?|for good|no (going|turning|way) back|no take-?backs?|cannot be (undone|reversed))\b/i;
/** Signing the opt-out required to get or keep the job. */
const OPT_OUT_REQUIRED =
  /\b(condition of (your |the )?(employment|engagement|hire|hiring|the job|the offer|appointment)|(conditional|dependent|depends) (up)?on (you |your )?(signing|sign\w*|agreeing)|as part of accepting|(all|every) (new )?(staff|workers?|employees?|operatives?|recruits?|starters?)( must)? sign|(required|obliged|expected) to sign|must sign|(has|have|need|needs|will need|will have|are going) to sign|no (form|signature|opt[- ]?out|sign(ing|ature)?)\W{1,4}no (work|job|shifts?|start|hours|overtime)|unless you sign\b[^.]{0,60}\b(won't|will not|cannot|can't|no)\b|\b(won't|will not|cannot|can't) (be (offered|given)|get|start|work)\b[^.]{0,60}\bunless you sign|\b(won't|will not|don't|do not|refuse to|decline to|choose not to) sign\b[^.]{0,80}\b(won't|will not|not|no|never) (be )?(offered|given|get|receive|considered|eligible|allocated|rostered)|\b(won't|will not|don't|do not|refuse to|decline to) sign\b[^.]{0,60}\b(no|fewer|less) (shifts|work|hours|overtime))\b/i;

/** A sentence about the opt-out from the 48-hour weekly limit, or agreeing to work beyond it. */
/** Undoing an opt-out in any words: withdrawing, taking it back, wanting the limit back, changing one's mind. */
const UNDO_OPT_OUT =
  /\b(withdraw|revok|cancel|rescind|undo|revers|tak(e|en|ing) (it |this |that )?back|(want|get|have|return to) (the |your )?(\w+[- ])?(limit|cap|maximum)( \w+)? back|change (your|my) mind|end (it|this|that)|opt back in|go back to)/i;
const ABOUT_OPT_OUT =
  /\b(opt(ed|s)?[- ]?out|48[- ]hours? (weekly |a week |per week )?(limit|week|maximum|cap|average|rule|ceiling)|48[- ]hours?( a| per)? ?(week|weekly)? (limit|cap|maximum|ceiling|rule)|(weekly |working )?(hours|working time) (limit|cap|ceiling|maximum)|(limit|cap|ceiling|maximum) (on|of) (the |your )?(weekly |working )?(hours|working time)|regulation 4|limit on (average )?weekly working time|(more than|over|above|beyond|exceed\w*) (an average of )?48 hours|(renunciation|waiver|renounc\w*|waiv\w*)\b[^.]{0,60}\b(48 hours|maximum (average )?weekly working time|weekly (working time )?limit))\b/i;

/** Company sick pay withheld while SSP is still paid: "not eligible for company sick pay, but they still receive SSP". */
const STILL_GETS_SSP = /\b(but|however|although)\b[^.]{0,60}\b(receive|get|are paid|qualify for|entitled to)\b[^.]{0,20}\b(statutory sick pay|ssp)\b/i;

const EMPLOYMENT: DocumentKind[] = ["employment_terms"];

/** Paid annual leave denied outright: "not entitled to (any) paid holiday", "no paid annual leave", "holiday is unpaid". */
const NO_PAID_LEAVE =
  /\b(not|no longer) (be )?(entitled|eligible) to (any )?(paid )?(holiday|holidays|annual leave|paid leave|holiday pay)\b|\bno (entitlement to )?(paid holiday|paid annual leave|holiday pay|paid leave)\b|\b(holiday|holidays|annual leave) (is|are|will be) unpaid\b|\b(holiday|holidays|annual leave) (is|are|will be) not paid\b|\b(no|(do not|don't|does not|doesn't|will not|won't) (do|offer|give|provide|get)( any)?) (paid time off|pto|paid holidays?|paid leave|holiday pay)\b|\b(holiday|holidays|annual leave) (isn't|aren't|won't be) paid\b/i;

/**
 * National Minimum Wage hourly rates (National Minimum Wage Regulations 2015, reg. 4, as amended each April), with
 * the date each set took effect. Source: GOV.UK "National Minimum Wage and National Living Wage rates".
 */
export const NMW_RATES = [
  { from: "2025-04-01", age21: 12.21, age18to20: 10.0, age16to17: 7.55, apprentice: 7.55 },
  { from: "2026-04-01", age21: 12.71, age18to20: 10.85, age16to17: 8.0, apprentice: 8.0 },
] as const;

export function nmwRatesAt(asOf: string) {
  return [...NMW_RATES].reverse().find((r) => r.from <= asOf) ?? null;
}

/** The rule as it was, not the practice now: "before April 2026, SSP was paid from the fourth day", "used to", "previously". */
/** Statutory sick pay said to be paid from the first day (the waiting days in the sentence are company sick pay's). */
const SSP_FROM_DAY_ONE = /\b(statutory sick pay|ssp)\b[^.;]{0,30}\b(from (the |your )?(first|1st) day|from day (one|1)|day one)\b/i;
/** No pay at all for the first days off sick: "you don't get anything for the first three days", "the first 3 days off ill are unpaid". */
const SICK_FIRST_DAYS_UNPAID =
  /\b(off )?(sick|ill)\b[^.]{0,80}\b(first (two|three|2|3) (qualifying |working )?days|first (couple of )?days)\b[^.]{0,60}\b(unpaid|not paid|aren't paid|are not paid)\b|\b(sick|ill)\b[^.]{0,40}\b(don't|do not|won't|will not) (get|receive) (anything|any pay|paid|a penny)\b[^.]{0,40}\bfirst (two|three|2|3|few|couple of) days\b/i;
const PAST_RULE = /\b(before|until|prior to|up to) (\d{1,2} )?(january|february|march|april|may|june|july|august|september|october|november|december)? ?\d{4}\b|\b(used to|previously|formerly|no longer|in the past)\b/i;

/** Statutory sick pay is payable from the first day of sickness (no waiting days) from this date (Employment Rights Act 2025). */
export const SSP_DAY_ONE_FROM = "2026-04-06";

const wtr = (article: string): Cite[] => [{ source_id: "uk-working-time-regulations-1998", article }];
const era = (article: string): Cite[] => [{ source_id: "uk-employment-rights-act-1996", article }];

/** A work cost taken from pay, in any wording: deducted, charged, taken out of pay, recovered from wages. */
const WORK_COST_DEDUCTED = /\b(deduct\w*|charged|cost of|(take|takes|taking|took)\b[^.;]{0,30}\b(from|out of|off) (your |their )?(pay|wages?|salary)|comes? (out of|off) (your |their |the )?([\w']+ ){0,2}(pay|wages?|salary)|taken (out of|from) (your |their )?(pay|wages|salary)|(recovered|withheld|docked|kept back) (from|out of)|(you|workers|staff|employees) (must |will )?pay for)\b/i;
/** Pay taken under the minimum wage. */
const BELOW_MINIMUM = /\b(below|under|beneath|less than) (the )?(national )?(minimum|living) wage\b/i;
/** Paid exactly the statutory minimum ("you are paid the National Living Wage"). */
const PAID_THE_MINIMUM = /\b(paid (at )?|(rate|pay) is (at )?|you('re| are) on |you (get|earn) |earn(s|ing)? )the (national )?(minimum|living) wage\b/i;

/** A rate by the hour: "per hour", "an hour", "hourly", "for every hour you work". */
const HOURLY = /\b(per hour|an hour|hourly|(for|of) (every|each) hour)\b/i;
/** Pay periods a salary is stated by, as periods in a year. */
const PAY_PERIODS: [RegExp, number][] = [
  [/\b(per|a|each|every) (year|annum)\b|\bannual(ly)?\b|\bp\.a\.|\bper annum\b/i, 1],
  [/\b(per|a|each|every) (calendar )?month\b|\bmonthly\b/i, 12],
  [/\b(per|a|each|every) fortnight\b|\bfortnightly\b/i, 26],
  [/\b(per|a|each|every) week\b|\bweekly\b/i, 52],
];
/** An addition to the hourly rate, not the rate: "night premium", "+£1.50 per hour", "weekend allowance". */
const PAY_ON_TOP = /\b(premiums?|allowances?|uplifts?|supplements?|enhancements?|shift differentials?)\b|\+\s?£/i;

/** Weekly hours a text states: "40 hours per week", "a 37.5-hour week". */
const WEEKLY_HOURS = /\b(\d{1,2}(?:\.\d{1,2})?)[- ]hours? (?:per|a|each|every) week\b|\b(\d{1,2}(?:\.\d{1,2})?)[- ]hour (?:working )?week\b/i;

/** Unpaid, in any wording. */
const UNPAID = /\b(unpaid|not paid|isn't paid|aren't paid|won't be paid|will not be paid|without pay|no pay)\b/i;
/** Time at work: a trial shift, meetings, briefings, training, handover, time kept on after the shift. */
const WORK_TIME =
  /\b(trial (shifts?|days?|periods?|sessions?)|work trials?|meetings?|briefings?|training|induction|handovers?|set[- ]?up|cash[- ]?up|travel(l?ing)? time|(any |all )?time (after|before|beyond|over) (your|the|their)|extra (time|hours)|overtime|huddles?|stand-?ups?|team talks?|pre-?shift|(opening|closing) (checks|duties|up)|clean(ing)?[- ]?(down|up)|changing (into|out of)|security (checks|searches)|waiting (time|for)|on[- ]call|sleep[- ]?ins?)\b/i;
/** Time off work that may lawfully be unpaid: breaks, meals, leave, absence, training or events the worker chooses to attend. */
const NOT_WORK_TIME = /\b(breaks?|lunch|meals?|leave|holidays?|sabbatical|volunteer\w*|parental|maternity|paternity|sick\w*|absence|(voluntary|optional) (training|courses?|classes|events?|socials?|social events?|activit(y|ies)))\b/i;

type Band = "21" | "18" | "16" | "apprentice";
/** The age band a label names: "aged 21 and over", "21+", "18-20s", "aged 18 to 20", "under-18s", "apprentice". */
function bandOf(label: string): Band | null {
  if (/\bapprentice/i.test(label)) return "apprentice";
  if (/\b18\s*(?:–|-|to)\s*20s?\b/i.test(label)) return "18";
  if (/\b16\s*(?:–|-|to|and|or)\s*17s?\b|\bunder[- ]18s?\b/i.test(label)) return "16";
  if (/\b21\s*(?:\+|and over|or over|and older|or older|plus)|\bover[- ]21s?\b/i.test(label)) return "21";
  return null;
}

/**
 * Hourly rates stated for an age band, in a table row ("Aged 18 to 20: £11.00") or a list ("£12.21 for those aged 21+,
 * £10.00 for 18-20s"): each amount takes the band named right after it ("£10.00 for 18-20s") or else the one right
 * before it, with no other amount in between.
 */
function bandRates(ctx: RuleContext): { band: Band; rate: number; sentence: Sentence }[] {
  const out: { band: Band; rate: number; sentence: Sentence }[] = [];
  if (!ctx.doc.mentions(/£/)) return out;
  for (const s of ctx.doc.sentences) {
    if (PAY_ON_TOP.test(s.text)) continue;
    const found = [...s.text.matchAll(/£\s?(\d{1,2}\.\d{2})\b/g)];
    let labelTaken = false;
    for (const [i, m] of found.entries()) {
      const end = m.index! + m[0].length;
      const after = s.text.slice(end, found[i + 1]?.index ?? s.text.length);
      const before = s.text.slice(i > 0 ? found[i - 1]!.index! + found[i - 1]![0].length : 0, m.index!);
      const afterLabel = after.match(/^\s*(?:(?:per|an|each) hour\s*)?(?:for|if you are|when aged|\()[^,;]{0,40}/i);
      // The label before an amount is its own only if the amount before did not already take it as the label after it
      // ("£10.85 if you are 18 to 20, £8.00 if you are 16 or 17": "18 to 20" belongs to £10.85).
      const band = (afterLabel ? bandOf(afterLabel[0]) : null) ?? (labelTaken ? null : bandOf(before.slice(-60)));
      labelTaken = afterLabel !== null && bandOf(afterLabel[0]) !== null;
      if (band) out.push({ band, rate: Number(m[1]), sentence: s });
    }
  }
  return out;
}

/**
 * Pay at or within 50p of the National Living Wage (or said to be "the minimum wage"): a deduction or unpaid time then
 * takes it below the minimum, whereas well-paid staff keep above it.
 */
function paidAtOrNearMinimum(ctx: RuleContext, livingWage: number): boolean {
  const pay = hourlyPay(ctx);
  return pay ? pay.rate <= livingWage + 0.5 : ctx.doc.sentences.some((x) => PAID_THE_MINIMUM.test(x.text) && affirms(x.text, PAID_THE_MINIMUM));
}

/** The date the pay a sentence states is for: "For January 2026 you were paid …", "from 1 April 2026 your rate is …". */
function payDate(text: string): string | null {
  for (const m of text.matchAll(/\b(?:for|in|during|from|since|as of|with effect from|effective)\s+/gi)) {
    const d = dateAt(text.slice(m.index! + m[0].length, m.index! + m[0].length + 30));
    if (d) return d;
  }
  return null;
}

/** The hourly pay a text gives: `stated` when the text names an hourly rate, not when it is worked out from pay for a period. */
function hourlyPay(ctx: RuleContext): { rate: number; sentence: Sentence; stated: boolean } | null {
  if (ctx.doc.mentions(HOURLY)) {
    for (const s of ctx.doc.sentences) {
      // A premium or allowance on top of the rate ("Night premium: +£1.00 per hour") is not the rate itself.
      if (!HOURLY.test(s.text) || PAY_ON_TOP.test(s.text)) continue;
      const [rate] = amounts(s.text, /£/);
      if (rate !== undefined) return { rate, sentence: s, stated: true };
    }
  }
  // Pay for a period with the hours it covers in the same sentence: "£500 a week for 45 hours".
  for (const s of ctx.doc.sentences) {
    const rate = /£/.test(s.text) && !/\b(allowances?|bonus(es)?|expenses?|deduct\w*|premiums?|tips?|commission|overtime|charge[sd]?|fees?)\b/i.test(s.text) ? payForHours(s.text) : null;
    if (rate !== null) return { rate, sentence: s, stated: false };
  }
  // A salary by the week, month or year, over the weekly hours the text states: "£1,500 per month for a 40-hour week".
  const hours = ctx.doc.text.match(WEEKLY_HOURS);
  const weekly = hours ? Number(hours[1] ?? hours[2]) : NaN;
  if (!(weekly > 0)) return null;
  for (const s of ctx.doc.sentences) {
    if (!/\b(salary|wages?|remuneration|basic pay|gross pay|pay:|(your|the|our|weekly|monthly|annual) pay (is|will be|comes to|amounts to))/i.test(s.text)) continue;
    // An allowance, a bonus or a charge is not the pay for the hours.
    if (/\b(allowances?|bonus(es)?|expenses?|deduct\w*|premiums?|tips?|commission|overtime|charge[sd]?|costs?|fees?|uniforms?)\b/i.test(s.text)) continue;
    const [amount] = amounts(s.text, /£/);
    const per = PAY_PERIODS.find(([re]) => re.test(s.text));
    if (amount === undefined || !per) continue;
    return { rate: Math.round(((amount * per[1]) / 52 / weekly) * 100) / 100, sentence: s, stated: false };
  }
  return null;
}

/** Whether the text concerns workers under 18 (who get longer rest), rather than stating that all are adults. */
/** A worker under 18 named: "care assistants aged 17", "staff under 18", "young workers". */
const YOUNG_WORKER = /\b(under[- ]18s?|aged (15|16|17)|(15|16|17)[- ]year[- ]olds?|young workers?|school[- ]leavers?|(both|each) (15|16|17)(?![-\u2013\d]| ?(hours?|hrs?|days?|weeks?|shifts?|minutes?|mins?)\b))\b/i;

/** A sentence, clock times or a rota leaving less than `minHours` between the end of one shift and the next (reg. 10). */
function dailyRestBreach(ctx: RuleContext, minHours: number): { sentence: Sentence; finding: string } | null {
  for (const s of ctx.doc.sentences) {
    const rest = restBetweenShiftsHours(s.text);
    if (rest !== null && rest < minHours) return { sentence: s, finding: `Only ${+rest.toFixed(1)} hours separate the end of one shift from the start of the next, less than the ${minHours} hours' daily rest.` };
  }
  if (ctx.doc.mentions(/\d{1,2}[:.]\d{2}/)) {
    for (const s of ctx.doc.sentences) {
      const m = s.text.match(/\b(?:finish|end)\w*\b[^.]{0,200}?\b(\d{1,2})[:.](\d{2})\b[^.]{0,200}?\b(?:start|begin)\w*\b[^.]{0,200}?\b(\d{1,2})[:.](\d{2})\b/i);
      if (!m) continue;
      const gap = (clockMinutes(m[3], m[4]) - clockMinutes(m[1], m[2]) + 24 * 60) % (24 * 60);
      if (gap < minHours * 60) return { sentence: s, finding: `Only ${gap / 60} hours separate the end of one shift from the start of the next, less than the ${minHours} hours' daily rest.` };
    }
  }
  // The finish in one sentence and the same people's start the next day in the following one ("Lates finish 11pm.
  // Anyone on a late Monday is on an early the next day, starting 6am.").
  for (const [i, s] of ctx.doc.sentences.entries()) {
    const next = ctx.doc.sentences[i + 1];
    if (!next || clockTimes(s.text).length !== 1 || !/\b(next|following) (day|morning)\b|\bthe day after\b|\btomorrow\b/i.test(next.text)) continue;
    const rest = restBetweenShiftsHours(`${s.text} ${next.text}`);
    if (rest !== null && rest < minHours) return { sentence: next, finding: `Only ${+rest.toFixed(1)} hours separate the end of one shift from the start of the next day's, less than the ${minHours} hours' daily rest.` };
  }
  for (const s of ctx.doc.sentences) {
    const rest = restBetweenDailyShiftsMinutes(s.text);
    if (rest !== null && rest < minHours * 60) return { sentence: s, finding: `A shift of these hours on consecutive days leaves only ${+(rest / 60).toFixed(1)} hours between the end of one day's shift and the start of the next, less than the ${minHours} hours' daily rest.` };
  }
  const listed = shortestRestBetween(shiftsIn(ctx.doc.sentences));
  if (listed && listed.minutes < minHours * 60) return { sentence: listed.sentence, finding: `The shifts listed leave only ${+(listed.minutes / 60).toFixed(1)} hours between the end of one day's shift and the start of the next, less than the ${minHours} hours' daily rest.` };
  const rota = rotaRestGap(ctx, minHours);
  return rota ? { sentence: rota.sentence, finding: `The rota leaves only ${+(rota.minutes / 60).toFixed(1)} hours between a late shift and the next day's early one, less than the ${minHours} hours' daily rest.` } : null;
}

function youngWorkers(ctx: RuleContext): boolean {
  const age = statedWorkerAge(ctx.doc.text);
  if (age !== null && age < 18) return true;
  return /\b(under[- ]18s?|aged (15|16|17)|young workers?|school[- ]leavers?)\b/i.test(ctx.doc.text) && !/\b(all|every)\b[^.]{0,30}\b(aged 18 or over|adults|over 18)\b/i.test(ctx.doc.text) && !/\bstaff under 18 receive\b/i.test(ctx.doc.text);
}

/** Days worked a week, stated in the sentence: "working three days a week", "on a two-day week", "5 days per week". */
const DAYS_A_WEEK = /\b(\d|one|two|three|four|five|six)[- ]days? (?:a|per|each|every) week\b|\b(\d|one|two|three|four|five|six)[- ]day (?:working )?week\b/i;

/** Paid leave a sentence grants, in days ("20 days", "twenty days", "four weeks" of a five-day week). */
function leaveDays(text: string): number | null {
  if (/\b5\.6 weeks\b/i.test(text)) return null;
  // "Working three days a week" is the worker's pattern of work, not leave.
  const leaveOnly = text.replace(new RegExp(DAYS_A_WEEK.source, "gi"), " ");
  for (const m of leaveOnly.matchAll(/(?<![\d.])(\d{1,2}(?:\.\d{1,2})?|[a-z]+(?:-[a-z]+)?) (?:working |paid )?(days?|weeks?)'?\b/gi)) {
    const n = /^\d+\.\d+$/.test(m[1]) ? Number(m[1]) : parseCount(m[1]);
    if (n !== null && !Number.isNaN(n)) return /week/i.test(m[2]) ? n * 5 : n;
  }
  return null;
}

/**
 * Employer's notice below the statutory minimum for some of the employees a term covers: a fixed notice "regardless of
 * length of service" under the 12-week ceiling, or a stated length of service given fewer weeks than its years.
 */
/** Ending the employment, said of the employer or of either side (not the employee's own notice alone). */
const EMPLOYER_ENDS =
  /\b(we|the (company|employer|firm|business|hotel|shop|agency)|either (side|party)|both (sides|parties))\b[^.]{0,40}\b((end|terminate)\w*\b[^.]{0,20}\b(employment|contract|engagement|agreement|job)|dismiss\w* you|let (you|staff|workers|employees|people) go|(sack|fire|lay off) (you|staff|workers|employees)|give you (the sack|your notice))\b|(?<!\byou )\b(may|can|will|shall|reserves? the right to) (end|terminate)\w*\b[^.]{0,20}\b(your |this |the )?(employment|contract|engagement|agreement|job)\b/i;
/** The first month of employment, when s. 86 sets no minimum ("in your first four weeks", "during the first month"). */
const FIRST_MONTH = /\b(in|during|within|for) (your |the |its )?(first|initial) (four weeks|4 weeks|month|28 days|30 days|calendar month)\b|\bbefore (you have|you've) (worked|completed) (one|a|1) month\b/i;

/**
 * Notice given by the employer in days or hours (less than the statutory week) outside the first month of employment:
 * "the company may end your employment by giving three days' notice".
 */
function shortNoticeDays(text: string): string | null {
  if (!EMPLOYER_ENDS.test(text) || FIRST_MONTH.test(text) || /\bgross misconduct\b/i.test(text)) return null;
  const m = text.match(/\b(\d{1,2}|[a-z]+)\s+(days?|hours?)(?:['’]s?)?\s*(?:written\s+)?notice\b|\bnotice of (\d{1,2}|[a-z]+)\s+(days?|hours?)\b/i);
  if (!m) return null;
  const n = parseCount(m[1] ?? m[3]);
  if (n === null || Number.isNaN(n)) return null;
  const inDays = /^hour/i.test(m[2] ?? m[4]) ? n / 24 : n;
  if (inDays >= 7) return null;
  const unit = (m[2] ?? m[4]).toLowerCase();
  return `The employer may end the employment on ${m[1] ?? m[3]} ${unit}${unit.endsWith("s") ? "'" : "'s"} notice, less than the statutory minimum of one week after a month's service.`;
}

/** The employer, or both parties, giving notice: "either side must give", "the company will give you". */
const EMPLOYER_GIVES = /\b(we|the (company|employer|firm|business|hotel|shop|agency)|either (side|party)|both (sides|parties)|each (side|party))\b[^.]{0,30}\bgiv(e|es|ing)\b/i;
/** Ending the job, in the sentence or the one before ("Notice: either side may end your employment …"). */
const ABOUT_ENDING = /\b(end|ends|ending|terminat\w*)\b[^.]{0,30}\b(employment|contract|engagement|job|agreement|arrangement|relationship)\b|\b(dismiss\w*|resign\w*)\b|^notice\b/i;

/**
 * Notice in days that the employer (or either side) gives to end the employment, where the ending is said in the
 * sentence or the one before it: "Notice: … either side may end your employment with one week's notice. After
 * probation, either side must give 3 days' notice." Notice of something else ("3 days' notice of rota changes") is not it.
 */
function daysNoticeFromEmployer(text: string, previous: string): string | null {
  if (!EMPLOYER_GIVES.test(text) || !affirms(text, /\bgiv(e|es|ing)\b/i) || FIRST_MONTH.test(text) || /\bgross misconduct\b/i.test(text)) return null;
  if (!ABOUT_ENDING.test(text) && !(EMPLOYER_ENDS.test(previous) || /^notice\b/i.test(previous))) return null;
  const m = text.match(/\b(\d{1,2}|[a-z]+)\s+(days?|hours?)(?:['’]s?)?\s*(?:written\s+)?notice\b(?!\s+(of|about|before|for)\b|\s+to (?!end|terminate|leave|resign|bring)\w)/i);
  if (!m) return null;
  const n = parseCount(m[1]);
  if (n === null || Number.isNaN(n)) return null;
  if ((/^hour/i.test(m[2]) ? n / 24 : n) >= 7) return null;
  return `Notice to end the employment is ${m[1]} ${m[2].toLowerCase()}, less than the statutory minimum of one week after a month's service.`;
}

/** An itemised pay statement in any wording. */
const PAY_STATEMENT = /\b(payslips?|pay slips?|pay statements?|wage slips?|pay advice|itemised (pay )?statements?)\b/i;
/** The written statement of terms, in any wording (not a single particular given later, such as pension details). */
/** Written terms refused: "we don't give out contracts or anything in writing", "no contracts here", "agreed by word of mouth". */
const NO_WRITTEN_TERMS =
  /\b(don't|do not|doesn't|does not|won't|will not|never|not)\s+(\w+\s+)?(give|issu|provid|hand|do|use|put|writ|sign|offer)\w*\b[^.;]{0,30}\b(contracts?|written terms|anything (down )?in writing|paperwork)\b|\bno (written )?(contracts?|paperwork)\b(?! (is|are) (needed|required) (for|to) (holiday|leave|sick))|\b(by|on) (word of mouth|a handshake)\b|\bverbal(ly)? (only|agreement)\b/i;
const WRITTEN_TERMS = /\b(written (statements?|terms|contracts?|particulars)|statement of (main |employment )?(terms|particulars)|(your|a) (contract of employment|employment contract|written contract))\b/i;

/** "Once you have successfully completed your probationary period", "at the end of the trial period": after work has begun. */
const AFTER_PROBATION =
  /\b((once|after|when|upon|on) (you have |you've |you |the employee has |(people|staff|employees|workers|new starters|new joiners|they|he|she) (have |has )?)?(successfully )?(complet\w*|pass\w*|finish\w*|serv\w*) (your|the|a|their) ([\w-]+ ){0,2}(probation\w*( period)?|trial period)|(at|after) the end of (your|the|a|their) ([\w-]+ ){0,2}(probation\w*( period)?|trial period)|(once|after|when) (your|the|their) (probation\w*( period)?|trial period) (is|has been|ends|has ended|is over))\b/i;

/** "Within two months of your first shift", "after eight weeks' work": a period after the start for the written terms. */
function writtenTermsAfterStart(text: string): boolean {
  if (AFTER_PROBATION.test(text)) return affirms(text, WRITTEN_TERMS) && !/\b(pension|training|collective agreement|disciplinary)\b/i.test(text);
  // "Once you've been with us a couple of months", "after you've been here three months": some time after the start.
  if (/\b(after|once|when) (you('ve| have)|you've) (been (here|with us|working( here| for us)?|employed)|worked (here|for us)|(done|completed|served|put in) (your |the )?(first )?([\w-]+ )?(weeks?|months?|years?))\b/i.test(text) && /\b(contract|written terms|terms|statement|particulars|paperwork)\b/i.test(text) && affirms(text, /\b(contract|terms|statement|particulars|paperwork)\b/i)) return !/\b(pension|training|collective agreement|disciplinary|permanent|review|renew\w*)\b/i.test(text);
  // "You'll get a statement of terms after six months": promised for some weeks or months on, not for the first day.
  if (/\b(get|receive|be given|be issued|be sent|have|sign)\b[^.;]{0,60}\bafter (about |around |roughly )?(\d{1,2}|one|two|three|four|five|six|eight|nine|ten|twelve|a few|a couple of) (weeks?|months?)\b/i.test(text) && affirms(text, WRITTEN_TERMS)) return !/\b(pension|training|collective agreement|disciplinary|review|renew\w*|updated?)\b/i.test(text);
  if (!/\b(of|after|from|following) (you |your )?(start\w*|first (day|shift|week)|joining|commenc\w*|beginning (work|employment))\b/i.test(text)) return false;
  return periodsIn(text).some((p) => p.days >= 1) && affirms(text, WRITTEN_TERMS) && !/\b(pension|training|collective agreement|disciplinary)\b/i.test(text);
}

/** `serviceElsewhere`: complete years of service the text states outside this sentence (a letter's "employed since 2019"). */
function employerNoticeShortfall(text: string, serviceElsewhere: number | null = null): string | null {
  if (!/\bnotice\b/i.test(text) || /\b(you|employees?) must give\b/i.test(text)) return null;
  const days = shortNoticeDays(text);
  if (days) return days;
  if (!/\b(we|us|the (company|employer|firm|business)|our|either (side|party)|both (sides|parties))\b/i.test(text)) return null;
  // "One week's notice", or the period after the notice it measures: "notice from the company is one week".
  const weeks =
    text.match(/\b(\d{1,2}|[a-z]+)\s+weeks?(?:['’]s?)?\s*(?:written\s+)?notice\b/i) ??
    text.match(/\bnotice\b(?:\s+(?:period\s+)?(?:from|given by|by)\s+(?:the\s+|us\s*)?(?:company|employer|firm|business|us)?)?\s+(?:is|will be|of)\s+(?:only\s+|just\s+)?(\d{1,2}|one|two|three|four)\s+weeks?\b(?!\s*(?:per|for each|for every|each)\b)/i);
  const months = weeks ? null : text.match(/\b(\d{1,2}|[a-z]+)\s+(?:calendar\s+)?months?(?:['’]s?)?\s*(?:written\s+)?notice\b/i);
  if (months) {
    // A month is at most 31 days: only a shortfall even then is certain.
    const m = parseCount(months[1]);
    const service = serviceYears(text) ?? serviceElsewhere;
    if (m === null || Number.isNaN(m) || service === null || service < 2 || /\b(or the statutory|whichever is (greater|longer)|if greater|if longer|at least the statutory|(per|for each|for every|each) (complete |full )?year)\b/i.test(text)) return null;
    const due = Math.min(12, service);
    return (m * 31) / 7 < due ? `After ${service} years' service the employer gives ${months[1]} ${m === 1 ? "month's" : "months'"} notice, less than the statutory ${due} weeks.` : null;
  }
  if (!weeks) return null;
  const given = parseCount(weeks[1]);
  if (given === null || Number.isNaN(given)) return null;
  if ((REGARDLESS_OF_SERVICE.test(text) || /\b(regardless|irrespective|whatever|however long|no matter)\b[^.]{0,30}\b(length of |years of |their |your )?service\b/i.test(text)) && given < 12) {
    return `The employer gives ${given} ${given === 1 ? "week's" : "weeks'"} notice whatever the length of service, less than the statutory week per complete year of service (up to 12 weeks) for longer-serving employees.`;
  }
  // Notice that grows with service ("rises by one week per year of service, up to twelve weeks") is the statutory scale.
  if (/\b(per|for each|for every|each) (complete |full )?year\b|\b(rises?|increases?|goes up|grows?)\b|\bstatutory (minimum )?(period of )?notice\b/i.test(text)) return null;
  const years = serviceYears(text) ?? serviceElsewhere;
  if (years !== null && years >= 2 && given < Math.min(12, years)) {
    return `After ${years} years' service the employer gives ${given} weeks' notice, less than the statutory ${Math.min(12, years)} weeks.`;
  }
  return null;
}

/** Complete years of service a sentence names: "more than five years' service", "once you've worked here ten years". */
function serviceYears(text: string): number | null {
  const service =
    text.match(/\b(?:more than|over|after|at least|with)\s+(\d{1,2}|[a-z]+)\s+(?:complete\s+|full\s+)?years'?\s*(?:of\s+)?(?:continuous\s+|unbroken\s+)?(?:service|employment)\b/i) ??
    text.match(/\b(?:worked|been (?:with us|here|employed|working)|served)\b[^.,;]{0,25}?\b(?:for\s+)?(?:more than\s+|over\s+|at least\s+)?(\d{1,2}|[a-z]+)\s+(?:complete\s+|full\s+)?years\b/i);
  const years = service ? parseCount(service[1]) : null;
  return years !== null && !Number.isNaN(years) ? years : null;
}

function statedAge(text: string, asOf?: string): number | null {
  // "aged 26", "age: 26", "over 21", "21 and over", "26 years old", "you are 26".
  const m = text.match(
    /\b(?:aged|age:?)\s+(\d{2})\b|\b(?:over|older than)\s+(\d{2})\b|\b(\d{2})\s*(?:\+|and over|or over|and older|or older)|\b(\d{2})[- ]years?[- ]old\b|\b(?:you are|worker is|employee is|i am)\s+(\d{2})\b(?!\s*(?:hours|days|weeks|%))/i,
  );
  if (m) return Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
  return asOf ? ageFromBirthDate(text, asOf) : null;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The worker's age at `asOf` from a stated date of birth ("born 4 July 1999", "date of birth: 04/07/1999", "DOB 1999-07-04"). */
function ageFromBirthDate(text: string, asOf: string): number | null {
  const m = text.match(
    /\b(?:born(?: on)?|date of birth|d\.?o\.?b\.?)\s*:?\s*(?:(\d{1,2})(?:st|nd|rd|th)?\s+(january|february|march|april|may|june|july|august|september|october|november|december),?\s+(\d{4})|(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})|(\d{4})-(\d{2})-(\d{2}))\b/i,
  );
  if (!m) return null;
  const [day, month, year] = m[1]
    ? [Number(m[1]), MONTHS.indexOf(m[2].toLowerCase()) + 1, Number(m[3])]
    : m[4]
      ? [Number(m[4]), Number(m[5]), Number(m[6])]
      : [Number(m[9]), Number(m[8]), Number(m[7])];
  const [y, mo, d] = asOf.split("-").map(Number);
  const age = y - year - (mo < month || (mo === month && d < day) ? 1 : 0);
  return age >= 13 && age <= 100 ? age : null;
}

/** Workers said to be under 21: "porters under 21", "under-21s", "staff younger than 21". */
const UNDER_21 = /\b(under[- ]21s?|under (the age of )?21|younger than 21|aged (16|17|18|19|20) (to|or|and) (17|18|19|20))\b/i;

/** One hourly rate said to apply to workers of every age ("regardless of age", "whatever your age"): it must reach the National Living Wage. */
const EVERY_AGE = /\b(regardless of|irrespective of|of whatever|for all) (your |their |the worker's )?ages?\b|\bwhatever (your |their |the worker's )?ages?\b|\b(all|every) ages\b/i;

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const SHIFT_CELL = /^(\d{1,2})[:.](\d{2})\s*(?:–|-|to)\s*(\d{1,2})[:.](\d{2})$/;

/**
 * A rota laid out as a table with one column per day ("| Name | Mon | Tue |"): the shortest rest between a shift in one
 * day's column and the shift in the next day's, when it is below `minHours`. Columns are read as consecutive days only
 * when their headings are.
 */
function rotaRestGap(ctx: RuleContext, minHours: number): { sentence: Sentence; minutes: number } | null {
  if (!ctx.doc.mentions(/^\|.*\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b.*\|/im)) return null;
  let days: number[] | null = null;
  for (const s of ctx.doc.sentences) {
    if (!s.text.startsWith("|")) continue;
    const cells = s.text.split("|").map((c) => c.trim());
    const heading = cells.map((c) => WEEKDAYS.indexOf(c.slice(0, 3).toLowerCase()));
    if (heading.filter((d) => d >= 0).length >= 2) {
      days = heading;
      continue;
    }
    if (!days) continue;
    for (let i = 0; i + 1 < cells.length; i++) {
      const a = cells[i]!.match(SHIFT_CELL);
      const b = cells[i + 1]!.match(SHIFT_CELL);
      if (!a || !b || days[i]! < 0 || days[i + 1] !== (days[i]! + 1) % 7) continue;
      const [start, end, next] = [clockMinutes(a[1]!, a[2]!), clockMinutes(a[3]!, a[4]!), clockMinutes(b[1]!, b[2]!)];
      // A shift ending after midnight ends on the next day already.
      const minutes = end <= start ? next - end : 24 * 60 - end + next;
      if (minutes >= 0 && minutes < minHours * 60) return { sentence: s, minutes };
    }
  }
  return null;
}

function clockMinutes(h: string, m: string) {
  return Number(h) * 60 + Number(m);
}

/** A break from work in any wording (a comfort, tea or screen break, a pause, stepping away). */
const BREAK_WORD = /\b(breaks?|pauses?|step(s|ping)? away|time away)\b/i;
/** A break long enough by its name or in hours: "a one-hour break", "lunch break", "meal break". */
const LONG_BREAK = /\b(an?|one|\d) hours?'? (lunch |meal |rest )?break\b|\b(lunch|meal|dinner|rest) breaks?\b/i;
/** A meal. */
const MEAL = /\b(meals?|lunch\w*|food|eat(s|en|ing)?|dinner|snacks?)\b/i;
/** Where or when a meal is taken that keeps the worker at work: at the desk, between calls, while the line runs. */
const MEAL_AT_WORK =
  /\b(at (your|their|the|his|her) (own )?(desks?|workstations?|work stations?|stations?|posts?|tills?|consoles?|machines?|counters?)|between (calls|customers|jobs|tasks|orders|deliveries)|while (working|serving|driving|(you are |they are )?(on (the )?(phones?|calls?|line|shift)|logged in)|the (belt|line|queue) (runs|is running|is moving)))\b/i;
/**
 * A break itself taken at the workstation: "lunch breaks are taken at your desk" grants no break away from work; "you may
 * eat at your desk, but you must take a 30-minute break away from it" does.
 */
const BREAK_AT_DESK = new RegExp(`\\b(breaks?|lunch\\w*|meals?)\\b[^,;.]{0,40}(${MEAL_AT_WORK.source})`, "i");
/** Lengths in minutes a sentence states ("up to 5 minutes", "two 10-minute breaks", "fifteen mins"). */
function minutesIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\b(\d{1,3}|[a-z]+(?:-[a-z]+)?)[- ]?(?:minutes?|mins?)\b/gi)) {
    const n = parseCount(m[1]);
    if (n !== null && !Number.isNaN(n)) out.push(n);
  }
  return out;
}

/** Working Time Regulations 1998 (S.I. 1998/1833). */
export function wtrPack(): RulePack {
  return {
    sourceIds: ["uk-working-time-regulations-1998"],
    name: "Working Time Regulations 1998",
    rules: [
      practice({
        id: "wtr-weekly-limit",
        provision: "reg. 4(1)",
        cites: wtr("4"),
        obligation: "Average working time may not exceed 48 hours a week over a 17-week reference period unless the worker has agreed in writing to opt out.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          // An opt-out named only to be refused ("no opt-out forms", "opting out is not allowed") is no opt-out.
          if (ctx.doc.sentences.some((x) => /\bopt(ing)?[- ]out|48[- ]hour limit|regulation 4\b/i.test(x.text) && !OPT_OUT_REFUSED.test(x.text))) return null;
          const s = ctx.doc.sentences.find((x) => (weeklyHours(x.text) ?? 0) > 48 && !isNegated(x.text, /\bhours?\b/i));
          if (s) return { sentence: s };
          // Days a week times hours a day ("six days a week, ten-hour days"), or the shifts a rota lists, less the daily break.
          const loose = ctx.doc.sentences.find((x) => (looseWeeklyHours(x.text) ?? 0) > 48 && affirms(x.text, /\bhours?\b/i) && !/\b(maximum|max|no more than|not more than|up to|limit|cap)\b/i.test(x.text));
          if (loose) return { sentence: loose };
          const product = ctx.doc.sentences.find((x) => (daysTimesHours(x.text) ?? 0) > 48 && !isNegated(x.text, /\b(days?|hours?)\b/i));
          if (product) return { sentence: product, finding: `The working pattern comes to ${daysTimesHours(product.text)} hours a week, more than the 48-hour average, with no opt-out from the limit.` };
          // One shift's clock times over a run of days ("8am to 9pm, Monday to Friday"), before any break is taken off.
          // As for a rota, a short stated stretch of cover ("this week only") is not the 17-week average.
          const range = TEMPORARY_ROTA.test(ctx.doc.text) ? undefined : ctx.doc.sentences.find((x) => (clockRangeWeeklyHours(x.text) ?? 0) > 52 && !isNegated(x.text, /\b(am|pm)\b/i));
          if (range) return { sentence: range, finding: `The hours set come to about ${clockRangeWeeklyHours(range.text)} a week, more than the 48-hour average, with no opt-out from the limit.` };
          // The 48 hours are an average over 17 weeks: a rota for a short, stated stretch of cover is not the average.
          const week = TEMPORARY_ROTA.test(ctx.doc.text) ? null : rotaWeeklyHours(shiftsIn(ctx.doc.sentences), dailyBreakMinutes(ctx.doc.sentences));
          if (week && week.hours > 48) return { sentence: week.sentence, finding: `The shifts listed come to ${week.hours} hours in the week, more than the 48-hour average, with no opt-out from the limit.` };
          // Hours left open-ended ("until the job is done") with no limit and no opt-out: nothing keeps the average to 48.
          const open = ctx.doc.sentences.find((x) => OPEN_ENDED_HOURS.test(x.text) && affirms(x.text, OPEN_ENDED_HOURS) && /\b(work\w*|hours|stay|shifts?)\b/i.test(x.text));
          return open ? { sentence: open, finding: "Working hours are open-ended, with no limit and no opt-out, so nothing keeps average weekly working time within 48 hours." } : null;
        },
        finding: "The contract sets more than 48 hours a week with no opt-out from the limit.",
        fix: "Keep average weekly working time to 48 hours over 17 weeks, or obtain the worker's voluntary written opt-out that they can end on notice.",
      }),
      practice({
        id: "wtr-opt-out",
        provision: "reg. 5",
        cites: [...wtr("5"), ...wtr("4")],
        obligation: "An opt-out from the 48-hour limit must be the worker's voluntary written agreement, which the worker can end on 7 days' notice or on a notice period agreed in writing of no more than 3 months.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const sentences = ctx.doc.sentences;
          for (const [i, s] of sentences.entries()) {
            // "You may not withdraw this agreement" right after the sentence agreeing to exceed 48 hours refers back to the opt-out.
            const previous = i > 0 ? sentences[i - 1]!.text : "";
            const referredBack =
              UNDO_OPT_OUT.test(s.text) &&
              ABOUT_OPT_OUT.test(previous) && !isNegated(previous, ABOUT_OPT_OUT);
            // A FAQ's answer reads with its question: "I signed the form to work over 48 hours a week. Can I change my mind?
            // A: Yes, but you need to give six months' notice" — the answer's notice is the notice to end the opt-out.
            const before = i > 1 ? sentences[i - 2]!.text : "";
            const answered = /\?\s*$/.test(previous) && UNDO_OPT_OUT.test(previous) && ABOUT_OPT_OUT.test(`${before} ${previous}`) && /\bnotice\b/i.test(s.text);
            const about = ABOUT_OPT_OUT.test(s.text) || referredBack || answered || /\bthis agreement\b/i.test(s.text) && anySentence(ctx.doc, [/\b48[- ]hour\b/i]);
            if (!about) continue;
            if (OPT_OUT_FINAL.test(s.text) && !/\b(at any time|on (\w+ )?(days'|weeks'|week's|months') notice|by giving\b[^.]{0,40}\bnotice)\b/i.test(s.text)) return { sentence: s, finding: "The opt-out from the 48-hour limit cannot be withdrawn, although the worker may always end it on notice." };
            const months = s.text.match(/\b(four|five|six|nine|twelve|\d+) months'? (written )?notice\b/i);
            if (months && (Number(months[1]) > 3 || /four|five|six|nine|twelve/i.test(months[1]))) return { sentence: s, finding: "Ending the opt-out needs more than the maximum three months' notice." };
            if (/\bcondition of (employment|engagement|the job)\b/i.test(s.text) && !isNegated(s.text, /\bcondition\b/i)) return { sentence: s, finding: "Signing the opt-out is a condition of employment, so the agreement is not voluntary (and refusing it may not lead to a detriment)." };
            if (OPT_OUT_FIXED.test(s.text) && !/\b(at any time|on (\w+ )?(days'|weeks'|week's|months') notice)\b/i.test(s.text)) {
              return { sentence: s, finding: "The opt-out from the 48-hour limit cannot be ended, although the worker may always end it on notice of no more than three months." };
            }
            if (OPT_OUT_REQUIRED.test(s.text) && !isNegated(s.text, OPT_OUT_REQUIRED)) return { sentence: s, finding: "Signing the opt-out is required to get or keep the job, so the agreement is not voluntary." };
            const notice = periodsIn(s.text).find((p) => /\bnotice\b/i.test(s.text.slice(p.index, p.index + p.raw.length + 20)));
            if (notice && notice.days > 92) return { sentence: s, finding: `Ending the opt-out needs ${notice.raw}' notice, more than the maximum three months.` };
          }
          return null;
        },
        met: [{ all: [/\bopt[- ]?out\b/i, /\b(seven|7) days'? (written )?notice|end any opt-out\b/i] }],
        finding: "The opt-out from the 48-hour limit is not on the terms the Regulations allow.",
        fix: "Make the opt-out a separate, voluntary written agreement that the worker can end on 7 days' notice (or an agreed period of no more than 3 months), and never a condition of the job.",
      }),
      practice({
        id: "wtr-daily-rest",
        provision: "reg. 10(1)",
        cites: wtr("10"),
        obligation: "An adult worker is entitled to 11 consecutive hours' rest in each 24-hour period.",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => dailyRestBreach(ctx, 11),
        finding: "Shifts leave less than 11 hours' rest between them.",
        fix: "Roster at least 11 consecutive hours of rest between shifts (12 for workers under 18); where a special-case exemption applies, give equivalent compensatory rest.",
      }),
      practice({
        id: "wtr-young-daily-rest",
        provision: "reg. 10(2)",
        cites: wtr("10"),
        obligation: "A young worker (over compulsory school age and under 18) is entitled to 12 consecutive hours' rest in each 24-hour period in which they work.",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => (youngWorkers(ctx) ? dailyRestBreach(ctx, 12) : null),
        finding: "Workers under 18 get less than the 12 hours' daily rest the regulation gives young workers.",
        fix: "Roster at least 12 consecutive hours of rest between shifts for workers under 18.",
      }),
      practice({
        id: "wtr-young-working-time",
        provision: "reg. 5A(1)",
        cites: wtr("5A"),
        obligation: "A young worker's working time may not exceed eight hours a day or 40 hours a week.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          for (const x of ctx.doc.sentences) {
            if (!YOUNG_WORKER.test(x.text) || !affirms(x.text, YOUNG_WORKER)) continue;
            const day = shiftLengthHours(x.text);
            const week = weeklyHours(x.text);
            if (isNegated(x.text, /\bhours?\b/i)) continue;
            if (day !== null && day > 8) return { sentence: x, finding: `Workers under 18 work ${day}-hour days, more than the 8 hours a day the regulation allows young workers.` };
            if (week !== null && week > 40) return { sentence: x, finding: `Workers under 18 work ${week} hours a week, more than the 40 hours the regulation allows young workers.` };
          }
          // A worker the text says is under 18, on the shifts it lists.
          if (!youngWorkers(ctx)) return null;
          const shifts = shiftsIn(ctx.doc.sentences);
          const longest = longestShift(shifts);
          if (longest && longest.hours > 8) return { sentence: longest.sentence, finding: `A worker under 18 is rostered for ${+longest.hours.toFixed(1)} hours in a day, more than the 8 hours the regulation allows young workers.` };
          const week = rotaWeeklyHours(shifts, dailyBreakMinutes(ctx.doc.sentences));
          if (week && week.hours > 40) return { sentence: week.sentence, finding: `A worker under 18 is rostered for ${week.hours} hours in the week, more than the 40 hours the regulation allows young workers.` };
          return null;
        },
        finding: "Workers under 18 work more than 8 hours a day or 40 hours a week.",
        fix: "Keep workers under 18 to at most 8 hours a day and 40 hours a week (counting work for any other employer).",
      }),
      practice({
        id: "wtr-weekly-rest",
        provision: "reg. 11",
        cites: wtr("11"),
        obligation: "An adult worker is entitled to an uninterrupted 24 hours' rest in each 7 days (or 48 hours in each 14 days).",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          // The first "no" after "seven days a week" is taken once (a lookahead does not backtrack): trying every "no" of a
          // long sentence for a "day off" after it was quadratic.
          const s = firstBreach(ctx, [{ all: [/\b((seven|7) days a week(?=([^.]{0,200}?\b(?:no|without (?:a|any))\b))\3[^.]{0,400}?day off|(13|14|fourteen|thirteen|twenty) (consecutive )?days in a row|no (weekly )?rest days?)\b/i] }]);
          if (s) return { sentence: s };
          // Every day worked over a stretch of weeks, or with no day off: "work every day of the week for six weeks".
          const everyDay = ctx.doc.sentences.find(
            (x) =>
              /\b(work\w*|rostered|on shift|shifts?|in)\b[^.;]{0,40}\b(every (single )?day( of the week)?|(seven|7) days a week)\b/i.test(x.text) &&
              /\b(no|without( a| any)?) (single )?days? off\b|\bno rest days?\b|\b(for|over) (the next )?(two|three|four|five|six|seven|eight|\d+) weeks\b/i.test(x.text) &&
              affirms(x.text, /\b(every (single )?day|(seven|7) days a week)\b/i) &&
              !/\b(open\w*|trade|trading|serve customers)\b/i.test(x.text),
          );
          if (everyDay) return { sentence: everyDay, finding: "Workers work every day for weeks on end with no day off, leaving less weekly rest than the 24 hours in each 7 days (or 48 hours in each 14) the regulation requires." };
          // Two days off in each fortnight is the least the regulation allows, so no run may exceed 12 days; under-18s need two days each week.
          const limit = youngWorkers(ctx) ? 5 : 12;
          for (const x of ctx.doc.sentences) {
            const run = consecutiveWorkingDays(x.text) ?? daysWithoutDayOff(x.text);
            // "Staff never work 14 days in a row" denies the run.
            const denied = /\b(work\w*|rostered|scheduled)\b/i.test(x.text) && !affirms(x.text, /\b(work\w*|rostered|scheduled)\b/i);
            if (run !== null && run > limit && !denied) return { sentence: x, finding: `Workers work ${run} days in a row, leaving less weekly rest than the 24 hours in each 7 days (or 48 hours in each 14) the regulation requires.` };
            if (/\b(one|a single|1) day off (in|per|a|each|every) (fortnight|two weeks|14 days)\b/i.test(x.text)) return { sentence: x };
          }
          // No day off in the period the text covers ("Day off: none this fortnight"), or a rota whose shifts run on
          // consecutive days past the limit.
          const noDayOff = ctx.doc.sentences.find((x) => /\b(days? off|rest days?)\s*:\s*(none|nil|n\/a)\b|\bno (days? off|rest days?) (this|that|for the|for this|in the|all|during the) (fortnight|month|two weeks|(\d+|two|three|four) weeks)\b/i.test(x.text));
          if (noDayOff) return { sentence: noDayOff, finding: "The worker has no day off in the fortnight, leaving less weekly rest than the 24 hours in each 7 days (or 48 hours in each 14) the regulation requires." };
          const listed = longestRotaRun(shiftsIn(ctx.doc.sentences));
          if (listed && listed.days > limit) return { sentence: listed.sentence, finding: `The rota has the worker on shift ${listed.days} days in a row, leaving less weekly rest than the 24 hours in each 7 days (or 48 hours in each 14) the regulation requires.` };
          // Days worked each week, stated ("you'll work seven days a week") or counted from a rota said to repeat: seven leave
          // no 24 hours off in any week; a worker under 18 needs two days off in every seven.
          const young = youngWorkers(ctx);
          const days = young ? "(six|6|seven|7)" : "(seven|7)";
          const weekDays = new RegExp(`\\b(work\\w*|rostered|on shift|shifts?)\\b[^.]{0,40}\\b${days}[- ]days? (a|per|each|every) week\\b`, "i");
          const stated = ctx.doc.sentences.find((x) => weekDays.test(x.text) && affirms(x.text, weekDays) && !/\b(open\w*|trade|trading|serve customers)\b/i.test(x.text));
          const range = young ? ctx.doc.sentences.find((x) => (daysInRange(x.text) ?? 0) >= 6 && /\b(work\w*|shifts?|rostered|you('re| are|'ll| will) (be )?on)\b/i.test(x.text) && !/\b(open\w*|trade|trading)\b/i.test(x.text)) : undefined;
          if (range) return { sentence: range, finding: "A worker under 18 works six or more days in a row each week, without the two days' weekly rest in each seven days young workers are owed." };
          if (stated) return { sentence: stated, finding: young ? "A worker under 18 works six or seven days a week, without the two days' weekly rest in each seven days young workers are owed." : undefined };
          if (/\b(same|this) (pattern|rota)\b[^.]{0,30}\b(every|each) week\b|\b(every|each) week\b[^.]{0,30}\b(same|this) (pattern|rota)\b|\brepeats? (every|each) week\b/i.test(ctx.doc.text)) {
            const week = rotaWeeklyHours(shiftsIn(ctx.doc.sentences), 0);
            if (week && week.days >= (young ? 6 : 7)) return { sentence: week.sentence, finding: `The rota, repeated every week, has ${week.days} working days in each week, leaving less weekly rest than the regulation requires.` };
          }
          return null;
        },
        finding: "The schedule leaves no weekly rest period.",
        fix: "Give each worker 24 hours' uninterrupted rest each week, or 48 hours each fortnight.",
      }),
      practice({
        id: "wtr-breaks",
        provision: "reg. 12(1)",
        cites: wtr("12"),
        obligation: "A worker whose working day is longer than 6 hours is entitled to an uninterrupted rest break of at least 20 minutes (30 minutes after 4.5 hours for young workers).",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          if (!ctx.doc.mentions(/\b(breaks?|eat|lunch|pauses?|stops?|straight through|non-?stop)\b/i)) return null;
          // A break denied counts only where the working day is longer than 6 hours (4.5 for young workers), or its length is not stated.
          const lengths = ctx.doc.sentences.map((x) => shiftLengthHours(x.text)).filter((h): h is number => h !== null);
          const longest = longestShift(shiftsIn(ctx.doc.sentences));
          if (longest) lengths.push(longest.hours);
          const young = youngWorkers(ctx);
          const threshold = young ? 4.5 : 6;
          // A young worker's break is 30 minutes (reg. 12(4)); an adult's 20 (reg. 12(1)).
          const minimum = young ? 30 : 20;
          if (lengths.length > 0 && Math.max(...lengths) <= threshold) return null;
          const s = firstBreach(ctx, [{ all: [/\b(do not|don't|will not|no|cannot) (take )?(rest )?breaks?\b|\bwithout (a )?(rest )?break\b/i], none: [ENTITLED_TO_BREAK] }]);
          if (s) return { sentence: s };
          const t = ctx.doc.sentences.find((x) => deniesBreak(x.text));
          if (t) return { sentence: t };
          // A break of 20 minutes or more granted anywhere (and not itself taken at the desk) answers both facts below.
          const atWorkstation = (text: string) => MEAL_AT_WORK.test(text) && affirms(text, MEAL_AT_WORK);
          const grantsBreak = ctx.doc.sentences.some(
            (x) => (BREAK_WORD.test(x.text) || MEAL.test(x.text)) && (minutesIn(x.text).some((m) => m >= minimum) || LONG_BREAK.test(x.text)) && !isNegated(x.text, BREAK_WORD) && !BREAK_AT_DESK.test(x.text),
          );
          // The only break placed at the start or end of the shift ("so you leave 20 minutes early") is no rest break.
          const atEdge = ctx.doc.sentences.find((x) => BREAK_WORD.test(x.text) && /\b(taken|given|scheduled|falls?|comes?|is|are|added) at the (end|start|beginning) of (the|your|each|every) (shift|working day|day)\b|\b(leave|finish|go home) (\d+ minutes |\w+ minutes )?early\b/i.test(x.text) && !/\bmiddle\b/i.test(x.text));
          if (atEdge) return { sentence: atEdge, finding: "The break is placed at the start or end of the shift, so there is no rest break during a working day of more than 6 hours." };
          if (grantsBreak) return null;
          // A break only if the work allows ("when it's quiet", "if at all") is no entitlement, on a day known to be over 6 hours.
          const conditional = lengths.length > 0 ? ctx.doc.sentences.find((x) => BREAK_WORD.test(x.text) && /\b(if at all|when (the )?work (allows|permits)|if (the )?work (allows|permits)|(if|when) (it's|it is|things are|we're|we are) (quiet|not busy)|if (time|staffing|cover|the rota) (allows|permits)|not guaranteed|no guarantee|at (the )?manager'?s discretion)\b/i.test(x.text)) : undefined;
          if (conditional) return { sentence: conditional, finding: "Rest breaks depend on the work allowing them, so a worker on a day of more than 6 hours is not assured the 20-minute break." };
          // Meals taken at the workstation or between tasks: no uninterrupted break away from work.
          const atWork = ctx.doc.sentences.find((x) => MEAL.test(x.text) && atWorkstation(x.text));
          if (atWork) return { sentence: atWork, finding: "Meals are taken at the workstation or between tasks, so there is no uninterrupted rest break of 20 minutes." };
          // Only pauses of a few minutes in a working day known to be longer than 6 hours (two 10-minute pauses are not one 20-minute break).
          if (lengths.length === 0) return null;
          const short = ctx.doc.sentences.find((x) => BREAK_WORD.test(x.text) && affirms(x.text, BREAK_WORD) && minutesIn(x.text).length > 0 && Math.max(...minutesIn(x.text)) < minimum);
          if (!short) return null;
          return young
            ? { sentence: short, finding: "A young worker's only break is shorter than the 30 minutes reg. 12(4) gives for a working day of more than 4.5 hours." }
            : { sentence: short, finding: "The only breaks are pauses of a few minutes, with no uninterrupted rest break of at least 20 minutes in a working day over 6 hours." };
        },
        met: [{ all: [/\b(\d{2})[- ]minute|one[- ]hour (lunch )?break|lunch break\b/i] }],
        finding: "Staff take no rest break during shifts longer than six hours.",
        fix: "Give a rest break of at least 20 minutes away from the workstation during any working day over 6 hours (30 minutes after 4.5 hours for under-18s); where a special-case exemption applies, give compensatory rest.",
      }),
      practice({
        id: "wtr-annual-leave",
        provision: "regs. 13 and 13A",
        cites: [...wtr("13"), ...wtr("13A")],
        obligation: "A worker is entitled to 5.6 weeks' paid annual leave (4 weeks under reg. 13 and 1.6 weeks under reg. 13A), capped at 28 days; bank holidays count towards it only if included in the 5.6 weeks.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          // No paid leave at all ("casual workers are not entitled to paid holiday", "holiday is unpaid"): every worker,
          // casual, zero-hours or irregular-hours, accrues paid leave (regs. 13, 13A; reg. 15A for irregular hours).
          const none = ctx.doc.sentences.find((x) => NO_PAID_LEAVE.test(x.text));
          if (none) return { sentence: none, finding: "The worker is given no paid holiday at all, although every worker accrues paid annual leave." };
          // Paid leave held back until a length of service: leave accrues from the first day, and in the first year the
          // worker may take what has accrued (reg. 15A), so no qualifying period may bar it.
          const waiting = ctx.doc.sentences.find(
            (x) =>
              /\b(holidays?|annual leave|paid leave|time off|vacation)\b/i.test(x.text) &&
              /\b(before|until|till)\b[^.]{0,50}\b(can|may|are (allowed|able|entitled)|will be (allowed|able|entitled)|be (allowed|able|entitled)) (to )?(take|book|use|have|get|request)\b|\b(not|no)\b[^.]{0,30}\b(entitled|eligible|allowed)\b[^.]{0,40}\b(until|before)\b|\b(not|don't|do not|doesn't|does not|won't|will not)\b[^.]{0,10}\b(earn|accrue|build up|get|receive|qualify for|have)\b[^.]{0,40}\b(until|before)\b|\bonly (after|once)\b[^.]{0,40}\b(months?|probation|year)\b/i.test(x.text) &&
              (periodsIn(x.text).some((p) => p.days >= 28) || /\bprobation\w*\b/i.test(x.text)) &&
              !/\b(notice|in advance|carry|booked|request\w* (at least|no later)|enhanced|extra|additional|long service|sabbatical|buy)\b/i.test(x.text),
          );
          // Irregular-hours and part-year workers accrue 12.07% of hours worked (reg. 15B, leave years from 1 April 2024).
          if (ctx.asOf >= "2024-04-01") {
            for (const x of ctx.doc.sentences) {
              if (!/\b(holiday|annual leave|leave)\b/i.test(x.text) || !/\b(accru\w*|build\w* up|earn\w*|rolled[- ]up|uplift)\b/i.test(x.text)) continue;
              const pct = x.text.match(/\b(?:holiday|leave)\b[^.;%]{0,40}?\b(\d{1,2}(?:\.\d{1,2})?)\s?%|\b(\d{1,2}(?:\.\d{1,2})?)\s?%[^.;%]{0,20}\b(?:holiday|leave)\b/i);
              if (pct) pct[1] = pct[1] ?? pct[2]!;
              if (pct && Number(pct[1]) < 12.07 && Number(pct[1]) >= 1) return { sentence: x, finding: `Holiday accrues at ${pct[1]}% of hours worked, less than the 12.07% irregular-hours and part-year workers accrue.` };
            }
          }
          // Leave in hours against the hours worked each week: 5.6 weeks (at least 4.66 weeks' hours even where the 28-day cap bites).
          const weekly = ctx.doc.sentences.map((x) => weeklyHours(x.text)).find((h): h is number => h !== null && h > 0 && h <= 60);
          if (weekly !== undefined) {
            for (const x of ctx.doc.sentences) {
              const h = x.text.match(/\b(\d{1,3}(?:\.\d{1,2})?)\s*hours?'?\s*(?:of\s+)?(?:paid\s+)?(?:holiday|annual leave|leave)\b/i);
              if (h && Number(h[1]) < 4.66 * weekly && !/\b(notice|in advance|carry|booked|extra|additional|bonus)\b/i.test(x.text)) return { sentence: x, finding: `${h[1]} hours' paid holiday a year for ${weekly} hours a week is less than 5.6 weeks' worth (${Math.round(5.6 * weekly * 10) / 10} hours).` };
            }
          }
          if (waiting) return { sentence: waiting, finding: "Paid holiday cannot be taken until after a period of service, although leave accrues from the first day and may be taken as it accrues." };
          const grants = (leave: RegExp) => ctx.doc.sentences.find((x) => leave.test(x.text) && leaveDays(x.text) !== null && !/\b(notice|in advance|carry|booked)\b/i.test(x.text));
          // Failing the usual words, leave in everyday ones: "holidays", "days off a year" (a year's days off are annual
          // leave, not weekly rest days).
          const s = grants(/\b(holiday|annual leave|paid leave|vacation)\b/i) ?? grants(/\b(holidays|days off (a|per|each|every) year)\b/i);
          if (!s) return null;
          const days = leaveDays(s.text)!;
          const plusBank = /\b(plus|in addition to|and) (the )?(eight |8 )?(public|bank) holidays\b/i.test(s.text);
          const total = days + (plusBank ? 8 : 0);
          // A part-timer's pattern stated with the leave ("staff working three days a week receive 12 days"): 5.6 of
          // their working weeks.
          const pattern = s.text.match(DAYS_A_WEEK);
          const perWeek = pattern ? parseCount(pattern[1] ?? pattern[2]) : null;
          if (perWeek !== null && !Number.isNaN(perWeek) && perWeek >= 1 && perWeek <= 6) {
            const due = Math.round(Math.min(28, 5.6 * perWeek) * 10) / 10;
            return total < due ? { sentence: s, finding: `A worker on ${perWeek} days a week gets ${total} days' paid holiday in all, less than the statutory ${due} days (5.6 of their working weeks, bank holidays included).` } : null;
          }
          const sixDays = /\bmonday to saturday\b/i.test(ctx.doc.text);
          const fullTime = /\bmonday to (friday|saturday)\b|\bfull[- ]time\b|\b(five|5|six|6) days (a|per|each) week\b/i.test(ctx.doc.text) || /\b(3[5-9]|4\d)(\.\d)? hours (per|a|each) week\b/i.test(ctx.doc.text);
          if (!fullTime) return null;
          const entitlement = Math.min(28, 5.6 * (sixDays ? 6 : 5));
          return total < entitlement ? { sentence: s, finding: `A full-time worker gets ${total} days' paid holiday in all, less than the statutory ${entitlement} days (5.6 weeks, bank holidays included).` } : null;
        },
        met: [{ all: [/\b(holiday|annual leave)\b/i, /\b(5\.6 weeks|28 days|plus the eight bank holidays|plus (the )?bank holidays)\b/i] }],
        finding: "Paid holiday is below 5.6 weeks.",
        fix: "Give full-time workers at least 28 days' paid holiday a year (5.6 weeks, which may include the 8 bank holidays), pro rata for part-timers.",
      }),
      practice({
        id: "wtr-pay-in-lieu",
        provision: "reg. 13(9)",
        cites: [...wtr("13"), ...wtr("13A")],
        obligation: "Statutory annual leave must be taken as leave: it may not be replaced by a payment in lieu except when the employment ends.",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [LEAVE_WORD, LEAVE_SOLD], none: [ON_LEAVING, ABOVE_STATUTORY_LEAVE] },
            { all: [LEAVE_WORD, UNUSED_LEAVE, PAID_OUT], none: [ON_LEAVING, ABOVE_STATUTORY_LEAVE] },
            // Pay offered in place of taking the leave: "we can pay you for it instead", "paid in lieu of taking it".
            // The leave may sit in a condition ("if you don't want to take your holiday"): only the payment must be affirmed.
            // Holiday pay rolled up into the hourly rate is reg. 16's matter, not leave replaced by money.
            { negationIsTheFact: true, all: [LEAVE_WORD, /\b(pay|paid|payment)\b[^.;]{0,30}\b(instead|in lieu|in place of)\b/i], none: [ON_LEAVING, ABOVE_STATUTORY_LEAVE, /\b(never|not|no|cannot|can't|won't|will not)\b[^.;]{0,20}\b(pay|paid|payment)\b/i, /\brolled[- ]up\b|\d+(\.\d+)?\s?%/i] },
          ]);
          if (s) return { sentence: s };
          // "Any holiday you have not taken … is paid to you instead": the "not" denies the taking, not the payment.
          const unusedPaid = ctx.doc.sentences.find((x) => {
            const t = x.text.replace(new RegExp(UNUSED_LEAVE.source, "gi"), "untaken");
            return LEAVE_WORD.test(t) && /\buntaken\b/.test(t) && PAID_OUT.test(t) && affirms(t, PAID_OUT) && !ON_LEAVING.test(t) && !ABOVE_STATUTORY_LEAVE.test(t);
          });
          if (unusedPaid) return { sentence: unusedPaid };
          // The leave named in the sentence before: "Holiday: … . Any days you haven't taken by 31 March will be paid out."
          const sentences = ctx.doc.sentences;
          const t = sentences.find(
            (x, i) =>
              i > 0 &&
              LEAVE_WORD.test(sentences[i - 1].text) &&
              /\bdays?\b/i.test(x.text) &&
              UNUSED_LEAVE.test(x.text) &&
              PAID_OUT.test(x.text) &&
              affirms(x.text, PAID_OUT) &&
              !ON_LEAVING.test(x.text) &&
              !ABOVE_STATUTORY_LEAVE.test(x.text + " " + sentences[i - 1].text),
          );
          return t ? { sentence: t } : null;
        },
        finding: "Statutory leave can be exchanged for pay while the employment continues, although pay in lieu is allowed only when it ends.",
        fix: "Let workers take their 5.6 weeks as paid leave; pay in lieu only for leave untaken when the employment ends (leave above the statutory minimum may be bought back).",
      }),
      practice({
        id: "wtr-rolled-up",
        provision: "reg. 16",
        cites: wtr("16"),
        obligation: "Holiday must be paid when it is taken; rolled-up holiday pay (an uplift on each hour's pay) is lawful only for irregular-hours and part-year workers, for leave years from 1 April 2024.",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [/\b(includes?|included|rolled[- ]up|uplift)\b/i, /\bholiday pay\b/i] },
            // A percentage added to each hour's pay standing for pay when on holiday ("an extra 12.07% on every hour's
            // pay instead of being paid when they go on holiday"), however the holiday pay is named.
            { all: [/\b\d{1,2}(\.\d+)?\s?%/, /\b(holidays?|annual leave|leave|time off)\b/i, /\b(every|each|per|an?) hour('s)?\b|\bhourly\b/i, /\b(instead of|rather than|in place of|in lieu of|covers?|for)\b/i] },
          ]);
          if (!s) return null;
          const irregular = /\b(zero[- ]hours?|irregular hours|casual|part-year|term-time|no guaranteed hours)\b/i.test(ctx.doc.text);
          const regular = /\b(fixed rota|\d{2}(\.\d)? hours (per|a|each) week|monday to (friday|saturday)|full[- ]time|salaried)\b/i.test(ctx.doc.text);
          return !irregular && regular ? { sentence: s } : null;
        },
        finding: "Holiday pay is rolled up into the hourly rate for a worker on regular hours, so nothing is paid when leave is taken.",
        fix: "Pay holiday when it is taken, at the worker's normal rate (including regular overtime and commission for the 4 weeks under reg. 13); keep rolled-up pay for irregular-hours and part-year workers only.",
      }),
    ],
  };
}

/** A rota for a short stretch of cover, not the usual pattern: "covering Priya's holiday", "this fortnight only". */
const TEMPORARY_ROTA = /\b(covering\s+(for\s+)?(\w+['’]s|a|the|staff|colleagues['’]?)\s+(holiday|leave|absence|sickness|sick leave|maternity leave)|(this|that|for one|for this)\s+(week|fortnight)\s+only|one[- ]off\s+(rota|week|fortnight)|temporary\s+(rota|cover))\b/i;

/** Leave from work (holiday, annual leave, days off). */
const LEAVE_WORD = /\b(holidays?|hols|annual leave|leave|days? off)\b/i;
/** Leave turned into money: "sell back up to five days", "cash in holiday", "buy back", "exchange for pay". */
const LEAVE_SOLD = /\b(sell(s|ing)? (back|up to|(some|part|any) of|(your |their |any |unused |untaken )?(holidays?|leave|annual leave)|(\d+|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?))|sold back|(holidays?|leave|days?) (can|may|will) be sold|cash(ed|ing)? (in|out)|cash for|buy[- ]?back|bought back|(exchang\w+|swap\w*|trad\w+) [^.;]{0,30}\bfor (pay|cash|money)|in exchange for (pay|cash|money)|(instead of|rather than) (taking )?(your |their |any |the )?(holidays?|leave|annual leave|days? off)\b[^.;]{0,60}\b(pay|paid|payment|money|cash)|(pay|paid|payment|money|cash)\b[^.;]{0,40}\binstead of (taking )?(your |their |any |the )?(holidays?|leave|annual leave|days? off)|(pay|paid|payment|money|cash|salary|wages)\b[^.;]{0,60}\b(instead of|rather than|in place of) (being )?(taken|taking|used|using|had|having)( it| them)?( as)? (your |their |any |the )?(holidays?|leave|annual leave|days? off|time off))\b/i;
/** Leave not taken by a date ("unused", "untaken", "still not taken", "left over"). */
const UNUSED_LEAVE = /\b(unused|untaken|remaining|outstanding|left ?over|spare|not (been |yet )?taken|(haven't|have not|hasn't|has not|didn't|did not|don't|do not) (yet )?(taken|used|take|use))\b/i;
/** Paid instead of taken: "paid out", "payment in lieu", "paid instead". */
const PAID_OUT = /\b(paid out|pay(s|ing)? (it |them )?out|payment in lieu|pay in lieu|paid in lieu|paid (to you )?instead|paid for at|(pay|pays|paid|payment|money|cash)\b[^.;]{0,70}\binstead\b|pay (you|staff|them|workers|employees) for (the |any |those |these )?(unused |untaken |remaining |outstanding )?(days|holiday|leave))\b/i;
/** Leave above the statutory 5.6 weeks, which may be bought back: "contractual holiday above your statutory 5.6 weeks". */
const ABOVE_STATUTORY_LEAVE =
  /\b((above|over and above|in excess of|beyond|on top of|more than) (the |your |their )?(statutory|5\.6[- ]weeks?|28 days|legal|minimum)|contractual (holiday|leave|days?)|(extra|additional) (contractual )?(holiday|leave|days?))\b/i;
/** The one moment pay in lieu is lawful, or leave above the minimum bought: "when you leave", "on termination", "final pay", "buy extra days". */
const ON_LEAVING = /\b(leav(e|es|ing) (us|the (company|firm|business|organisation|organization)|employment|your job)|when you leave|on leaving|terminat\w*|(end|ends|ending) of (your |the )?employment|employment (ends|is terminated)|final (pay|salary|wages)|buy (up to \w+ )?(extra|additional|more)|purchase)\b/i;

/** Money taken out of pay: "comes out of your wages", "deducted from your pay", "docked". */
/** A rule announced from now on or a day soon: "from tonight", "from now on", "starting next week". */
const ANNOUNCED_FROM = /\b(from|starting|as of|with effect from) (now( on)?|tonight|today|tomorrow|next (week|month|pay ?day)|this (week|month)|(mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
const DEDUCTED_FROM_WAGES = /\b(deduct\w*|taken (out of|off|from)|comes? (out of|off)|docked|withh[eo]ld|(take|takes|taking|took|recover|recovers|claw\w* back)\b[^.;]{0,50}\b(out of|off|from))\b[^.;]{0,60}\b(wages?|pay|salary|pay ?packets?|pay ?cheques?|pay ?slips?)\b/i;
/** The worker's say ruled out: "not up for discussion", "whether you agree or not", "no exceptions". */
const IMPOSED = /\b(as (we|the (company|employer|manager)) (see|sees|think|thinks|consider|considers) (fit|appropriate|necessary)|(any|whatever|such) (amounts?|sums?) (as )?(it|we|the (company|employer|manager)) (thinks?|sees?|considers?|deems?|judges?) (fit|appropriate|necessary)|at (our|the (company's|employer's|manager's)) (sole |absolute )?discretion|(in )?whatever (amount|sum) (we|the company) (decide|choose|think)|as (we|the company) (decide|choose)|(whenever|however|as|if) (they|we|managers?|the (company|employer|manager|boss|supervisor)) (decide|decides|choose|chooses|want|wants|see fit|sees fit|like)|(we|they|managers?|the (company|manager|boss)) (decide|decides) (how much|the amount|what)|without (asking|checking with|telling|warning) (you|them|staff|anyone|first)?|not up for discussion|non-negotiable|not negotiable|whether (or not )?you (agree|like it)( or not)?|like it or not|no arguments?|no discussion|without (your )?(agreement|consent)|(don't|do not) need your (agreement|consent)|(never|not|haven't|have not|hasn't|has not) (been )?(agreed|signed) (anything |this |it |to it )?in writing|nothing (has been |was |is )?(agreed|signed) in writing)\b/i;
/** A prior written agreement named: what s. 13 accepts. */
/**
 * No term or agreement behind the deduction, said outright: "this isn't in anyone's contract", "we're not asking you to
 * sign anything". Asking for the worker's agreement first ("we'll ask you to sign before any deduction") is the opposite.
 */
const NO_AUTHORITY =
  /\b((your |the |their |our |staff |employees' )?(contracts?|terms) (says?|mentions?|contains?|provides?) nothing (about|on|for)|(it )?(doesn't|does not) matter what (your|the|their) (contract|terms) (says?|say)|(is not|isn't|not|aren't|are not|wasn't|was not) (in|part of|covered by|written into) (any(one)?'s|your|the|their|our|staff|employees') (employment )?(contracts?|terms)|(not|n't|never|won't|will not) (be )?(asking|ask|asked|going to ask|requiring|require|need) (you|anyone|staff|people|everyone|any of you) to (sign|agree|consent)\w*|without (anyone|you|staff) (signing|agreeing))\b/i;
const ASKS_FIRST = /\b(will|we'll|first|before)\b[^.;]{0,30}\bask (you|each|every|staff)\b[^.;]{0,30}\b(sign|agree|consent)/i;
const WRITTEN_AGREEMENT = /\b(agreed|agree|consent\w*|signed)\b[^.;]{0,30}\bin writing\b|\bwritten (agreement|consent)\b|\byour contract (allows|provides|says)\b(?! nothing)/i;
/** A prior written agreement stated, not named only to be denied ("no written consent is needed", "without your written agreement"). */
const agreedInWriting = (t: string) => affirms(t, WRITTEN_AGREEMENT);
/** The worker's agreement ruled out in any words, including a written agreement named only to deny it. */
const imposed = (t: string) => IMPOSED.test(t) || (NO_AUTHORITY.test(t) && !ASKS_FIRST.test(t)) || (WRITTEN_AGREEMENT.test(t) && !agreedInWriting(t));

/** A till, cash or stock shortage in any words. */
const SHORTAGE = /\b(till|cash|stock|drawer|float|register)\b[^.;]{0,60}\b(shortfall|shortage|deficienc\w*|loss(es)?|discrepanc\w*|missing|short)\b|\b(shortfall|shortage|deficienc\w*|discrepanc\w*)\b/i;
/** Gross pay stated with its figure: "gross pay of £1,800", "£1,800 gross". */
const GROSS_PAY = /\bgross (?:pay|wages?|salary|earnings)(?: (?:of|is|was|for the (?:month|week)))?\s*£\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)|£\s?(?=\d)(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?) gross\b/i;
/** Recovered in a single pay day: "in one go", "all at once", "from your next wages". */
const AT_ONCE_FROM_PAY = /\b(in one go|all at once|at once|in a single (payment|deduction)|in one (payment|deduction|pay ?day)|in full|from (your|their|his|her|this|next|the next) (next )?(month's |week's )?(pay|wages|salary|pay ?packet))\b/i;

/** National Minimum Wage Act 1998 with the National Minimum Wage Regulations 2015. */
export function nmwPack(): RulePack {
  const nmw: Cite[] = [
    { source_id: "uk-national-minimum-wage-act-1998", article: "1" },
    { source_id: "uk-national-minimum-wage-regulations-2015", article: "4" },
  ];
  return {
    sourceIds: ["uk-national-minimum-wage-act-1998", "uk-national-minimum-wage-regulations-2015"],
    name: "National Minimum Wage Act 1998",
    rules: [
      practice({
        id: "nmw-rate",
        provision: "s. 1 (rates: reg. 4 of the 2015 Regulations)",
        cites: nmw,
        obligation: "Every worker must be paid at least the national minimum wage for their age (the National Living Wage from 21), or the apprentice rate for an apprentice under 19 or in the first year of the apprenticeship.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          // A table of rates by age with no rate "per hour" in a sentence: its 21-and-over band is the rate tested here.
          const band21 = bandRates(ctx).find((b) => b.band === "21");
          const pay = hourlyPay(ctx) ?? (band21 ? { rate: band21.rate, sentence: band21.sentence, stated: true } : null);
          if (!pay) return null;
          // Pay for a stated period is owed the rates in force then ("For January 2026 you were paid £12.21"), not today's.
          const rates = nmwRatesAt(payDate(pay.sentence.text) ?? ctx.asOf);
          if (!rates) return null;
          // A rate said to be the same for every age is paid to workers of 21 and over too.
          const everyAge = EVERY_AGE.test(pay.sentence.text);
          const age = everyAge || (band21 && pay.rate === band21.rate) ? 21 : (statedAge(ctx.doc.text, ctx.asOf) ?? statedWorkerAge(ctx.doc.text));
          // The apprentice rate is for an apprentice under 19 or in the first year; from 19, past the first year, the age rate applies.
          const pastFirstYear = /\b(second|2nd|third|3rd|final|fourth|4th) year\b|\bafter (the|their|your) first (12 months|year)\b/i.test(ctx.doc.text) && !/\bfirst[- ]year\b/i.test(pay.sentence.text);
          const ageNow = statedAge(ctx.doc.text, ctx.asOf) ?? statedWorkerAge(ctx.doc.text);
          const apprentice = /\bapprentice(s|ship)?\b/i.test(ctx.doc.text) && !(pastFirstYear && ageNow !== null && ageNow >= 19);
          // The band named beside the rate itself ("Apprentices aged 19 in their first year earn £8.00") decides whose minimum it is.
          // An apprentice past the first year and 19 or over is owed the age rate, whatever the label says.
          const labelled = bandRates(ctx).find((b) => b.sentence === pay.sentence && b.rate === pay.rate)?.band;
          const own = labelled === "apprentice" && !apprentice ? undefined : labelled;
          const ownRate = own === "apprentice" ? rates.apprentice : own === "18" ? rates.age18to20 : own === "16" ? rates.age16to17 : own === "21" ? rates.age21 : null;
          // With no age stated, pay below every rate a worker could be on is a breach for all; between the lowest rate and
          // the National Living Wage it is a breach for every worker of 21 or over (below).
          // A rate said to be for under-21s only ("Porters under 21 earn £11.20 per hour") is owed no National Living Wage;
          // an hourly figure worked out from a salary or a week's pay is left to the lowest rate, as before (issue 34 covers a
          // stated hourly rate).
          const flatRate = pay.stated && !UNDER_21.test(pay.sentence.text);
          const rate = ownRate ?? (apprentice ? rates.apprentice : age === null ? (flatRate ? rates.age21 : rates.age16to17) : age >= 21 ? rates.age21 : age >= 18 ? rates.age18to20 : rates.age16to17);
          if (pay.rate >= rate) return null;
          // One rate with no ages stated, at or above the lowest age rate but below the National Living Wage: every worker
          // of 21 or over is paid short, and the rate is lawful only if nobody is 21 yet and each gets their age's rate.
          // Below the lowest age rate it is short for every worker (the finding after this).
          const noAge = ownRate === null && !apprentice && age === null;
          if (noAge && flatRate && pay.rate >= rates.age16to17) {
            const minor = `£${rates.age18to20.toFixed(2)} at 18 to 20, £${rates.age16to17.toFixed(2)} at 16 and 17`;
            const onlyYoungest = pay.rate < rates.age18to20 ? `, so at this rate only if every worker is 16 or 17` : "";
            return {
              sentence: pay.sentence,
              finding: `£${pay.rate.toFixed(2)} an hour, one rate with no ages stated, is below the National Living Wage of £${rates.age21.toFixed(2)} for workers aged 21 and over (from ${rates.from}): a breach for any worker aged 21 or over; lawful only if every worker is under 21 and paid at least the rate for their age (${minor})${onlyYoungest}.`,
            };
          }
          const who = own === "apprentice" ? "the apprentice rate" : own === "18" ? "the rate for workers aged 18 to 20" : own === "16" ? "the rate for workers aged 16 and 17" : own === "21" ? "the National Living Wage" : apprentice ? "the apprentice rate" : everyAge ? "the National Living Wage owed to the workers of 21 and over it also covers" : age === null ? "the lowest minimum wage rate for any worker (16 and 17-year-olds)" : `the rate for a worker aged ${age}`;
          return { sentence: pay.sentence, finding: `£${pay.rate.toFixed(2)} an hour is below ${who}, £${(noAge ? rates.age16to17 : rate).toFixed(2)} from ${rates.from}.` };
        },
        finding: "The hourly pay is below the national minimum wage.",
        fix: "Raise pay to at least the national minimum wage rate for the worker's age or apprentice status (check every April), and back-pay any arrears at current rates.",
      }),
      practice({
        id: "nmw-age-bands",
        provision: "s. 1 (rates: reg. 4A of the 2015 Regulations)",
        cites: [
          { source_id: "uk-national-minimum-wage-act-1998", article: "1" },
          { source_id: "uk-national-minimum-wage-regulations-2015", article: "4A" },
        ],
        obligation: "Each rate a worker under 21 or an apprentice is offered must reach the minimum for that band: the 18-20 rate, the 16-17 rate or the apprentice rate.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const rates = nmwRatesAt(ctx.asOf);
          if (!rates) return null;
          // The rate the main rule tests (the first hourly rate) is left to it, so that one figure is one finding.
          const main = hourlyPay(ctx);
          for (const b of bandRates(ctx)) {
            if (b.band === "21" || (main && main.sentence === b.sentence && main.rate === b.rate)) continue;
            const due = b.band === "18" ? rates.age18to20 : b.band === "16" ? rates.age16to17 : rates.apprentice;
            const who = b.band === "18" ? "workers aged 18 to 20" : b.band === "16" ? "workers aged 16 and 17" : "apprentices";
            if (b.rate < due) return { sentence: b.sentence, finding: `£${b.rate.toFixed(2)} an hour for ${who} is below their minimum of £${due.toFixed(2)} from ${rates.from}.` };
          }
          return null;
        },
        finding: "A rate offered to younger workers or apprentices is below the minimum for their band.",
        fix: "Raise each age band's rate to at least its statutory minimum (check every April) and back-pay any arrears.",
      }),
      practice({
        id: "nmw-unpaid-work",
        provision: "s. 1",
        cites: [{ source_id: "uk-national-minimum-wage-act-1998", article: "1" }],
        obligation: "Time spent working (a trial shift, compulsory meetings, briefings or training, time kept on after the shift) counts towards minimum-wage pay; leaving it unpaid can take pay below the minimum.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const rates = nmwRatesAt(ctx.asOf);
          if (!rates) return null;
          const s = firstBreach(ctx, [{ all: [UNPAID, WORK_TIME], none: [NOT_WORK_TIME] }]);
          if (!s) return null;
          // A trial shift doing the job is paid nothing at all; other unpaid time breaches where pay is at or near the minimum.
          // Unpaid trials are not unlawful as such: government guidance lets a short, observed trial that is genuinely part of
          // recruitment go unpaid (one lasting more than a day is paid in all but exceptional cases), so the finding says so.
          // Whole days or shifts of work unpaid (said here or in the sentence before: "two days of training … Training days
          // are not paid") leave the pay reference period that holds them far below the minimum, whatever the hourly rate.
          const i = ctx.doc.sentences.indexOf(s);
          const around = `${i > 0 ? ctx.doc.sentences[i - 1]!.text : ""} ${s.text}`;
          if (/\b((one|two|three|four|five|\d+|a|a full|whole|full|first)\s+(full\s+)?(days?|shifts?|weeks?)\s+(of\s+)?(training|induction|work|shadowing)|(training|induction|shadowing)\s+(days?|shifts?|weeks?))\b/i.test(around)) {
            return { sentence: s, finding: "Whole days of training or work are unpaid: time spent training or working counts as working time, and leaving it unpaid takes pay for that period below the minimum wage." };
          }
          if (/\btrial\b/i.test(s.text)) return { sentence: s, finding: "A trial shift doing the job is unpaid: unless it is a short, observed exercise genuinely part of recruitment (government guidance: rarely more than a day), the person is working and must be paid at least the minimum wage for it." };
          return paidAtOrNearMinimum(ctx, rates.age21) ? { sentence: s } : null;
        },
        finding: "Working time is unpaid for workers paid at or near the minimum wage, taking their pay below it.",
        fix: "Pay every hour of work, including trial shifts, compulsory meetings, briefings and training and time kept on after the shift, at no less than the minimum wage.",
      }),
      practice({
        id: "nmw-deductions",
        provision: "regs. 12 and 13 of the 2015 Regulations",
        cites: [
          { source_id: "uk-national-minimum-wage-regulations-2015", article: "13" },
          { source_id: "uk-national-minimum-wage-regulations-2015", article: "12" },
        ],
        obligation: "Deductions for the employer's own use or for the worker's work-related expenditure (uniform, tools, training) reduce pay for minimum-wage purposes and may not take it below the minimum wage.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const rates = nmwRatesAt(ctx.asOf);
          if (!rates) return null;
          const s = firstBreach(ctx, [{ all: [WORK_COST_DEDUCTED, /\b(uniforms?|boots|tools?|equipment|training|dbs|ppe|safety (shoes|footwear|gear)|hi-?vis|high[- ]vis\w*|workwear|overalls|kit|tabards?|aprons?|knife|knives|helmets?|hard hats?|tunics?|scrubs|(work|polo|staff|branded|uniform) (shirts?|t-shirts?|polos?|fleeces?|jackets?|trousers|shoes)|name badges?|chef'?s? whites)\b/i] }]);
          if (!s) return null;
          // The text says so itself ("even where this takes your pay below the minimum wage"), or pay is at the minimum.
          if (BELOW_MINIMUM.test(s.text) && affirms(s.text, BELOW_MINIMUM)) return { sentence: s };
          return paidAtOrNearMinimum(ctx, rates.age21) ? { sentence: s } : null;
        },
        finding: "The cost of work equipment is deducted from pay at or below the minimum wage, taking it below the minimum.",
        fix: "Provide required uniform and equipment free, or make sure pay after the deduction stays at or above the minimum wage in every pay reference period.",
      }),
    ],
  };
}

/** Employment Rights Act 1996: written statement, deductions, zero-hours exclusivity, minimum notice. */
export function eraPack(): RulePack {
  return {
    sourceIds: ["uk-employment-rights-act-1996"],
    name: "Employment Rights Act 1996",
    rules: [
      practice({
        id: "era-written-statement",
        provision: "s. 1",
        cites: era("1"),
        obligation: "Employees and workers must receive, by their first day, a written statement of particulars including pay, hours and days of work, holiday, sick pay, notice, job title and place of work.",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          // Only a text that presents itself as the contract or written statement must carry every particular.
          // Its heading says so; a privacy notice or handbook that mentions "your employment contract" is not the
          // statement.
          // The written terms promised some time after work starts: they are owed by the first day.
          // No written terms at all: "we don't give out contracts or anything in writing", "everything is agreed by word of mouth".
          const refused = ctx.doc.sentences.find((x) => NO_WRITTEN_TERMS.test(x.text) && !/\b(if|unless|whether)\b/i.test(x.text));
          if (refused) return { sentence: refused, finding: "No written statement of terms is given, although one is owed by the first day." };
          const late = ctx.doc.sentences.find((x) => (WRITTEN_TERMS.test(x.text) || /\b(your|the) (contract|terms|paperwork)\b/i.test(x.text)) && writtenTermsAfterStart(x.text));
          if (late) return { sentence: late, finding: "The written statement of terms is given only some time after the job starts, although it is owed by the first day." };
          const heading = ctx.doc.sentences[0]?.text ?? "";
          if (NOTICE_HEADING.test(heading)) return null;
          const statement = /\b(contract of employment|employment (contract|agreement)|statement of (main )?(terms|particulars)|written statement|terms and conditions of employment)\b/i;
          if (!statement.test(heading) || presentsAsFragment(ctx)) return null;
          const t = ctx.doc.text;
          const particulars: [string, RegExp, boolean][] = [
            ["pay", /£\s?\d|per hour|salary/i, true],
            ["hours and days of work", /\bhours\b|\bzero hours\b|monday to/i, true],
            ["holiday", /\bholiday|annual leave/i, true],
            ["sick pay", /\bsick/i, false],
            ["notice", /\bnotice\b/i, false],
            ["job title", /\b(job title|position|role|employed as|apprentice|bar staff|operative|assistant|officer)\b/i, false],
            ["place of work", /\b(place of work|depot|office|premises|site|unit \d|at the [A-Z]|at our [A-Z])/, false],
            ["start date", /\b(start(ing)? (date|on)|from \d{1,2} [A-Z][a-z]+ \d{4}|commenc)/i, false],
          ];
          const missing = particulars.filter(([, re]) => !re.test(t));
          return missing.length >= 4 && missing.some(([, , core]) => core)
            ? { sentence: null, finding: `The written terms leave out ${missing.map(([name]) => name).join(", ")}.` }
            : null;
        },
        finding: "The written terms leave out required particulars.",
        fix: "Give a written statement by the first day with all s. 1 particulars: names, start date, pay and intervals, hours and days, holiday, sick pay, notice, job title, place of work, probation, training and other benefits.",
      }),
      practice({
        id: "era-payslip",
        provision: "s. 8",
        cites: era("8"),
        obligation: "Employees and workers must be given an itemised pay statement (gross and net pay, deductions, and hours where pay varies with them) at or before each payment of wages.",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: [
          { negationIsTheFact: true, all: [PAY_STATEMENT, /\b(do not|don't|does not|will not|won't|never|not|no)\b[^.]{0,20}\b(issue|provide|give|send|hand out|receive|get|do|produce|print|prepare|use)\w*\b|\bno (payslips?|pay slips?|pay statements?|wage slips?)\b|\bwithout (a |any )?(payslips?|pay slips?|pay statements?|wage slips?)\b/i], none: [/\b(online|electronic\w*|by e-?mail|in the app|portal|instead)\b/i] },
          // Given only when asked for: the statement is owed with every payment, unasked.
          { all: [PAY_STATEMENT, /\bonly\b[^.]{0,30}\b(on|upon) (request|demand)|\b(on|upon) (written )?request only\b|\bif you (ask for|need|want|request) (one|it|them)\b|\b(if|when|once) you ask\b|\bon asking\b|\b(can|may) be (requested|asked for|collected)\b|\bavailable (on|upon) request\b/i] },
        ],
        met: [{ all: [PAY_STATEMENT, /\b(each|every) (payment|pay ?day|pay date|wage payment)|\bwith (your|each|every) (pay|wages)\b/i], none: [/\b(not|no|never|only)\b/i] }],
        finding: "Workers are not given an itemised pay statement with each payment of wages.",
        fix: "Give every employee and worker an itemised payslip (paper or electronic) at or before each payment, showing gross pay, each deduction, net pay and, where pay varies with time worked, the hours paid.",
      }),
      practice({
        id: "era-unauthorised-deductions",
        provision: "s. 13",
        cites: era("13"),
        obligation: "An employer may deduct from wages only what statute or a written term of the contract authorises, or what the worker has agreed to in writing before the deduction.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          for (const [i, x] of ctx.doc.sentences.entries()) {
            // A negation in another clause ("Your contract says nothing about deductions, but managers take money out of
            // wages …") does not reach the deduction: each clause is read on its own.
            const clauses = x.text.split(/[,;]\s*(?:but|however|yet|though|although)\s+/i);
            if (!clauses.some((c) => DEDUCTED_FROM_WAGES.test(c) && affirms(c, DEDUCTED_FROM_WAGES)) || agreedInWriting(x.text)) continue;
            // Imposed, not agreed: said in the sentence or the one after it ("Not up for discussion.").
            const next = ctx.doc.sentences[i + 1]?.text ?? "";
            if (imposed(x.text) || imposed(next)) return { sentence: x };
            // A new deduction announced from a date by the one who pays ("from tonight anything you break comes out of
            // your wages"), with no contract term or written agreement named anywhere: a rule imposed, not agreed.
            if (ANNOUNCED_FROM.test(x.text) && !/\b(contract\w*|agree\w*|in writing|signed?|consent\w*|statement of (terms|particulars))\b/i.test(ctx.doc.text)) return { sentence: x };
          }
          return null;
        },
        finding: "Deductions from wages are imposed without a contractual term or the worker's prior written agreement.",
        fix: "Deduct only what statute or a written contract term authorises, or what the worker has agreed to in writing before the deduction; repay unauthorised deductions.",
      }),
      practice({
        id: "era-retail-deductions",
        provision: "s. 18(1)",
        cites: [...era("18"), ...era("13")],
        obligation: "For workers in retail employment, deductions for cash shortages or stock deficiencies may not exceed one-tenth of the gross wages payable on a pay day.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const inFull = firstBreach(ctx, [{ all: [/\b(till|cash|stock|drawer|float|register|shortages?|shortfalls?)\b/i, /\b(shortfall|shortage|deficienc|loss(es)?|discrepanc|go(es)? missing|went missing|missing)|\b(is|was|are|were|comes? up|ends? up|runs?) (down|short|under)\b|\b(gap|difference) between what\b/i, /\b(deduct|recover|withh[eo]ld|taken? ([\w-]+ ){0,3}(from|out of|off)|comes? (off|out of)|docked|(pa(y|id|ying) (it |them |this |that )?back|repa(y|id|ying)|make (it )?(up|good)|reimburse\w*)\b[^.;]{0,60}\b(from|out of|off) (your |their |the )?(next |following |first |final )?(wages?|pay|salary|wage payment|pay ?packet|pay ?day)|pay for\b[^.;]{0,30}\b(out of|from) (your |their )?(wages|pay|salary))/i, /\b(in full|whatever the amount|full amount|without (any )?(upper |maximum )?(limit|cap|ceiling)|with no (upper |maximum )?(limit|cap|ceiling)|no (upper |maximum )?(limit|cap|ceiling)|uncapped|unlimited|any amount|entire|whole (amount|sum|value)|full (cost|value)|regardless of (the )?(amount|size)|however (large|much|big|high)( it is)?|no matter how (much|large|big|high)|all of (it|them|the (loss|shortfall|shortage|cost|value))|every penny|whatever (the|its) (figure|sum|size|total|value|amount))\b/i], none: [/\b(10 ?%|ten per ?cent\b|one[- ]tenth\b|a tenth\b)/i] }]);
          if (inFull) return { sentence: inFull };
          // The figures say it: a shortage of £310 recovered at once from gross pay of £1,800 is 17%, over the tenth.
          const sentences = ctx.doc.sentences;
          for (const [i, x] of sentences.entries()) {
            if (!SHORTAGE.test(x.text)) continue;
            const gross = GROSS_PAY.exec(x.text);
            if (!gross) continue;
            const pay = Number((gross[1] ?? gross[2])!.replace(/,/g, ""));
            const shortage = amounts(x.text.slice(0, gross.index) + x.text.slice(gross.index + gross[0].length), /£/).find((n) => n < pay);
            const together = `${x.text} ${sentences[i + 1]?.text ?? ""}`;
            if (!shortage || !AT_ONCE_FROM_PAY.test(together) || /\b(instal(l)?ments?|spread|over (several|\d+|two|three|four|six) (months|weeks|pay ?days)|capped|at most 10%|no more than 10%)\b/i.test(together)) continue;
            if (shortage > pay / 10) return { sentence: x, finding: `A shortage of £${shortage} recovered at once from gross pay of £${pay} is ${Math.round((100 * shortage) / pay)}% of it, more than the tenth of gross wages a pay day allows for retail workers.` };
          }
          return null;
        },
        finding: "Till shortages are deducted in full from wages, beyond the 10% of gross pay per pay day the Act allows for retail workers.",
        fix: "Cap deductions for cash shortages and stock deficiencies at 10% of gross wages on any pay day (recovering any balance later or from final pay), make them within 12 months of discovering the shortage, and notify them in writing.",
      }),
      practice({
        id: "era-zero-hours-exclusivity",
        provision: "s. 27A",
        cites: era("27A"),
        obligation: "In a zero-hours contract (and, since 5 December 2022, a contract paying on average no more than the lower earnings limit), a term barring work for another employer is unenforceable.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          if (!/\bzero[- ]hours?\b|not obliged to offer you any work|no guaranteed hours/i.test(ctx.doc.text) && !NO_GUARANTEED_HOURS.test(ctx.doc.text)) return null;
          const s = firstBreach(ctx, [{ all: [/\b(must not|may not|shall not|not (to )?)\s*(work|be employed|take (up )?work)\b[^.]{0,200}\b(other|another) (employer|business|company)\b|\bexclusively for\b/i] }, { all: [EXCLUSIVITY] }, { all: [WORK_ELSEWHERE_BARRED] }]);
          return s ? { sentence: s } : null;
        },
        finding: "A zero-hours worker is barred from working for anyone else, which the Act makes unenforceable.",
        fix: "Delete the exclusivity term from zero-hours and low-paid contracts; protect legitimate interests with confidentiality terms instead.",
      }),
      practice({
        id: "era-minimum-notice",
        provision: "s. 86(1)",
        cites: era("86"),
        obligation: "After one month's employment the employer must give at least one week's notice (one week per complete year from two years, up to 12 weeks), and the employee at least one week.",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const s = firstBreach(ctx, [{ all: [/\b(end|terminate)\w*\b/i, /\b(one|1) day'?s'? notice|24 hours'? notice|without notice at any time\b/i], none: [/\bgross misconduct\b/i] }]);
          if (s) return { sentence: s };
          // The employer ending the job "at any time without notice", outside gross misconduct and with no pay in lieu.
          const none = firstBreach(ctx, [
            {
              all: [/\b(we|the (company|employer|firm|business)) (may|can|reserves? the right to) (end|terminate)\b/i, /\bwithout (any )?notice\b/i],
              none: [/\b(gross misconduct|in lieu|summary dismissal)\b/i],
              negationIsTheFact: true,
            },
          ]);
          if (none) return { sentence: none, finding: "The employer may end the employment without any notice, although after a month's service the statutory minimum is one week." };
          // Dismissal "on the spot" or "for any reason, at any time" with no notice, outside gross misconduct.
          const spot = firstBreach(ctx, [
            {
              all: [/\b(dismiss\w*|sack\w*|fire|fired|let (you |staff |workers )?go|finish (you|staff) up)\b[^.]{0,60}\b(on the spot|instantly|there and then|with immediate effect|without (any )?notice|with no notice)\b/i],
              none: [/\b(gross misconduct|in lieu|summary dismissal|first (four weeks|4 weeks|month)|probation\w*)\b/i],
              negationIsTheFact: true,
            },
          ]);
          if (spot) return { sentence: spot, finding: "The worker may be dismissed on the spot without notice, although after a month's service the statutory minimum is one week (only gross misconduct justifies none)." };
          // Service counted from the start date the text states anywhere ("employed since March 2019"), at the check's date.
          const service = serviceYearsAt(ctx.doc.text, ctx.asOf);
          for (const [i, x] of ctx.doc.sentences.entries()) {
            const previous = i > 0 ? ctx.doc.sentences[i - 1]!.text : "";
            // A FAQ's answer to a question about the notice one would get ("How much notice would I get if my job went?
            // A: One week, no matter how long you've been with us") states the employer's notice in a word or two.
            // The question may end the sentence before or open this one ("… if my job went? A: One week …").
            const q = x.text.lastIndexOf("?");
            const [question, reply] = q >= 0 ? [x.text.slice(0, q + 1), x.text.slice(q + 1)] : [previous, x.text];
            const answer = /\?\s*$/.test(question) && /\bnotice\b/i.test(question) && /\b(I|we)\b[^?]{0,40}\b(get|be given|receive)\b/i.test(question) ? reply.match(/^\s*(?:A\s*[:.)-]\s*)?(?:only |just )?(\w+) weeks?\b/i) : null;
            const read = answer ? `${answer[1]} week's notice from us${reply.slice(answer[0].length)}` : x.text;
            const short = employerNoticeShortfall(read, service) ?? daysNoticeFromEmployer(x.text, previous);
            if (short) return { sentence: x, finding: short };
          }
          return null;
        },
        met: [{ all: [/\bnotice\b/i, /\b(one|1) week|statutory minimum|one month\b/i] }],
        finding: "The contract allows termination on a day's notice, below the statutory minimum of one week after a month's service.",
        fix: "Give at least the statutory minimum notice: one week after one month's service, then one week per complete year from two years' service up to 12 weeks.",
      }),
    ],
  };
}

/** Earnings said to be too low: "below the lower earnings limit", "under the earnings threshold", "earns under £100 a week". */
const LOW_EARNINGS =
  /\b((below|under|less than|beneath) (the )?(lower earnings limit|lel|earnings (threshold|limit|floor|minimum)|ni threshold|national insurance threshold)|(too little|not enough) (earnings|pay)|earn(s|ing)? (too little|not enough)|(earn(s|ing)?|paid|on|wages of|earnings of) (about |around |only |just )?(under|below|less than) £\d+|earnings (fall|are|is) (below|under|less than))\b/i;
/** Sick pay or SSP refused: "not entitled to statutory sick pay", "won't get any sick pay", "don't qualify for SSP". */
const SICK_PAY_DENIED =
  /(\bnot|n't|\bno) (be )?(get |receive |qualify for |entitled to |eligible for |paid )?(any )?(statutory )?(sick pay|ssp)\b|\b(sick pay|ssp) (is|will be) not (paid|payable|due)\b/i;

/** Statutory sick pay: Part XI of the Social Security Contributions and Benefits Act 1992. */
export function sspPack(): RulePack {
  const sscba = (article: string): Cite[] => [{ source_id: "uk-sscba-1992", article }];
  return {
    sourceIds: ["uk-sscba-1992"],
    name: "Statutory sick pay (Social Security Contributions and Benefits Act 1992, Part XI)",
    rules: [
      practice({
        id: "ssp-waiting-days",
        provision: "s. 155",
        cites: sscba("155"),
        obligation: `From ${SSP_DAY_ONE_FROM} statutory sick pay is payable from the first day of sickness absence: the Employment Rights Act 2025 removed the three waiting days.`,
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          if (ctx.asOf < SSP_DAY_ONE_FROM) return null;
          const s = firstBreach(ctx, [{ all: [/\b(statutory sick pay|ssp)\b/i, /\b(fourth (qualifying )?day|4th (qualifying )?day|waiting days?|first (three|3) (qualifying )?days|from day (4|four))\b/i], none: [PAST_RULE, SSP_FROM_DAY_ONE] }]);
          if (s) return { sentence: s };
          // Any later first day of payment, in any wording ("starts on the fifth day you are off sick").
          const later = ctx.doc.sentences.find((x) => /\b(statutory sick pay|ssp)\b/i.test(x.text) && (startDay(x.text) ?? 1) > 1 && !PAST_RULE.test(x.text) && !SSP_FROM_DAY_ONE.test(x.text));
          if (later) return { sentence: later, finding: "Statutory sick pay starts only after the first day of sickness, but since 6 April 2026 it is payable from the first day." };
          // Nothing at all paid for the first days off sick, in lay words ("if you're off sick you don't get anything for
          // the first three days"): that withholds statutory sick pay too (company sick pay alone may wait).
          const nothing = ctx.doc.sentences.find((x) => SICK_FIRST_DAYS_UNPAID.test(x.text) && !/\b(company|contractual|enhanced|occupational|full) sick pay\b/i.test(x.text) && !PAST_RULE.test(x.text));
          return nothing ? { sentence: nothing, finding: "Nothing is paid for the first days of sickness, but since 6 April 2026 statutory sick pay is payable from the first day." } : null;
        },
        met: [{ all: [/\b(statutory sick pay|ssp)\b/i, /\bfrom the first day|day one\b/i] }],
        finding: "Statutory sick pay starts only on the fourth day, but since 6 April 2026 it is payable from the first day of sickness.",
        fix: "Pay statutory sick pay from the first qualifying day of sickness absence, at the lower of the weekly flat rate and 80% of normal weekly earnings.",
      }),
      practice({
        id: "ssp-low-earners",
        provision: "s. 151",
        cites: sscba("151"),
        obligation: `From ${SSP_DAY_ONE_FROM} an employee earning below the lower earnings limit is still entitled to statutory sick pay (at the lower of 80% of normal weekly earnings and the weekly rate): the Employment Rights Act 2025 removed the earnings condition.`,
        severity: "high",
        appliesTo: EMPLOYMENT,
        inForceFrom: SSP_DAY_ONE_FROM,
        breach: (ctx) => {
          if (ctx.asOf < SSP_DAY_ONE_FROM) return null;
          const s = ctx.doc.sentences.find((x) => LOW_EARNINGS.test(x.text) && SICK_PAY_DENIED.test(x.text) && !STILL_GETS_SSP.test(x.text) && !PAST_RULE.test(x.text) && !/\b(company|contractual|enhanced|occupational)\s+sick pay\b/i.test(x.text));
          return s ? { sentence: s } : null;
        },
        finding: "Statutory sick pay is refused because the employee earns too little, but since 6 April 2026 low earners are entitled to it (at 80% of normal weekly earnings where that is lower than the weekly rate).",
        fix: "Pay statutory sick pay to low earners too, at the lower of 80% of their normal weekly earnings and the weekly rate.",
      }),
      practice({
        id: "ssp-contracting-out",
        provision: "s. 151(2)",
        cites: sscba("151"),
        obligation: "An agreement cannot exclude, limit or modify the right to statutory sick pay or make the employee contribute to its cost.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            {
              negationIsTheFact: true,
              all: [
                /\b(statutory sick pay|ssp)\b/i,
                /\b(not (be )?(paid|payable|entitled|eligible)|no (entitlement|right)|does not apply|contribute to the cost|repay|excluded from|(don't|do not|doesn't|does not|won't|will not|can't|cannot) (get|receive|qualify for|have|claim)|(aren't|isn't|are not|is not|won't be|will not be) (entitled|eligible))\b/i,
                /\b(probation|first \d+ (weeks|months)|casual|temporary|zero[- ]hours?|(less|fewer) than [\w-]+ (weeks?|months?|years?)'?( continuous)? (service|employment)|under [\w-]+ (weeks?|months?)'? (service|employment))\b/i,
              ],
              none: [
                // Company sick pay withheld while SSP is still paid: "not eligible for company sick pay, but they still receive SSP".
                STILL_GETS_SSP,
                // Before 6 April 2026 SSP needed earnings at the lower earnings limit, so excluding those below it was the Act's own rule.
                ...(ctx.asOf < SSP_DAY_ONE_FROM ? [/\blower earnings limit\b|\blel\b/i] : []),
              ],
            },
            // The right given up or excluded for everyone: "you give up any right to statutory sick pay", "not entitled to any
            // sick pay, including statutory sick pay".
            {
              negationIsTheFact: true,
              all: [/\b(statutory sick pay|ssp)\b/i, /\b(give (up|away)|gives up|giving up|waive\w*|sign(ed|s|ing)? away|forgo\w*|surrender\w*|renounc\w*|no (right|entitlement)|not (be )?(entitled|eligible)|(is|are) excluded|including (statutory sick pay|ssp)|even (statutory sick pay|ssp))\b/i],
              none: [
                STILL_GETS_SSP,
                /\b(company|contractual|enhanced|occupational)\s+sick pay\b/i,
                ...(ctx.asOf < SSP_DAY_ONE_FROM ? [/\blower earnings limit\b|\blel\b/i] : []),
              ],
            },
            // No sick pay at all, SSP not named: "as a temporary worker you will not receive any sick pay".
            {
              negationIsTheFact: true,
              all: [/\b(not (receive|get|be paid|be entitled to|qualify for)|no (right to |entitlement to )?)\s*(any )?sick pay\b|\bsick pay (is|will) not (be )?(paid|payable|given)\b|\b(sick(ness)? (absence|leave|days?)|time off sick|days? off sick)\b[^.;]{0,20}\b(is|are|will be|goes|go) (completely |entirely |always |simply )?(unpaid|not paid)\b/i],
              none: [/\b(company|contractual|enhanced|occupational|additional|extra|full)\b/i, /\b(statutory sick pay|ssp)\b/i],
            },
          ]);
          return s ? { sentence: s } : null;
        },
        finding: "The terms take away statutory sick pay, which an agreement cannot do.",
        fix: "Pay statutory sick pay to every eligible employee, including during probation; contractual sick pay may be more generous but never less.",
      }),
    ],
  };
}
