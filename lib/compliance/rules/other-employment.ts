import type { DocumentKind } from "../document";
import { amounts, durationsInDays, firstBreach, practice, type SentencePattern } from "./build";
import { affirms, clockTimes, dayOfFollowingMonth, isNegated, ORDINAL_WORDS, parseCount, overtimeAtStraightTime, shiftLengthHours } from "./facts";
import { daysTimesHours, statedWorkerAge } from "./work-facts";
import type { Cite, RulePack } from "./types";

/**
 * Hours past the normal day or shift, however the normal day is named: "extra hours", "hours beyond the normal working
 * day", "work after the 8-hour shift", "extra hrs after the nine-hour day".
 */
const EXTRA_HOURS =
  /\b(extra|additional) (hours|hrs|time|work)\b|\b(hours|hrs|work|time)\b[^.;]{0,20}\b(beyond|over|above|in excess of|after|outside)\b[^.;]{0,10}\b(the |their |your |these )?(normal|usual|regular|standard|contracted|ordinary|fixed|scheduled|\d{1,2}[- ]hours?|(eight|nine|ten|twelve)[- ]hours?) (working )?(hours|day|week|shift)\b/i;

const EMPLOYMENT: DocumentKind[] = ["employment_terms"];

/**
 * Time records set to show fewer hours than worked: "the timesheets they sign only show the 40", "record just the
 * scheduled hours", "leave the overtime off the timesheet", "clock them out at 40 and keep them working".
 */
const UNDERSTATED_RECORD =
  /\b(time ?sheets?|time ?cards?|time records|records|payroll|punch(es)?|the (system|log|rota))\b[^.;]{0,60}\b(only|just) (show|record|list|say|have|include|put|log|reflect)\w*\b[^.;]{0,20}\b(\d{2}|forty|scheduled|contracted|rostered|regular|standard)\b|\b(show|record|put|log|enter|write)\w* (down )?(only|just) (the )?(\d{2}|forty|scheduled|contracted|rostered|regular|standard)( hours| hrs)?\b[^.;]{0,40}\b(time ?sheets?|time ?cards?|records|payroll)\b|\b(leave|keep|take) (the )?(overtime|extra (hours|time)|hours over \d{2})( hours)? (off|out of) (the )?(time ?sheets?|time ?cards?|records|books|payroll)\b/i;

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
          const sentences = ctx.doc.sentences;
          for (const [i, sen] of sentences.entries()) {
            if (!/\b(per hour|an hour|hourly)\b/i.test(sen.text) || /\b(tipped|tip credit|under (the age of )?20)\b/i.test(sen.text)) continue;
            const [rate] = amounts(sen.text, /\$/);
            if (rate === undefined || rate >= FLSA_MINIMUM_WAGE.hourly) continue;
            // A cash wage topped up by the employee's tips ("keep their tips, which we count toward our minimum wage") is
            // the tip credit of § 203(m)(2)(A), lawful down to $2.13 an hour; below that it is short however many tips come.
            // The tip credit may be stated in the next sentence ("Your cash wage is $2.13 per hour. We take a tip credit of …")
            // or the one before, not anywhere: a tip credit for servers says nothing of the kitchen staff's $5.00.
            const nearby = sentences.slice(Math.max(0, i - 1), i + 2).map((x) => x.text).join(" ");
            if (TIPS_COUNTED.test(sen.text) || TIP_CREDIT_TAKEN.test(nearby)) {
              if (rate < FLSA_TIPPED_CASH_WAGE.hourly) return { sentence: sen, finding: `$${rate.toFixed(2)} an hour is below the $${FLSA_TIPPED_CASH_WAGE.hourly.toFixed(2)} cash wage a tipped employee must be paid even with a tip credit.` };
              continue;
            }
            // With no age stated, the rate is short for every employee of 20 or over (and any past their first 90 days);
            // only the youth opportunity wage of § 206(g) could make it lawful, for employees under 20 in their first 90 days.
            const ageless = statedWorkerAge(ctx.doc.text) === null
              ? ": a breach for any employee aged 20 or over, or past their first 90 consecutive days of employment; lawful only if every employee is under 20, in their first 90 days and paid at least the youth opportunity wage (29 U.S.C. § 206(g))"
              : "";
            return { sentence: sen, finding: `$${rate.toFixed(2)} an hour is below the federal minimum wage of $${FLSA_MINIMUM_WAGE.hourly.toFixed(2)}${ageless}.` };
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
          // A worked example: "a 46-hour week followed by a 34-hour week earns no premium".
          const example = ctx.doc.sentences.find((x) => LONG_WEEK_NO_PREMIUM.test(x.text));
          if (example) return { sentence: example, finding: "A week of more than 40 hours earns no overtime premium, although each workweek stands alone." };
          // Time off later instead of the premium: only public agencies may give compensatory time (§ 207(o)).
          const comp = /\b(comp(ensatory)? time|time off in lieu|toil|an hour off later|hours? off later)\b/i;
          const instead = /\b(instead of|in place of|rather than|in lieu of)\b[^.;]{0,30}\b(overtime|time[- ]and[- ]a[- ]half|premium)\b|\b(overtime|time[- ]and[- ]a[- ]half)\b[^.;]{0,30}\b(is|are) (given|taken|paid) as\b/i;
          const compTime = !/\b(public agency|state agency|county|municipal\w*|city of|government)\b/i.test(ctx.doc.text) ? ctx.doc.sentences.find((x) => comp.test(x.text) && instead.test(x.text) && affirms(x.text, comp)) : undefined;
          if (compTime) return { sentence: compTime, finding: "Hours over 40 are repaid with time off instead of overtime pay, which a private employer may not do." };
          // Overtime refused because the hours "average" to 40 over more than a week.
          const averages = ctx.doc.sentences.find((x) => /\b(averag\w+|evens? out|balances? out)\b/i.test(x.text) && /\b(no overtime|not (get|be paid|paid|owed) (any )?overtime|without overtime|overtime (isn't|is not|won't be) (paid|due|owed))\b/i.test(x.text));
          if (averages) return { sentence: averages, finding: "Overtime is refused because hours average 40 over more than one workweek, but each workweek stands alone." };
          // A flat day rate, weeks over 40 hours, and nothing extra: the half-time premium is still due for the hours over 40.
          const flatWeeks = /\b(day rate|flat (rate|day rate|daily rate)|daily rate)\b/i.test(ctx.doc.text) && /\b([4-9]\d)[- ]hours?\b[^.;]{0,20}\bweeks?\b|\bweeks? (are|run|is) ([4-9]\d) hours\b/i.test(ctx.doc.text);
          const noExtra = flatWeeks ? ctx.doc.sentences.find((x) => /\b(no|nothing) (extra|more|overtime)\b/i.test(x.text)) : undefined;
          if (noExtra) return { sentence: noExtra, finding: "A flat day rate is paid with nothing extra for weeks over 40 hours, although overtime at half the regular rate is still due for those hours." };
          // Half the regular rate added on top for the hours over 40 (a day rate's or salary's premium) is the premium.
          const straight = ctx.doc.sentences.find((x) => overtimeAtStraightTime(x.text) && !/\b(an? )?(extra|additional) half\b|\bhalf[- ]time (premium|on top)\b|\bhalf (of )?(the|your|their) regular rate\b/i.test(x.text));
          if (straight) return { sentence: straight, finding: "Hours over 40 in a workweek are paid at the ordinary rate, without the overtime premium." };
          // "Exempt … not eligible for overtime" in one sentence, or the exemption stated in another one.
          const exempt =
            firstBreach(ctx, [{ negationIsTheFact: true, all: [/\bexempt\b/i, NO_OVERTIME] }]) ??
            (firstBreach(ctx, [{ all: [/\bexempt\b/i], none: [/\bnon-exempt\b/i] }]) ? firstBreach(ctx, [{ negationIsTheFact: true, all: [NO_OVERTIME] }]) : null);
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
          // The pool named in the sentence, or "the pool" the sentence before set up as the tips' pool.
          const pooled = (i: number) => TIP_POOL.test(ctx.doc.sentences[i]!.text) || (/\b(the|this|that) (pool|pot|kitty|jar|tronc)\b/i.test(ctx.doc.sentences[i]!.text) && i > 0 && TIP_POOL.test(ctx.doc.sentences[i - 1]!.text));
          const sen = ctx.doc.sentences.find(
            (x, i) => pooled(i) && MANAGER_IN_POOL.test(x.text) && affirms(x.text, MANAGER_IN_POOL) && !MANAGER_KEPT_OUT.test(x.text),
          );
          if (sen) return { sentence: sen };
          // Tips handed to a manager with no pool named: "each server must hand 20% of their tips to the shift manager".
          const handed = ctx.doc.sentences.find((x) => TIPS_TO_MANAGER.test(x.text) && affirms(x.text, TIPS_TO_MANAGER) && !MANAGER_KEPT_OUT.test(x.text));
          if (handed) return { sentence: handed };
          // The business itself keeps part of the tips: "the remaining 30% is kept by the restaurant", "card tips are kept by
          // the business". A card processor's fee taken in proportion is allowed, so it is left out.
          const kept = ctx.doc.sentences.find((x) => /\btips?\b/i.test(x.text) && EMPLOYER_KEEPS.test(x.text) && affirms(x.text, EMPLOYER_KEEPS) && !/\b(processing|transaction|card) fees?\b/i.test(x.text));
          return kept ? { sentence: kept, finding: "The employer keeps part of the employees' tips, which the Act forbids whatever the purpose." } : null;
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
          // Treated as exempt in any words: "exempt", or salaried staff told they get no overtime.
          const s2 = firstBreach(ctx, [{ all: [/\bexempt\b/i], none: [/\bnon-exempt\b/i] }]) ?? firstBreach(ctx, [{ negationIsTheFact: true, all: [/\b(salaried|salary)\b/i, NO_OVERTIME], none: [/\bnon-exempt\b/i] }]);
          return s2 && weeklySalaryBelowExemption(ctx.doc.text) ? { sentence: s2 } : null;
        },
        finding: `The role is classified as exempt on a salary below $${FLSA_EXEMPT_SALARY.weekly} a week.`,
        fix: `Reclassify the role as non-exempt (track hours and pay overtime) or pay at least $${FLSA_EXEMPT_SALARY.weekly} a week on a salary basis for genuinely exempt duties.`,
      }),
      flsaDeductionRule("flsa-deductions", US_WORK_COST, "The cost of uniforms, tools or equipment the job needs is deducted from pay at the minimum wage, taking it below the minimum.", "uniforms, tools or equipment the job needs"),
      flsaDeductionRule("flsa-deductions-shortages", US_SHORTAGE, "Cash-register shortages, drive-offs or breakage are deducted from pay at the minimum wage, taking it below the minimum.", "cash shortages, drive-offs or breakage"),
      practice({
        id: "flsa-child-labor-hours",
        provision: "29 U.S.C. § 212 (29 C.F.R. § 570.35)",
        cites: s("212"),
        obligation: "14- and 15-year-olds may work outside school hours only, not before 7 a.m. or after 7 p.m. (9 p.m. from June 1 to Labor Day), and no more than 3 hours on a school day.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          for (const [i, sen] of ctx.doc.sentences.entries()) {
            // "We hire 14- and 15-year-olds. During the school year they may work until 10 p.m.": the ages are named before.
            const previous = i > 0 ? ctx.doc.sentences[i - 1].text : "";
            const ages = /^\s*(\w+\s+){0,6}(they|these (workers|employees|minors|teens))\b/i.test(sen.text) && /\b(14|15|fourteen|fifteen)\b/i.test(previous) ? `${previous} ${sen.text}` : sen.text;
            if (!/\b(14|15|fourteen|fifteen)\b/i.test(ages) || !/\bschool (nights?|days?|weeks?|year|term|terms|semester)\b|\bterm[- ]time\b|\bduring (the )?school\b|\b(while|when|whilst) school('s| is) (in|on)\b/i.test(sen.text) || !/\b(aged|age|year[- ]olds?|years old|(you|he|she|they)('re|'s| are| is) (14|15|fourteen|fifteen))\b/i.test(ages)) continue;
            if (/\b(16|17|sixteen|seventeen)\b/i.test(sen.text) && !/\b(14|15|fourteen|fifteen)[- ]?(and|or|&)\b/i.test(sen.text) && !/\b(aged|age) (14|15)\b/i.test(sen.text)) continue;
            // The latest clock time a school-night shift runs to, leaving out the summer exception ("(9 pm from June 1 to Labor Day)").
            // A part of the sentence about 16- and 17-year-olds alone ("…; employees aged 16 and 17 may work until 10 p.m.")
            // sets their hours, not those of 14- and 15-year-olds.
            const younger = sen.text
              .split(/;|,\s*(?:and|but|while|whereas)\s+|\s+(?:but|while|whereas)\s+/i)
              .filter((part) => !(/\b(16|17|sixteen|seventeen)\b/i.test(part) && !/\b(14|15|fourteen|fifteen)\b/i.test(part)))
              .join("; ");
            const schoolPart = younger.replace(/\([^)]*\b(june|summer|labor day)\b[^)]*\)/gi, " ").split(/\b(between june|from june|june 1|in summer|during the summer)\b/i)[0]!;
            const late = clockTimes(schoolPart).some((t) => t.minutes > 19 * 60);
            if (late && !isNegated(schoolPart, /\b(work|until|after)\b/i)) return { sentence: sen };
          }
          return null;
        },
        finding: "14- and 15-year-olds work after 7 p.m. on school days.",
        fix: "Schedule 14- and 15-year-olds only between 7 a.m. and 7 p.m. on school days (9 p.m. from June 1 to Labor Day), for no more than 3 hours on a school day and 18 hours in a school week.",
      }),
      practice({
        id: "flsa-records",
        provision: "29 U.S.C. § 211(c)",
        cites: s("211"),
        obligation: "Employers must keep wage and hour records: payroll records for at least three years and time cards and wage-rate tables for at least two (29 C.F.R. Part 516).",
        severity: "medium",
        appliesTo: EMPLOYMENT,
        breach: (ctx) => {
          const sen = firstBreach(ctx, [
            { all: [/\b(time records|time ?cards|time ?sheets|payroll (records|registers?)|pay records|records)\b/i, /\b(kept|retained|destroyed|keep|shredded|deleted|discarded|disposed of|thrown away|purged|delete|destroy|shred|discard|purge|dispose of|throw away|wipe|wiped|bin|binned|erase|erased)\b/i] },
          ]);
          // No records at all: "we do not keep timesheets or records of the hours employees work".
          const none = firstBreach(ctx, [{ negationIsTheFact: true, all: [/\b(do not|don't|never|will not|won't|does not|doesn't)\b[^.;]{0,10}\b(keep|maintain|record|track|log)\b[^.;]{0,40}\b(time ?sheets|time ?cards|time records|records|hours)\b|\bno (time ?sheets|time ?cards|time records|records of (the )?hours)\b/i] }]);
          if (none) return { sentence: none, finding: "No records of hours worked are kept, although the Act requires them." };
          // Records made to show fewer hours than were worked: the records must give the hours actually worked (29 C.F.R.
          // § 516.2(a)(7)), and a false entry is itself unlawful (§ 215(a)(5)).
          const falsified = ctx.doc.sentences.find((x) => UNDERSTATED_RECORD.test(x.text) && affirms(x.text, UNDERSTATED_RECORD));
          if (falsified) return { sentence: falsified, finding: "Time records are to show fewer hours than employees actually work, so the records the Act requires are false." };
          if (!sen) return null;
          // A destruction cycle is a period too: records shredded "at the end of every year" are kept a year at most.
          const cycle = /\b(every|each) (year|twelve months|12 months)\b|\b(annually|yearly)\b/i.test(sen.text) ? 365 : /\b(every|each) (month|quarter|week)\b|\b(monthly|quarterly|weekly)\b/i.test(sen.text) ? 90 : undefined;
          const longest = durationsInDays(sen.text)[0] ?? cycle;
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
/** A tip credit the text says the employer takes: "we take a tip credit", "tipped employees", "plus tips". */
const TIP_CREDIT_TAKEN = /\b(tip credit|tipped (employees?|workers?|staff|positions?|roles?)|plus tips)\b/i;
/** Taken from pay, in any wording: "deducted from your paycheck", "taken out of your pay", "charged to you". */
const US_DEDUCTED = /\b(deduct\w*|taken (out of|from|off) (your |their )?([\w-]+ ){0,2}(pay|paychecks?|checks?|wages)|withheld from|charged to (you|the employee)|docked|comes? out of (your |their )?([\w-]+ ){0,2}(pay|paychecks?|checks?|wages)|you (will |must )?pay for)\b/i;
/** Costs of the job the employer must bear: uniforms, tools, equipment. */
const US_WORK_COST = /\b(uniforms?|shirts?|tools?|equipment|safety (shoes|boots))\b/i;
/** A sentence pointing back at the thing before it: "the cost", "this", "it", "the amount". */
const REFERS_BACK = /\b(the (cost|price|amount|charge|fee)|this|it|these|they|them)\b/i;
/** Losses the employer must bear: register or drawer shortages, drive-offs, breakage ("short" as a till is, not "short-term"). */
const US_SHORTAGE = /\b(shortages?|short(?![- ]term)|drive-?offs?|walk-?outs?|breakage|damage[sd]?|register|drawer|till)\b/i;

/**
 * A deduction from pay at or near the minimum wage: the minimum must be paid free and clear (29 C.F.R. § 531.35), so a
 * deduction for the employer's costs or losses takes it below. Costs of the job and losses are separate practices.
 */
function flsaDeductionRule(id: string, what: RegExp, finding: string, label: string) {
  return practice({
    id,
    provision: "29 U.S.C. § 206(a) (29 C.F.R. § 531.35)",
    cites: [{ source_id: "us-flsa", article: "206" }],
    obligation: `The minimum wage must be paid free and clear: deductions for ${label} may not take pay below the minimum wage.`,
    severity: "high",
    appliesTo: EMPLOYMENT,
    breach: (ctx) => {
      // The item named in the sentence, or in the one before when this one only refers back ("Each cashier gets two
      // shirts. The cost ($25) is deducted from your first paycheck.").
      const sen =
        firstBreach(ctx, [{ all: [US_DEDUCTED, what] }]) ??
        ctx.doc.sentences.find(
          (x, i) => i > 0 && US_DEDUCTED.test(x.text) && affirms(x.text, US_DEDUCTED) && !US_WORK_COST.test(x.text) && !US_SHORTAGE.test(x.text) && REFERS_BACK.test(x.text) && what.test(ctx.doc.sentences[i - 1]!.text),
        ) ??
        null;
      if (!sen) return null;
      // Only where pay is at or near the minimum wage does the deduction take it below.
      const rates = ctx.doc.sentences.filter((x) => /\b(per hour|an hour|hourly|\/hr|\/hour)\b/i.test(x.text) && !TIP_CREDIT_TAKEN.test(x.text)).flatMap((x) => amounts(x.text, /\$/));
      const atMinimum = rates.length > 0 ? Math.min(...rates) <= FLSA_MINIMUM_WAGE.hourly + 0.5 : affirms(ctx.doc.text, /\bpaid (at )?(the )?(federal )?minimum wage\b/i);
      return atMinimum ? { sentence: sen } : null;
    },
    finding,
    fix: "Bear the employer's own costs and losses (or reimburse them), or make sure pay after any deduction stays at or above the minimum wage for every hour of the workweek.",
  });
}
/** Overtime denied: "not eligible for overtime", "no overtime", "overtime does not apply". */
const NO_OVERTIME = /\b(not receive|no|not (be )?(eligible|entitled) (for|to)|not (be )?paid|(does not|doesn't|do not|don't|will not|won't|never) (get|earn|receive)) overtime\b|\bovertime (does not|doesn't|will not|won't) apply\b/i;
/** The employer keeping money: "kept by the restaurant", "the house keeps", "goes to the business". */
const EMPLOYER_KEEPS = /\b(kept|retained|taken|held) by (the |our )?(restaurant|business|company|house|employer|owners?|management|bar|salon|hotel|us)\b|\b(the |our )?(restaurant|business|company|house|employer|management) (keeps|retains|takes)\b|\b(goes|go) to the (restaurant|business|company|house|employer)\b|\bwe (keep|retain)\b/i;
/** A shared pool of tips: "tip pool", "tips are pooled", "all tips go into a pool". */
const TIP_POOL = /\b(tip[- ]?pool\w*|tips?\b[^.;]{0,40}\b(pool\w*|pot|kitty|jar|tronc|box)|pool\w*[^.;]{0,40}\btips?|tip[- ]?shar\w*|tips?\b[^.;]{0,40}\bshared)\b/i;
/** Tips going to a manager directly: "hand 20% of their tips to the shift manager", "the owner keeps a cut of the tips". */
const TIPS_TO_MANAGER =
  /\btips\b[^.;]{0,60}\b(to|with) (the |a |our |your )?(shift |general |assistant |duty |floor |store )?(managers?|supervisors?|owners?|shift leads?)\b|\b(managers?|supervisors?|owners?)\b[^.;]{0,30}\b(take|takes|keep|keeps|get|gets|receive|receives|collect|collects)\b[^.;]{0,30}\b(tips|a (share|cut|percentage|portion) of (the |all |their )?tips)\b/i;
/** "Managers never take part in the pool", "supervisors are excluded from it". */
const MANAGER_KEPT_OUT = /\b(managers?|supervisors?|owners?)\b[^.;]{0,40}\b(never|not|cannot|can't|don't|excluded|no part|no share)\b/i;
const MANAGER_IN_POOL = /\b(managers?|supervisors?|shift leads?|owners?|general manager|assistant managers?)\b/i;
/** The overtime premium, in any wording: "time and a half", "1.5 times", "overtime pay", "earn overtime". */
const OVERTIME_PREMIUM =
  /\b(overtime|time[- ]and[- ]a[- ]half|one and (one-)?a? ?half times|1\.5 ?(x|times)|premium (pay|rate))\b|\b150 ?%/i;
/** A number of hours after which the premium starts: "beyond 80", "over 86 hours", "after the first 160 hours". */
const HOURS_THRESHOLD = /\b(?:over|beyond|above|more than|in excess of|exceeding|after(?: the first)?|(?:you |they |employees |staff )?(?:pass|passes|passed|go past|goes past|top|tops|hit|hits|reach|reaches|clock up|clocks up|cross|crosses)(?: the)?)\s+(\d{2,3})\b(?:\s*hours)?/gi;
/** Where the premium starts, as an hour's ordinal ("at hour 46": group 1, "from the 46th hour": group 2) or a count ("at 45 hours": group 3). */
const PREMIUM_FROM_HOUR =
  /\b(?:starts?|begins?|kicks? in|appl(?:y|ies)|is paid|are paid|paid)\s+(?:only\s+)?(?:at|from|with|on)\s+(?:the\s+)?(?:hour\s+(\d{2,3})\b|(\d{2,3})(?:st|nd|rd|th)\s+hour\b|(\d{2,3})\s+hours\b)/gi;
/** A week of more than 40 hours said to earn no premium: "a 46-hour week followed by a 34-hour week earns no premium". */
const LONG_WEEK_NO_PREMIUM =
  /\b(4[1-9]|[5-9]\d)[- ]hours? (work ?)?week\b[^.;]{0,80}\b(no|without( any)?|(doesn't|does not|don't|do not|won't|will not) (earn|get|pay|give)( any)?) (overtime|premium|time[- ]and[- ]a[- ]half)\b/i;
/** A period other than the workweek: the pay period, two weeks, a fortnight, 14 days, a month. */
const LONGER_PERIOD =
  /^\s*(?:hours?\s+)?(?:(?:worked|in total|or more)\s+)?\b(in|per|during|within|over|across|for|each|every|of) (a |the |each |every |any )?(pay ?(period|cycle)|payroll period|two[- ]weeks?|2[- ]weeks?|two[- ]week period|fortnight|14[- ]days?|14[- ]day period|bi-?weekly period|(calendar )?month|semi-?monthly period|both (work ?)?weeks|(the )?two (work ?)?weeks|(the )?whole fortnight)\b/i;
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
  const pooled = /\b(averag\w+|pool\w*|combin\w+|add\w* together|total\w*|calculat\w+|count\w*|measur\w+|work\w* out|assess\w*)\b[^.;]{0,40}\b(over|across|for)\b[^.;]{0,15}\b(two[- ]weeks?|(the |each |a )?pay ?(period|cycle)|fortnight|month)\b/i;
  if (pooled.test(text) && affirms(text, pooled)) return true;
  // The two weeks taken as one: "we look at the whole fortnight together", "we add both weeks together".
  const together = /\b(look\w* at|tak\w*|treat\w*|add\w*|lump\w*|count\w*) (the )?(whole |entire )?(fortnight|pay ?period|both weeks|(the )?two weeks)( as one| together)\b|\b(fortnight|both weeks|two weeks) (together|as one|as a whole)\b/i;
  if (together.test(text) && affirms(text, together)) return true;
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

/** Pay periods a salary is stated by, as periods in a year ("$2,500 per month", "$1,200 biweekly", "$40,000 a year"). */
const SALARY_PERIODS: [RegExp, number][] = [
  [/^\s*(per|a|each|every) (year|annum)\b|^\s*(annually|p\.a\.)/i, 1],
  [/^\s*(per|a|each|every) month\b|^\s*monthly\b/i, 12],
  [/^\s*semi-?monthly\b|^\s*twice a month\b/i, 24],
  [/^\s*(bi-?weekly|every (two|2) weeks|(per|a|each) fortnight|fortnightly)\b/i, 26],
  [/^\s*(per|a|each|every) week\b|^\s*weekly\b/i, 52],
];

/** A salary stated for any pay period, as a weekly amount below the exemption's salary level. */
function weeklySalaryBelowExemption(text: string) {
  for (const m of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/g)) {
    const after = SALARY_PERIODS.find(([re]) => re.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 25)));
    // The period named before the figure: "an annual salary of $30,000", "weekly pay: $600".
    const before = text.slice(Math.max(0, m.index! - 30), m.index!);
    const named = /\b(annual|yearly)\b[^$.;]{0,25}$/i.test(before) ? 1 : /\bmonthly\b[^$.;]{0,25}$/i.test(before) ? 12 : /\bweekly\b[^$.;]{0,25}$/i.test(before) ? 52 : undefined;
    const per = after ?? (named ? [/./, named] as const : undefined);
    // An hourly rate or a bonus is not the salary; the first salary stated decides.
    if (!per) continue;
    return (Number(m[1]!.replace(/,/g, "")) * per[1]) / 52 < FLSA_EXEMPT_SALARY.weekly;
  }
  return false;
}

/** The length in days of a pay period a sentence states ("every quarter", "every 45 days", "a six-week cycle"), or null. */
function wagePeriodDays(text: string): number | null {
  if (/\b(every|each|once a|per) quarter\b|\bquarterly\b/i.test(text)) return 91;
  if (/\b(half[- ]yearly|twice a year|every six months|annually|once a year|yearly)\b/i.test(text)) return 182;
  const m = /\b(?:every|each|once (?:every|in)|cycle (?:is|of)|period (?:is|of))\s+(\w+)[- ](days?|weeks?|months?)\b|\b(\w+)[- ](day|week|month) (?:pay |wage |salary )?(?:cycle|period)\b/i.exec(text);
  if (!m) return null;
  const n = parseCount(m[1] ?? m[3]!);
  if (n === null || n === undefined) return null;
  const unit = (m[2] ?? m[4]!).toLowerCase();
  return n * (unit.startsWith("day") ? 1 : unit.startsWith("week") ? 7 : 30.4);
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
        breach: [
          // A gloss in brackets between the words: "at the single (ordinary) rate of wages".
          { all: [/\bovertime\b/i, /\b(normal|single|ordinary|same|basic) (\([^)]{1,20}\) )?(hourly )?rate\b/i], none: [/\b(twice|double|2x|two times|200 ?%)\b/i] },
          // A premium below double: "overtime at 1.5 times the hourly basic".
          // Case-sensitive only so that "OT" is the capitals; "Overtime" and "No" open sentences.
          { all: [/\b([Oo]vertime|OVERTIME|OT)\b/, /\b(1\.5|one and a half|150 ?%|time and a half)\b/i], none: [/\btwice|double\b/i] },
          { all: [EXTRA_HOURS, /\b(normal|single|ordinary|same|basic|regular|usual) (hourly )?(rate|wages?|pay)\b/i], none: [/\b(twice|double|2x|two times|200 ?%)\b/i] },
          // The same for hours past the normal day or week in any wording ("hours worked beyond normal hours are paid at one
          // and a half times"), and any multiplier under two (1.25, "time and a quarter", 150%).
          { all: [EXTRA_HOURS, /\b(1\.\d{1,2} ?(x|times)|one and (a |one-)?(half|quarter) times|time and a (half|quarter)|1[0-9]{2} ?%)/i], none: [/\b(twice|double|2x|two times|200 ?%)\b/i] },
          // Overtime not paid at all: "no separate OT will be paid", "salary includes all working hours".
          { negationIsTheFact: true, all: [/\b([Nn]o|[Nn]ot|[Nn]ever|[Ww]ithout|NO|NOT)\b[^.;]{0,25}\b([Oo]vertime|OVERTIME|OT)\b[^.;]{0,30}\b(paid|pay|payable|payment|compensat\w*)\b|\b([Oo]vertime|OVERTIME|OT)\b[^.;]{0,20}\b(is|are|will) not (be )?(paid|payable)\b/] },
          { all: [/\b(salary|wages?|pay)\b[^.;]{0,30}\b(includes?|covers?|is for)\b[^.;]{0,20}\ball (working |the )?hours\b/i] },
          // Work past the normal hours with nothing paid for it, in any wording: "work beyond these hours is part of your
          // duties and no additional wages are payable".
          { negationIsTheFact: true, all: [EXTRA_WORK, UNPAID_EXTRA] },
        ],
        met: [{ all: [/\bovertime\b/i, /\b(twice|double) the (normal|ordinary) rate\b/i] }],
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
        breach: (ctx) => {
          const s2 = firstBreach(ctx, [{ all: [/\b(wages?|paid|calculated)\b/i, /\b(every (two|three) months|bi-?monthly|quarterly|every (\d+|two|three) months)\b/i] }]);
          if (s2) return { sentence: s2 };
          // Any period longer than a month, whatever its unit: "every quarter", "every 45 days", "a six-week cycle".
          const longer = ctx.doc.sentences.find((x) => /\b(wages?|salar(y|ies)|pay|paid|credited|disbursed|remuneration)\b/i.test(x.text) && !/\b(bonus|increment|appraisal|review|gratuity|encashment|incentive)\b/i.test(x.text) && (wagePeriodDays(x.text) ?? 0) > 31);
          return longer ? { sentence: longer, finding: "Wages are paid over a period longer than a month." } : null;
        },
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
          const late = ctx.doc.sentences.find((x) => /\b(wages?|salar(y|ies)|pa(id|y)|credited|remuneration)\b/i.test(x.text) && (dayOfFollowingMonth(x.text) ?? dateInNextMonth(x.text) ?? dayAfterMonthEnd(x.text) ?? 0) > 7);
          return late ? { sentence: late, finding: "Monthly wages are paid after the seventh day of the following month." } : null;
        },
        met: [{ all: [/\bbefore the 7th day|before the seventh day\b/i] }],
        finding: "Wages are paid later than the Code allows.",
        fix: "Pay monthly wages before the seventh day of the following month.",
      }),
      practice({
        ...common,
        id: "cow-final-settlement",
        provision: "s. 17(2)",
        cites: s("17"),
        obligation: "Wages due to an employee who resigns, is removed, dismissed or retrenched must be paid within two working days.",
        severity: "high",
        breach: (ctx) => {
          const exit = firstBreach(ctx, [{ all: [/\b(resign\w*|termination|dismissal|separation|last working day|full and final|f ?& ?f)\b/i, /\bwithin\b/i] }]);
          // Paid with a later payroll rather than within days: "cleared in the next payroll cycle", "with the following month's salary".
          const later = firstBreach(ctx, [{ all: [/\b(resign\w*|leav(es|ing)|exit\w*|termination|dismiss\w*|separation|last working day|full and final|f ?& ?f|dues)\b/i, /\b(next|following|subsequent) (payroll|pay|salary|wage)( cycle| run| date| day)?\b|\b(next|following|subsequent) month'?s? (payroll|salary|wages)\b|\bwith the (next|regular|normal) (payroll|salary|pay)\b/i] }]);
          if (later) return { sentence: later, finding: "Wages due on leaving wait for a later payroll, not the two working days the Code allows." };
          // "Full and final settlement is processed 45 days after your last working day": a delay counted from leaving.
          // The delay counted from leaving in any words: "45 days after your last day", "six weeks (45 days) from his relieving date".
          const after = exit ?? firstBreach(ctx, [{ all: [/\b(resign\w*|leav(es|ing)|quits?|dismiss\w*|termination|separation|last (working )?day|full and final|f ?& ?f|dues)\b/i, /\b(after|from|of) (your |the |his |her |their )?(last (working )?day|final day|leaving|exit|relieving|resignation|separation|release)\b/i] }]);
          if (!after) return null;
          const longest = durationsInDays(after.text)[0];
          return longest !== undefined && longest > 2.8 ? { sentence: after } : null;
        },
        finding: "Wages due on leaving are paid later than two working days.",
        fix: "Pay all wages due on resignation, removal, dismissal or retrenchment within two working days of the last working day.",
      }),
      practice({
        ...common,
        id: "cow-equal-wages",
        provision: "s. 3",
        cites: s("3"),
        obligation: "An employer may not pay different wages to employees on the ground of gender for the same work or work of a similar nature.",
        severity: "high",
        breach: (ctx) => {
          const pay = genderedRates(ctx.doc.text);
          for (const [job, byGender] of pay) {
            if (byGender.male === undefined || byGender.female === undefined || byGender.male.rate === byGender.female.rate) continue;
            const sentence = ctx.doc.sentences.find((x) => x.text.includes(byGender.female!.raw)) ?? null;
            return { sentence, finding: `The same job (${job}) is paid differently to men and women.` };
          }
          // Two rates in one sentence, each after a gender and the same job: "women packers get Rs 400 a day and men packers Rs 450".
          for (const x of ctx.doc.sentences) {
            const rates = [...x.text.matchAll(/\b(women|woman|female|girls?|men|man|male|boys?)\s+([a-z]+)?\s*(?:workers?\s+)?(?:get|earn|are paid|is paid|receive|will get|:)?\s*(?:Rs\.?|₹|INR)\s?([\d,]+)/gi)];
            const female = rates.find((m) => /^(wom|fem|girl)/i.test(m[1]!));
            const male = rates.find((m) => !/^(wom|fem|girl)/i.test(m[1]!));
            if (female && male && (female[2] ?? "") === (male[2] ?? "") && female[3] !== male[3]) return { sentence: x, finding: `The same job${female[2] ? ` (${female[2]})` : ""} is paid differently to men and women.` };
          }
          // "Male helpers doing the same work get ₹420" beside the ₹350 the (female) reader is paid: a gender, the same work,
          // two different rates.
          const sameWork = ctx.doc.sentences.find((x) => new RegExp(`\\b(${MALE}|${FEMALE})\\b`, "i").test(x.text) && /\b(same|similar|identical) ([a-z]+ ){0,3}(work|job|duties|role)\b/i.test(x.text) && new Set([...x.text.matchAll(new RegExp(RUPEES, "gi"))].map((m) => m[1])).size >= 2);
          if (sameWork) return { sentence: sameWork };
          // The gap said in words, not as two rates: "lady helpers are paid ₹2,000 less than gents helpers".
          const gap = firstBreach(ctx, [{ all: [GENDER_PAY_GAP], none: [/\b(not|never|no)\b[^.;]{0,20}\b(less|lower|more|higher)\b/i] }]);
          return gap ? { sentence: gap } : null;
        },
        finding: "Men and women are paid different wages for the same work.",
        fix: "Pay men and women (and transgender employees) the same wages for the same work or work of a similar nature.",
      }),
      practice({
        ...common,
        id: "cow-fines",
        provision: "s. 19",
        cites: [...s("19"), ...s("18")],
        obligation: "Fines may be imposed only for acts and omissions in a notice approved by the Government and displayed, after the employee has had a chance to show cause, and may not exceed 3% of the wages for the wage period.",
        severity: "medium",
        breach: (ctx) => {
          for (const [i, x] of ctx.doc.sentences.entries()) {
            if (!FINED.test(x.text) || !CONDUCT.test(x.text) || LAWFUL_DEDUCTION.test(x.text) || !affirms(x.text, FINED)) continue;
            // The employee's side refused in the sentence or the next one: "No explanation will be accepted."
            const next = ctx.doc.sentences[i + 1]?.text ?? "";
            if (NO_HEARING.test(x.text) || NO_HEARING.test(next)) return { sentence: x };
            // Fines for whatever a supervisor likes, not for acts and omissions listed in an approved notice (s. 19(1)).
            // No ceiling at all (s. 19(3): 3% of the wages for the wage period).
            if (/\b(without (any )?(limit|cap|ceiling|maximum)|no (upper )?(limit|cap|ceiling|maximum)|unlimited|uncapped)\b/i.test(x.text)) return { sentence: x, finding: "Fines have no ceiling, although the Code caps them at 3% of the wages for the wage period." };
            if (FINE_AT_DISCRETION.test(x.text)) return { sentence: x, finding: "Fines may be imposed for any conduct a supervisor or manager chooses, not only for acts and omissions listed in a Government-approved notice." };
            // Above 3% of the wages for the wage period (s. 19(3)): a stated share, or a stated fine against a stated monthly wage.
            const share = /\b(\d{1,3}(?:\.\d+)?) ?(?:%|per ?cent)\s+(?:of\s+)?(?:[\w'’-]+\s+){0,3}(?:salary|salaries|wages?|pay|earnings)\b/i.exec(x.text);
            if (share && Number(share[1]) > 3) return { sentence: x, finding: `Fines of ${share[1]}% of wages exceed the 3% of the wages for the wage period the Code allows.` };
            const fine = Math.max(0, ...[...x.text.matchAll(new RegExp(RUPEES, "gi"))].map((m) => Number(m[1]!.replace(/,/g, ""))));
            const monthly = monthlyWageIn(ctx.doc.text);
            if (fine > 0 && monthly && fine > 0.03 * monthly) {
              return { sentence: x, finding: `A fine of up to ₹${fine.toLocaleString("en-IN")} is ${((100 * fine) / monthly).toFixed(1)}% of the monthly wage of ₹${monthly.toLocaleString("en-IN")} the text states, above the 3% of the wages for the wage period the Code allows.` };
            }
          }
          return null;
        },
        finding: "Fines are cut from wages without giving the employee a chance to explain.",
        fix: "Fine only for acts and omissions in a Government-approved notice displayed at the workplace, after hearing the employee, and never more than 3% of the wages for the wage period.",
      }),
      practice({
        ...common,
        id: "cow-deductions",
        provision: "s. 18",
        cites: [...s("18"), ...s("21")],
        obligation: "Only the deductions the Code authorises may be made from wages, and deductions for damage or loss only on the Code's conditions.",
        severity: "medium",
        breach: (ctx) => {
          const hit = firstBreach(ctx, DEDUCTION_PATTERNS);
          if (hit) return { sentence: hit };
          // Money cut from wages for something s. 18(2) does not list (a party, gifts, a festival fund) and not by the
          // worker's own authorisation: "₹500 will be cut from everybody's salary for the Diwali gift fund; it is compulsory".
          const unlisted = ctx.doc.sentences.find((x) => CUT_FROM_WAGES.test(x.text) && /\bfor (the |a |our )?([a-z]+ ){0,3}(party|parties|gifts?|celebrations?|festival|function|picnic|trip|outing|puja|welfare fund|gift fund|party fund)\b/i.test(x.text) && !/\b(consent|authori[sz]\w*)\b/i.test(x.text.replace(/\bno need (to give|for) (your )?consent\b/i, "")));
          if (unlisted) return { sentence: unlisted, finding: "Money is deducted from wages for a purpose the Code does not authorise, without the worker's authorisation." };
          // A ceiling above half the wages however the wages are named ("up to 60% of the month's wages").
          const over = ctx.doc.sentences.find((x) => /\b(deduct\w*|cut|recover\w*|withh[eo]ld\w*)\b/i.test(x.text) && (largestShareOfWages(x.text) ?? 0) > (/\bco-?operative\b/i.test(x.text) ? 75 : 50));
          return over ? { sentence: over } : null;
        },
        finding: "Deductions for damage, loss or shortages are made outside the Code's conditions or above its limit of half the wages.",
        fix: "Make only the kinds of deduction the Code authorises (s. 18), within its limits, and follow its procedure for deductions for damage or loss (s. 21) instead of a supervisor's discretion.",
      }),
    ],
  };
}


/** Money taken out of wages: "cut from your salary", "deducted from wages", "taken from everybody's pay". */
const CUT_FROM_WAGES = /\b(cut|deduct\w*|taken|recovered|kept back)\b[^.;]{0,20}\b(from|out of)\b[^.;]{0,20}\b(salary|salaries|wages?|pay)\b/i;

/**
 * The largest ceiling on deductions a sentence states as a share of the wages, in per cent ("up to 60% of the month's
 * wages", "capped at 70 per cent of a worker's monthly earnings"), or null; s. 18(2) caps all deductions in a wage period
 * at 50% of the wages (75% where part goes to a co-operative society, which the caller allows).
 */
function largestShareOfWages(text: string): number | null {
  const shares = [...text.matchAll(/\b(?:up to|capped at|a cap of|(?:a )?maximum of|not exceed(?:ing)?|no more than|as much as|limit(?:ed)? (?:of|to)|at most|until it reaches)\s+(\d{1,3}(?:\.\d+)?) ?(?:%|per ?cent)\s+(?:of\s+)?(?:[\w'’-]+\s+){0,3}(?:salary|salaries|wages?|pay|earnings)\b/gi)].map((m) => Number(m[1]));
  return shares.length ? Math.max(...shares) : null;
}

/** Women paid less (or men more) than the other for the work, said in words. */
const GENDER_PAY_GAP = new RegExp(
  String.raw`\b(?:ladies|lady|women|woman|female|girls?|gents|men|male|boys?)\b[^.;]{0,40}\b(?:paid|earn|get|receive)\b[^.;]{0,40}\b(?:less|lower|more|higher)\b[^.;]{0,15}\bthan\b[^.;]{0,20}\b(?:ladies|lady|women|female|girls?|gents|men|male|boys?)\b`,
  "i",
);
/** A deduction with no ceiling or one above half the wages: "even if it comes to 70% of the salary", "whatever the amount". */
const DEDUCTION_PAST_HALF = /\b([5-9]\d(\.\d+)?|100) ?% (of )?(the |your |his |her )?(salary|wages?|pay)\b|\b(whatever the amount|no matter how (much|large)|without (any )?(limit|cap|ceiling)|no (upper )?(limit|cap|ceiling))\b/i;

/** Deductions for damage or loss at someone's discretion, or allowed past half the wages (s. 18(2)). */
/** What s. 18 authorises, named: taxes, contributions, advances and loans, housing, amenities, absence, fines, damage. */
const LAWFUL_DEDUCTION_KINDS = /\b(tax|tds|provident fund|pf|esi|insurance|advances?|loans?|hous(e|ing)|accommodation|canteen|amenit(y|ies)|absence|court|co-?operative|union|welfare fund|damage|loss)\b/i;
const DEDUCTION_PATTERNS: SentencePattern[] = [
  { all: [/\bdeduct/i, /\b(damage|loss)\b/i, /\b(at the (supervisor|manager)'?s discretion|without (giving|an opportunity|hearing))\b/i] },
  // Deductions allowed past half the wages (s. 18(2) caps all deductions in a wage period at 50%).
  { all: [/\b(deduct\w*|cut|recovered)\b/i, /\b(damage|loss(es)?|shortages?|breakage)\b/i, DEDUCTION_PAST_HALF], none: [/\b(not|never|no more than|up to|at most|maximum)\b[^.;]{0,30}\b\d{2,3} ?%/i] },
  // Any amount at the employer's will: "may deduct from salary any amount it considers appropriate for any reason".
  { all: [/\b(deduct\w*|cut|recover\w*|withh[eo]ld)\b/i, /\b(any|whatever|such) (amount|sum)s?\b[^.;]{0,40}\b(considers?|sees? fit|thinks? fit|deems?|decides?|appropriate|chooses?)\b|\bfor any reason\b/i] },
  // The employer's own costs passed on: "the cost of the company's team outings will be deducted from your salary". The
  // Code lists what may be deducted (taxes, provident fund, advances, loans, absence, housing, amenities the Government
  // authorises, fines, damage or loss); the employer's running costs are none of them.
  { all: [/\b(deduct\w*|cut|recovered|taken)\b[^.;]{0,40}\b(salary|salaries|wages?|pay)\b|\b(salary|salaries|wages?|pay)\b[^.;]{0,30}\b(deduct\w*|cut)\b/i, /\b(cost|costs|price|share|contribution|charges?) (of|for|to|towards)\b[^.;]{0,40}\b(company|office|team|party|parties|outings?|events?|celebrations?|festival|rent|electricity|premises|functions?|picnics?|gifts?|decorations?)\b|\b(party|festival|outing|celebration|picnic) (contribution|fund|charges?)\b/i], none: [LAWFUL_DEDUCTION_KINDS, /\b(if you|with your|your written) (agree|consent|request)\w*/i] },
  // Any deductions allowed past half the wages, whatever for: "up to 75% of wages may be deducted to recover loans".
  { all: [/\b(deduct\w*|cut|recover\w*|withh[eo]ld)\b/i, /\b([5-9]\d(\.\d+)?|100) ?% (of )?(the |your |his |her |an employee's |monthly |net |gross )?(salary|wages?|pay)\b/i], none: [/\b(not|never|no more than|at most|cannot|can't|must not|shall not) (exceed )?[^.;]{0,20}\b([5-9]\d|100) ?%/i, /\b50 ?%/] },
];

/** A fine or cut from wages. */
const FINED = /\b(fined?|fines|penalt(y|ies)|cut from (the |your )?(salary|wages?|pay)|(will be |is |are )?(cut|deducted)\b)/i;
/** Conduct a fine is for: lateness, phones, uniform, indiscipline. */
const CONDUCT = /\b(late|lateness|late[- ]?(coming|comers?|arrivals?)|latecom\w*|mobile|phones?|uniform|id card|indiscipline|misconduct|misbehaviou?r|talking|smoking|absent\w*|mistakes?|errors?|faults?|careless\w*|negligen\w*|targets?|quotas?|rude\w*|disobe\w*)\b/i;
/**
 * Deductions s. 18 allows, which are not fines: for absence from duty in proportion to it, and statutory contributions
 * and taxes ("PF and ESI contributions will be deducted automatically").
 */
const LAWFUL_DEDUCTION = /\b(in proportion|proportionate(ly)?|pro[- ]rata|provident fund|pf|esi|employees'? state insurance|professional tax|income tax|tds|tax deducted at source)\b/i;
/** Fines for whatever conduct someone picks: "any other misbehaviour he sees fit to punish", "at the manager's discretion". */
const FINE_AT_DISCRETION =
  /\b(fine|fined|penali[sz]e)\b[^.;]{0,40}\bfor any (mistake|error|fault|lapse|reason)\b|\bany (other )?(misbehaviou?r|misconduct|offences?|acts?|conduct|reason|breach(es)?|lapses?|fault)\b[^.;]{0,40}\b(sees? fit|thinks? fit|deems? fit|considers?|chooses?|decides?|likes?|wants?)\b|\bat (the |his |her |their )?(sole )?(supervisor'?s?|manager'?s?|foreman'?s?|management'?s?)? ?discretion\b/i;

/** A monthly wage the text states once ("earns ₹15,000 a month", "monthly salary of Rs 12,000"), or null. */
function monthlyWageIn(text: string): number | null {
  const m =
    new RegExp(`${RUPEES}\\s*(?:/-\\s*)?(?:a|per|each|every) month\\b`, "i").exec(text) ??
    new RegExp(`\\bmonthly (?:wages?|salary|pay|earnings)\\b[^.;]{0,20}?${RUPEES}`, "i").exec(text);
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}

/** No chance to show cause: "no explanation will be accepted", "without any explanation", "automatically". */
const NO_HEARING = /\b(no (explanation|excuse|reason)s? (will|shall) be (accepted|heard|entertained)|no explanations?|on the spot|instantly|immediately|straight away|without (any |an )?(explanation|hearing|show[- ]cause|notice|warning)|automatically|no exceptions?)\b/i;

const MALE = String.raw`(?:gents|men|male|boys?)`;
const FEMALE = String.raw`(?:ladies|lady|women|female|girls?)`;
const RUPEES = String.raw`(?:₹|rs\.?|inr)\s?(\d{1,3}(?:,\d{2,3})+|\d+)`;

/**
 * Wages stated per job and gender: "Tailors (Gents) ₹17,500", "Packers (women) ₹12,000", "Male helpers: Rs. 12,500".
 * A label naming both ("men and women") is one rate for both.
 */
function genderedRates(text: string): Map<string, { male?: { rate: number; raw: string }; female?: { rate: number; raw: string } }> {
  const out = new Map<string, { male?: { rate: number; raw: string }; female?: { rate: number; raw: string } }>();
  const add = (job: string, gender: string, amount: string, raw: string) => {
    const key = job.toLowerCase().replace(/s$/, "");
    const entry = out.get(key) ?? {};
    const side = new RegExp(`^${MALE}$`, "i").test(gender) ? "male" : "female";
    entry[side] ??= { rate: Number(amount.replace(/,/g, "")), raw };
    out.set(key, entry);
  };
  const after = new RegExp(String.raw`\b([a-z]+)\s*\(\s*(${MALE}|${FEMALE})\s*\)\s*[:\-–]?\s*${RUPEES}`, "gi");
  for (const m of text.matchAll(after)) add(m[1]!, m[2]!, m[3]!, m[0]);
  // Before a job, "gents" and "ladies" name the clientele, not the worker: a "ladies tailor" makes women's clothes.
  const before = new RegExp(String.raw`\b(men|male|women|female)\s+([a-z]+)\s*[:\-–]?\s*${RUPEES}`, "gi");
  for (const m of text.matchAll(before)) add(m[2]!, m[1]!, m[3]!, m[0]);
  // The amount first: "Rs 600 for male workers and Rs 480 for female workers".
  const amountFirst = new RegExp(String.raw`${RUPEES}[^.;₹]{0,20}?\bfor (?:the |all )?(${MALE}|${FEMALE})\s+([a-z]+)`, "gi");
  for (const m of text.matchAll(amountFirst)) add(m[3]!, m[2]!, m[1]!, m[0]);
  return out;
}

/** Work past the normal day: "work beyond these hours", "hours in excess of the shift", "extra hours". */
const EXTRA_WORK = /\b(work(ed|ing)?|hours|time|duty)\b[^.;]{0,30}\b(beyond|in excess of|over and above|outside|longer than|after)\b[^.;]{0,25}\b(hours|shift|working day|normal|scheduled|duty|timings?)\b|\b(extra|additional|late|longer) (hours|working|sitting)\b/i;
/** Nothing paid for it: "no additional wages are payable", "without extra pay", "part of your duties". */
const UNPAID_EXTRA = /\b(no|not|without)\b[^.;]{0,20}\b(additional|extra|separate|overtime)\s+(wages?|pay|payment|remuneration|compensation|allowance)\b|\b(unpaid|free of charge)\b|\bpart of (your|the|their|his|her) (normal |regular )?(duties|job|role|work)\b/i;

/**
 * The day of a named later month on which a month's wages are paid: "salary for September will be credited on 12
 * October" → 12 (the next month's name after the paid month's).
 */
/**
 * The day after the wage month ends by which wages are paid, counted from the month's close: "on or before the 15th
 * day after the month closes", "within 10 days of the end of the month" → 15, 10; null when the text names none.
 */
function dayAfterMonthEnd(text: string): number | null {
  const m = text.match(
    /\b(?:on or before|by|before|no later than|not later than|within|up to)\s+(?:the\s+)?(\d{1,2}|[a-z]+)(?:st|nd|rd|th)?\s+(?:working\s+|calendar\s+)?days?\s+(?:after|from|of|following)\s+(?:the\s+)?(?:close of the (?:wage )?month|end of the (?:wage |calendar )?(?:month|wage period)|month[- ]end|(?:wage |calendar )?month (?:closes|ends|is over|has ended|has closed)|wage period (?:closes|ends|is over))\b/i,
  );
  if (!m) return null;
  return parseCount(m[1]) ?? ORDINAL_WORDS[m[1].toLowerCase()] ?? null;
}

function dateInNextMonth(text: string): number | null {
  const months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
  const m = text.match(/\b(?:salary|salaries|wages?|pay)\b[^.;]{0,20}\bfor (?:the month of )?([a-z]+)\b[^.;]{0,60}?\b(?:on|by) (?:the )?(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([a-z]+)\b/i);
  if (!m) return null;
  const paidFor = months.indexOf(m[1]!.toLowerCase());
  const paidIn = months.indexOf(m[3]!.toLowerCase());
  return paidFor >= 0 && paidIn === (paidFor + 1) % 12 ? Number(m[2]) : null;
}

/** Hours of work in a day from "9.00 am to 9.00 pm with 1 hour lunch and 15 minutes tea": the span less the intervals. */
function hoursWorkedInDay(text: string): number | null {
  const RANGE = /\b(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))\s*(?:to|–|-|till|until|and)\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))/gi;
  const spanOf = (m: RegExpMatchArray) => {
    const [from, to] = [clockTimes(m[1]!)[0], clockTimes(m[2]!)[0]];
    return from && to ? (to.minutes - from.minutes + 24 * 60) % (24 * 60) : null;
  };
  const [range, ...intervals] = [...text.matchAll(RANGE)];
  if (!range) return null;
  let span = spanOf(range);
  if (span === null) return null;
  // An interval given as a clock range after the working day ("with lunch from 1.30 pm to 2.30 pm") is not work either.
  for (const m of intervals) span -= spanOf(m) ?? 0;
  const rest = text.slice(range.index! + range[0].length).replace(RANGE, " ");
  for (const m of rest.matchAll(/\b(\d{1,2}|one|half an?|half|an?)[- ]?(hours?|hrs?|minutes?|mins?)\b/gi)) {
    const n = /^half/i.test(m[1]!) ? 0.5 : /^an?$/i.test(m[1]!) || /^one$/i.test(m[1]!) ? 1 : Number(m[1]);
    span -= /^h/i.test(m[2]!) ? n * 60 : n;
  }
  return span / 60;
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
          if (sen && Number(sen.text.match(/\b(\d{1,2}) hours (per|a) day\b/i)![1]) > 8) return { sentence: sen };
          // A shift or working day stated by its length ("shifts are 10 hours long", "12-hour shifts").
          // Less a meal break or interval counted in the length ("9 hours including a 1-hour meal break").
          const worked = (text: string) => {
            const length = shiftLengthHours(text) ?? 0;
            if (!/\b(break|lunch|meal|interval|rest)\b/i.test(text)) return length;
            const m = text.match(/\b(\d{1,3}|one|an?)[- ]?(hours?|minutes?|mins?)\b[^.;]{0,15}\b(break|lunch|meal|interval|rest)\b/i);
            if (!m) return length;
            const n = /^(one|an?)$/i.test(m[1]!) ? 1 : Number(m[1]);
            return length - (/^hour/i.test(m[2]!) ? n : n / 60);
          };
          const long = ctx.doc.sentences.find((x) => worked(x.text) > 8 && !isNegated(x.text, /\bhours?\b/i) && !/\b(maximum|up to|no more than|not more than|spread[- ]?over)\b/i.test(x.text));
          if (long) return { sentence: long, finding: `Shifts come to about ${+worked(long.text).toFixed(1)} hours of work, more than eight hours a day.` };
          const week = ctx.doc.sentences.find((x) => (daysTimesHours(x.text) ?? 0) > 48);
          if (week) return { sentence: week, finding: `The pattern comes to ${daysTimesHours(week.text)} hours a week, more than eight hours a day and 48 a week.` };
          // Daily timings as a clock range less the intervals stated with them: "9.00 am to 9.00 pm with 1 hour lunch".
          for (const x of ctx.doc.sentences) {
            if (!/\b(timings?|working hours|hours of work|shifts?|duty|work(s|ing)? (from|between))\b/i.test(x.text)) continue;
            const worked = hoursWorkedInDay(x.text);
            if (worked !== null && worked > 8) return { sentence: x, finding: `The daily timings come to about ${+worked.toFixed(1)} hours of work, more than eight hours a day.` };
          }
          return null;
        },
        met: [{ all: [/\b8 hours a day|eight hours a day\b/i] }],
        finding: "Normal working hours exceed eight hours a day.",
        fix: "Set normal working hours at no more than eight a day, and treat any further hours as overtime paid at twice the normal rate.",
      }),
    ],
  };
}

/** A fixed-term engagement: "fixed-term contract", "engaged for a fixed term of two years". */
const FIXED_TERM = /\bfixed[- ]term\b/i;
/** Gratuity refused or made to wait for five years' service. */
const GRATUITY_BARRED = /\bgratuity\b[^.]{0,80}\b(not (be )?(payable|paid|due)|no (gratuity|entitlement)|not (eligible|entitled))\b|\b(no|not (be )?(eligible|entitled) (to|for))\s+(any )?gratuity\b|\bgratuity\b[^.]{0,60}\b(only )?(after|once|on completion of|upon completing) (five|5) years\b/i;

const MATERNITY_WORD = /\bmaternity\b/i;
/** Leave or benefit for childbirth: "maternity leave", "time off when they have a baby". */
const MATERNITY = /\bmaternity (leave|benefit|pay)\b|\b(leave|time off|off work)\b[^.;]{0,40}\b(have|having|has) a baby\b/i;
/** The Code's shorter periods: a woman with two or more surviving children, adoption, commissioning mothers. */
const FEWER_WEEKS_ALLOWED = /\b(two or more|2 or more|more than one|third|3rd) (surviving )?(child(ren)?|baby|babies|deliver(y|ies))\b|\badopt\w*|\bcommissioning\b|\bmiscarriage\b/i;
const UNPAID = /\b(unpaid|without (any )?pay|no (pay|wages|salary))\b/i;

/** India: Code on Social Security, 2020 (gratuity and maternity benefit), in force with the other labour codes. */
export function socialSecurityCodePack(): RulePack {
  return {
    sourceIds: ["in-code-on-social-security-2020"],
    name: "Code on Social Security, 2020",
    rules: [
      practice({
        id: "ss-fixed-term-gratuity",
        provision: "s. 53(1)",
        cites: [{ source_id: "in-code-on-social-security-2020", article: "53" }],
        obligation: "Gratuity is payable on termination after five years' continuous service, but a fixed-term employee is owed it pro rata without the five-year condition.",
        severity: "high",
        appliesTo: EMPLOYMENT,
        inForceFrom: LABOUR_CODES_FROM,
        breach: (ctx) => {
          if (!ctx.doc.mentions(FIXED_TERM)) {
            // Refused whatever the service ("does not pay gratuity to any employee"), or made to wait past five years.
            const refused = ctx.doc.sentences.find((x) => /\bgratuity\b/i.test(x.text) && (/\b(does not|doesn't|do not|don't|will not|won't|never|not)\s+(\w+\s+)?(pay|give|offer|provide|grant)\w*\s+(any\s+)?gratuity\b|\bno gratuity\b|\bgratuity\b[^.;]{0,40}\bnot (be )?(paid|payable)\b/i.test(x.text)) && /\b(any|all|no) (employees?|staff|one|worker)|\bhowever long|regardless of (their |your )?(length of )?service|whatever (their|your) (length of )?service|under any circumstances\b/i.test(x.text) && !/\bpro[- ]?rata\b/i.test(x.text));
            if (refused) return { sentence: refused, finding: "Gratuity is refused whatever the length of service, although the Code makes it payable on leaving after five years' continuous service." };
            const WAIT = /\b(?:after|once|on completion of|upon completing|only after|(?:who|that|to) complete|completing|completes|complete)\s+(\w+)\s+years\b/i;
            const wait = ctx.doc.sentences.find((x) => /\bgratuity\b/i.test(x.text) && WAIT.test(x.text) && (parseCount(WAIT.exec(x.text)![1]!) ?? 0) > 5);
            return wait ? { sentence: wait, finding: "Gratuity is made to wait for more than five years' continuous service, the most the Code allows." } : null;
          }
          // A fixed-term employee refused gratuity, or told to wait for five years: the proviso for fixed terms does away with that.
          const s = ctx.doc.sentences.find((x) => GRATUITY_BARRED.test(x.text) && !/\bpro[- ]?rata\b/i.test(x.text));
          return s ? { sentence: s } : null;
        },
        met: [{ all: [/\bgratuity\b/i, /\bpro[- ]?rata\b/i] }],
        finding: "A fixed-term employee is refused gratuity for want of five years' service, although the Code makes it payable pro rata to fixed-term employees.",
        fix: "Pay a fixed-term employee gratuity pro rata (fifteen days' wages per completed year, subject to the ceiling) at the end of the term, without the five-year condition.",
      }),
      practice({
        id: "ss-maternity-benefit",
        provision: "s. 60",
        cites: [{ source_id: "in-code-on-social-security-2020", article: "60" }],
        obligation: "A woman who has worked for the employer for at least 80 days in the twelve months before her expected delivery is entitled to maternity benefit at her average daily wage for up to 26 weeks (12 weeks for a woman with two or more surviving children).",
        severity: "high",
        appliesTo: EMPLOYMENT,
        inForceFrom: LABOUR_CODES_FROM,
        breach: (ctx) => {
          for (const x of ctx.doc.sentences) {
            if (!MATERNITY.test(x.text) || FEWER_WEEKS_ALLOWED.test(x.text)) continue;
            // The period granted, read from the sentence: the longest stated, so "of which up to 8 before" is not it.
            const longest = durationsInDays(x.text)[0];
            if (longest !== undefined && longest < 26 * 7 && !isNegated(x.text, MATERNITY)) return { sentence: x };
            if (UNPAID.test(x.text) && affirms(x.text, UNPAID)) return { sentence: x, finding: "Maternity leave is unpaid, although the Code entitles the woman to maternity benefit at her average daily wage." };
          }
          return null;
        },
        met: [{ all: [MATERNITY_WORD, /\b26 weeks\b/i] }],
        finding: "Maternity benefit is given for fewer than the Code's 26 weeks.",
        fix: "Grant maternity benefit at the average daily wage for up to 26 weeks (no more than eight before the expected delivery; 12 weeks for a woman with two or more surviving children) to every woman with 80 days' work in the preceding twelve months.",
      }),
    ],
  };
}
