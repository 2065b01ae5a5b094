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

  it("its verdict answers the default-bail question first: accrued, running or defeated, with dates in words", () => {
    const accrued = run(withoutCommonFields(tool.example), tool.example.as_of as string).result;
    expect(tool.verdict!(accrued)).toMatch(/^Yes: no charge-sheet was filed within 60 days \(by 8 November 2026\), so the right to default bail accrued on 9 November 2026/);
    const running = run({ stage: "default_bail", custody_start_date: "2024-01-01", max_punishment_years: 10 }, "2024-03-20").result;
    expect(tool.verdict!(running)).toMatch(/^Not yet: the 90-day period runs to 30 March 2024; .* from 31 March 2024\./);
  });

  it("outside default bail, its verdict leads with the cognizance deadline and the section asked about, then the forum", () => {
    // A reader who gives only IPC s.307 wants its BNS number (s.109, attempt to murder) first, not the bail forum.
    const map = run({ ipc_section: "307" }, "2026-01-01").result;
    expect(tool.verdict!(map)).toMatch(/^IPC s\.307 \(Attempt to murder\) is BNS s\.109\. The matter lies before the /);
    // BNSS s.514: a fine-only offence of 31 Aug 2025 ends on 28 Feb 2026; on 1 Mar the verdict says it is late.
    const late = run({ stage: "cognizance", offence_date: "2025-08-31", max_punishment_years: 0 }, "2026-03-01").result;
    expect(tool.verdict!(late)).toMatch(/^Limitation for taking cognizance: the last day was 28 February 2026/);
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

  it("names the punishing sub-section where the enacted BNS splits definition and punishment (ss.106, 126, 127, 309)", () => {
    for (const [ipc, bns] of [["304A", "106(1)"], ["339", "126(1)"], ["341", "126(2)"], ["342", "127(2)"], ["344", "127(4)"], ["392", "309(4)"], ["393", "309(5)"]]) {
      expect(map({ ipc_section: ipc }).result.offence_map?.to).toBe(`BNS s.${bns}`);
    }
    expect(unresolvedRefs(map({ ipc_section: "341" }).ctx)).toEqual([]);
  });

  it("reports a section outside the table as not held, with its source and a warning, instead of guessing", () => {
    const { result, ctx } = map({ ipc_section: "512" });
    expect(result.offence_map).toMatchObject({ counterpart: "not_held" });
    expect(ctx.warnings.map((w) => w.code)).toContain("map_gap");
    expect(result.offence_map!.source).toContain("Bharatiya Nyaya Sanhita, 2023");
  });

  it("cites only sections the registry holds, so every citation verifies", () => {
    for (const fields of [{ ipc_section: "302" }, { ipc_section: "147" }, { crpc_section: "41A" }, { crpc_section: "54" }, { evidence_section: "24" }, { evidence_section: "63" }, { ipc_section: "236" }]) {
      expect(unresolvedRefs(map(fields).ctx)).toEqual([]);
    }
  });

  // The lettered sections inserted into each code by amendment, from the codes as amended (IPC and CrPC: 64 and 50;
  // Evidence Act: 18). A map is complete when every numbered and every lettered section has exactly one row.
  const IPC_LETTERED = "29A 52A 53A 55A 108A 120A 120B 121A 124A 138A 153A 153AA 153B 165A 166A 166B 171A 171B 171C 171D 171E 171F 171G 171H 171I 174A 195A 216A 216B 225A 225B 228A 229A 263A 294A 295A 304A 304B 326A 326B 354A 354B 354C 354D 363A 364A 366A 366B 370A 376A 376AB 376B 376C 376D 376DA 376DB 376E 477A 489A 489B 489C 489D 489E 498A";
  const CRPC_LETTERED = "25A 41A 41B 41C 41D 50A 53A 54A 55A 105A 105B 105C 105D 105E 105F 105G 105H 105I 105J 105K 105L 144A 164A 166A 166B 195A 198A 198B 265A 265B 265C 265D 265E 265F 265G 265H 265I 265J 265K 265L 291A 311A 357A 357B 357C 433A 436A 437A 441A 446A";
  const IEA_LETTERED = "22A 45A 47A 53A 65A 65B 67A 73A 81A 85A 85B 85C 88A 90A 111A 113A 113B 114A";
  const missingFrom = (table: { rows: readonly (readonly [string, ...unknown[]])[] }, last: number, lettered: string) => {
    const rows = new Set(table.rows.map((r) => r[0]));
    const all = [...Array.from({ length: last }, (_, i) => String(i + 1)), ...lettered.split(" ")];
    return { missing: all.filter((s) => !rows.has(s)), extra: [...rows].filter((s) => !all.includes(s)), size: all.length, duplicates: table.rows.length - rows.size };
  };

  it("holds a row for every section of the IPC, the CrPC and the Evidence Act, each once, and nothing else", () => {
    for (const [table, last, lettered, size] of [[IPC_TO_BNS, 511, IPC_LETTERED, 575], [CRPC_TO_BNSS, 484, CRPC_LETTERED, 534], [IEA_TO_BSA, 167, IEA_LETTERED, 185]] as const) {
      const got = missingFrom(table, last, lettered);
      expect(got, table.from.code).toEqual({ missing: [], extra: [], size, duplicates: 0 });
      expect(table.provenance.gaps, table.from.code).toMatch(/^None: every/);
    }
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
  // BSA (170), the last 42 rows by reading each section against the enacted text; figures from those texts.
  it("maps every CrPC and Evidence Act section inside the new code, and says so where the new code has no counterpart", () => {
    for (const [table, size] of [[CRPC_TO_BNSS, 531], [IEA_TO_BSA, 170]] as const) {
      for (const [from, to] of table.rows) {
        if (to !== null) expect(Number(sectionOf(to)) >= 1 && Number(sectionOf(to)) <= size, from).toBe(true);
      }
    }
    const crpc = (s: string) => map({ crpc_section: s }).result.procedure_map!;
    expect([crpc("319"), crpc("320"), crpc("397"), crpc("82"), crpc("166A"), crpc("416")].map((m) => m.to)).toEqual(["BNSS s.358", "BNSS s.359", "BNSS s.438", "BNSS s.84", "BNSS s.112", "BNSS s.456"]);
    // BNSS s.61 (escape), s.110 (reciprocal processes), s.111 (Chapter VIII definitions), s.216 (threatened witnesses),
    // s.217 (sanction, offences against the State), s.288 (summary-trial record), s.289 (plea bargaining applies),
    // s.355 (trial in absence), s.396(7) (compensation in addition to fine), s.37 (control room), s.56 (health and
    // safety of the arrested), s.8(7)-(8) (urgent applications, Additional Sessions Judges).
    const bnss: Record<string, string> = {
      "60": "BNSS s.61", "105": "BNSS s.110", "105A": "BNSS s.111", "195A": "BNSS s.216", "196": "BNSS s.217", "265": "BNSS s.288",
      "265A": "BNSS s.289", "317": "BNSS s.355", "357B": "BNSS s.396(7)", "41C": "BNSS s.37", "55A": "BNSS s.56", "10": "BNSS s.8",
    };
    for (const [s, to] of Object.entries(bnss)) expect(crpc(s).to, s).toBe(to);
    // The BNSS has no metropolitan areas or Metropolitan Magistrates, no s.144A, no weights and measures, no juveniles' court.
    for (const s of ["8", "16", "17", "18", "19", "27", "144A", "153", "355", "404"]) {
      expect(crpc(s), s).toMatchObject({ counterpart: "none", to: "no counterpart in the BNSS" });
    }
    const iea = (s: string) => map({ evidence_section: s }).result.evidence_map!;
    expect([iea("61"), iea("90"), iea("67A"), iea("139")].map((m) => m.to)).toEqual(["BSA s.56", "BSA s.92", "BSA s.66", "BSA s.144"]);
    // BSA s.2(1) defines the presumptions, s.20 covers electronic records as documents, s.22's provisos take ss.28-29,
    // s.41(1)-(2) handwriting and electronic signature, s.74(1)-(2) public and private documents, s.132(3) interpreters,
    // s.146(2)-(4) when leading questions may and may not be asked.
    const bsa: Record<string, string> = {
      "4": "BSA s.2(1)", "22A": "BSA s.20", "28": "BSA s.22", "29": "BSA s.22", "47": "BSA s.41(1)", "47A": "BSA s.41(2)", "48": "BSA s.42",
      "74": "BSA s.74(1)", "75": "BSA s.74(2)", "80": "BSA s.79", "81": "BSA s.80", "81A": "BSA s.81", "127": "BSA s.132(3)", "142": "BSA s.146", "143": "BSA s.146(4)",
    };
    for (const [s, to] of Object.entries(bsa)) expect(iea(s).to, s).toBe(to);
    for (const s of ["2", "82", "88", "113", "166"]) expect(iea(s), s).toMatchObject({ counterpart: "none", to: "no counterpart in the BSA" });
    expect(map({ ipc_section: "153AA" }).result.offence_map).toMatchObject({ counterpart: "none", to: "no counterpart in the BNS" });
  });

});

describe("criminal-lit: bail for an offence punishable with death or imprisonment for life (BNSS s.480(1), s.483)", () => {
  it("sends the application to the Court of Session or High Court and warns of the Magistrate's restriction", () => {
    const { result, ctx } = run({ stage: "bail", ipc_section: "302", offence_date: "2026-03-01", punishable_with_death_or_life: true }, "2026-06-01");
    expect(result.forum?.forum).toBe("Court of Session or High Court");
    expect(ctx.warnings.find((w) => w.code === "magistrate_bail_restricted")?.message).toMatch(/under sixteen, a woman, or sick or infirm \(BNSS s\.480\(1\)\)/);
    // Any other non-bailable offence keeps the Magistrate first.
    expect(run({ stage: "bail", ipc_section: "420", offence_date: "2026-03-01", max_punishment_years: 7 }, "2026-06-01").result.forum?.forum).toMatch(/^Magistrate/);
  });
});
