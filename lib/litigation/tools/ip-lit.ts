import { z } from "zod";
import { addMonths } from "@/lib/tools/dates";
import type { AnalysisTool, CoreContext, ProvisionRef } from "@/lib/tools/definition";
import {
  CONSTITUTION,
  CPC,
  LIMITATION,
  LIMITATION_SCHEDULE,
  InputProblems,
  cite,
  civilResultBase,
  computeDeadline,
  isoDate,
  ref,
  rupees,
  type ChecklistItem,
  type Deadline,
  type Forum,
  type MoneyItem,
  type Note,
  warnMediationActSubstitution,
} from "@/lib/tools/civil-limitation";

const TM = "in-trade-marks-act-1999";
const PAT = "in-patents-act-1970";
const CR = "in-copyright-act-1957";
const CCA = "in-commercial-courts-act-2015";
const tm = (a: string) => ref(TM, a);
const pat = (a: string) => ref(PAT, a);
const cr = (a: string) => ref(CR, a);

export const ipRights = ["trade_mark", "copyright", "patent"] as const;
/** Trade Marks Act 1999 s.21(1) as amended by the Trade Marks (Amendment) Act 2010 (in force 8 July 2013): four months to oppose, not extendable. */
const FOUR_MONTH_OPPOSITION_FROM = "2013-07-08";

export const ipStages = ["infringement_suit", "tm_opposition", "tm_counter_statement", "tm_appeal", "patent_opposition", "patent_appeal"] as const;
type Stage = (typeof ipStages)[number];

export const ipLitInput = z.strictObject({
  ip_right: z.enum(ipRights).optional().describe("The right in issue; the tm_ and patent_ stages imply it"),
  stage: z
    .enum(ipStages)
    .optional()
    .describe(
      "infringement_suit; tm_opposition (s.21(1)); tm_counter_statement (s.21(2)); tm_appeal (s.91); patent_opposition (s.25); patent_appeal (s.117A). Default infringement_suit",
    ),
  registered: z.boolean().optional().describe("Trade mark: whether it is registered (unregistered marks are protected only by passing off); default true"),
  infringement_date: isoDate("Date of the infringement sued on (Limitation Act Art. 88 runs from it)").optional(),
  infringement_continuing: z.boolean().optional().describe("Whether the infringement is still going on"),
  suit_value: rupees("Value of the suit (a commercial dispute at ₹3 lakh or more)").optional(),
  urgent_interim_relief: z.boolean().optional().describe("Whether the suit seeks urgent interim relief (excuses s.12A mediation)"),
  counter_claim_revocation: z.boolean().optional().describe("Patent suit: whether the defendant counter-claims for revocation"),
  journal_date: isoDate("Trade mark: date the application was advertised in the Trade Marks Journal").optional(),
  opposition_received_date: isoDate("Trade mark: date the applicant received the copy of the notice of opposition").optional(),
  order_date: isoDate("tm_appeal: date the Registrar's order was communicated; patent_appeal: date of the Controller's decision").optional(),
  patent_granted: z.boolean().optional().describe("Patent opposition: whether the patent has been granted (default false)"),
  grant_published_date: isoDate("Patent: date the grant was published").optional(),
  author_death_year: z.number().int().min(1800).max(2200).optional().describe("Copyright: year the author died, for the term of a literary, dramatic, musical or artistic work"),
});
type Input = z.infer<typeof ipLitInput>;

export const ipLitResult = z.object({
  ...civilResultBase,
  ip_right: z.enum(ipRights).nullable(),
  stage: z.enum(ipStages),
  is_commercial_dispute: z.boolean().nullable(),
  copyright_term_ends: z.string().nullable().describe("Last day of copyright: 31 December of the sixtieth year after the author's death"),
});
type Result = z.infer<typeof ipLitResult>;

function rightOf(input: Input, stage: Stage): Result["ip_right"] {
  if (stage.startsWith("tm_")) return "trade_mark";
  if (stage.startsWith("patent_")) return "patent";
  return input.ip_right ?? null;
}

function suitForum(right: Result["ip_right"], input: Input, commercial: boolean | null, ctx: CoreContext): Forum {
  const commercialRefs: ProvisionRef[] = commercial ? [ref(CCA, "2"), ref(CCA, "6"), ref(CCA, "7")] : [];
  const court = commercial ? "Commercial Court at district-judge level (or the Commercial Division / IP Division of a High Court with original jurisdiction)" : "District Court";
  if (right === "patent") {
    return input.counter_claim_revocation
      ? { forum: "High Court", basis: "A counter-claim for revocation sends the suit with the counter-claim to the High Court", citation_ids: cite(ctx, pat("104"), pat("64")) }
      : { forum: court, basis: "Patent suits may not be filed below a District Court having jurisdiction, decided by CPC s.20", citation_ids: cite(ctx, pat("104"), ref(CPC, "20"), ...commercialRefs) };
  }
  if (right === "copyright") {
    return { forum: court, basis: "Copyright suits go to a District Court, which may be where the plaintiff resides or carries on business", citation_ids: cite(ctx, cr("62"), ...commercialRefs) };
  }
  if (right === "trade_mark" && input.registered === false) {
    return {
      forum: court,
      basis: "A passing-off suit may not be filed below a District Court; the plaintiff's-residence forum does not extend to it, so CPC s.20 decides the place",
      citation_ids: cite(ctx, tm("134"), tm("27"), ref(CPC, "20"), ...commercialRefs),
    };
  }
  return {
    forum: court,
    basis: "Suits on a registered mark may not be filed below a District Court, which may be where the plaintiff resides or carries on business",
    citation_ids: cite(ctx, tm("134"), ...commercialRefs),
  };
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "infringement_suit";
  const right = rightOf(input, stage);
  const problems = new InputProblems();
  for (const field of ["infringement_date", "journal_date", "opposition_received_date", "order_date", "grant_published_date"] as const) {
    problems.notAfterAsOf(field, input[field], ctx.asOf);
  }
  if (input.ip_right && right !== input.ip_right) problems.add("ip_right", `stage ${stage} concerns a ${right?.replace("_", " ")}`);
  const needs: Partial<Record<Stage, keyof Input>> = {
    tm_opposition: "journal_date",
    tm_counter_statement: "opposition_received_date",
    tm_appeal: "order_date",
    patent_appeal: "order_date",
  };
  const needed = needs[stage];
  if (needed && input[needed] === undefined) problems.add(needed, `needed for the ${stage.replaceAll("_", " ")} deadline`);
  if (stage === "patent_opposition" && input.patent_granted && input.grant_published_date === undefined) {
    problems.add("grant_published_date", "needed for the post-grant opposition period");
  }
  if (input.author_death_year !== undefined && Number(ctx.asOf.slice(0, 4)) < input.author_death_year) problems.add("author_death_year", "after as_of");
  problems.throwIfAny();

  const commercial = input.suit_value === undefined ? null : input.suit_value >= 300_000;
  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  let forum: Forum | null = null;
  let next: Forum | null = null;
  const slp: Forum = { forum: "Supreme Court of India (special leave)", basis: "Discretionary special leave to appeal", citation_ids: cite(ctx, ref(CONSTITUTION, "136")) };

  if (stage === "infringement_suit") {
    forum = suitForum(right, input, commercial, ctx);
    next = commercial
      ? { forum: "Commercial Appellate Division of the High Court", basis: "Appeal within 60 days from the decree or an Order XLIII order", citation_ids: cite(ctx, ref(CCA, "13")) }
      : { forum: "High Court (first appeal)", basis: "Regular first appeal from the decree", citation_ids: cite(ctx, ref(CPC, "96")) };
    if (commercial !== null) {
      money.push({ label: "Specified value of a commercial dispute", amount: 300_000, basis: "Intellectual property disputes are commercial disputes at ₹3 lakh or more", citation_ids: cite(ctx, ref(CCA, "2"), ref(CCA, "12")) });
    }
    if (commercial && !input.urgent_interim_relief) {
      warnMediationActSubstitution(ctx);
      checklist.push({ item: "Pre-institution mediation report", why: "A commercial suit not seeking urgent interim relief must first go through s.12A mediation", citation_ids: cite(ctx, ref(CCA, "12A")) });
    }
    if (input.infringement_date) {
      const passingOff = right === "trade_mark" && input.registered === false;
      const continuing = input.infringement_continuing === true;
      const earliestRecoverable = addMonths(ctx.asOf, -36);
      deadlines.push(
        computeDeadline(
          {
            key: "infringement_limitation",
            label: passingOff ? "Limitation for a passing-off suit" : "Limitation for compensation for infringement",
            // s.22: a continuing wrong starts a fresh period at every moment it continues, so time is counted from the
            // latest day it is known to continue (as_of), not from the first act.
            trigger: continuing ? ctx.asOf : input.infringement_date,
            triggerEvent: continuing
              ? `the infringement, which began on ${input.infringement_date}, still continues on the judging date: a fresh period runs from every moment it continues (Limitation Act s.22)`
              : "date of the infringement",
            period: { years: 3 },
            condonation: { kind: "none", basis: "Limitation Act s.5 does not apply to suits" },
            refs: [ref(LIMITATION_SCHEDULE, passingOff ? "113" : "88"), ref(LIMITATION, "3"), ...(continuing ? [ref(LIMITATION, "22")] : [])],
            counting: continuing ? [`Compensation is recoverable only for acts within three years before the suit: filed on ${ctx.asOf}, for acts from ${earliestRecoverable}`] : [],
          },
          ctx,
        ),
      );
      if (continuing) {
        notes.push({
          text: `A continuing infringement gives a fresh period of limitation at every moment it continues, so the suit for an injunction is in time while it goes on, and damages are recoverable for the three years before filing (for a suit filed on ${ctx.asOf}, acts from ${earliestRecoverable}); long inaction may still weigh against interim relief.`,
          kind: "statute",
          citation_ids: cite(ctx, ref(LIMITATION, "22")),
        });
      }
    }
    const reliefRefs = right === "patent" ? [pat("108")] : right === "copyright" ? [cr("55")] : [tm("135")];
    checklist.push({ item: "Samples or screenshots of the infringing goods or use, with purchase invoices and dates", why: "Proof of infringement and of when it began or came to the plaintiff's notice", citation_ids: cite(ctx, ...reliefRefs) });
    if (right === "trade_mark") {
      checklist.push({
        item: input.registered === false ? "Evidence of goodwill: sales, advertising and the date of first use" : "Registration certificate (or legal-proceedings certificate) showing the mark, class and renewal",
        why: input.registered === false ? "Passing off needs goodwill, misrepresentation and damage" : "Infringement is of a registered mark for its goods or services",
        citation_ids: cite(ctx, ...(input.registered === false ? [tm("27")] : [tm("28"), tm("29"), tm("25")])),
      });
      notes.push({
        text: "Where the plaintiff has a branch at the place the cause of action arose, it should sue there rather than at its head office (Indian Performing Rights Society v Sanjay Dalia, SC 2015).",
        kind: "case_law",
        citation_ids: cite(ctx, tm("134")),
      });
    }
    if (right === "patent") {
      checklist.push({ item: "Patent certificate, claims read onto the infringing product or process, and proof of renewal fees paid", why: "The patentee's rights last twenty years from filing only while renewal fees are paid", citation_ids: cite(ctx, pat("48"), pat("53")) });
    }
    if (right === "copyright") {
      notes.push({
        text: "Knowing infringement is also an offence (six months to three years and a fine of ₹50,000 to ₹2 lakh), and the police may seize infringing copies without warrant.",
        kind: "statute",
        citation_ids: cite(ctx, cr("63"), cr("64")),
      });
    }
  }

  if (stage === "tm_opposition" && input.journal_date) {
    forum = { forum: "Registrar of Trade Marks", basis: "Opposition proceedings before the Registrar", citation_ids: cite(ctx, tm("21")) };
    next = { forum: "High Court", basis: "Appeal from the Registrar's decision within three months", citation_ids: cite(ctx, tm("91")) };
    deadlines.push(
      computeDeadline(
        {
          key: "tm_opposition",
          label: "Notice of opposition",
          trigger: input.journal_date,
          triggerEvent: "advertisement in the Trade Marks Journal",
          ...(input.journal_date >= FOUR_MONTH_OPPOSITION_FROM
            ? { period: { months: 4 }, condonation: { kind: "none" as const, basis: "Four months from the advertisement, with no power to extend (s.21(1) as amended by the Trade Marks (Amendment) Act 2010, in force 8 July 2013)" } }
            : { period: { months: 3 }, condonation: { kind: "capped" as const, further: { months: 1 }, basis: "Advertised before 8 July 2013: three months, and the Registrar could allow up to one further month in aggregate on a request with fee (s.21(1) before the 2010 amendment)", refs: [tm("21")] } }),
          refs: [tm("21")],
          firstDayRule: "General Clauses Act 1897 s.9",
        },
        ctx,
      ),
    );
  }

  if (stage === "tm_counter_statement" && input.opposition_received_date) {
    forum = { forum: "Registrar of Trade Marks", basis: "Opposition proceedings before the Registrar", citation_ids: cite(ctx, tm("21")) };
    next = { forum: "High Court", basis: "Appeal from the Registrar's decision within three months", citation_ids: cite(ctx, tm("91")) };
    deadlines.push(
      computeDeadline(
        {
          key: "tm_counter_statement",
          label: "Counter-statement to the opposition",
          trigger: input.opposition_received_date,
          triggerEvent: "receipt of the copy of the notice of opposition",
          period: { months: 2 },
          condonation: { kind: "none", basis: "No extension: an application without a counter-statement in time is treated as abandoned" },
          refs: [tm("21")],
          firstDayRule: "General Clauses Act 1897 s.9",
        },
        ctx,
      ),
    );
  }

  if ((stage === "tm_appeal" || stage === "patent_appeal") && input.order_date) {
    const isTm = stage === "tm_appeal";
    forum = {
      forum: "High Court",
      basis: isTm ? "Appeal from an order or decision of the Registrar (the Appellate Board was abolished in 2021)" : "Appeal from the listed decisions of the Controller (the Appellate Board was abolished in 2021)",
      citation_ids: cite(ctx, isTm ? tm("91") : pat("117A")),
    };
    next = slp;
    deadlines.push(
      computeDeadline(
        {
          key: stage,
          label: isTm ? "Appeal to the High Court from the Registrar" : "Appeal to the High Court from the Controller",
          trigger: input.order_date,
          triggerEvent: isTm ? "communication of the Registrar's order" : "date of the Controller's decision",
          period: { months: 3 },
          condonation: {
            kind: "uncapped",
            basis: isTm ? "The High Court may admit a late appeal for sufficient cause" : "The appeal may be filed within such further time as the High Court allows",
            refs: [isTm ? tm("91") : pat("117A")],
          },
          refs: [isTm ? tm("91") : pat("117A")],
        },
        ctx,
      ),
    );
  }

  if (stage === "patent_opposition") {
    forum = { forum: "Controller of Patents", basis: "Pre-grant representations and post-grant oppositions are decided in the Patent Office", citation_ids: cite(ctx, pat("25")) };
    next = { forum: "High Court", basis: "Appeal from the Controller's decision within three months", citation_ids: cite(ctx, pat("117A")) };
    if (input.patent_granted && input.grant_published_date) {
      deadlines.push(
        computeDeadline(
          {
            key: "post_grant_opposition",
            label: "Post-grant opposition (person interested only)",
            trigger: input.grant_published_date,
            triggerEvent: "publication of the grant",
            period: { years: 1 },
            condonation: { kind: "none", basis: "The one-year period is fixed by the Act; afterwards revocation under s.64 remains" },
            refs: [pat("25")],
            firstDayRule: "General Clauses Act 1897 s.9",
          },
          ctx,
        ),
      );
      notes.push({ text: "After the opposition year, a person interested may still petition the High Court for revocation, or counter-claim in an infringement suit.", kind: "statute", citation_ids: cite(ctx, pat("64")) });
    } else {
      notes.push({ text: "Before grant, any person may file a representation opposing the application at any time after publication; there is no fixed period.", kind: "statute", citation_ids: cite(ctx, pat("25"), pat("11A")) });
    }
  }

  let termEnds: string | null = null;
  if (input.author_death_year !== undefined) {
    termEnds = `${input.author_death_year + 60}-12-31`;
    notes.push({
      text: `Copyright in the author's published literary, dramatic, musical or artistic works runs to ${termEnds} (sixty years from 1 January ${input.author_death_year + 1}); ${ctx.asOf > termEnds ? "it has expired" : "it subsists on as_of"}.`,
      kind: "statute",
      citation_ids: cite(ctx, cr("22")),
    });
  }

  return {
    as_of: ctx.asOf,
    ip_right: right,
    stage,
    forum,
    next_forum: next,
    deadlines,
    money,
    checklist,
    notes,
    is_commercial_dispute: stage === "infringement_suit" ? commercial : null,
    copyright_term_ends: termEnds,
  };
}

export const ipLitTool: AnalysisTool<typeof ipLitInput, Result> = {
  tool_type: "ip-lit",
  name: "Intellectual property litigation",
  description:
    "Checks a trade mark, copyright or patent dispute: the infringement suit's forum (Trade Marks Act s.134, Copyright Act s.62, Patents Act s.104, Commercial Courts Act), the Art. 88 three-year limitation and continuing infringement, trade mark opposition (four months, not extendable, since 8 July 2013; 3 + 1 months before) and counter-statement (2 months), appeals to the High Court (TM s.91, Patents s.117A), patent oppositions, copyright term, and a documents checklist.",
  input: ipLitInput,
  result: ipLitResult,
  example: {
    tool_type: "ip-lit",
    jurisdiction: "IN",
    question: "A rival's mark was advertised in the Trade Marks Journal on 30 November 2025. Is it too late to oppose it on 10 March 2026?",
    as_of: "2026-03-10",
    stage: "tm_opposition",
    journal_date: "2025-11-30",
  },
  covers: ["IN"],
  keyFields: ["stage", "ip_right", "infringement_date", "journal_date", "opposition_received_date", "order_date", "grant_published_date", "author_death_year"],
  run,
};
