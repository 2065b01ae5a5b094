import { describe, expect, it } from "vitest";
import {
  affirms,
  bundledConsentAt,
  clockTimes,
  consecutiveWorkingDays,
  deniedEverywhere,
  deniesBreak,
  ERASURE_REFUSED,
  EXCLUSIVITY,
  isNegated,
  NO_GUARANTEED_HOURS,
  parseCount,
  periodsIn,
  PURPOSE_AT_WILL,
  restBetweenShiftsHours,
  retainsWithoutLimit,
  shiftLengthHours,
  tellsOnlySelectively,
  timeLimitDays,
  withdrawalObstacle,
} from "./facts";

describe("numbers and periods", () => {
  it("reads counts in digits and words", () => {
    expect(parseCount("forty-five")).toBe(45);
    expect(parseCount("seventy two")).toBe(72);
    expect(parseCount("thirteen")).toBe(13);
    expect(parseCount("120")).toBe(120);
    expect(parseCount("sixty (60)")).toBe(60);
    expect(parseCount("some")).toBeNull();
  });

  it("converts periods to days, working days at 7/5", () => {
    const [a, b, c] = periodsIn("We need eight weeks, or 10 business days, or seventy-two hours.");
    expect(a.days).toBe(56);
    expect(b.days).toBe(14);
    expect(b.working).toBe(true);
    expect(c.days).toBe(3);
  });

  it("takes the time limit a sentence sets, not its extension", () => {
    expect(timeLimitDays("Our office deals with enquiries within two months.")?.days).toBe(60);
    expect(timeLimitDays("A decision follows no later than 50 days after receipt.")?.days).toBe(50);
    expect(timeLimitDays("Expect an answer within one month; for complicated cases we can extend this by two months.")?.days).toBe(30);
    expect(timeLimitDays("Replies may take up to twelve weeks.")?.days).toBe(84);
    expect(timeLimitDays("Data from 2019 is archived.")).toBeNull();
  });
});

describe("negation in the clause", () => {
  it("sees a negator before the term in the same clause only", () => {
    expect(isNegated("We never hold records permanently.", /permanently/)).toBe(true);
    expect(isNegated("Logs are kept permanently, but not backups.", /permanently/)).toBe(false);
    expect(affirms("Applications are not scored automatically.", /scored automatically/)).toBe(false);
    expect(affirms("Applications are scored automatically.", /scored automatically/)).toBe(true);
  });
});

describe("retention without limit", () => {
  it("finds open-ended retention however it is worded", () => {
    expect(retainsWithoutLimit("Scans of passports stay on file as long as head office thinks fit.")).toBe(true);
    expect(retainsWithoutLimit("We hold subscriber details for such period as the company deems appropriate.")).toBe(true);
    expect(retainsWithoutLimit("Call recordings are archived in perpetuity.")).toBe(true);
    expect(retainsWithoutLimit("Visitor logs have no expiry date.")).toBe(true);
  });

  it("does not flag a criterion, a period or a denial", () => {
    expect(retainsWithoutLimit("We hold subscriber details for as long as necessary to provide the subscription.")).toBe(false);
    expect(retainsWithoutLimit("Visitor logs are deleted after 30 days.")).toBe(false);
    expect(retainsWithoutLimit("We do not keep any record permanently.")).toBe(false);
  });
});

describe("purposes and erasure at will", () => {
  it("recognises purposes left to the organisation and erasure left to its discretion", () => {
    expect(PURPOSE_AT_WILL.test("Your details may be used for such other purposes as the firm may determine.")).toBe(true);
    expect(PURPOSE_AT_WILL.test("Your details are used to deliver your parcel.")).toBe(false);
    expect(ERASURE_REFUSED.test("Deletion requests are handled at our sole discretion.")).toBe(true);
    expect(ERASURE_REFUSED.test("Deletion requests are handled within one month.")).toBe(false);
  });
});

describe("bundled consent", () => {
  it("ties optional processing to the main act, in one sentence or by a condition after it", () => {
    expect(bundledConsentAt(["By placing an order you agree that our sponsors may phone you with offers."])).toBe(0);
    expect(bundledConsentAt(["Members' phone numbers are shared with sponsors for their promotions.", "Sharing is a condition of membership, with no option to refuse."])).toBe(1);
  });

  it("leaves a separate, optional choice alone", () => {
    expect(bundledConsentAt(["By placing an order you accept our terms of sale."])).toBeNull();
    expect(bundledConsentAt(["By placing an order you accept our terms; offers from sponsors are optional and you can untick them."])).toBeNull();
  });
});

describe("withdrawal made harder", () => {
  it("sees blocked and paper-only withdrawal", () => {
    expect(withdrawalObstacle("Once given, this permission cannot be revoked.")).toBe("blocked");
    expect(withdrawalObstacle("To unsubscribe, write a signed letter to our registered office.")).toBe("harder");
  });

  it("accepts an easy way, even alongside a postal one", () => {
    expect(withdrawalObstacle("You can unsubscribe by post or with the link in any email.")).toBeNull();
    expect(withdrawalObstacle("Withdraw consent at any time in your account settings.")).toBeNull();
  });
});

describe("telling people selectively", () => {
  it("flags thresholds, discretion and refusals", () => {
    expect(tellsOnlySelectively("Members are told of an incident only where serious damage is expected.")).toBe(true);
    expect(tellsOnlySelectively("Clients will be informed if management deems it appropriate.")).toBe(true);
    expect(tellsOnlySelectively("Patients are never contacted about security incidents.")).toBe(true);
  });

  it("accepts telling everyone without delay", () => {
    expect(tellsOnlySelectively("Each affected member is informed without delay.")).toBe(false);
  });
});

describe("working time facts", () => {
  it("reads clock times and the rest between shifts", () => {
    expect(clockTimes("from 7.30 a.m. to 10:15").map((t) => t.minutes)).toEqual([450, 615]);
    expect(restBetweenShiftsHours("The late shift finishes at 10pm and the same staff start the early shift at 5am the next day.")).toBe(7);
    expect(restBetweenShiftsHours("There are nine hours between shifts during stocktake.")).toBe(9);
    expect(restBetweenShiftsHours("The late shift finishes at 10pm and the early shift starts at 10am the next day.")).toBe(12);
  });

  it("reads shift lengths, denied breaks and runs of working days", () => {
    expect(shiftLengthHours("Night shifts last eleven hours.")).toBe(11);
    expect(shiftLengthHours("We run 8-hour shifts.")).toBe(8);
    expect(deniesBreak("During peak season there is no rest break at all.")).toBe(true);
    expect(deniesBreak("Drivers get a 45-minute break.")).toBe(false);
    expect(consecutiveWorkingDays("Rig crews do fourteen consecutive shifts.")).toBe(14);
    expect(consecutiveWorkingDays("Pickers may work 9 days in a row in December.")).toBe(9);
  });

  it("recognises zero-hours terms and exclusivity", () => {
    expect(NO_GUARANTEED_HOURS.test("We cannot guarantee you any shifts.")).toBe(true);
    expect(NO_GUARANTEED_HOURS.test("You are guaranteed 30 hours a week.")).toBe(false);
    expect(EXCLUSIVITY.test("You are not permitted to take shifts with another agency.")).toBe(true);
    expect(EXCLUSIVITY.test("You may take work with another agency.")).toBe(false);
  });
});

describe("lawful wordings on the same topics", () => {
  it("the person or the law deciding retention, fulfilment sharing, and newsletter sign-up are not breaches", () => {
    expect(retainsWithoutLimit("Drafts stay in your account until you decide to remove them.")).toBe(false);
    expect(retainsWithoutLimit("Ledgers are held for as long as the law requires.")).toBe(false);
    expect(bundledConsentAt(["When you order, we share your address with our courier so it can deliver your parcel."])).toBeNull();
    expect(bundledConsentAt(["By subscribing to our newsletter you agree to receive our offers."])).toBeNull();
  });

  it("a high-risk threshold is lawful only where the law sets it", () => {
    const text = "Users are told of a breach only where it is likely to result in a high risk to them.";
    expect(tellsOnlySelectively(text, { riskThresholdLawful: true })).toBe(false);
    expect(tellsOnlySelectively(text)).toBe(true);
  });

  it("a break granted by a double negative is not a denied break", () => {
    expect(deniesBreak("No worker works more than six hours without a break.")).toBe(false);
  });
});

describe("denials written after the term", () => {
  it("reads headings and table rows that answer 'none'", () => {
    expect(deniedEverywhere("Automated decision-making: none.", /automated decision/i)).toBe(true);
    expect(deniedEverywhere("Transfers | none outside the EEA", /outside the eea/i)).toBe(true);
    expect(deniedEverywhere("Automated decisions are not used.", /automated decisions/i)).toBe(true);
    expect(deniedEverywhere("Automated decisions decide who gets a loan.", /automated decisions/i)).toBe(false);
    expect(deniedEverywhere("Data go outside the EEA to our US host.", /outside the eea/i)).toBe(false);
  });
});
