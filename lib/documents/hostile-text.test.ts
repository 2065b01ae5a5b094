import { describe, expect, it } from "vitest";
import { segment } from "./segment";
import { isContentsLine } from "./structure/legends";
import { preambleOf } from "./facts/parties";

// Issue 31: no text may hold the event loop. Each input below took seconds before its pattern was tried only from the
// start of a run (tried from every character of a long run, it was quadratic); the 2 s timeout is the bound.
describe("document review on hostile text", () => {
  it("a contents line's leader is tried from its first dot (50,000 dots took about a minute)", { timeout: 2000 }, () => {
    expect(isContentsLine(".".repeat(50_000))).toBe(false);
    expect(isContentsLine(`${"_".repeat(50_000)}x`)).toBe(false);
    expect(isContentsLine(`${"…".repeat(50_000)}x`)).toBe(false);
    expect(isContentsLine(`Term${". ".repeat(25_000)}16`)).toBe(true);
    expect(isContentsLine("16.2 Termination . . . . 31")).toBe(true);
    expect(isContentsLine("ARTICLE 5 FEES …… 12")).toBe(true);
  });

  it("a run of blanks before an inline clause number is tried from its start (50,000 spaces took about 40 s)", { timeout: 2000 }, () => {
    const s = segment([{ page: 1, text: `Whereas the parties agree as follows:${" ".repeat(50_000)}x` }]);
    expect(s.map((c) => c.text.trim()).join(" ")).toContain("Whereas the parties agree");
    const split = segment([{ page: 1, text: "1. Services. Supplier shall provide the services.     2. Fees. Customer shall pay the fees." }]);
    expect(split.map((c) => c.text)).toEqual(["Services. Supplier shall provide the services.", "Fees. Customer shall pay the fees."].map((t) => expect.stringContaining(t.split(". ")[1])));
  });

  it("the opening ends at the first clause after blank lines, whichever line break of the run is tried", () => {
    const p = preambleOf(`This Agreement is made between Acme Ltd ("Customer") and Widget Ltd ("Supplier").\n\n  \n 1. Services. Supplier shall provide them.`);
    expect(p.opening).not.toContain("Services");
    expect(p.opening).toContain("Widget Ltd");
  });
});
