import { describe, expect, it } from "vitest";
import { forumsOf } from "./forum";
import { governingLawOf } from "./governing-law";

const brief = (...units: string[]) => forumsOf(units).map((f) => [f.kind, f.exclusive, f.place, f.jurisdiction]);

describe("the forum a contract chooses", () => {
  it("reads the courts chosen, exclusive or not, and where they sit", () => {
    expect(brief("Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in the State of Delaware.")).toEqual([["courts", true, "State of Delaware", "US-DE"]]);
    expect(brief("The parties submit to the non-exclusive jurisdiction of the courts of England and Wales.")).toEqual([["courts", false, "England and Wales", "GB"]]);
    expect(brief("Fees are due monthly.", "Any action arising out of this Agreement shall be brought only in the courts located in Santa Clara County, California.")).toEqual([["courts", true, "Santa Clara County, California", "US-CA"]]);
    expect(brief("The courts of Ontario shall have jurisdiction over any dispute under this Agreement.")).toEqual([["courts", null, "Ontario", "CA-ON"]]);
    // The court's name before the place, a federal court sitting in a state, a sentence in capitals.
    expect(brief("The parties submit to the exclusive jurisdiction of the Courts of England and Wales.")).toEqual([["courts", true, "England and Wales", "GB"]]);
    expect(brief("Each party shall sue only in a Federal court of the United States sitting in Kent County in the State of Delaware.")).toEqual([["courts", true, "United States, State of Delaware", "US-DE"]]);
    expect(brief("EACH PARTY SUBMITS TO THE EXCLUSIVE JURISDICTION OF THE STATE AND FEDERAL COURTS LOCATED IN NEW YORK CITY FOR THE PURPOSE OF ANY ACTION.")).toEqual([["courts", true, "NEW YORK CITY", "US-NY"]]);
    expect(brief("Each party consents to the jurisdiction of the courts of the State of Ohio and the federal courts situated there.")).toEqual([["courts", null, "State of Ohio", "US-OH"]]);
    expect(brief("The federal courts in the Eastern District of Michigan shall have exclusive jurisdiction over any dispute.")).toEqual([["courts", true, "Eastern District of Michigan", "US-MI"]]);
    // English drafting often says "have", with no "shall".
    expect(brief("The courts of England and Wales have exclusive jurisdiction.")).toEqual([["courts", true, "England and Wales", "GB"]]);
    expect(brief("The courts of Ireland are to have non-exclusive jurisdiction to settle any dispute.")).toEqual([["courts", false, "Ireland", "IE"]]);
  });
  it("reads an arbitration and its seat, a city we cannot resolve kept as written", () => {
    expect(brief("Any dispute arising out of this Agreement shall be finally settled by arbitration under the ICC Rules, and the seat of arbitration shall be Geneva, Switzerland.")).toEqual([["arbitration", null, "Geneva, Switzerland", "CH"]]);
    expect(brief("All disputes shall be resolved by binding arbitration held in Chicago, Illinois.")).toEqual([["arbitration", null, "Chicago, Illinois", "US-IL"]]);
    expect(brief("All disputes shall be submitted to binding arbitration in Lyonshire.")).toEqual([["arbitration", null, "Lyonshire", null]]);
    expect(brief("Any dispute shall be settled by arbitration before a single arbitrator in Fairview, Ohio.")).toEqual([["arbitration", null, "Fairview, Ohio", "US-OH"]]);
    expect(brief("Any dispute shall be settled by arbitration. The arbitration proceedings shall be conducted at Oslo, Norway, in English.")).toEqual([["arbitration", null, "Oslo, Norway", "NO"]]);
  });
  it("an arbitration of any dispute is the clause, not an earlier sentence that mentions one going to arbitration", () => {
    const units = ["Fees are not suspended while any payment dispute is pending, unless the dispute is submitted to arbitration under Section 9.", "Any dispute arising under this Agreement shall be settled by arbitration in Toronto, Ontario."];
    expect(forumsOf(units).map((f) => [f.place, f.unit])).toEqual([["Toronto, Ontario", 1]]);
    const seat = ["Any amount determined by arbitration pursuant to Section 9 to be payable in a payment dispute is due in five days.", "Any arbitration conducted pursuant to this Agreement shall take place in the City of Hamilton, Ontario."];
    expect(forumsOf(seat).map((f) => [f.place, f.jurisdiction, f.unit])).toEqual([["City of Hamilton, Ontario", "CA-ON", 1]]);
  });
  it("takes the seat from the next sentence of the arbitration clause", () => {
    expect(brief("Any dispute not resolved by mediation may be submitted to arbitration. Any arbitration under this Agreement shall take place in the City of Hamilton, Ontario.")).toEqual([["arbitration", null, "City of Hamilton, Ontario", "CA-ON"]]);
  });
  it("lists both when a contract chooses arbitration and courts", () => {
    expect(brief("All disputes shall be settled by arbitration in London, England.", "The courts of New York shall have exclusive jurisdiction to enforce any award.").map((f) => f[0])).toEqual(["arbitration", "courts"]);
  });
  it("a court without a place, a compliance duty or a party's description is no forum; a choice of courts is no choice of law", () => {
    expect(brief("Either party may seek relief in any court of competent jurisdiction.")).toEqual([]);
    expect(brief("The licence becomes non-exclusive if Acme breaches Section 2 as determined by arbitration in accordance with Section 19.")).toEqual([]);
    expect(brief("Acme Ltd, a company incorporated in England, shall comply with all orders of the courts.")).toEqual([]);
    const courtsOnly = "Each party submits to the exclusive jurisdiction of the courts of the State of Vermont.";
    expect(brief(courtsOnly)).toEqual([["courts", true, "State of Vermont", "US-VT"]]);
    expect(governingLawOf([courtsOnly])).toBeNull();
  });
  it("reads a forum sentence hyphenated across a line break", () => {
    expect(brief("Each party submits to the exclu- sive juris-\ndiction of the courts of the State of New York.")).toEqual([["courts", true, "State of New York", "US-NY"]]);
  });
});

describe("forums written as Indian and US arbitration clauses write them", () => {
  it("the seat fixed in the sub-clause after the arbitration clause, and 'the courts at Pune'", () => {
    expect(
      brief(
        "Any dispute or difference arising out of or in connection with this Agreement shall be referred to arbitration by a sole arbitrator in accordance with the Arbitration and Conciliation Act, 1996.",
        "The seat and venue of arbitration shall be Pune and the language of the arbitration shall be English.",
        "This Agreement shall be governed by the laws of India. Subject to clause 9.1, the courts at Pune shall have exclusive jurisdiction.",
      ),
    ).toEqual([
      ["arbitration", null, "Pune", "IN-MH"],
      ["courts", true, "Pune", "IN-MH"],
    ]);
  });
  it("an arbitration 'administered by JAMS in San Francisco, California' sits there", () => {
    expect(brief("Any dispute arising out of this Agreement shall be resolved by final and binding arbitration administered by JAMS in San Francisco, California, before a single arbitrator.")).toEqual([["arbitration", null, "San Francisco, California", "US-CA"]]);
  });
  it("a seat four clauses away is another matter's", () => {
    expect(brief("Any dispute under this Agreement shall be referred to arbitration.", "Fees.", "Notices.", "Waiver.", "The place of arbitration for any claim under the Escrow Agreement shall be London.")[0]).toEqual(["arbitration", null, null, null]);
  });
});

describe("forum clauses written the continental way, naming a city, or for one party only", () => {
  it("reads 'the exclusive place of jurisdiction … is <city>' as exclusive courts there", () => {
    expect(brief("The exclusive place of jurisdiction for any dispute under this contract shall be Cologne.")).toEqual([["courts", true, "Cologne", "DE"]]);
    expect(brief("Place of jurisdiction for all disputes is Vienna.")).toEqual([["courts", null, "Vienna", "AT"]]);
  });
  it("gives a city's courts its jurisdiction code, and a state or country named with it wins", () => {
    expect(brief("The courts at Kolkata shall have exclusive jurisdiction over all disputes.")).toEqual([["courts", true, "Kolkata", "IN-WB"]]);
    expect(brief("Any dispute shall be submitted to the exclusive jurisdiction of the commercial courts of Marseille.")).toEqual([["courts", true, "Marseille", "FR"]]);
    expect(brief("The courts of Toronto, Ontario shall have jurisdiction.")).toEqual([["courts", null, "Toronto, Ontario", "CA-ON"]]);
  });
  it("a clause for one party's benefit is not exclusive for both, and names that party", () => {
    const f = forumsOf(["14.1 The courts of Scotland have exclusive jurisdiction to settle any dispute.", "14.2 Clause 14.1 is for the sole benefit of the Agent. The Agent shall not be prevented from taking proceedings in any other courts."]);
    expect(f).toMatchObject([{ kind: "courts", exclusive: false, for_benefit_of: "Agent" }]);
    const g = forumsOf(["The courts of Ireland have exclusive jurisdiction. Nothing in this clause limits the right of the Purchaser to bring proceedings in any other court of competent jurisdiction."]);
    expect(g[0]).toMatchObject({ exclusive: true, for_benefit_of: null });
    expect(forumsOf(["The courts of England have exclusive jurisdiction, for the benefit of both parties."])[0]).toMatchObject({ exclusive: true, for_benefit_of: null });
  });
});
