import { describe, expect, it } from "vitest";
import { asksForFigure, figureCaveat, levelNote, placeMismatchNote, sameAreaAsFirst, statesFigure, withArticle } from "./compose";

describe("offline answer wording (chat audit)", () => {
  it("puts 'the' before the names that take it", () => {
    expect(withArticle("United Kingdom")).toBe("the United Kingdom");
    expect(withArticle("United States of America")).toBe("the United States of America");
    expect(withArticle("Netherlands")).toBe("the Netherlands");
    expect(withArticle("European Union")).toBe("the European Union");
    expect(withArticle("Germany")).toBe("Germany");
    expect(withArticle("California")).toBe("California");
    expect(withArticle("The Republic of North Macedonia")).toBe("The Republic of North Macedonia");
  });

  it("tells a figure from a section number", () => {
    expect(statesFigure("one week for each complete year up to 12 weeks")).toBe(true);
    expect(statesFigure("not later than the sixth day after discharge")).toBe(true);
    expect(statesFigure("never beyond twenty-four hours")).toBe(true);
    expect(statesFigure("a one-month response time")).toBe(true);
    expect(statesFigure("manual workers weekly")).toBe(true);
    expect(statesFigure("a rent deposit taken under section 106")).toBe(false);
    expect(statesFigure("if your GST turnover meets the registration turnover threshold")).toBe(false);
  });

  it("recognises questions asking for a period or amount", () => {
    expect(asksForFigure("How long do I have to take them to the consumer court?")).toBe(true);
    expect(asksForFigure("How often is he allowed to do that?")).toBe(true);
    expect(asksForFigure("When does my boss have to pay my last paycheck?")).toBe(true);
    expect(asksForFigure("Can I just get my money back?")).toBe(false);
  });

  it("does not let a neighbouring provision's period pass for the one asked about", () => {
    const first = "Lists who may file a complaint with the District Commission.";
    const second = "The opposite party gets thirty days to give its version.";
    expect(figureCaveat("How long do I have to complain?", [first, second])).toMatch(/^\[1\] states no specific period.*\[2\] does, but check/);
    expect(figureCaveat("How long do I have to complain?", [first])).toMatch(/^The provision we found states no specific period.*cannot give/);
    expect(figureCaveat("How long do I have to complain?", [second, first])).toBeNull();
    expect(figureCaveat("Can I complain?", [first, second])).toBeNull();
  });

  it("keeps further citations to the first's area of law unless they answer as much", () => {
    const notice = { id: "esa-57", topics: ["employment", "dismissal", "termination"], question_coverage: 0.54 };
    const tenant = { id: "rta-47", topics: ["tenancy", "notice", "termination"], question_coverage: 0.34 };
    const untagged = { id: "x", topics: ["notice"], question_coverage: 0.1 };
    expect(sameAreaAsFirst([notice, tenant, untagged]).map((p) => p.id)).toEqual(["esa-57", "x"]);
    expect(sameAreaAsFirst([notice, { ...tenant, question_coverage: 0.6 }]).map((p) => p.id)).toEqual(["esa-57", "rta-47"]);
  });

  it("labels law of another level than the one asked about", () => {
    const asked = { code: "DE", place: "Germany" };
    expect(levelNote({ code: "EU", name: "European Union", kind: "union", instrumentKind: "directive" }, asked)).toMatch(/EU directive.*Germany's implementing law/);
    expect(levelNote({ code: "EU", name: "European Union", kind: "union", instrumentKind: "regulation" }, asked)).toMatch(/applies directly in Germany/);
    expect(levelNote({ code: "CA", name: "Canada", kind: "country", instrumentKind: "statute" }, { code: "CA-ON", place: "Ontario" })).toMatch(
      /national law of Canada, not law specific to Ontario/,
    );
    expect(levelNote({ code: "DE", name: "Germany", kind: "country", instrumentKind: "statute" }, asked)).toBeNull();
  });
});

describe("a place the question names outside the jurisdiction searched", () => {
  it("is named, with the jurisdiction to ask instead", () => {
    expect(placeMismatchNote("My landlord in Ontario is putting the rent up again.", "US")).toMatch(/^You mention Ontario, but .*the United States of America: ask again with jurisdiction CA-ON/);
    expect(placeMismatchNote("I work in New York City for a bank.", "US")).toMatch(/New York.*US-NY/);
    expect(placeMismatchNote("I was fired by a company in the UK.", "IE")).toMatch(/You mention UK.*GB/);
    expect(placeMismatchNote("Bought shoes from a shop in Germany.", "EU")).toMatch(/Germany.*DE/);
  });

  it("is silent for the jurisdiction asked, its parents, and names that are rarely places", () => {
    expect(placeMismatchNote("My landlord in Toronto says the rent goes up in Ontario.", "CA-ON")).toBeNull();
    expect(placeMismatchNote("Can a shop in Germany sell data across the European Union?", "DE")).toBeNull();
    expect(placeMismatchNote("The police in England held me for a day.", "GB")).toBeNull();
    expect(placeMismatchNote("I lent money to Jordan and he won't pay.", "GB")).toBeNull();
    expect(placeMismatchNote("How long can police hold someone?", "US-CA")).toBeNull();
  });
});
