import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { outcomes, statusOf } from "./test-helpers";
import type { RulePack } from "./types";

/**
 * Obligations no rule tested before the coverage audit of issue 34 (comp12). Each pair was written before its rule:
 * an invented text that breaches the obligation, and a lawful near miss on the same topic.
 */
const pack = (id: string): RulePack => {
  const p = rulePacks.get(id);
  if (!p) throw new Error(`no pack ${id}`);
  return p;
};
const wtr = pack("uk-working-time-regulations-1998");
const era = pack("uk-employment-rights-act-1996");
const flsa = pack("us-flsa");
const cow = pack("in-code-on-wages-2019");
const ccpa = pack("us-ca-ccpa");
const pdpa = pack("sg-pdpa-2012");
const lgpd = pack("br-lgpd");
const dpdp = pack("in-dpdp-act-2023");
const gdpr = pack("eu-gdpr");

const gbTerms = (...lines: string[]) => ["Statement of Terms of Employment — Northfield Distribution Ltd", "Your employment starts on 3 August 2026.", "You will be paid monthly by bank transfer.", ...lines].join("\n");
const usHandbook = (...lines: string[]) => ["Lone Star Logistics LLC — Employee Handbook (Texas)", "Pay and Hours of Work", "Employees are paid every other Friday by direct deposit.", ...lines].join("\n");
const inLetter = (...lines: string[]) => ["Appointment Letter — Sahyadri Textiles Pvt. Ltd., Pune", "Dear Ms. Kulkarni, we are pleased to appoint you as Machine Operator on the following terms of employment.", "Your monthly wages are ₹18,000.", ...lines].join("\n");

describe("WTR reg. 6: night workers' normal hours average no more than 8 in 24, opt-out or not", () => {
  it("five 12-hour nights a week breach reg. 6 even with a reg. 5 opt-out; four 12-hour nights do not", () => {
    const breach = gbTerms("You will work on the night shift: five 12-hour night shifts a week, 7pm to 7am.", "You have agreed in writing to opt out of the 48-hour average weekly limit.");
    const o = outcomes(wtr, breach, "GB")["wtr-night-work"];
    expect(o).toMatchObject({ status: "breached", provision: "reg. 6(1)" });
    const lawful = gbTerms("You will work on the night shift: four 12-hour night shifts a week, 7pm to 7am.", "You have agreed in writing to opt out of the 48-hour average weekly limit.");
    expect(statusOf(wtr, lawful, "GB", "wtr-night-work")).not.toBe("breached");
  });

  it("day shifts of the same length are not night work", () => {
    expect(statusOf(wtr, gbTerms("You will work five 12-hour day shifts a week, 7am to 7pm.", "You have agreed in writing to opt out of the 48-hour limit."), "GB", "wtr-night-work")).not.toBe("breached");
  });
});

describe("WTR reg. 16: holiday pay at normal pay, averaged over 52 weeks where pay varies", () => {
  it("holiday pay on basic pay only, leaving out regular overtime and commission, breaches reg. 16", () => {
    const o = outcomes(wtr, gbTerms("Sales staff earn commission on every sale and work regular overtime.", "Holiday pay is calculated on basic salary only and excludes overtime and commission."), "GB")["wtr-holiday-pay"];
    expect(o).toMatchObject({ status: "breached", provision: "reg. 16" });
    // The near miss: the 4 weeks include them, the extra 1.6 weeks may lawfully be paid at basic pay.
    const lawful = gbTerms("Sales staff earn commission on every sale and work regular overtime.", "For the first four weeks of leave each year, holiday pay includes your regular overtime and commission; the remaining 1.6 weeks are paid at basic pay.");
    expect(statusOf(wtr, lawful, "GB", "wtr-holiday-pay")).not.toBe("breached");
  });

  it("variable pay averaged over 12 weeks breaches reg. 16 (52 weeks since 6 April 2020); over 52 weeks does not", () => {
    expect(statusOf(wtr, gbTerms("Your hours vary from week to week.", "Holiday pay is based on your average weekly pay over the previous 12 weeks."), "GB", "wtr-holiday-pay")).toBe("breached");
    expect(statusOf(wtr, gbTerms("Your hours vary from week to week.", "Holiday pay is based on your average weekly pay over the previous 52 weeks in which you were paid."), "GB", "wtr-holiday-pay")).not.toBe("breached");
  });
});

describe("ERA s. 13: deductions only if required by law or agreed in writing beforehand", () => {
  it("deductions the handbook allows without the worker's written agreement breach s. 13; a contractual clause the worker signs does not", () => {
    const o = outcomes(era, gbTerms("The Company may deduct the cost of any damaged stock from your wages without your prior written consent."), "GB")["era-unauthorised-deductions"];
    expect(o).toMatchObject({ status: "breached", provision: "s. 13(1)" });
    expect(statusOf(era, gbTerms("This handbook does not form part of your contract of employment.", "Managers may deduct till shortages from your pay."), "GB", "era-unauthorised-deductions")).toBe("breached");
    const lawful = gbTerms("By signing this contract you agree in writing that the Company may deduct from your wages the cost of any company property you do not return when you leave.");
    expect(statusOf(era, lawful, "GB", "era-unauthorised-deductions")).not.toBe("breached");
  });
});

describe("FLSA § 207: overtime premium paid in money, for all overtime worked", () => {
  it("comp time instead of overtime pay in a private business breaches § 207(a)(1); overtime pay with no comp time does not", () => {
    const o = outcomes(flsa, usHandbook("Non-exempt employees who work more than 40 hours in a workweek receive compensatory time off instead of overtime pay."), "US-TX")["flsa-comp-time"];
    expect(o).toMatchObject({ status: "breached", provision: "29 U.S.C. § 207(a)(1)" });
    expect(statusOf(flsa, usHandbook("Hours over 40 in a workweek are paid at one and one-half times the regular rate. We do not offer comp time in place of overtime pay."), "US-TX", "flsa-comp-time")).not.toBe("breached");
  });

  it("unapproved overtime left unpaid breaches § 207 (29 C.F.R. § 785.11); unapproved overtime paid but disciplined does not", () => {
    expect(statusOf(flsa, usHandbook("Overtime must be approved in advance by your supervisor. Overtime that was not approved in advance will not be paid."), "US-TX", "flsa-unapproved-overtime")).toBe("breached");
    expect(statusOf(flsa, usHandbook("Overtime must be approved in advance by your supervisor. Unapproved overtime will still be paid, but working it may lead to discipline."), "US-TX", "flsa-unapproved-overtime")).not.toBe("breached");
  });

  it("mandatory training or meetings outside the shift left unpaid breach §§ 206–207; paid ones do not", () => {
    const o = outcomes(flsa, usHandbook("All hourly employees must attend the monthly safety meeting after their shift; this time is unpaid."), "US-TX")["flsa-unpaid-work-time"];
    expect(o.status).toBe("breached");
    expect(o.cites.map((c) => c.article)).toEqual(expect.arrayContaining(["206", "207"]));
    expect(statusOf(flsa, usHandbook("All hourly employees must attend the monthly safety meeting after their shift; this time is paid at the regular rate and counts toward overtime."), "US-TX", "flsa-unpaid-work-time")).not.toBe("breached");
  });
});

describe("FLSA § 213(a)(1): the salary basis of exempt employees (29 C.F.R. § 541.602)", () => {
  it("docking exempt salaries for partial-day absences breaches § 213(a)(1); full-day personal absences may be deducted", () => {
    expect(statusOf(flsa, usHandbook("Exempt salaried employees who leave early or arrive late will have their salary reduced by the hours missed."), "US-TX", "flsa-exempt-salary-deductions")).toBe("breached");
    expect(statusOf(flsa, usHandbook("Exempt salaried employees absent for one or more full days for personal reasons may have those full days deducted from salary; partial-day absences are never deducted."), "US-TX", "flsa-exempt-salary-deductions")).not.toBe("breached");
  });
});

describe("Code on Wages s. 26: minimum bonus of 8.33% of wages (or ₹100)", () => {
  it("an annual bonus of 5% of wages breaches s. 26; 8.33% does not", () => {
    const o = outcomes(cow, inLetter("You will receive an annual statutory bonus of 5% of the wages earned in the accounting year."), "IN")["cow-minimum-bonus"];
    expect(o).toMatchObject({ status: "breached", provision: "s. 26(1)" });
    expect(statusOf(cow, inLetter("You will receive an annual statutory bonus of 8.33% of the wages earned in the accounting year."), "IN", "cow-minimum-bonus")).not.toBe("breached");
  });
});

describe("CCPA opt-outs: honoured within 15 business days, no re-ask for 12 months", () => {
  const policy = (...lines: string[]) => ["Privacy Policy for California Residents — Brightcart Inc.", "We collect identifiers and purchase history, and we share device identifiers with advertising partners.", 'Use the "Do Not Sell or Share My Personal Information" link to opt out.', ...lines].join("\n");

  it("opt-out requests processed within 45 days breach § 7026(f); within 15 business days does not", () => {
    const o = outcomes(ccpa, policy("We will process your request to opt out of sale or sharing within 45 days."), "US-CA")["ccpa-opt-out-timing"];
    expect(o).toMatchObject({ status: "breached", provision: "Cal. Code Regs. tit. 11, § 7026(f)" });
    expect(statusOf(ccpa, policy("We stop selling or sharing your personal information within 15 business days of your opt-out request."), "US-CA", "ccpa-opt-out-timing")).not.toBe("breached");
  });

  it("asking to opt back in after 90 days breaches § 1798.135(c)(4); after 12 months does not", () => {
    const o = outcomes(ccpa, policy("If you opt out, we may ask you again after 90 days whether you want to opt back in."), "US-CA")["ccpa-opt-in-wait"];
    expect(o).toMatchObject({ status: "breached", provision: "§ 1798.135(c)(4)" });
    expect(statusOf(ccpa, policy("If you opt out, we will wait at least 12 months before asking whether you want to opt back in."), "US-CA", "ccpa-opt-in-wait")).not.toBe("breached");
  });
});

describe("PDPA s. 11(3): an organisation must designate a data protection officer", () => {
  it("saying no DPO is designated breaches s. 11(3); naming one meets it", () => {
    const notice = (line: string) => ["Data Protection Notice — Merlion Fitness Pte. Ltd.", "We collect your name, NRIC-free member number and contact details to manage your membership.", line].join("\n");
    const o = outcomes(pdpa, notice("As a small business we have not designated a data protection officer."), "SG")["sg-dpo"];
    expect(o).toMatchObject({ status: "breached", provision: "s. 11(3)" });
    expect(statusOf(pdpa, notice("Our data protection officer can be contacted at dpo@merlionfitness.sg."), "SG", "sg-dpo")).toBe("met");
  });
});

describe("LGPD Arts. 15–16: data deleted once processing ends", () => {
  it("keeping data indefinitely breaches Art. 16; a stated period after the contract does not", () => {
    const notice = (line: string) => ["Aviso de Privacidade — Loja Ipê Ltda. (privacy notice)", "We collect your name, CPF and address to deliver your orders.", line].join("\n");
    const o = outcomes(lgpd, notice("We keep customer data indefinitely, even after you close your account."), "BR")["lgpd-retention"];
    expect(o).toMatchObject({ status: "breached", provision: "Art. 16" });
    expect(statusOf(lgpd, notice("We delete your data five years after the end of the contract, the period tax law requires us to keep invoices."), "BR", "lgpd-retention")).not.toBe("breached");
  });
});

describe("DPDP s. 13: grievances answered within the period the Rules set (90 days)", () => {
  it("grievances resolved within 120 days breach s. 13(2) from 13 May 2027; within 30 days does not", () => {
    const notice = (line: string) => ["Privacy Notice — Pustak Learning Pvt. Ltd.", "We process your name, phone number and course progress to provide the courses you sign up for.", line].join("\n");
    const o = outcomes(dpdp, notice("Grievances sent to our grievance officer are resolved within 120 days."), "IN")["dpdp-grievance"];
    expect(o).toMatchObject({ status: "breached", provision: "s. 13(2)", inForceFrom: "2027-05-13" });
    expect(statusOf(dpdp, notice("Grievances sent to our grievance officer are resolved within 30 days."), "IN", "dpdp-grievance")).not.toBe("breached");
  });
});

describe("GDPR Art. 33(2): a processor tells the controller of a breach without undue delay", () => {
  const dpa = (line: string) => ["Data Processing Agreement between Helio Retail SAS (the Controller) and Cloudnest Ltd (the Processor)", "The Processor processes personal data only on the Controller's documented instructions.", line].join("\n");

  it("a processor notifying the controller within 10 days breaches Art. 33(2), not Art. 33(1)", () => {
    const o = outcomes(gdpr, dpa("The Processor shall notify the Controller of any personal data breach within 10 business days of becoming aware of it."), "FR");
    expect(o["processor-breach-notice"]).toMatchObject({ status: "breached", provision: "Art. 33(2)" });
    expect(o["breach-authority"].status).not.toBe("breached");
  });

  it("without undue delay, and in any case within 24 hours, meets Art. 33(2)", () => {
    expect(statusOf(gdpr, dpa("The Processor shall notify the Controller without undue delay, and in any case within 24 hours, after becoming aware of a personal data breach."), "FR", "processor-breach-notice")).not.toBe("breached");
  });
});

describe("WTR reg. 13: leave accrues from the first day, with no qualifying period", () => {
  it("no holiday entitlement until probation ends breaches reg. 13; accrual from day one with booking rules does not", () => {
    const o = outcomes(wtr, gbTerms("You are not entitled to any paid holiday until you have completed your three-month probationary period."), "GB")["wtr-leave-qualifying-period"];
    expect(o).toMatchObject({ status: "breached", provision: "reg. 13(1)" });
    expect(statusOf(wtr, gbTerms("Holiday accrues from your first day of employment; during probation, holiday must be agreed with your manager in advance."), "GB", "wtr-leave-qualifying-period")).not.toBe("breached");
  });
});

describe("FLSA § 207(e): the overtime premium is on the regular rate, non-discretionary pay included", () => {
  it("overtime on base pay excluding production bonuses and shift differentials breaches § 207(e); excluding discretionary bonuses only does not", () => {
    const o = outcomes(flsa, usHandbook("Overtime is paid at one and one-half times the employee's base hourly rate, excluding shift differentials and production bonuses."), "US-TX")["flsa-regular-rate"];
    expect(o).toMatchObject({ status: "breached", provision: "29 U.S.C. § 207(e)" });
    expect(statusOf(flsa, usHandbook("Overtime is paid at one and one-half times the regular rate, which includes shift differentials and production bonuses but not discretionary holiday gifts."), "US-TX", "flsa-regular-rate")).not.toBe("breached");
  });
});

describe("CCPA: a privacy policy updated at least every 12 months, and deletion on request", () => {
  const policy = (...lines: string[]) => ["Privacy Policy for California Residents — Brightcart Inc.", "We collect identifiers and purchase history to fulfil your orders.", ...lines].join("\n");

  it("a policy last updated more than 12 months before the check breaches § 1798.130(a)(5); one updated this year does not", () => {
    const o = outcomes(ccpa, policy("Last updated: March 1, 2024."), "US-CA", "2026-11-27")["ccpa-policy-update"];
    expect(o).toMatchObject({ status: "breached", provision: "§ 1798.130(a)(5)" });
    expect(statusOf(ccpa, policy("Last updated: March 1, 2026."), "US-CA", "ccpa-policy-update", "2026-11-27")).not.toBe("breached");
  });

  it("refusing deletion requests breaches § 1798.105; deleting with the statutory exceptions does not", () => {
    const o = outcomes(ccpa, policy("We do not delete personal information on request."), "US-CA")["ccpa-deletion"];
    expect(o).toMatchObject({ status: "breached", provision: "§ 1798.105" });
    expect(statusOf(ccpa, policy("You may ask us to delete your personal information; we will delete it unless an exception in the law applies, such as completing your order."), "US-CA", "ccpa-deletion")).not.toBe("breached");
  });
});

describe("LGPD Art. 46: security measures", () => {
  it("passwords kept in plain text breach Art. 46; hashed passwords and encryption do not", () => {
    const notice = (line: string) => ["Aviso de Privacidade — Loja Ipê Ltda. (privacy notice)", "We collect your name, CPF and address to deliver your orders.", line].join("\n");
    expect(outcomes(lgpd, notice("Customer passwords are stored in plain text so support staff can read them out to customers."), "BR")["lgpd-security"]).toMatchObject({ status: "breached", provision: "Art. 46" });
    expect(statusOf(lgpd, notice("Customer passwords are hashed and all data are encrypted at rest and in transit."), "BR", "lgpd-security")).not.toBe("breached");
  });
});

describe("GDPR Art. 12(3): the extension is two further months at most", () => {
  it("one month extendable by six further months breaches Art. 12(3); by two further months does not", () => {
    const notice = (line: string) => ["Privacy notice of Acme SAS, 1 rue de la Paix, Paris (contact@acme.fr).", "This notice explains how we use your personal data.", line].join("\n");
    expect(statusOf(gdpr, notice("We answer requests within one month, which we may extend by six further months where requests are complex."), "FR", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("We answer requests within one month, which we may extend by two further months where requests are complex or numerous."), "FR", "reply-deadline")).not.toBe("breached");
  });
});

describe("FLSA § 212: child labor hours, minimum age and hazardous work (29 C.F.R. Part 570)", () => {
  it("14- and 15-year-olds scheduled 25 hours in a school week, or 5 hours on a school day, breach § 212; 18 and 3 do not", () => {
    expect(statusOf(flsa, usHandbook("Team members aged 14 and 15 may work up to 25 hours in a school week."), "US-TX", "flsa-child-labor-limits")).toBe("breached");
    expect(statusOf(flsa, usHandbook("Team members aged 14 and 15 may work up to 5 hours on a school day."), "US-TX", "flsa-child-labor-limits")).toBe("breached");
    expect(statusOf(flsa, usHandbook("Team members aged 14 and 15 may work up to 18 hours in a school week and no more than 3 hours on a school day."), "US-TX", "flsa-child-labor-limits")).not.toBe("breached");
  });

  it("16- and 17-year-olds operating meat slicers or forklifts breach § 212; barring them does not", () => {
    const o = outcomes(flsa, usHandbook("Kitchen staff aged 16 and 17 are trained to operate the meat slicer and the dough mixer."), "US-TX")["flsa-child-labor-limits"];
    expect(o).toMatchObject({ status: "breached", provision: "29 U.S.C. § 212" });
    expect(statusOf(flsa, usHandbook("Employees under 18 may not operate the meat slicer, the dough mixer or the forklift."), "US-TX", "flsa-child-labor-limits")).not.toBe("breached");
  });

  it("hiring 12-year-olds for non-farm work breaches § 212; a minimum hiring age of 14 does not", () => {
    expect(statusOf(flsa, usHandbook("We hire team members from age 12 for weekend shifts in our stores."), "US-TX", "flsa-child-labor-limits")).toBe("breached");
    expect(statusOf(flsa, usHandbook("We hire team members from age 14 for weekend shifts in our stores."), "US-TX", "flsa-child-labor-limits")).not.toBe("breached");
  });
});

describe("FLSA § 206(d): equal pay for equal work regardless of sex", () => {
  it("different rates for male and female employees in the same job breach § 206(d); one rate for both does not", () => {
    const o = outcomes(flsa, usHandbook("Male warehouse associates start at $17.00 per hour and female warehouse associates start at $15.50 per hour."), "US-TX")["flsa-equal-pay"];
    expect(o).toMatchObject({ status: "breached", provision: "29 U.S.C. § 206(d)(1)" });
    expect(statusOf(flsa, usHandbook("Male and female warehouse associates start at $17.00 per hour."), "US-TX", "flsa-equal-pay")).not.toBe("breached");
  });
});

describe("Erasure refused: DPDP s. 12 and LGPD Art. 18", () => {
  it("refusing erasure requests breaches DPDP s. 12(3) (from 13 May 2027); erasing on request does not", () => {
    const notice = (line: string) => ["Privacy Notice — Pustak Learning Pvt. Ltd.", "We process your name, phone number and course progress to provide the courses you sign up for.", line].join("\n");
    expect(outcomes(dpdp, notice("We do not erase learner data on request."), "IN")["dpdp-erasure-request"]).toMatchObject({ status: "breached", provision: "s. 12(3)" });
    expect(statusOf(dpdp, notice("You may ask us to erase your data; we erase it unless the law requires us to keep it."), "IN", "dpdp-erasure-request")).not.toBe("breached");
  });

  it("refusing deletion requests breaches LGPD Art. 18; deleting on request does not", () => {
    const notice = (line: string) => ["Aviso de Privacidade — Loja Ipê Ltda. (privacy notice)", "We collect your name, CPF and address to deliver your orders.", line].join("\n");
    expect(outcomes(lgpd, notice("Deletion requests are not accepted."), "BR")["lgpd-rights"]).toMatchObject({ status: "breached", provision: "Art. 18" });
    expect(statusOf(lgpd, notice("You may ask us to delete data processed with your consent, and we will delete it."), "BR", "lgpd-rights")).not.toBe("breached");
  });
});

describe("GDPR Art. 21(1): objection to processing on legitimate interests", () => {
  it("denying any right to object to processing on legitimate interests breaches Art. 21(1); the right with compelling grounds does not", () => {
    const notice = (line: string) => ["Privacy notice of Acme SAS, 1 rue de la Paix, Paris (contact@acme.fr).", "This notice explains how we use your personal data.", "We analyse purchase histories on the basis of our legitimate interests to improve our range.", line].join("\n");
    const o = outcomes(gdpr, notice("You cannot object to processing based on our legitimate interests."), "FR")["objection"];
    expect(o).toMatchObject({ status: "breached", provision: "Art. 21(1)" });
    expect(statusOf(gdpr, notice("You may object to processing based on our legitimate interests; we will then stop unless we have compelling legitimate grounds."), "FR", "objection")).not.toBe("breached");
  });
});

describe("wordings of the same facts", () => {
  it("night shifts given as clock times, five nights a week from 8pm to 6am (50 hours), breach reg. 6; four such nights do not", () => {
    expect(statusOf(wtr, gbTerms("Night shifts run from 8pm to 6am, five nights a week.", "You have signed an opt-out from the 48-hour week."), "GB", "wtr-night-work")).toBe("breached");
    expect(statusOf(wtr, gbTerms("Night shifts run from 8pm to 6am, four nights a week.", "You have signed an opt-out from the 48-hour week."), "GB", "wtr-night-work")).not.toBe("breached");
  });

  it("a mandatory meeting in one sentence and 'this time is unpaid' in the next breach § 206", () => {
    expect(statusOf(flsa, usHandbook("Pre-shift huddles of 20 minutes are mandatory for all hourly staff.", "This time is unpaid."), "US-TX", "flsa-unpaid-work-time")).toBe("breached");
    expect(statusOf(flsa, usHandbook("Pre-shift huddles of 20 minutes are mandatory for all hourly staff.", "This time is paid."), "US-TX", "flsa-unpaid-work-time")).not.toBe("breached");
  });
});

describe("SSP from 6 April 2026: no lower earnings limit", () => {
  const ssp = pack("uk-sscba-1992");
  it("SSP withheld from employees earning below the lower earnings limit breaches s. 151 from 6 April 2026, not before; SSP whatever the earnings does not", () => {
    const text = gbTerms("Statutory sick pay is not payable to employees whose average weekly earnings are below the lower earnings limit of £125 a week.");
    expect(outcomes(ssp, text, "GB", "2026-11-27")["ssp-lower-earnings-limit"]).toMatchObject({ status: "breached", provision: "s. 151(1)" });
    expect(statusOf(ssp, text, "GB", "ssp-lower-earnings-limit", "2026-01-15")).not.toBe("breached");
    expect(statusOf(ssp, gbTerms("Every employee is entitled to statutory sick pay from the first day of sickness, whatever they earn."), "GB", "ssp-lower-earnings-limit")).not.toBe("breached");
  });
});

describe("Rectification refused: GDPR Art. 16 and CCPA § 1798.106", () => {
  it("data that cannot be corrected once submitted breach Art. 16; correction on request does not", () => {
    const notice = (line: string) => ["Privacy notice of Acme SAS, 1 rue de la Paix, Paris (contact@acme.fr).", "This notice explains how we use your personal data.", line].join("\n");
    expect(outcomes(gdpr, notice("Once submitted, your personal details cannot be corrected or changed."), "FR")["rectification"]).toMatchObject({ status: "breached", provision: "Art. 16" });
    expect(statusOf(gdpr, notice("You may ask us to correct inaccurate personal details, and we will correct them without undue delay."), "FR", "rectification")).not.toBe("breached");
  });

  it("refusing to correct personal information breaches § 1798.106; correcting it on a verified request does not", () => {
    const policy = (line: string) => ["Privacy Policy for California Residents — Brightcart Inc.", "We collect identifiers and purchase history to fulfil your orders.", line].join("\n");
    expect(outcomes(ccpa, policy("We do not correct personal information on request."), "US-CA")["ccpa-correction"]).toMatchObject({ status: "breached", provision: "§ 1798.106" });
    expect(statusOf(ccpa, policy("You may ask us to correct inaccurate personal information, and we will correct it after verifying your request."), "US-CA", "ccpa-correction")).not.toBe("breached");
  });
});

describe("CCPA § 1798.100(c): use limited to what is reasonably necessary for the disclosed purposes", () => {
  it("using personal information for any purpose the business decides breaches § 1798.100(c); listed purposes do not", () => {
    const policy = (line: string) => ["Privacy Policy for California Residents — Brightcart Inc.", "We collect identifiers and purchase history.", line].join("\n");
    expect(outcomes(ccpa, policy("We may use your personal information for any other purpose we decide from time to time."), "US-CA")["ccpa-purpose-limitation"]).toMatchObject({ status: "breached", provision: "§ 1798.100(c)" });
    expect(statusOf(ccpa, policy("We use your personal information to fulfil your orders, prevent fraud and, with your consent, send you offers."), "US-CA", "ccpa-purpose-limitation")).not.toBe("breached");
  });
});

describe("lawful near misses written after a review of the rules' wordings", () => {
  it("holiday not taken in the first months but accruing from day one is not withheld leave", () => {
    expect(statusOf(wtr, gbTerms("You may not take holiday during the first three months of employment, although it accrues from your first day."), "GB", "wtr-leave-qualifying-period")).not.toBe("breached");
  });

  it("comp time denied as a substitute for overtime pay is not comp time", () => {
    expect(statusOf(flsa, usHandbook("Comp time is not offered in lieu of overtime pay; hours over 40 are paid at time and a half."), "US-TX", "flsa-comp-time")).not.toBe("breached");
  });

  it("a policy effective in 2020 and last updated in October 2026 was updated within 12 months", () => {
    const text = ["Privacy Policy for California Residents — Brightcart Inc.", "This policy is effective as of January 1, 2020 and was last updated on October 1, 2026.", "We collect identifiers and purchase history."].join("\n");
    expect(statusOf(ccpa, text, "US-CA", "ccpa-policy-update", "2026-11-27")).not.toBe("breached");
  });

  it("deletion refused only where the law requires the data to be kept is the statutory exception", () => {
    const notice = (line: string) => ["Aviso de Privacidade — Loja Ipê Ltda. (privacy notice)", "We collect your name, CPF and address to deliver your orders.", line].join("\n");
    expect(statusOf(lgpd, notice("Deletion requests may be refused where the law requires us to keep invoices."), "BR", "lgpd-rights")).not.toBe("breached");
  });

  it("objection excluded for consent-based processing, not for legitimate interests, is no denial of Art. 21(1)", () => {
    const notice = (line: string) => ["Privacy notice of Acme SAS, 1 rue de la Paix, Paris (contact@acme.fr).", "This notice explains how we use your personal data.", line].join("\n");
    expect(statusOf(gdpr, notice("The right to object does not apply to processing based on your consent, only to processing based on our legitimate interests."), "FR", "objection")).not.toBe("breached");
  });

  it("details that cannot be changed online but are corrected on request are not a refusal to rectify", () => {
    const notice = (line: string) => ["Privacy notice of Acme SAS, 1 rue de la Paix, Paris (contact@acme.fr).", "This notice explains how we use your personal data.", line].join("\n");
    expect(statusOf(gdpr, notice("Your details cannot be changed online; please contact us and we will correct them."), "FR", "rectification")).not.toBe("breached");
  });
});
