import { z } from "zod";
import { roundHalfUp } from "@/lib/tools/money";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { InputProblems } from "@/lib/tools/civil-limitation";

/**
 * Joint-venture governance under the Indian Companies Act 2013: what each party's voting share lets it do alone
 * (ordinary resolution, special resolution under s.114(2), blocking minority), its status (subsidiary s.2(87),
 * associate s.2(6)), standing for oppression and mismanagement (s.244), deadlock, FDI approval flags, and the
 * shareholders' agreement checklist.
 */

const CA = "in-companies-act-2013";

export const jvGovernanceInput = z.strictObject({
  parties: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(200).describe("Shareholder"),
        voting_pct: z.number().min(0).max(100).describe("Share of total voting power, in percent"),
        share_capital_pct: z.number().min(0).max(100).optional().describe("Share of issued share capital, if different from voting power"),
        foreign_land_border: z.boolean().default(false).describe("Investor from (or beneficially owned from) a country sharing a land border with India"),
      }),
    )
    .min(1)
    .max(50)
    .describe("The JV company's shareholders"),
  total_members: z.number().int().min(1).optional().describe("Total number of members, if more than the parties listed"),
  board_seats: z.record(z.string(), z.number().int().min(0)).optional().describe("Board seats each party may appoint, by party name"),
});

const party = z.object({
  name: z.string(),
  voting_pct: z.number(),
  passes_ordinary_alone: z.boolean(),
  passes_special_alone: z.boolean(),
  blocks_special: z.boolean(),
  status: z.enum(["holding_company", "associate_investor", "minority"]),
  oppression_standing: z.boolean(),
  controls_board: z.boolean().nullable(),
  citation_ids: z.array(z.string()),
});

export const jvGovernanceResult = z.object({
  parties: z.array(party),
  total_voting_pct: z.number(),
  deadlock: z.object({ risk: z.boolean(), reason: z.string() }),
  approvals: z.array(z.object({ item: z.string(), citation_ids: z.array(z.string()) })),
  checklist: z.array(z.object({ clause: z.string(), why: z.string() })),
});

export type JvGovernanceInput = z.infer<typeof jvGovernanceInput>;
export type JvGovernanceResult = z.infer<typeof jvGovernanceResult>;

const EPS = 1e-9;

function runJv(input: JvGovernanceInput, ctx: CoreContext): JvGovernanceResult {
  const s2 = ctx.cite({ source_id: CA, article: "2" });
  const s114 = ctx.cite({ source_id: CA, article: "114" });
  const s244 = ctx.cite({ source_id: CA, article: "244" });
  const total = input.parties.reduce((s, p) => s + p.voting_pct, 0);
  if (total > 100 + EPS) {
    ctx.warn({ code: "input_inconsistent", message: `Voting shares add up to ${roundHalfUp(total, 4)}%, more than 100%.` });
  }
  const members = Math.max(input.total_members ?? input.parties.length, input.parties.length);
  const seats = input.board_seats;
  // A seat count for a name that is not a party would otherwise drop out of the board arithmetic unseen.
  const problems = new InputProblems();
  const partyNames = new Set(input.parties.map((p) => p.name));
  for (const name of Object.keys(seats ?? {})) {
    if (!partyNames.has(name)) problems.add(`board_seats.${name}`, `unknown party: not one of the names in parties (${[...partyNames].join(", ")})`);
  }
  problems.throwIfAny();
  const totalSeats = seats ? Object.values(seats).reduce((s, n) => s + n, 0) : 0;

  const parties = input.parties.map((p) => {
    const v = p.voting_pct;
    const capital = p.share_capital_pct ?? v;
    // Special resolution (s.114(2)): votes for at least three times votes against — with everyone voting, 75% passes alone and more than 25% blocks.
    const passesSpecial = v + EPS >= 3 * (100 - v);
    const blocks = 100 - v < 3 * v - EPS && v > 25 + EPS;
    const status = v > 50 + EPS ? "holding_company" : v + EPS >= 20 ? "associate_investor" : "minority";
    // s.244(1)(a): not less than 100 members or one-tenth of members, whichever is less, or one-tenth of issued share capital.
    const standing = capital + EPS >= 10 || 1 >= Math.min(100, members / 10);
    const own = seats?.[p.name];
    return {
      name: p.name,
      voting_pct: v,
      passes_ordinary_alone: v > 50 + EPS,
      passes_special_alone: passesSpecial,
      blocks_special: blocks,
      status: status as "holding_company" | "associate_investor" | "minority",
      oppression_standing: standing,
      controls_board: own === undefined || totalSeats === 0 ? null : own * 2 > totalSeats,
      citation_ids: [s114, s2, ...(standing ? [s244] : [])],
    };
  });

  const top = [...input.parties].sort((a, b) => b.voting_pct - a.voting_pct);
  const equalTop = top.length >= 2 && Math.abs(top[0]!.voting_pct - top[1]!.voting_pct) < EPS && top[0]!.voting_pct + EPS >= 50;
  const deadlock = equalTop
    ? { risk: true, reason: `${top[0]!.name} and ${top[1]!.name} hold ${top[0]!.voting_pct}% each: neither can pass an ordinary resolution alone.` }
    : parties.filter((p) => p.blocks_special).length >= 2
      ? { risk: true, reason: "More than one party holds more than 25%, so special resolutions need the agreement of each of them." }
      : { risk: false, reason: "No equal split at the top and at most one blocking minority." };

  const approvals: JvGovernanceResult["approvals"] = [];
  const landBorder = input.parties.filter((p) => p.foreign_land_border);
  if (landBorder.length > 0) {
    approvals.push({
      item: `Government approval route for investment by ${landBorder.map((p) => p.name).join(", ")} (Press Note 3 (2020) under the FEMA (Non-Debt Instruments) Rules 2019: investors from countries sharing a land border with India).`,
      citation_ids: [ctx.cite({ source_id: "in-fema-1999", article: "6" })],
    });
    ctx.warn({ code: "conflicting_authority", message: "Press Note 3 (2020) and the Non-Debt Instruments Rules are standard knowledge not confirmed in a source we hold; check the current FDI policy." });
  }

  return {
    parties,
    total_voting_pct: roundHalfUp(total, 4),
    deadlock,
    approvals,
    checklist: [
      { clause: "Reserved matters", why: "Protect a minority party below the 25% blocking level on key decisions." },
      { clause: "Deadlock resolution (escalation, Russian roulette, Texas shoot-out)", why: deadlock.risk ? "A deadlock is possible on these holdings." : "Plan for a future change of holdings." },
      { clause: "Right of first refusal, tag-along and drag-along", why: "Control exits and transfers to third parties." },
      { clause: "Mirror the SHA in the articles of association", why: "Transfer restrictions not in the articles may be unenforceable against the company (V.B. Rangaraj line of cases)." },
    ],
  };
}

export const jvGovernance: AnalysisTool<typeof jvGovernanceInput, JvGovernanceResult> = {
  tool_type: "jv-governance",
  name: "Joint-venture governance (India)",
  description:
    "What each JV party can pass or block (ordinary and special resolutions), subsidiary / associate status, s.244 oppression standing, deadlock risk, FDI approval flags, and the shareholders' agreement checklist under the Companies Act 2013.",
  input: jvGovernanceInput,
  result: jvGovernanceResult,
  example: {
    tool_type: "jv-governance",
    jurisdiction: "IN",
    question: "What can each side block in our 74/26 joint venture?",
    parties: [
      { name: "Indian Partner Ltd", voting_pct: 74 },
      { name: "Foreign Partner GmbH", voting_pct: 26 },
    ],
    board_seats: { "Indian Partner Ltd": 3, "Foreign Partner GmbH": 1 },
  },
  covers: ["IN"],
  keyFields: ["parties"],
  run: runJv,
  verdict: (r) => {
    const powers = r.parties.map((p) => {
      const can = p.passes_special_alone ? "passes special resolutions alone" : p.passes_ordinary_alone ? "passes ordinary resolutions alone" : "cannot pass a resolution alone";
      // s.114(1): an ordinary resolution needs more votes for than against, so half the votes (50/50) blocks it too.
      const blocksOrdinary = !p.passes_ordinary_alone && p.voting_pct >= 50 - 1e-9;
      const blocks = blocksOrdinary ? " and can block ordinary and special resolutions" : p.blocks_special && !p.passes_special_alone ? " and can block special resolutions" : "";
      return `${p.name} (${p.voting_pct}%) ${can}${blocks}`;
    });
    return `${powers.join("; ")}.${r.deadlock.risk ? ` Deadlock risk: ${r.deadlock.reason}` : ""}`;
  },
};
