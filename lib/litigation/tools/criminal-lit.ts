import { z } from "zod";
import { addDays, daysBetween } from "@/lib/tools/dates";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { inBns2023 } from "@/lib/legal/sources/data/in/in-bns-2023";
import { inBnss2023 } from "@/lib/legal/sources/data/in/in-bnss-2023";
import { inBsa2023 } from "@/lib/legal/sources/data/in/in-bsa-2023";
import { inIpc1860 } from "@/lib/legal/sources/data/in/in-ipc-1860";
import { CRPC_TO_BNSS } from "./criminal-maps/crpc-bnss";
import { IEA_TO_BSA } from "./criminal-maps/iea-bsa";
import { IPC_TO_BNS } from "./criminal-maps/ipc-bns";
import { lookup, sectionOf, type SectionMap } from "./criminal-maps/types";
import {
  CONSTITUTION,
  InputProblems,
  cite,
  citationIds,
  civilResultBase,
  computeDeadline,
  isoDate,
  ref,
  type ChecklistItem,
  type Deadline,
  type Forum,
  type Note,
  type Period,
} from "@/lib/tools/civil-limitation";
import { formatDate } from "@/lib/tools/format";
import { deadlineVerdict } from "@/lib/tools/family/narrative";

const BNSS = "in-bnss-2023";
const BNS = "in-bns-2023";
const IPC = "in-ipc-1860";
const BSA = "in-bsa-2023";
/** BNS, BNSS and the Sakshya Adhiniyam replaced the IPC, CrPC and Evidence Act from 1 Jul 2024. */
const NEW_CODES_FROM = "2024-07-01";

/** Registry sections a mapped row can cite; the rest are named in the text (the family would otherwise mark them unverified). */
const HELD: Record<string, ReadonlySet<string>> = {
  [IPC]: new Set(inIpc1860.provisions.map((p) => p.article)),
  [BNS]: new Set(inBns2023.provisions.map((p) => p.article)),
  [BNSS]: new Set(inBnss2023.provisions.map((p) => p.article)),
  [BSA]: new Set(inBsa2023.provisions.map((p) => p.article)),
};
const heldRefs = (...refs: { source_id: string; article: string }[]) => refs.filter((r) => HELD[r.source_id]?.has(r.article));

export const criminalStages = ["bail", "anticipatory_bail", "default_bail", "cognizance"] as const;

const section = (what: string) => z.string().trim().regex(/^\d{1,3}[A-Z]{0,2}$/, "a section number such as 420 or 498A").describe(what);

export const criminalLitInput = z.strictObject({
  stage: z
    .enum(criminalStages)
    .optional()
    .describe("bail: regular bail; anticipatory_bail; default_bail: release when no charge-sheet is filed in time; cognizance: limitation for taking cognizance. Default: default_bail when custody_start_date is given, else bail"),
  ipc_section: section("IPC section of the offence (mapped to the BNS)").optional(),
  crpc_section: section("CrPC section of the application or power (mapped to the BNSS)").optional(),
  evidence_section: section("Indian Evidence Act section (mapped to the Bharatiya Sakshya Adhiniyam)").optional(),
  max_punishment_years: z.number().min(0).max(100).optional().describe("Maximum imprisonment for the offence, in years (0: fine only)"),
  punishable_with_death_or_life: z.boolean().optional().describe("The offence is punishable with death or imprisonment for life"),
  custody_start_date: isoDate("First day of custody on remand (counted in the default-bail period)").optional(),
  chargesheet_filed_date: isoDate("Date the charge-sheet (police report) was filed, if it was").optional(),
  offence_date: isoDate("Date of the offence (or of the complainant's knowledge of it)").optional(),
});
type Input = z.infer<typeof criminalLitInput>;

const mapping = z.object({
  from: z.string(),
  to: z.string().describe('The counterpart ("BNS s.303(2)"), or a statement that there is none'),
  subject: z.string(),
  governs: z.string().describe("Which numbering applies here and why"),
  counterpart: z.enum(["mapped", "none", "not_held"]).describe("none: the new code has no counterpart (repealed or omitted); not_held: our table does not map this section"),
  note: z.string().nullable(),
  source: z.string().describe("The correspondence table used, with how it was compiled"),
  citation_ids: citationIds,
});

export const criminalLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(criminalStages),
  offence_map: mapping.nullable(),
  procedure_map: mapping.nullable(),
  evidence_map: mapping.nullable(),
  default_bail: z
    .object({
      custody_start_date: z.string(),
      period_days: z.number().int(),
      chargesheet_due_by: z.string().describe("Last day of the period, the day custody began counted as its first day"),
      right_accrues_on: z.string(),
      chargesheet_filed_in_time: z.boolean().nullable(),
      status: z.enum(["running", "right_accrued", "defeated_by_chargesheet"]),
      days_in_custody: z.number().int(),
      citation_ids: citationIds,
    })
    .nullable(),
});
type Result = z.infer<typeof criminalLitResult>;

const serious = (input: Input) => input.punishable_with_death_or_life === true || (input.max_punishment_years ?? 0) >= 10;

/** BNSS s.514 (CrPC s.468): fine only 6 months; up to 1 year 1 year; over 1 up to 3 years 3 years; more serious, no bar. */
function cognizancePeriod(input: Input): Period | null {
  const years = input.max_punishment_years;
  if (input.punishable_with_death_or_life || years === undefined || years > 3) return null;
  if (years === 0) return { months: 6 };
  return years <= 1 ? { years: 1 } : { years: 3 };
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? (input.custody_start_date ? "default_bail" : "bail");
  const problems = new InputProblems();
  for (const field of ["custody_start_date", "chargesheet_filed_date", "offence_date"] as const) problems.notAfterAsOf(field, input[field], ctx.asOf);
  if (input.custody_start_date && input.chargesheet_filed_date && input.chargesheet_filed_date < input.custody_start_date) problems.add("chargesheet_filed_date", "before custody began");
  if (input.offence_date && input.custody_start_date && input.custody_start_date < input.offence_date) problems.add("custody_start_date", "before the offence");
  if (stage === "default_bail" && !input.custody_start_date) problems.add("custody_start_date", "needed for the default-bail period");
  if (stage === "default_bail" && input.max_punishment_years === undefined && input.punishable_with_death_or_life === undefined) {
    problems.add("max_punishment_years", "needed to choose the 60- or 90-day period (or give punishable_with_death_or_life)");
  }
  if (stage === "cognizance" && !input.offence_date) problems.add("offence_date", "needed for the limitation for taking cognizance");
  if (stage === "cognizance" && input.max_punishment_years === undefined && !input.punishable_with_death_or_life) problems.add("max_punishment_years", "needed to find the limitation period");
  problems.throwIfAny();

  const newProcedure = ctx.asOf >= NEW_CODES_FROM;
  const deadlines: Deadline[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  const savings = cite(ctx, ref(BNSS, "531"));

  const offenceDate = input.offence_date;
  const offenceMap = input.ipc_section
    ? mapSection(IPC_TO_BNS, input.ipc_section, ctx, {
        governs:
          offenceDate === undefined
            ? "Depends on the offence date: an offence committed before 1 Jul 2024 is charged under the IPC, a later one under the BNS"
            : offenceDate < NEW_CODES_FROM
              ? `IPC: the offence (${offenceDate}) predates 1 Jul 2024, and the BNS does not apply to it retrospectively`
              : `BNS: the offence (${offenceDate}) was committed on or after 1 Jul 2024`,
      })
    : null;
  const procedureMap = input.crpc_section
    ? mapSection(CRPC_TO_BNSS, input.crpc_section, ctx, {
        governs: newProcedure
          ? "BNSS: an application made on or after 1 Jul 2024 is governed by the BNSS even for an older offence; proceedings pending on that date continue under the CrPC (s.531)"
          : "CrPC: as_of is before 1 Jul 2024",
        extraRefs: [ref(BNSS, "531")],
      })
    : null;
  const evidenceMap = input.evidence_section
    ? mapSection(IEA_TO_BSA, input.evidence_section, ctx, {
        governs: newProcedure
          ? "BSA: evidence in proceedings from 1 Jul 2024 is governed by the Sakshya Adhiniyam; proceedings pending on that date are saved (BSA s.170)"
          : "Evidence Act: as_of is before 1 Jul 2024",
      })
    : null;

  let forum: Forum | null = null;
  let next: Forum | null = null;
  let defaultBail: Result["default_bail"] = null;

  if (stage === "bail" && input.punishable_with_death_or_life) {
    // s.480(1)(i): a court other than the High Court or Court of Session may not release a person reasonably believed
    // guilty of an offence punishable with death or imprisonment for life, save under its proviso.
    forum = { forum: "Court of Session or High Court", basis: "Bail for an offence punishable with death or imprisonment for life (s.483); a Magistrate's power is restricted by s.480(1)", citation_ids: cite(ctx, ref(BNSS, "483"), ref(BNSS, "480")) };
    ctx.warn({
      code: "magistrate_bail_restricted",
      message: "The offence is punishable with death or imprisonment for life: a Magistrate may not release the accused on bail where there appear reasonable grounds for believing the accused guilty of it, unless the accused is under sixteen, a woman, or sick or infirm (BNSS s.480(1)); apply to the Court of Session or the High Court (s.483).",
    });
  } else if (stage === "bail") {
    forum = { forum: "Magistrate (or the Court of Session / High Court)", basis: "Bail in a non-bailable offence; the Court of Session and High Court have wider powers (s.483)", citation_ids: cite(ctx, ref(BNSS, "480"), ref(BNSS, "483")) };
  }
  if (stage === "bail") {
    next = { forum: "High Court", basis: "Bail on refusal below; the High Court's inherent powers are saved (s.528)", citation_ids: cite(ctx, ref(BNSS, "483"), ref(BNSS, "528")) };
    checklist.push({ item: "Copy of the FIR, the remand orders and the order refusing bail, if any", why: "The court weighs the accusation, the custody so far and earlier orders", citation_ids: cite(ctx, ref(BNSS, "480")) });
    if (input.max_punishment_years !== undefined && !input.punishable_with_death_or_life) {
      notes.push({ text: "An undertrial who has been detained for half the maximum imprisonment for the offence (one-third for a first-time offender) is to be released on bond, and no one may be detained beyond the maximum.", kind: "statute", citation_ids: cite(ctx, ref(BNSS, "479")) });
    }
  }
  if (stage === "anticipatory_bail") {
    forum = { forum: "Court of Session or High Court", basis: "Anticipatory bail; both courts have the power, usually approached in that order", citation_ids: cite(ctx, ref(BNSS, "482")) };
    next = { forum: "Supreme Court of India", basis: "Special leave against the High Court's order", citation_ids: cite(ctx, ref(CONSTITUTION, "136")) };
    checklist.push({ item: "The FIR or the facts showing reason to believe arrest is likely, and the conditions offered", why: "The court may impose conditions when it directs release on arrest", citation_ids: cite(ctx, ref(BNSS, "482")) });
  }
  if (stage === "default_bail") {
    const start = input.custody_start_date!;
    const period = serious(input) ? 90 : 60;
    const dueBy = addDays(start, period - 1);
    const accrues = addDays(start, period);
    const filedInTime = input.chargesheet_filed_date === undefined ? null : input.chargesheet_filed_date <= dueBy;
    const status = filedInTime === true ? "defeated_by_chargesheet" : ctx.asOf >= accrues ? "right_accrued" : "running";
    defaultBail = {
      custody_start_date: start,
      period_days: period,
      chargesheet_due_by: dueBy,
      right_accrues_on: accrues,
      chargesheet_filed_in_time: filedInTime,
      status,
      days_in_custody: daysBetween(start, ctx.asOf) + 1,
      citation_ids: cite(ctx, ref(BNSS, "187")),
    };
    forum = { forum: "Magistrate who authorised the detention", basis: "Must release the accused on bail if the investigation is not completed within the period and the accused is ready to furnish bail", citation_ids: cite(ctx, ref(BNSS, "187")) };
    next = { forum: "Court of Session or High Court", basis: "Bail and revision against the Magistrate's refusal", citation_ids: cite(ctx, ref(BNSS, "483")) };
    notes.push({
      text: "The day of the first remand counts as day one of the 60 or 90 days (Enforcement Directorate v Kapil Wadhawan, SC 2023). The right must be claimed before the charge-sheet is filed; a charge-sheet filed in time defeats it.",
      kind: "case_law",
      citation_ids: cite(ctx, ref(BNSS, "187")),
    });
    if (status === "right_accrued") {
      ctx.warn({ code: "default_bail_available", message: `No charge-sheet was filed by ${dueBy}: from ${accrues} the accused may claim release on bail at once, before a charge-sheet is filed (BNSS s.187(3)).` });
    }
    checklist.push({ item: "Application for default bail with the remand dates, filed before any charge-sheet", why: "The right is lost once the charge-sheet is filed", citation_ids: cite(ctx, ref(BNSS, "187")) });
  }
  if (stage === "cognizance") {
    forum = { forum: "Magistrate empowered to take cognizance", basis: "Takes no cognizance of an offence after the period for its punishment, unless the court extends time under the Sanhita's separate extension power", citation_ids: cite(ctx, ref(BNSS, "514")) };
    const period = cognizancePeriod(input);
    if (period === null) {
      notes.push({ text: "No limitation for taking cognizance: the offence is punishable with more than three years' imprisonment.", kind: "statute", citation_ids: cite(ctx, ref(BNSS, "514")) });
    } else {
      deadlines.push(
        computeDeadline(
          {
            key: "cognizance_limitation",
            label: "Limitation for taking cognizance",
            trigger: input.offence_date!,
            triggerEvent: "the offence (or the aggrieved person's or police's first knowledge of it)",
            period,
            firstDayRule: "BNSS: the period runs from the date of the offence, that day excluded",
            condonation: { kind: "uncapped", basis: "The Sanhita lets the court take cognizance after the period where the delay is properly explained or it is necessary in the interests of justice (the CrPC s.473 power, carried over); no outer limit" },
            refs: [ref(BNSS, "514")],
          },
          ctx,
        ),
      );
    }
  }

  if (!newProcedure) {
    ctx.warn({ code: "jurisdiction_not_covered", message: `as_of ${ctx.asOf} is before 1 Jul 2024: the CrPC governed; the BNSS provisions are cited for their equivalents only.` });
  }
  notes.push({ text: "Appeals, applications, trials and investigations pending on 1 Jul 2024 continue under the CrPC; anything begun later follows the BNSS.", kind: "statute", citation_ids: savings });

  return { as_of: ctx.asOf, stage, forum, next_forum: next, deadlines, money: [], checklist, notes, offence_map: offenceMap, procedure_map: procedureMap, evidence_map: evidenceMap, default_bail: defaultBail };
}

/** One row of a correspondence table as the result reports it, citing only what the registry holds. */
function mapSection(map: SectionMap, section: string, ctx: CoreContext, options: { governs: string; extraRefs?: { source_id: string; article: string }[] }): NonNullable<Result["offence_map"]> {
  const row = lookup(map, section);
  const from = `${map.from.code} s.${section}`;
  const source = `${map.provenance.sources[0]}; ${map.provenance.method}`;
  if (!row) {
    ctx.warn({ code: "map_gap", message: `${from} is not in our ${map.from.code} → ${map.to.code} table (${map.provenance.gaps}); its counterpart is not given rather than guessed.` });
    return { from, to: `not held in our ${map.from.code} → ${map.to.code} table`, subject: "unknown", governs: options.governs, counterpart: "not_held", note: map.provenance.gaps, source, citation_ids: cite(ctx, ...heldRefs({ source_id: map.from.source_id, article: section }), ...(options.extraRefs ?? [])) };
  }
  const refs = heldRefs({ source_id: map.from.source_id, article: row.from }, ...(row.to ? [{ source_id: map.to.source_id, article: sectionOf(row.to) }] : []));
  return {
    from,
    to: row.to === null ? `no counterpart in the ${map.to.code}` : `${map.to.code} s.${row.to}`,
    subject: row.subject,
    governs: options.governs,
    counterpart: row.to === null ? "none" : "mapped",
    note: row.note,
    source,
    citation_ids: cite(ctx, ...refs, ...(options.extraRefs ?? [])),
  };
}

export const criminalLitTool: AnalysisTool<typeof criminalLitInput, Result> = {
  tool_type: "criminal-lit",
  name: "Criminal procedure (BNSS / BNS, with the CrPC and IPC maps)",
  description:
    "Checks a criminal matter under the codes in force from 1 Jul 2024: IPC → BNS, CrPC → BNSS and Evidence Act → BSA section maps (with their sources; sections with no counterpart said so) with which numbering governs (offence date; BNSS s.531 savings), the default-bail clock (60 or 90 days with the remand day counted), bail and anticipatory-bail forums, and the limitation for taking cognizance (6 months, 1 year or 3 years by punishment).",
  input: criminalLitInput,
  result: criminalLitResult,
  example: {
    tool_type: "criminal-lit",
    jurisdiction: "IN",
    question: "Our client was remanded on 10 September 2026 in a cheating case and no charge-sheet has been filed. Can he claim default bail?",
    as_of: "2026-11-12",
    stage: "default_bail",
    ipc_section: "420",
    crpc_section: "167",
    max_punishment_years: 7,
    custody_start_date: "2026-09-10",
    offence_date: "2026-08-02",
  },
  covers: ["IN"],
  keyFields: ["stage", "ipc_section", "crpc_section", "evidence_section", "custody_start_date", "offence_date", "max_punishment_years"],
  run,
  verdict: (r) => {
    const b = r.default_bail;
    const forum = r.forum ? ` The application lies before the ${r.forum.forum}.` : "";
    if (b?.status === "right_accrued") return `Yes: no charge-sheet was filed within ${b.period_days} days (by ${formatDate(b.chargesheet_due_by)}), so the right to default bail accrued on ${formatDate(b.right_accrues_on)}; it must be claimed before a charge-sheet is filed.${forum}`;
    if (b?.status === "running") return `Not yet: the ${b.period_days}-day period runs to ${formatDate(b.chargesheet_due_by)}; if no charge-sheet is filed by then, default bail can be claimed from ${formatDate(b.right_accrues_on)}.${forum}`;
    if (b?.status === "defeated_by_chargesheet") return `No: the charge-sheet was filed within the ${b.period_days}-day period (by ${formatDate(b.chargesheet_due_by)}), so no right to default bail arose.${forum}`;
    // Outside default bail the verdict is the limitation for cognizance, if computed, and the section maps the caller
    // asked for: a reader who gave only "IPC 307" wants its BNS number first, not the bail forum.
    const maps = [r.offence_map, r.procedure_map, r.evidence_map].flatMap((m) =>
      m === null ? [] : [m.counterpart === "not_held" ? `${m.from}: ${m.to}, so its counterpart is not given.` : m.counterpart === "none" ? `${m.from} (${m.subject}) has ${m.to}.` : `${m.from} (${m.subject}) is ${m.to}.`],
    );
    const parts = [deadlineVerdict({ ...r, forum: null }), ...maps, r.forum ? `The matter lies before the ${r.forum.forum}.` : null].filter((p): p is string => Boolean(p));
    return parts.length ? parts.join(" ") : null;
  },
};
