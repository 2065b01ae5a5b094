import { describe, expect, it } from "vitest";
import { dpdpPack, lgpdPack } from "./asia-latam-privacy";
import { nmwPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { statusOf } from "./test-helpers";
import { ccpaPack, virginiaPack } from "./us-privacy";

/**
 * Issue 34, round 8: the general causes behind blind set 9's dev-half misses and false alarms, each as an invented
 * breaching text beside a lawful near miss on the same topic. Our own sentences only, not the set's.
 */

const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");

describe("NMW: the worker's age from a date of birth, and one rate for every age", () => {
  const terms = (who: string, pay: string) =>
    ["Casual Worker Terms – Seaview Kitchens Ltd", `Worker: ${who}. Start date: 1 May 2026. Place of work: Whitby.`, pay, "Shifts are offered on a weekly rota and you may turn any of them down.", "Holiday accrues at 12.07% of hours worked."].join("\n");

  it("breached: a worker born in 1995 paid £12.00 an hour (National Living Wage £12.71 from April 2026)", () => {
    expect(statusOf(nmwPack(), terms("Sam Hollis (born 12 March 1995)", "You will be paid £12.00 an hour, weekly in arrears."), "GB", "nmw-rate")).toBe("breached");
    expect(statusOf(nmwPack(), terms("Sam Hollis, date of birth 12/03/1995", "You will be paid £12.00 an hour, weekly in arrears."), "GB", "nmw-rate")).toBe("breached");
    expect(statusOf(nmwPack(), terms("Sam Hollis (DOB: 1995-03-12)", "You will be paid £12.00 an hour, weekly in arrears."), "GB", "nmw-rate")).toBe("breached");
  });

  it("not breached: a worker born in 2007 (19 in 2026) paid £12.00 an hour (18-20 rate £10.85)", () => {
    expect(statusOf(nmwPack(), terms("Sam Hollis (born 12 March 2007)", "You will be paid £12.00 an hour, weekly in arrears."), "GB", "nmw-rate")).not.toBe("breached");
    expect(statusOf(nmwPack(), terms("Sam Hollis (DOB: 2007-03-12)", "You will be paid £12.00 an hour, weekly in arrears."), "GB", "nmw-rate")).not.toBe("breached");
  });

  it("breached: one hourly rate below the National Living Wage paid to staff of every age", () => {
    expect(statusOf(nmwPack(), terms("Sam Hollis", "Every kitchen porter earns the same £11.95 an hour, irrespective of age."), "GB", "nmw-rate")).toBe("breached");
    expect(statusOf(nmwPack(), terms("Sam Hollis", "All our staff, of whatever age, receive £12.10 per hour."), "GB", "nmw-rate")).toBe("breached");
  });

  it("not breached: one rate for every age at or above the National Living Wage, or a lower rate for under-21s only", () => {
    expect(statusOf(nmwPack(), terms("Sam Hollis", "Every kitchen porter earns the same £12.85 an hour, irrespective of age."), "GB", "nmw-rate")).not.toBe("breached");
    expect(statusOf(nmwPack(), terms("Sam Hollis", "Porters under 21 earn £11.20 per hour."), "GB", "nmw-rate")).not.toBe("breached");
  });
});

describe("UK GDPR Art. 7(3): a working-time opt-out that cannot be ended is not a consent to processing", () => {
  const contract = (lines: string[]) =>
    ["Agreement for Bank Staff – Moorside Care Ltd", "Worker: Ellis Gray, date of birth 2 June 1990, home address on file.", ...lines, "Either party may end this agreement by one week's notice."].join("\n");

  it("not breached: the irrevocable agreement is the 48-hour opt-out named in the sentence before", () => {
    const text = contract(["You agree that the average 48-hour weekly working limit will not apply to your work with us.", "That agreement lasts as long as you work here and cannot be revoked."]);
    expect(statusOf(ukGdpr, text, "GB", "withdrawal")).not.toBe("breached");
  });

  it("breached: consent to monitoring that cannot be revoked", () => {
    const text = contract(["You consent to our recording your calls for training.", "That consent lasts as long as you work here and cannot be revoked."]);
    expect(statusOf(ukGdpr, text, "GB", "withdrawal")).toBe("breached");
  });
});

describe("CCPA: data made available to ad partners is shared; requests by signed letter only", () => {
  const notice = (lines: string[]) => ["Pine Ridge Games, Inc. – Notice for California Residents", "We collect identifiers, in-game purchases and device data, and keep them for 3 years after your last log-in.", ...lines].join("\n");

  it("breached: identifiers made available to advertising partners for cross-site ads, with no opt-out link", () => {
    const text = notice(["We make your device ID and play history available to our advertising partners, who use them to show you ads on other apps.", "You may ask us to delete your data by calling 1-800-555-0110 or using our web form."]);
    expect(statusOf(ccpaPack(), text, "US-CA", "ccpa-opt-out-link")).toBe("breached");
  });

  it("breached: the notice calls its own disclosure a sale or sharing, with no opt-out link", () => {
    const text = notice(["We disclose usage data to measurement companies; the CCPA may treat this as a \"sale\" or \"sharing\" of personal information.", "You may ask us to delete your data by calling 1-800-555-0110 or using our web form."]);
    expect(statusOf(ccpaPack(), text, "US-CA", "ccpa-opt-out-link")).toBe("breached");
  });

  it("not breached: data made available only to service providers, or a \"Your Privacy Choices\" link offered", () => {
    const providers = notice(["We make your data available only to our hosting and payment service providers, who process it on our behalf.", "You may ask us to delete your data by calling 1-800-555-0110 or using our web form."]);
    expect(statusOf(ccpaPack(), providers, "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
    const link = notice(["We make your device ID and play history available to our advertising partners, who use them to show you ads on other apps.", "Opt out at any time through the \"Your Privacy Choices\" link in the game menu."]);
    expect(statusOf(ccpaPack(), link, "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
    const denied = notice(["We do not make your device ID or play history available to advertising partners, and nothing we do is a \"sale\" or \"sharing\" under the CCPA.", "You may ask us to delete your data by calling 1-800-555-0110 or using our web form."]);
    expect(statusOf(ccpaPack(), denied, "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
  });

  it("breached: rights exercised only by a signed letter, the account email being one of its contents", () => {
    const text = notice(["To use any of these rights, mail us a signed letter stating your name, the email address on your account and your request, to Pine Ridge Games, Inc., 12 Elm St, Fresno, CA 93701."]);
    expect(statusOf(ccpaPack(), text, "US-CA", "ccpa-request-methods")).toBe("breached");
  });

  it("not breached: a letter is one method beside a toll-free number", () => {
    const text = notice(["To use any of these rights, mail us a signed letter stating your name and your request, or call us toll-free at 1-800-555-0110."]);
    expect(statusOf(ccpaPack(), text, "US-CA", "ccpa-request-methods")).not.toBe("breached");
  });
});

describe("CCPA § 1798.121: 'inferences' as a category is no use of sensitive data beyond the service", () => {
  const notice = (line: string) => ["Blue Harbor Fitness, Inc. – California Notice", line, "Call 1-800-555-0120 to make a request; we respond within 45 days."].join("\n");

  it("not breached: inferences listed among categories, sensitive data used only to provide the service", () => {
    expect(statusOf(ccpaPack(), notice("We collect identifiers; inferences; and sensitive personal information, namely precise geolocation, which we use solely to provide the services you request."), "US-CA", "ccpa-sensitive-limit")).not.toBe("breached");
  });

  it("breached: precise geolocation used to infer interests for advertising", () => {
    expect(statusOf(ccpaPack(), notice("We use your precise geolocation to infer your interests and target advertising to you."), "US-CA", "ccpa-sensitive-limit")).toBe("breached");
  });
});

describe("Va. Code § 59.1-578 and § 59.1-577: sensitive data on by default; decisions not open to review", () => {
  const notice = (lines: string[]) => ["TrailMate LLC – Virginia Privacy Notice", "We process your contact details and trip history.", ...lines, "We answer requests within 45 days."].join("\n");

  it("breached: precise location collected, and the tracking switched on by default with no permission asked", () => {
    expect(statusOf(virginiaPack(), notice(["The app records your precise location while it runs.", "Location sharing is enabled by default and we do not ask for your permission first."]), "US-VA", "va-sensitive-consent")).toBe("breached");
  });

  it("not breached: precise location only after the consumer switches it on", () => {
    expect(statusOf(virginiaPack(), notice(["The app can record your precise location while it runs.", "Location sharing is off by default and starts only if you switch it on and confirm your consent."]), "US-VA", "va-sensitive-consent")).not.toBe("breached");
  });

  it("breached: outcomes of requests are binding and cannot be reviewed", () => {
    expect(statusOf(virginiaPack(), notice(["Our response to your request is final and not subject to any further review."]), "US-VA", "va-appeal")).toBe("breached");
  });

  it("not breached: a refusal can be appealed and is decided within 60 days", () => {
    expect(statusOf(virginiaPack(), notice(["If we refuse your request you may appeal by email, and we decide appeals within 60 days."]), "US-VA", "va-appeal")).not.toBe("breached");
  });
});

describe("DPDP Act s. 9(3): advertising picked from a student's learning behaviour", () => {
  const policy = (line: string) =>
    ["VidyaPath Pvt. Ltd. – Privacy Policy", "Students in classes 6 to 12 use VidyaPath for maths practice; a parent creates the account and gives consent.", line, "Write to grievance@vidyapath.example with any complaint."].join("\n");

  it("breached: sponsored ads from partner tutors, chosen using the student's practice behaviour", () => {
    expect(statusOf(dpdpPack(), policy("We show sponsored advertisements from partner tuition centres, picked using each student's practice behaviour and marks."), "IN", "dpdp-children-tracking")).toBe("breached");
  });

  it("breached: in an app students sign up for themselves, ads picked from 'your' test marks (the sentence names no child)", () => {
    const text = [
      "PadhoPro Pvt. Ltd. – Privacy Policy",
      "Learners from class 8 upwards may sign up with their own mobile number.",
      "To keep fees low, we display promotions from partner book shops, matched using your recent test marks and interests.",
      "Write to grievance@padhopro.example with any complaint.",
    ].join("\n");
    expect(statusOf(dpdpPack(), text, "IN", "dpdp-children-tracking")).toBe("breached");
  });

  it("not breached: the same promotions in a service for adults that only mentions school fees", () => {
    const text = [
      "KamaiPlus Pvt. Ltd. – Privacy Policy",
      "KamaiPlus is a savings app for working adults; you must be 18 and over to open an account.",
      "We display promotions from partner banks, matched using your recent spending and interests, for example loans for school fees.",
      "Write to grievance@kamaiplus.example with any complaint.",
    ].join("\n");
    expect(statusOf(dpdpPack(), text, "IN", "dpdp-children-tracking")).not.toBe("breached");
  });

  it("not breached: no advertising, and the learning behaviour used only to set practice questions", () => {
    expect(statusOf(dpdpPack(), policy("We show no advertisements; each student's practice behaviour and marks are used only to choose the next practice questions."), "IN", "dpdp-children-tracking")).not.toBe("breached");
  });
});

describe("LGPD Arts. 19 and 33: a complete statement in 30 days; data hosted abroad with no mechanism", () => {
  const notice = (line: string) => ["Aviso de Privacidade – Casa Verde Móveis Ltda. (English version)", "Our encarregado is Ana Lima, encarregado@casaverde.example.", line].join("\n");

  it("breached: a complete statement of the data given within 30 days", () => {
    expect(statusOf(lgpdPack(), notice("A complete statement of your data is sent within 30 days of your request."), "BR", "lgpd-access-time")).toBe("breached");
    expect(statusOf(lgpdPack(), notice("Requests for a full statement of your data are answered within 20 (twenty) days."), "BR", "lgpd-access-time")).toBe("breached");
  });

  it("not breached: a complete statement within 15 days", () => {
    expect(statusOf(lgpdPack(), notice("A complete statement of your data is sent within 15 days of your request."), "BR", "lgpd-access-time")).not.toBe("breached");
  });

  it("breached: customer data hosted on servers abroad with no contractual clauses", () => {
    expect(statusOf(lgpdPack(), notice("Customer data is hosted on servers in Canada and India; no contractual clauses or other transfer mechanism cover this hosting."), "BR", "lgpd-transfer")).toBe("breached");
  });

  it("not breached: data hosted abroad under the ANPD standard contractual clauses", () => {
    expect(statusOf(lgpdPack(), notice("Customer data is hosted on servers in Canada under the ANPD standard contractual clauses, adopted in full."), "BR", "lgpd-transfer")).not.toBe("breached");
  });
});
