import { describe, expect, it } from "vitest";
import { criminalLitTool as tool } from "@/lib/litigation/tools/criminal-lit";
import { CRPC_TO_BNSS } from "@/lib/litigation/tools/criminal-maps/crpc-bnss";
import { IEA_TO_BSA } from "@/lib/litigation/tools/criminal-maps/iea-bsa";
import { IPC_TO_BNS } from "@/lib/litigation/tools/criminal-maps/ipc-bns";
import { sectionOf } from "@/lib/litigation/tools/criminal-maps/types";
import { fieldsRefused, runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });

describe("criminal-lit", () => {
  it("runs its example: 60 days from a 10 Sep 2026 remand, the remand day counted, end on 8 Nov; the right accrues on 9 Nov", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    expect(result.default_bail).toMatchObject({ period_days: 60, chargesheet_due_by: "2026-11-08", right_accrues_on: "2026-11-09", status: "right_accrued", days_in_custody: 64 });
    expect(ctx.warnings.map((w) => w.code)).toContain("default_bail_available");
    expect(result.offence_map).toMatchObject({ from: "IPC s.420", to: "BNS s.318(4)", counterpart: "mapped" });
    expect(result.offence_map!.governs).toMatch(/^BNS/);
    expect(result.procedure_map).toMatchObject({ from: "CrPC s.167", to: "BNSS s.187" });
    expect(ctx.refOf(result.default_bail!.citation_ids[0]!)).toEqual({ source_id: "in-bnss-2023", article: "187" });
    expect(unresolvedRefs(ctx)).toEqual([]);
  });

  it("gives 90 days for offences punishable with ten years or more, or death or life, across a leap February", () => {
    // 1 Jan 2024, remand day counted: day 90 is 30 Mar 2024 (31 + 29 + 30).
    const grave = run({ stage: "default_bail", custody_start_date: "2024-01-01", max_punishment_years: 10 }, "2024-03-20").result.default_bail!;
    expect(grave).toMatchObject({ period_days: 90, chargesheet_due_by: "2024-03-30", right_accrues_on: "2024-03-31", status: "running" });
    const life = run({ stage: "default_bail", custody_start_date: "2024-01-01", punishable_with_death_or_life: true }, "2024-03-31").result.default_bail!;
    expect(life.status).toBe("right_accrued");
    // 9 years: 60 days.
    expect(run({ stage: "default_bail", custody_start_date: "2024-01-01", max_punishment_years: 9 }, "2024-03-01").result.default_bail!.chargesheet_due_by).toBe("2024-02-29");
  });

  it("a charge-sheet filed on the last day defeats default bail; one filed a day later does not", () => {
    const base = { stage: "default_bail", custody_start_date: "2026-09-10", max_punishment_years: 7 };
    expect(run({ ...base, chargesheet_filed_date: "2026-11-08" }, "2026-11-12").result.default_bail).toMatchObject({ chargesheet_filed_in_time: true, status: "defeated_by_chargesheet" });
    expect(run({ ...base, chargesheet_filed_date: "2026-11-09" }, "2026-11-12").result.default_bail).toMatchObject({ chargesheet_filed_in_time: false, status: "right_accrued" });
  });

  it("times cognizance by punishment: 6 months (fine only) from a 31 Aug offence ends 28 Feb; 3 years; none above 3 years", () => {
    const fine = run({ stage: "cognizance", offence_date: "2025-08-31", max_punishment_years: 0 }, "2026-03-01").result.deadlines[0]!;
    expect(fine.last_day).toBe("2026-02-28");
    expect(fine.status).toBe("in_time_only_with_condonation");
    expect(run({ stage: "cognizance", offence_date: "2024-07-15", max_punishment_years: 1 }, "2025-07-15").result.deadlines[0]!.status).toBe("in_time");
    expect(run({ stage: "cognizance", offence_date: "2024-07-15", max_punishment_years: 2 }, "2025-07-15").result.deadlines[0]!.last_day).toBe("2027-07-15");
    const grave = run({ stage: "cognizance", offence_date: "2024-07-15", max_punishment_years: 7 }, "2025-07-15").result;
    expect(grave.deadlines).toEqual([]);
    expect(grave.notes[0]!.text).toMatch(/No limitation/);
  });

  it("chooses the IPC for an offence before 1 Jul 2024 and the BNSS for an application made after it", () => {
    const { result } = run({ stage: "anticipatory_bail", ipc_section: "498A", crpc_section: "438", offence_date: "2024-06-30" }, "2024-09-01");
    expect(result.offence_map).toMatchObject({ to: "BNS s.85" });
    expect(result.offence_map!.governs).toMatch(/^IPC/);
    expect(result.procedure_map).toMatchObject({ to: "BNSS s.482" });
    expect(result.procedure_map!.governs).toMatch(/^BNSS/);
    expect(result.forum?.forum).toBe("Court of Session or High Court");
  });

  it("refuses what it cannot compute with per-field errors", () => {
    const fields = (input: Record<string, unknown>, asOf: string) => fieldsRefused(() => run(input, asOf));
    expect(fields({ stage: "default_bail", max_punishment_years: 7 }, "2026-01-01")).toEqual(["custody_start_date"]);
    expect(fields({ stage: "default_bail", custody_start_date: "2025-12-01" }, "2026-01-01")).toEqual(["max_punishment_years"]);
    expect(fields({ stage: "cognizance", offence_date: "2026-02-01", max_punishment_years: 1 }, "2026-01-01")).toEqual(["offence_date"]);
    expect(fields({ stage: "default_bail", custody_start_date: "2025-12-01", chargesheet_filed_date: "2025-11-01", max_punishment_years: 3 }, "2026-01-01")).toEqual(["chargesheet_filed_date"]);
  });
});

describe("criminal-lit: the IPC → BNS, CrPC → BNSS and Evidence Act → BSA tables", () => {
  const map = (fields: Record<string, unknown>) => run(fields, "2026-01-01");

  it("maps the sections that used to answer 400 (issue 35), each to the enacted numbering", () => {
    const ipc = (s: string) => map({ ipc_section: s }).result.offence_map!.to;
    expect(ipc("307")).toBe("BNS s.109"); // attempt to murder
    expect(ipc("379")).toBe("BNS s.303(2)"); // punishment for theft
    expect(ipc("304B")).toBe("BNS s.80"); // dowry death
    expect(ipc("354")).toBe("BNS s.74"); // outraging modesty
    expect(ipc("120B")).toBe("BNS s.61(2)"); // criminal conspiracy
    expect(ipc("34")).toBe("BNS s.3(5)"); // common intention
    const crpc = (s: string) => map({ crpc_section: s }).result.procedure_map!.to;
    expect(crpc("41A")).toBe("BNSS s.35(3)"); // notice of appearance
    expect(crpc("313")).toBe("BNSS s.351"); // examination of the accused
    expect(map({ evidence_section: "65B" }).result.evidence_map).toMatchObject({ to: "BSA s.63", counterpart: "mapped" });
    expect(crpc("50A")).toBe("BNSS s.48"); // informing a nominated person of the arrest
    expect(crpc("54")).toBe("BNSS s.53"); // medical examination of the arrested person
    expect(map({ evidence_section: "63" }).result.evidence_map).toMatchObject({ to: "BSA s.58", counterpart: "mapped" }); // secondary evidence
  });

  it("says so where the new code has no counterpart (IPC 377, 497, 309)", () => {
    for (const s of ["377", "497", "309"]) {
      const m = map({ ipc_section: s }).result.offence_map!;
      expect(m.counterpart).toBe("none");
      expect(m.to).toBe("no counterpart in the BNS");
      expect(m.note).toMatch(/No counterpart/);
    }
    expect(map({ ipc_section: "124A" }).result.offence_map).toMatchObject({ to: "BNS s.152", note: expect.stringContaining("not re-enacted") });
  });

  it("reports a section outside the table as not held, with its source and a warning, instead of guessing", () => {
    const { result, ctx } = map({ ipc_section: "153AA" });
    expect(result.offence_map).toMatchObject({ counterpart: "not_held" });
    expect(ctx.warnings.map((w) => w.code)).toContain("map_gap");
    expect(result.offence_map!.source).toContain("Bharatiya Nyaya Sanhita, 2023");
  });

  it("cites only sections the registry holds, so every citation verifies", () => {
    for (const fields of [{ ipc_section: "302" }, { ipc_section: "147" }, { crpc_section: "41A" }, { crpc_section: "54" }, { evidence_section: "24" }, { evidence_section: "63" }, { ipc_section: "236" }]) {
      expect(unresolvedRefs(map(fields).ctx)).toEqual([]);
    }
  });

  it("holds a row for every IPC section from 1 to 511, and no row twice", () => {
    const rows = IPC_TO_BNS.rows.map((r) => r[0]);
    expect(new Set(rows).size).toBe(rows.length);
    const numbered = new Set(rows.filter((r) => /^\d+$/.test(r)).map(Number));
    const missing = Array.from({ length: 511 }, (_, i) => i + 1).filter((n) => !numbered.has(n));
    expect(missing).toEqual([]);
    for (const lettered of ["53A", "55A"]) expect(rows).toContain(lettered);
  });

  // From the enacted BNS: s.178 Explanation (2) defines "coin", (5) makes diminishing weight and altering composition or
  // appearance "counterfeiting coin"; s.179 covers import, export, delivery and use as genuine; s.180 possession; s.181
  // instruments; s.5 Explanation "appropriate Government"; no section on weights and measures, none defining "section".
  it("maps the coin, stamp, commutation and interpretation sections from the enacted BNS text", () => {
    const expected: Record<string, string> = {
      "230": "BNS s.178", "236": "BNS s.47", "237": "BNS s.179", "238": "BNS s.179", "241": "BNS s.179", "246": "BNS s.178",
      "247": "BNS s.178", "248": "BNS s.178", "249": "BNS s.178", "250": "BNS s.179", "251": "BNS s.179", "252": "BNS s.180",
      "253": "BNS s.180", "254": "BNS s.179", "257": "BNS s.181", "258": "BNS s.179", "55A": "BNS s.5",
    };
    for (const [ipc, to] of Object.entries(expected)) expect(map({ ipc_section: ipc }).result.offence_map!.to, ipc).toBe(to);
    for (const ipc of ["50", "53A", "264", "265", "266", "267"]) {
      expect(map({ ipc_section: ipc }).result.offence_map, ipc).toMatchObject({ counterpart: "none", to: "no counterpart in the BNS" });
    }
  });

  // The CrPC and Evidence Act tables were completed by aligning marginal headings with the enacted BNSS (531 sections) and
  // BSA (170); figures from those texts.
  it("holds every CrPC section but the 17 documented gaps, and every Evidence Act section but 20, each once and inside the new code", () => {
    for (const [table, size, held] of [[CRPC_TO_BNSS, 531, 512], [IEA_TO_BSA, 170, 165]] as const) {
      const from = table.rows.map((r) => r[0]);
      expect(new Set(from).size).toBe(from.length);
      expect(from.length).toBe(held);
      for (const [, to] of table.rows) {
        const n = to === null ? null : Number(sectionOf(to));
        if (n !== null) expect(n >= 1 && n <= size).toBe(true);
      }
      const listed = table.provenance.gaps.split("ss.")[1].split(/ (?:whose|repealed)/)[0];
      for (const gap of listed.match(/\d+[A-Z]?/g) ?? []) expect(from).not.toContain(gap);
    }
    const crpc = (s: string) => map({ crpc_section: s }).result.procedure_map!.to;
    expect([crpc("319"), crpc("320"), crpc("397"), crpc("82"), crpc("166A"), crpc("416")]).toEqual(["BNSS s.358", "BNSS s.359", "BNSS s.438", "BNSS s.84", "BNSS s.112", "BNSS s.456"]);
    expect(map({ crpc_section: "153" }).result.procedure_map).toMatchObject({ counterpart: "not_held" });
    const iea = (s: string) => map({ evidence_section: s }).result.evidence_map!.to;
    expect([iea("61"), iea("90"), iea("67A"), iea("139")]).toEqual(["BSA s.56", "BSA s.92", "BSA s.66", "BSA s.144"]);
  });
});
