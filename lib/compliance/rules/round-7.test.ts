import { describe, expect, it } from "vitest";
import { dpdpPack, sgPdpaPack } from "./asia-latam-privacy";
import { eraPack, wtrPack } from "./gb-employment";
import { flsaPack } from "./other-employment";
import { outcomes, statusOf } from "./test-helpers";
import { ccpaPack, virginiaPack } from "./us-privacy";

/**
 * Issue 34, round 7: the general causes behind blind set 8's dev-half misses and false alarm, each as an invented
 * breaching text beside a lawful near miss on the same topic (a negation or a condition). Our own sentences only.
 */

describe("Va. Code § 59.1-578: using the app is not consent to sensitive data", () => {
  const notice = (line: string) =>
    [
      "Pathfinder Hikes LLC – Privacy Notice for Virginia Residents",
      "We collect your email address, the precise location of each hike and any medical conditions you tell us about, such as epilepsy.",
      line,
      "You may access, correct or delete your data by emailing privacy@pathfinder.example; we answer within 45 days.",
    ].join("\n");

  it("breached: installing or carrying on using the app is taken as agreement to the processing of location and health data", () => {
    expect(statusOf(virginiaPack(), notice("By installing or continuing to use Pathfinder, you agree to everything in this notice, including the use of your location and medical information."), "US-VA", "va-sensitive-consent")).toBe("breached");
    expect(statusOf(virginiaPack(), notice("Continued use of the app means you accept all of the processing this notice describes."), "US-VA", "va-sensitive-consent")).toBe("breached");
  });

  it("not breached: using the app is said not to be consent, and sensitive data wait for a separate opt-in", () => {
    expect(statusOf(virginiaPack(), notice("Using the app is not consent to the use of your location or medical information: we ask for that separately, with a switch that is off until you turn it on."), "US-VA", "va-sensitive-consent")).not.toBe("breached");
    expect(statusOf(virginiaPack(), notice("By installing Pathfinder you agree to our terms of service; we process location and medical information only if you opt in on the Health screen."), "US-VA", "va-sensitive-consent")).not.toBe("breached");
  });
});

describe("DPDP Act s. 8(6): every breach is intimated, not only those the fiduciary judges serious", () => {
  const policy = (line: string) =>
    ["Shiksha Kart Pvt. Ltd. – Privacy Policy", "We collect your name, mobile number and order history to deliver your books.", line, "You may withdraw consent at any time in the app; complaints may go to the Data Protection Board of India."].join("\n");

  it("breached: users are told of a breach only if the company thinks the harm could be serious", () => {
    expect(statusOf(dpdpPack(), policy("Should a breach occur, we will let affected customers know if, in our view, it is likely to cause them significant harm."), "IN", "dpdp-breach-notice")).toBe("breached");
    expect(statusOf(dpdpPack(), policy("If there is a data breach, we will inform affected users where there is a serious risk of harm to them."), "IN", "dpdp-breach-notice")).toBe("breached");
  });

  it("not breached: every breach is intimated whatever the risk", () => {
    expect(statusOf(dpdpPack(), policy("If there is a data breach, we will inform the Data Protection Board and each affected user, whatever the risk of harm."), "IN", "dpdp-breach-notice")).not.toBe("breached");
    expect(statusOf(dpdpPack(), policy("We do not wait to judge whether a breach is serious: we inform the Data Protection Board and every affected user of each breach."), "IN", "dpdp-breach-notice")).not.toBe("breached");
  });
});

describe("PDPA s. 14(2)(a): a service made conditional on consent to partners' promotions", () => {
  const form = (tail: string) =>
    [
      "Little Sprouts Music School Pte. Ltd. – Registration Form",
      "By signing this form you consent to us using your and your child's details to:",
      "(1) arrange lessons and collect fees;",
      "(2) send you reminders about lessons; and",
      "(3) pass your number to our partner holiday camps so that they can send you their promotions by SMS.",
      tail,
    ].join("\n");

  it("breached: registration cannot go ahead unless the parent agrees to every purpose, partners' promotions included", () => {
    expect(statusOf(sgPdpaPack(), form("Registration will not proceed unless you agree to (1), (2) and (3)."), "SG", "sg-consent-condition")).toBe("breached");
    expect(statusOf(sgPdpaPack(), form("Each of these purposes is mandatory for registration."), "SG", "sg-consent-condition")).toBe("breached");
  });

  it("not breached: the partners' promotions are optional and registration goes ahead without them", () => {
    expect(statusOf(sgPdpaPack(), form("Registration will not proceed unless you agree to (1) and (2); (3) is optional and you may leave it out."), "SG", "sg-consent-condition")).not.toBe("breached");
    expect(statusOf(sgPdpaPack(), form("Purpose (3) is optional: registration goes ahead whether or not you agree to it."), "SG", "sg-consent-condition")).not.toBe("breached");
  });
});

describe("WTR reg. 12: short pauses or meals at the desk are no 20-minute rest break", () => {
  const contract = (line: string) =>
    ["Statement of Terms of Employment – Harbour Parcel Sorting Ltd", "Hours: 45 hours a week, in shifts of 9 hours.", line, "Holiday: 28 days a year including bank holidays."].join("\n");

  it("breached: only breaks of a few minutes, and lunch eaten at the workstation", () => {
    expect(statusOf(wtrPack(), contract("Sorters may step away for up to 10 minutes twice a shift when the line is quiet, and lunch is eaten at the workstation while the belt runs."), "GB", "wtr-breaks")).toBe("breached");
    expect(statusOf(wtrPack(), contract("You may take two 10-minute breaks during each shift."), "GB", "wtr-breaks")).toBe("breached");
  });

  it("not breached: a 30-minute break besides short pauses, or meals expressly away from the desk", () => {
    expect(statusOf(wtrPack(), contract("You get a 30-minute unpaid lunch break away from the line and two 10-minute tea breaks."), "GB", "wtr-breaks")).not.toBe("breached");
    expect(statusOf(wtrPack(), contract("Meals are never eaten at the workstation: everyone takes a 45-minute break in the canteen."), "GB", "wtr-breaks")).not.toBe("breached");
  });
});

describe("ERA s. 86: notice in days from either side after the first month", () => {
  const contract = (line: string) =>
    ["Contract of Employment – Orchard Florists Ltd", "Job title: florist. Pay: £13.00 an hour.", "Probation: 2 months.", "Notice: in your first month either side may end your employment without notice.", line].join("\n");

  it("breached: after probation either side gives only a few days' notice", () => {
    expect(statusOf(eraPack(), contract("Once probation is over, either party must give 4 days' notice."), "GB", "era-minimum-notice")).toBe("breached");
    expect(statusOf(eraPack(), contract("After that, the company will give you five days' written notice."), "GB", "era-minimum-notice")).toBe("breached");
  });

  it("not breached: a week or more, or days' notice of something other than ending the job", () => {
    expect(statusOf(eraPack(), contract("Once probation is over, either party must give 2 weeks' notice."), "GB", "era-minimum-notice")).not.toBe("breached");
    expect(statusOf(eraPack(), contract("We will give you 3 days' notice of any change to your rota."), "GB", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("FLSA § 207: overtime counted over the pay period instead of the workweek", () => {
  const handbook = (line: string) =>
    ["Lone Star Packaging LLC – Employee Handbook", "Section 3: Pay and Hours", "We pay every other Friday; each pay period covers two workweeks.", line, "Non-exempt employees earn $16.00 per hour."].join("\n");

  it("breached: time and a half only after 80 hours in a pay period, or after 160 hours a month", () => {
    expect(statusOf(flsaPack(), handbook("Time and a half is paid for hours worked beyond 80 in a pay period."), "US", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("Overtime pay at 1.5 times the regular rate starts after 160 hours in a calendar month."), "US", "flsa-overtime")).toBe("breached");
  });

  it("not breached: each workweek counted on its own, the pay period being two weeks", () => {
    expect(statusOf(flsaPack(), handbook("Time and a half is paid for hours over 40 in each workweek; the two weeks of a pay period are never averaged."), "US", "flsa-overtime")).not.toBe("breached");
    expect(statusOf(flsaPack(), handbook("Overtime is paid at one and one-half times the regular rate for all hours over 40 in a workweek, even though we pay per pay period."), "US", "flsa-overtime")).not.toBe("breached");
  });
});

describe("CCPA § 1798.121: no right to limit is needed where sensitive data serve only the permitted purposes", () => {
  const notice = (line: string) =>
    [
      "Sunset Tiles, Inc. – California Privacy Notice",
      "We collect your name, email address, delivery address and your account password.",
      line,
      "You may ask to know, delete or correct your personal information by calling 1-800-555-0199 or using our web form; we respond within 45 days.",
    ].join("\n");

  it("not breached: sensitive data used only to provide what was asked for, so no right to limit is offered", () => {
    expect(statusOf(ccpaPack(), notice("Sensitive personal information (such as your password) is used only to provide the services you request, as the regulations allow, so we do not offer a right to limit its use."), "US-CA", "ccpa-sensitive-limit")).not.toBe("breached");
  });

  it("breached: no right to limit although sensitive data go to advertising", () => {
    expect(statusOf(ccpaPack(), notice("We use your precise location to show you advertising from our partners, and we do not offer a right to limit the use of sensitive personal information."), "US-CA", "ccpa-sensitive-limit")).toBe("breached");
    expect(statusOf(ccpaPack(), notice("We do not offer a right to limit the use of sensitive personal information."), "US-CA", "ccpa-sensitive-limit")).toBe("breached");
  });
});

describe("one finding per fact: DPDP s. 9(1) and 9(3), Virginia's reply time and appeal", () => {
  const app = (...lines: string[]) => ["Ganit Club – Privacy Policy", "Ganit Club teaches maths to school students in Classes 5 to 10.", ...lines].join("\n");

  it("s. 9(1) and s. 9(3) are found apart: a self-declared parent tick box, and offers aimed at students from what they study", () => {
    const found = outcomes(
      dpdpPack(),
      app('A parent ticks "I am the parent" and the child continues; nothing is checked.', "Students see personalised offers from partner tutoring brands chosen from their quiz results."),
      "IN",
    );
    expect(found["dpdp-children"].status).toBe("breached");
    expect(found["dpdp-children"].provision).toBe("s. 9(1)");
    expect(found["dpdp-children-tracking"].status).toBe("breached");
    expect(found["dpdp-children-tracking"].provision).toBe("s. 9(3)");
  });

  it("s. 9(3) not breached: no offers or advertising are shown to students, or offers go to verified parents only", () => {
    expect(statusOf(dpdpPack(), app("We never show students personalised offers or advertising of any kind."), "IN", "dpdp-children-tracking")).not.toBe("breached");
    expect(statusOf(dpdpPack(), app("Parents, never students, may receive offers by email after giving verified consent."), "IN", "dpdp-children-tracking")).not.toBe("breached");
  });

  it("Virginia: 90-day replies and a refusal without appeal are two findings; a 45-day reply with an appeal is neither", () => {
    const notice = (line: string) => ["Privacy Notice for Virginia Residents – Example Outdoors LLC", "We collect your name and email address to run your account.", line].join("\n");
    const both = outcomes(virginiaPack(), notice("We try to reply within 90 days, and our decisions on requests cannot be appealed."), "US-VA");
    expect(both["va-response"].status).toBe("breached");
    expect(both["va-appeal"].status).toBe("breached");
    const lawful = outcomes(virginiaPack(), notice("We reply within 45 days; if we refuse, you may appeal by replying to our decision, and we decide appeals within 60 days."), "US-VA");
    expect(lawful["va-response"].status).not.toBe("breached");
    expect(lawful["va-appeal"].status).not.toBe("breached");
  });
});

describe("lawful probes for the round-7 facts (false alarms looked for on purpose)", () => {
  it("WTR reg. 12: eating at the desk is allowed beside a 30-minute break away from it", () => {
    const contract = ["Statement of Terms of Employment – Quayside Claims Ltd", "Hours: 37.5 hours a week, in shifts of 7.5 hours.", "You may eat at your desk if you wish, but you must take a 30-minute break away from it each shift."].join("\n");
    expect(statusOf(wtrPack(), contract, "GB", "wtr-breaks")).not.toBe("breached");
    const atDesk = ["Statement of Terms of Employment – Quayside Claims Ltd", "Hours: 37.5 hours a week, in shifts of 7.5 hours.", "Lunch breaks of 30 minutes are taken at your desk while you stay logged in."].join("\n");
    expect(statusOf(wtrPack(), atDesk, "GB", "wtr-breaks")).toBe("breached");
  });

  it("ERA s. 86: days' notice to swap a shift is not notice ending the employment", () => {
    const contract = ["Contract of Employment – Orchard Florists Ltd", "Notice: after your first month either side may end your employment with one week's notice.", "Either side must give 2 days' notice to swap a shift."].join("\n");
    expect(statusOf(eraPack(), contract, "GB", "era-minimum-notice")).not.toBe("breached");
  });

  it("FLSA § 207: an approval threshold, or overtime after 40 hours in a pay period, is no averaging", () => {
    const handbook = (line: string) => ["Lone Star Packaging LLC – Employee Handbook", "Overtime is paid at time and a half for hours over 40 in each workweek.", line, "Non-exempt employees earn $16.00 per hour."].join("\n");
    expect(statusOf(flsaPack(), handbook("Overtime over 45 hours a week must be approved by your manager in advance."), "US", "flsa-overtime")).not.toBe("breached");
    expect(statusOf(flsaPack(), handbook("Requests for more than 10 hours of overtime in a pay period need the plant manager's sign-off."), "US", "flsa-overtime")).not.toBe("breached");
  });

  it("DPDP s. 8(6): a phone call for high-risk breaches on top of notice of every breach", () => {
    const policy = ["Shiksha Kart Pvt. Ltd. – Privacy Policy", "Where a breach creates a high risk, we also phone affected users; every breach is intimated in writing to the Data Protection Board and each affected user."].join("\n");
    expect(statusOf(dpdpPack(), policy, "IN", "dpdp-breach-notice")).not.toBe("breached");
  });

  it("PDPA s. 14(2)(a): required form fields beside an optional partners' offers box", () => {
    const form = [
      "Little Sprouts Music School Pte. Ltd. – Registration Form",
      "Parent's name, mobile number and email address: all three are required.",
      "[ ] Tick this box if you would like our partner holiday camps to send you their promotions by SMS.",
    ].join("\n");
    expect(statusOf(sgPdpaPack(), form, "SG", "sg-consent-condition")).not.toBe("breached");
  });
});
