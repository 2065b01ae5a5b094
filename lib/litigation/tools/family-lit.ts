import { z } from "zod";
import { addDays, addMonths } from "@/lib/tools/dates";
import { deadlineVerdict } from "@/lib/tools/family/narrative";
import { formatDate } from "@/lib/tools/format";
import type { AnalysisTool, CoreContext, ProvisionRef } from "@/lib/tools/definition";
import {
  CONSTITUTION,
  LIMITATION,
  InputProblems,
  certifiedCopyDateFields,
  checkCertifiedCopy,
  hasCertifiedCopy,
  cite,
  citationIds,
  civilResultBase,
  computeDeadline,
  dayCount,
  isoDate,
  ref,
  type ChecklistItem,
  type Deadline,
  type Forum,
  type Note,
} from "@/lib/tools/civil-limitation";

const HMA = "in-hindu-marriage-act-1955";
const FCA = "in-family-courts-act-1984";
const SMA = "in-special-marriage-act-1954";

export const familyStages = ["mutual_consent", "contested_divorce", "appeal"] as const;

export const familyLitInput = z.strictObject({
  stage: z.enum(familyStages).optional().describe("mutual_consent: divorce by mutual consent; contested_divorce: a petition on fault grounds; appeal: from a decree. Default mutual_consent"),
  act: z
    .enum(["hma", "family_courts_act", "special_marriage_act"])
    .optional()
    .describe("hma: Hindu Marriage Act 1955; special_marriage_act: Special Marriage Act 1954; family_courts_act: a Family Court order under neither (e.g. custody or property). Default hma"),
  court: z.enum(["family_court", "district_court"]).optional().describe("Court that decided or will decide (appeal periods differ). Default family_court"),
  marriage_date: isoDate("Date of the marriage").optional(),
  separation_date: isoDate("Date the spouses began living separately").optional(),
  first_motion_date: isoDate("Date the joint petition (first motion) was presented").optional(),
  decree_date: isoDate("Date of the decree or order appealed against").optional(),
  certified_copy_days: dayCount("Days taken to obtain a certified copy of the decree, applied for within the period (Limitation Act s.12(2))").optional(),
  ...certifiedCopyDateFields,
});
type Input = z.infer<typeof familyLitInput>;

const dateStatus = z.enum(["not_yet", "open", "lapsed"]);

export const familyLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(familyStages),
  mutual_consent: z
    .object({
      earliest_first_motion: z.string().nullable().describe("One year after the spouses began living separately"),
      second_motion_from: z.string().nullable().describe("Six months after the first motion"),
      second_motion_until: z.string().nullable().describe("Eighteen months after the first motion"),
      second_motion_status: dateStatus.nullable(),
      cooling_off_waiver_timing_met: z.boolean().nullable().describe("Whether a year and six months of separation had passed by the first motion (one condition of a waiver)"),
      citation_ids: citationIds,
    })
    .nullable(),
  contested: z
    .object({
      earliest_petition: z.string().nullable().describe("The day after the first anniversary (no petition within one year of marriage without leave)"),
      desertion_ground_from: z.string().nullable().describe("Two years after the separation began (desertion ground)"),
      citation_ids: citationIds,
    })
    .nullable(),
});
type Result = z.infer<typeof familyLitResult>;

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "mutual_consent";
  const act = input.act ?? "hma";
  const court = input.court ?? "family_court";
  const problems = new InputProblems();
  checkCertifiedCopy(problems, input, ctx.asOf);
  for (const field of ["marriage_date", "separation_date", "first_motion_date", "decree_date"] as const) problems.notAfterAsOf(field, input[field], ctx.asOf);
  if (input.marriage_date && input.separation_date && input.separation_date < input.marriage_date) problems.add("separation_date", "before the marriage");
  if (input.separation_date && input.first_motion_date && input.first_motion_date < input.separation_date) problems.add("first_motion_date", "before the separation");
  if (stage === "appeal" && !input.decree_date) problems.add("decree_date", "needed for the appeal period");
  if (stage === "mutual_consent" && act === "family_courts_act") problems.add("act", "divorce by mutual consent is under the Hindu Marriage Act (hma) or the Special Marriage Act");
  if (stage === "contested_divorce" && act === "family_courts_act") problems.add("act", "the grounds of divorce are in the Hindu Marriage Act (hma) or the Special Marriage Act");
  problems.throwIfAny();

  const mutualSection: ProvisionRef = act === "special_marriage_act" ? ref(SMA, "28") : ref(HMA, "13B");
  const deadlines: Deadline[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  const familyCourt: Forum = { forum: "Family Court", basis: "Hears matrimonial proceedings, custody and maintenance in its area, and must first try to settle them", citation_ids: cite(ctx, ref(FCA, "7"), ref(FCA, "9")) };
  const districtCourt: Forum = { forum: "District Court", basis: "Hears petitions under the Act where no Family Court has been set up", citation_ids: cite(ctx, act === "special_marriage_act" ? ref(SMA, "27") : ref(HMA, "19")) };
  const highCourt: Forum = { forum: "High Court", basis: court === "family_court" ? "Appeal on facts and law from a Family Court's judgment (heard by a Division Bench)" : "Appeal from the decree as from a decree in original civil jurisdiction", citation_ids: cite(ctx, court === "family_court" ? ref(FCA, "19") : act === "special_marriage_act" ? ref(SMA, "39") : ref(HMA, "28")) };
  const supremeCourt: Forum = { forum: "Supreme Court of India", basis: "Special leave to appeal", citation_ids: cite(ctx, ref(CONSTITUTION, "136")) };
  const trial = court === "family_court" ? familyCourt : districtCourt;

  let mutual: Result["mutual_consent"] = null;
  let contested: Result["contested"] = null;

  if (stage === "mutual_consent") {
    const earliestFirst = input.separation_date ? addMonths(input.separation_date, 12) : null;
    const from = input.first_motion_date ? addMonths(input.first_motion_date, 6) : null;
    const until = input.first_motion_date ? addMonths(input.first_motion_date, 18) : null;
    mutual = {
      earliest_first_motion: earliestFirst,
      second_motion_from: from,
      second_motion_until: until,
      second_motion_status: from && until ? (ctx.asOf < from ? "not_yet" : ctx.asOf <= until ? "open" : "lapsed") : null,
      cooling_off_waiver_timing_met: input.separation_date && input.first_motion_date ? input.first_motion_date >= addMonths(input.separation_date, 18) : null,
      citation_ids: cite(ctx, mutualSection),
    };
    if (earliestFirst && input.first_motion_date && input.first_motion_date < earliestFirst) {
      ctx.warn({ code: "premature_petition", message: `The joint petition of ${input.first_motion_date} came before a year of living separately (from ${earliestFirst}).` });
    }
    if (mutual.second_motion_status === "lapsed") {
      ctx.warn({ code: "second_motion_lapsed", message: `Eighteen months from the first motion ended on ${until}: a second motion after that is out of time, and courts differ on whether the petition survives; a fresh petition may be needed.` });
    }
    notes.push({
      text: "The six-month wait before the second motion is directory, not mandatory: the court may waive it where a year and six months of separation had passed by the first motion, mediation has failed, and alimony, custody and all other issues are settled (Amardeep Singh v Harveen Kaur, SC 2017); the waiver may be sought a week after the first motion.",
      kind: "case_law",
      citation_ids: cite(ctx, mutualSection),
    });
    notes.push({ text: "The Supreme Court may also dissolve a marriage that has irretrievably broken down, under its power to do complete justice (Shilpa Sailesh v Varun Sreenivasan, Constitution Bench, 2023).", kind: "case_law", citation_ids: cite(ctx, ref(CONSTITUTION, "142")) });
    checklist.push(
      { item: "Joint petition with proof of the date of marriage and of living separately for a year or more", why: "The pre-conditions of the first motion", citation_ids: cite(ctx, mutualSection) },
      { item: "Settlement terms on alimony, return of property and custody of children", why: "Needed for the decree and for any waiver of the six months", citation_ids: cite(ctx, mutualSection, ...(act === "hma" ? [ref(HMA, "25"), ref(HMA, "26")] : [])) },
    );
  }

  if (stage === "contested_divorce") {
    const bar = act === "special_marriage_act" ? null : input.marriage_date ? addDays(addMonths(input.marriage_date, 12), 1) : null;
    contested = {
      earliest_petition: bar,
      desertion_ground_from: input.separation_date ? addMonths(input.separation_date, 24) : null,
      citation_ids: cite(ctx, ...(act === "special_marriage_act" ? [ref(SMA, "27")] : [ref(HMA, "13"), ...(input.marriage_date ? [ref(HMA, "14")] : [])])),
    };
    if (bar && ctx.asOf < bar) {
      ctx.warn({ code: "premature_petition", message: `No divorce petition before ${bar} (one year from the marriage) without the court's leave for exceptional hardship or depravity (HMA s.14).` });
    }
    if (act === "special_marriage_act" && input.marriage_date) {
      notes.push({ text: "The Special Marriage Act also bars a divorce petition in the first year of marriage without leave; that bar is not computed here.", kind: "statute", citation_ids: cite(ctx, ref(SMA, "27")) });
    }
    checklist.push(
      { item: "Marriage certificate or proof of the marriage, and evidence for each ground pleaded", why: "Each fault ground must be proved", citation_ids: cite(ctx, act === "special_marriage_act" ? ref(SMA, "27") : ref(HMA, "13")) },
      ...(act === "hma" ? [{ item: "Application for interim maintenance and litigation costs, with an affidavit of assets and liabilities", why: "Support while the case is pending; the affidavit is required in every maintenance claim (Rajnesh v Neha, SC 2020)", citation_ids: cite(ctx, ref(HMA, "24")) }] : []),
    );
  }

  if (stage === "appeal") {
    const decree = input.decree_date!;
    const condonation = { kind: "uncapped" as const, basis: "Limitation Act s.5 lets the High Court admit a late appeal for sufficient cause", refs: [ref(LIMITATION, "5")] };
    const copyRefs = hasCertifiedCopy(input) ? [ref(LIMITATION, "12")] : [];
    const marriageLawPeriod = () =>
      computeDeadline(
        {
          key: act === "special_marriage_act" ? "sma_appeal" : "hma_appeal",
          label: `Appeal under the ${act === "special_marriage_act" ? "Special Marriage Act s.39" : "Hindu Marriage Act s.28"} (90 days)`,
          trigger: decree,
          triggerEvent: "the decree or order",
          period: { days: 90 },
          certifiedCopy: input,
          condonation,
          refs: [act === "special_marriage_act" ? ref(SMA, "39") : ref(HMA, "28"), ...copyRefs],
        },
        ctx,
      );
    const familyCourtPeriod = () =>
      computeDeadline(
        {
          key: "family_court_appeal",
          label: "Appeal under the Family Courts Act s.19 (30 days)",
          trigger: decree,
          triggerEvent: "the Family Court's judgment or order",
          period: { days: 30 },
          certifiedCopy: input,
          condonation,
          refs: [ref(FCA, "19"), ...copyRefs],
        },
        ctx,
      );
    if (act === "family_courts_act") deadlines.push(familyCourtPeriod());
    else if (court === "district_court") deadlines.push(marriageLawPeriod());
    else {
      deadlines.push(familyCourtPeriod(), marriageLawPeriod());
      ctx.warn({
        code: "conflicting_authority",
        message: `Two periods may govern an appeal from a Family Court decree under the ${act === "hma" ? "Hindu Marriage Act" : "Special Marriage Act"}: 30 days (Family Courts Act s.19(3)) and 90 days (${act === "hma" ? "HMA s.28(4)" : "SMA s.39"}). The Bombay High Court (Full Bench, 2017) and the Gujarat High Court apply the 90 days; filing within 30 days is safe under both.`,
      });
    }
    checklist.push(
      { item: "Certified copy of the decree and judgment, applied for within the period", why: "Copy time is excluded only if applied for in time", citation_ids: cite(ctx, ref(LIMITATION, "12")) },
      { item: "Application for condonation of delay with an affidavit, if late", why: "A late appeal is heard only on sufficient cause", citation_ids: cite(ctx, ref(LIMITATION, "5")) },
    );
    if (court === "family_court") notes.push({ text: "No appeal lies from a Family Court decree or order made with the parties' consent, nor from an interlocutory order.", kind: "statute", citation_ids: cite(ctx, ref(FCA, "19")) });
  }

  const [forum, next] = stage === "appeal" ? [highCourt, supremeCourt] : [trial, highCourt];
  return { as_of: ctx.asOf, stage, forum, next_forum: next, deadlines, money: [], checklist, notes, mutual_consent: mutual, contested };
}

export const familyLitTool: AnalysisTool<typeof familyLitInput, Result> = {
  tool_type: "family-lit",
  name: "Family disputes (Hindu Marriage Act, Special Marriage Act, Family Courts Act)",
  description:
    "Checks a matrimonial matter: mutual-consent divorce dates (a year of separation, the second motion between six and eighteen months, the waiver's timing condition), the one-year bar and the desertion period for a contested petition, the Family Court or District Court and the appeal route, and both appeal periods (30 days under the Family Courts Act, 90 under the marriage Acts) where they conflict.",
  input: familyLitInput,
  result: familyLitResult,
  example: {
    tool_type: "family-lit",
    jurisdiction: "IN",
    question: "We filed for divorce by mutual consent on 31 August 2026 after living apart since March 2025. When can the second motion be heard?",
    as_of: "2026-11-20",
    stage: "mutual_consent",
    act: "hma",
    marriage_date: "2019-02-14",
    separation_date: "2025-03-01",
    first_motion_date: "2026-08-31",
  },
  covers: ["IN"],
  keyFields: ["stage", "marriage_date", "separation_date", "first_motion_date", "decree_date"],
  run,
  // The dates the spouses act on come first; the forum is only the fallback.
  verdict: (r) => {
    const m = r.mutual_consent;
    if (m?.second_motion_from && m.second_motion_until) {
      const waiver = m.cooling_off_waiver_timing_met ? " A year and six months of separation had passed by the first motion, so the six-month wait may be waived if the other conditions are met." : "";
      if (m.second_motion_status === "not_yet") return `The second motion may be moved from ${formatDate(m.second_motion_from)} and not later than ${formatDate(m.second_motion_until)} (six to eighteen months after the first motion).${waiver}`;
      if (m.second_motion_status === "open") return `The second motion may be moved now, and not later than ${formatDate(m.second_motion_until)} (eighteen months after the first motion).`;
      return `The eighteen months for the second motion ended on ${formatDate(m.second_motion_until)}: a second motion now is out of time, and a fresh joint petition may be needed.`;
    }
    if (m?.earliest_first_motion) return `The joint petition (first motion) may be presented from ${formatDate(m.earliest_first_motion)}, after a year of living separately.`;
    if (r.contested?.earliest_petition && r.as_of < r.contested.earliest_petition) {
      return `No divorce petition may be presented before ${formatDate(r.contested.earliest_petition)}, one year from the marriage, without the court's leave for exceptional hardship or depravity.`;
    }
    // Desertion is a ground only after two continuous years immediately before the petition (HMA s.13(1)(ib), SMA
    // s.27(1)(b)): a petition filed earlier must rest on another ground.
    const desertion = r.contested?.desertion_ground_from;
    if (desertion) {
      const when =
        r.as_of < desertion
          ? `Desertion is not yet a ground: the two years of separation are complete only on ${formatDate(desertion)}, so a petition before then must rest on another fault ground.`
          : `Two years of separation were complete on ${formatDate(desertion)}: desertion is available as a ground if the separation was without reasonable cause and without the petitioner's consent.`;
      return `${when} ${deadlineVerdict(r) ?? ""}`.trim();
    }
    // Where the two appeal periods (Family Courts Act s.19(3), the marriage Act's 90 days) give different answers, the
    // verdict says both: the later one is what keeps a late appeal alive in the High Courts that apply it.
    const [first, second] = r.deadlines;
    if (first && second && first.status !== second.status) return `${deadlineVerdict(r) ?? ""} ${deadlineVerdict({ ...r, deadlines: [second] }) ?? ""}`.trim();
    return deadlineVerdict(r);
  },
};
