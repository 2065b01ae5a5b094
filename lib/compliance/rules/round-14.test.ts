import { describe, expect, it } from "vitest";
import { reviewDocument } from "../document";
import { restBetweenShiftsHours, weeklyHours } from "./facts";
import { rulePacks } from "./index";
import { outcomes, statusOf } from "./test-helpers";
import type { RulePack } from "./types";

/**
 * Issue 34, round 14 (branch comp14): facts the rules missed or misread in wordings nobody tuned on, found with probe
 * texts written for the purpose (expected answers first), each as an invented breaching text beside a lawful near miss.
 * Our own sentences only, not any evaluation set's.
 */

const pack = (id: string): RulePack => rulePacks.get(id)!;
const gbTerms = (...lines: string[]) => ["Contract of employment — Saltmarsh Freight Ltd", "Terms of work for warehouse operatives.", ...lines].join("\n");
const usHandbook = (...lines: string[]) => ["Employee Handbook — Redwood Hardware LLC (Ohio)", "Pay, overtime and working hours for hourly staff.", ...lines].join("\n");
const gbNotice = (...lines: string[]) =>
  [
    "Privacy notice — Lantern Climbing Wall Ltd, 4 Mill Lane, York YO1 7AB (controller)",
    ...lines,
    "We share your details only with our booking software provider, which processes them on our instructions in the UK.",
    "We keep membership records for two years after your membership ends.",
    "You have the right to access, rectify, erase, restrict or object to our use of your data and to data portability. You can complain to the ICO.",
  ].join("\n");

describe("weekly hours stated as the working week or worked out from days and daily hours", () => {
  it("reads 'your normal working week is 60 hours' and '50 hours weekly'", () => {
    expect(weeklyHours("Your normal working week is 60 hours.")).toBe(60);
    expect(weeklyHours("Drivers work 50 hours weekly during the season.")).toBe(50);
  });
  it("works out days times the daily span, less a lunch hour on a long day", () => {
    expect(weeklyHours("You will work Monday to Saturday, 7am to 5pm.")).toBe(54);
    expect(weeklyHours("You will work five days a week from 08:00 to 19:00.")).toBe(50);
    expect(weeklyHours("You work Monday to Friday, 9am to 5.30pm.")).toBe(37.5);
  });
  it("does not read a shop's opening hours as a worker's week", () => {
    expect(weeklyHours("The depot is open Monday to Sunday, 6am to 10pm.")).toBeNull();
  });
  it("breached (reg. 4): a six-day week of 7am to 6pm with no opt-out", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("You will work Monday to Saturday, 7am to 6pm.", "You are paid £13.10 per hour."), "GB", "wtr-weekly-limit")).toBe("breached");
  });
  it("not breached (reg. 4): a five-day week of 8am to 4.30pm", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("You will work Monday to Friday, 8am to 4.30pm.", "You are paid £13.10 per hour."), "GB", "wtr-weekly-limit")).not.toBe("breached");
  });
});

describe("midnight and noon are clock times", () => {
  it("reads the rest between a shift ending at midnight and one starting at 6am", () => {
    expect(restBetweenShiftsHours("Porters who finish at midnight start again at 6am the next day.")).toBe(6);
  });
  it("breached (reg. 10): back at 7am after closing at midnight", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("Whoever locks up at midnight opens the loading bay at 7am the following morning.", "Pay is £13.10 per hour."), "GB", "wtr-daily-rest")).toBe("breached");
  });
  it("not breached (reg. 10): back at noon after closing at midnight", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("Whoever locks up at midnight opens the loading bay at noon the following day.", "Pay is £13.10 per hour."), "GB", "wtr-daily-rest")).not.toBe("breached");
  });
});

describe("FLSA: overtime hours banked as paid time off", () => {
  it("breached: hours over 40 credited to a PTO bank instead of paid", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $17.00 an hour.", "Hours over 40 in a week are credited to your paid time off bank instead of overtime pay."), "US", "flsa-comp-time")).toBe("breached");
  });
  it("not breached: hours over 40 paid at time and a half; PTO accrues separately", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $17.00 an hour.", "Hours over 40 in a week are paid at time and a half, and paid time off accrues separately."), "US", "flsa-comp-time")).not.toBe("breached");
  });
});

describe("FLSA § 215(a)(3): a penalty for complaining about pay", () => {
  it("breached: anyone who reports the company to the Department of Labor will be let go", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $17.00 an hour.", "Anyone who reports the company to the Department of Labor over pay will be let go."), "US", "flsa-retaliation")).toBe("breached");
  });
  it("breached: filing a wage claim will result in termination", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $17.00 an hour.", "Filing a wage claim outside the company will result in termination."), "US", "flsa-retaliation")).toBe("breached");
  });
  it("not breached: no one will be disciplined for raising a pay complaint", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $17.00 an hour.", "No one will be disciplined for raising a pay complaint with us or with the Department of Labor."), "US", "flsa-retaliation")).not.toBe("breached");
  });
  it("not breached: a complaint route beside dismissal for misconduct", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $17.00 an hour.", "Pay complaints go to HR, and theft from the store is grounds for termination."), "US", "flsa-retaliation")).not.toBe("breached");
  });
});

describe("Colorado: sensitive data on consent deemed from downloading the app", () => {
  const coNotice = (last: string) =>
    ["Colorado Privacy Notice — Ridgeline Fitness App Inc.", "We process information about your health conditions and your precise geolocation to plan your workouts.", last].join("\n");
  it("breached (§ 6-1-1308): 'by downloading the app you are deemed to agree to this processing'", () => {
    expect(statusOf(pack("us-co-cpa"), coNotice("By downloading the app you are deemed to agree to this processing."), "US-CO", "co-sensitive-consent")).toBe("breached");
  });
  it("not breached: a separate opt-in before any processing", () => {
    expect(statusOf(pack("us-co-cpa"), coNotice("We ask for your opt-in consent on a separate screen before any of this processing starts."), "US-CO", "co-sensitive-consent")).not.toBe("breached");
  });
  it("breached (Virginia § 59.1-578): the same deemed agreement", () => {
    const text = ["Virginia Privacy Notice — Ridgeline Fitness App Inc.", "We process information about your health conditions to plan your workouts.", "By installing the app you are taken to consent to this processing."].join("\n");
    expect(statusOf(pack("us-va-cdpa"), text, "US-VA", "va-sensitive-consent")).toBe("breached");
  });
});

describe("GDPR Art. 13(1)(c): the basis given in brackets after the purpose", () => {
  it("met: '(contract)' and '(consent, which you can withdraw …)'", () => {
    const text = gbNotice("We use your name, email and visits to run your membership (contract) and, if you tick the box, to send our newsletter (consent, which you can withdraw at any time).");
    expect(statusOf(pack("uk-gdpr"), text, "GB", "notice-basis")).toBe("met");
  });
  it("breached: purposes with no basis at all", () => {
    const text = gbNotice("We use your name, email and visits to run your membership and to send our newsletter.");
    expect(statusOf(pack("uk-gdpr"), text, "GB", "notice-basis")).toBe("breached");
  });
});

describe("processor terms: a required term named only to be excluded is a breach, not the term", () => {
  const dpa = (...lines: string[]) => ["Data processing agreement — Cloudwise Ltd (processor) and Harbour Clinic Ltd (controller)", "The processor processes personal data only on the controller's documented instructions.", ...lines].join("\n");
  it("breached (Art. 28(3)(b)) with the sentence quoted: staff not bound by confidentiality", () => {
    const o = outcomes(pack("uk-gdpr"), dpa("The processor's staff are not bound by any confidentiality obligation."), "GB")["processor-confidentiality"];
    expect(o.status).toBe("breached");
    expect(o.quote).toMatch(/not bound by any confidentiality/);
  });
  it("met: staff bound by a duty of confidentiality", () => {
    expect(statusOf(pack("uk-gdpr"), dpa("Everyone the processor authorises to process the data is bound by a duty of confidentiality."), "GB", "processor-confidentiality")).toBe("met");
  });
  it("breached (Art. 28(3)(e)): the processor will not assist with data subject requests", () => {
    expect(statusOf(pack("uk-gdpr"), dpa("The processor will not assist the controller with data subject requests."), "GB", "processor-assist-rights")).toBe("breached");
  });
});

describe("GDPR Art. 21(3): a request to stop marketing honoured only after a wait", () => {
  const notice = (line: string) => ["Privacy notice — Kellerei Mosel GmbH, Trier (controller)", "We post our seasonal wine brochure to customers on the basis of our legitimate interest.", line].join("\n");
  it("breached: 'you can only be taken off the mailing list at the end of the first year'", () => {
    expect(statusOf(pack("eu-gdpr"), notice("Requests to be taken off the brochure mailing list are only processed after the first twelve months."), "DE", "marketing-objection")).toBe("breached");
  });
  it("not breached: a request processed within ten working days", () => {
    expect(statusOf(pack("eu-gdpr"), notice("Requests to be taken off the brochure mailing list are only processed after checking your identity, within ten working days."), "DE", "marketing-objection")).not.toBe("breached");
  });
});

describe("Virginia § 59.1-577(A)(5) and Colorado § 6-1-1306(1)(a): no opt-out from sale or targeted advertising", () => {
  it("breached (VA): data sold to brokers and 'consumers cannot opt out of this sale'", () => {
    const text = ["Virginia Privacy Notice — Shenandoah Pets LLC", "We sell customer names and purchase histories to data brokers.", "Consumers cannot opt out of this sale."].join("\n");
    expect(statusOf(pack("us-va-cdpa"), text, "US-VA", "va-opt-out")).toBe("breached");
  });
  it("not breached (VA): the same sale with an opt-out link", () => {
    const text = ["Virginia Privacy Notice — Shenandoah Pets LLC", "We sell customer names and purchase histories to data brokers.", "You can opt out of this sale at any time with the 'Opt out of sale' link on our home page."].join("\n");
    expect(statusOf(pack("us-va-cdpa"), text, "US-VA", "va-opt-out")).not.toBe("breached");
  });
  it("breached (CO): targeted advertising and 'we do not accept requests to opt out'", () => {
    const text = ["Colorado Privacy Notice — Front Range Bikes Inc.", "We use your browsing history for targeted advertising on other websites.", "We do not accept requests to opt out of targeted advertising."].join("\n");
    expect(statusOf(pack("us-co-cpa"), text, "US-CO", "co-opt-out")).toBe("breached");
  });
  it("not breached (CO): no sale and no targeted advertising, nothing to opt out of", () => {
    const text = ["Colorado Privacy Notice — Front Range Bikes Inc.", "We use your order history only to deliver your orders.", "Because we neither sell data nor target ads, there is no opt-out to offer."].join("\n");
    expect(statusOf(pack("us-co-cpa"), text, "US-CO", "co-opt-out")).not.toBe("breached");
  });
});

describe("FLSA: work required after clocking out", () => {
  it("breached: cashiers must count the till after clocking out", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Cashiers earn $15.00 an hour.", "Cashiers must count and bag the till after clocking out at the end of each shift."), "US", "flsa-unpaid-work-time")).toBe("breached");
  });
  it("not breached: the till is counted before clocking out", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Cashiers earn $15.00 an hour.", "Cashiers must count and bag the till before clocking out at the end of each shift."), "US", "flsa-unpaid-work-time")).not.toBe("breached");
  });
  it("a short store note about clocking out is read as terms of work", () => {
    expect(reviewDocument("Store note — Corner Mart\nCashiers must count the drawer after clocking out at the end of each shift.").kinds.has("employment_terms")).toBe(true);
  });
});

describe("Code on Wages s. 14: work past the normal hours with nothing paid for it", () => {
  const letter = (line: string) => ["Appointment letter — Malabar Spices Pvt. Ltd.", "Your working hours are 9 hours a day, six days a week.", line].join("\n");
  it("breached: work beyond these hours is part of your duties and no additional wages are payable", () => {
    expect(statusOf(pack("in-code-on-wages-2019"), letter("Work beyond these hours is part of your duties and no additional wages are payable."), "IN", "cow-overtime")).toBe("breached");
  });
  it("not breached: work beyond these hours is paid at twice the normal rate", () => {
    expect(statusOf(pack("in-code-on-wages-2019"), letter("Work beyond these hours is paid at twice the normal rate of wages."), "IN", "cow-overtime")).not.toBe("breached");
  });
});

describe("a deadline is not a denial: 'without delay', 'no later than'", () => {
  it("not breached (DPDP s. 8(6)): every breach intimated to the Board without delay, a detailed report within 72 hours", () => {
    const text = ["Breach policy — Sabarmati Insurance Pvt Ltd", "On becoming aware of any personal data breach, we intimate the Data Protection Board of India without delay and send a detailed report within 72 hours.", "We also inform each affected Data Principal without delay."].join("\n");
    expect(statusOf(pack("in-dpdp-act-2023"), text, "IN", "dpdp-breach-notice")).not.toBe("breached");
  });
  it("breached (DPDP s. 8(6)): the Board told only where the breach is serious", () => {
    const text = ["Breach policy — Sabarmati Insurance Pvt Ltd", "We report a personal data breach to the Data Protection Board of India only where it causes serious harm."].join("\n");
    expect(statusOf(pack("in-dpdp-act-2023"), text, "IN", "dpdp-breach-notice")).toBe("breached");
  });
});

describe("GDPR Art. 14: cookies 'from third parties' are not data obtained from third parties", () => {
  it("not breached: a banner using analytics cookies from third parties with consent", () => {
    const text = ["Cookie banner — www.ceramiche.example.it", "With your consent, we would also like to use analytics and profiling cookies from third parties. [Accept all] [Reject all]"].join("\n");
    expect(statusOf(pack("eu-gdpr"), text, "IT", "third-party-sources")).not.toBe("breached");
  });
  it("breached: customer data bought from third parties, no right to object mentioned", () => {
    const text = ["Privacy notice — Ceramiche Rossi Srl (controller)", "We also receive names and addresses of interior designers from third parties to send them our catalogue."].join("\n");
    expect(statusOf(pack("eu-gdpr"), text, "IT", "third-party-sources")).toBe("breached");
  });
});

describe("terms of work recognised from a heading or a rate written as '/hr'", () => {
  it("a text to staff from a supervisor with '£12.50/hr' is terms of work", () => {
    expect(reviewDocument("Text from Lee (Supervisor, Oakfield Stores Ltd): no breaks on Sunday's 9-hour shift, sorry all. Pay as usual £12.50/hr.").kinds.has("employment_terms")).toBe(true);
  });
  it("an Employee Handbook heading with one fact about work is terms of work", () => {
    expect(reviewDocument("Employee Handbook — Tidal Arcade LLC (Ohio)\nWe hire 14- and 15-year-olds as ride attendants.").kinds.has("employment_terms")).toBe(true);
  });
  it("a privacy notice mentioning an employee handbook is not made terms of work by it", () => {
    expect(reviewDocument("Privacy notice — Tidal Arcade LLC\nWe collect your name and email to send you offers.").kinds.has("employment_terms")).toBe(false);
  });
});

describe("WTR reg. 13(1): no paid holiday in the first year, said informally", () => {
  it("breached: 'nobody gets paid holiday in their first year with us'", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("Nobody gets paid holiday in their first year with us; after that it's 28 days.", "Pay is £13.10 per hour."), "GB", "wtr-leave-qualifying-period")).toBe("breached");
  });
  it("not breached: holiday builds up from the first day", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("Everyone gets 28 days' paid holiday, building up from the first day with us.", "Pay is £13.10 per hour."), "GB", "wtr-leave-qualifying-period")).not.toBe("breached");
  });
});

describe("WTR reg. 13(9): paid instead of taking holiday", () => {
  it("breached: 'instead of taking your holiday you will receive extra pay'", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("Instead of taking your holiday, you will receive extra pay for those days each month.", "Pay is £13.10 per hour."), "GB", "wtr-pay-in-lieu")).toBe("breached");
  });
  it("not breached: untaken holiday paid only when the job ends", () => {
    expect(statusOf(pack("uk-working-time-regulations-1998"), gbTerms("Instead of taking your holiday, you will receive pay for it only when your employment ends.", "Pay is £13.10 per hour."), "GB", "wtr-pay-in-lieu")).not.toBe("breached");
  });
});

describe("SSP s. 151(2): no sick pay at all, SSP not named", () => {
  it("breached: 'as a temporary worker you will not receive any sick pay'", () => {
    expect(statusOf(pack("uk-sscba-1992"), gbTerms("As a temporary worker you will not receive any sick pay if you are off ill.", "Pay is £13.10 per hour."), "GB", "ssp-contracting-out")).toBe("breached");
  });
  it("not breached: no company sick pay beyond the statutory amount", () => {
    expect(statusOf(pack("uk-sscba-1992"), gbTerms("As a temporary worker you will not receive any company sick pay on top of the statutory amount.", "Pay is £13.10 per hour."), "GB", "ssp-contracting-out")).not.toBe("breached");
  });
});

describe("FLSA: school-night hours of 14- and 15-year-olds named in the sentence before; no time records at all", () => {
  it("breached (§ 212): 'they may work until 10 p.m. on school nights' after naming 14- and 15-year-olds", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("We hire 14- and 15-year-olds as ride attendants.", "During the school year they may work until 10 p.m. on school nights."), "US", "flsa-child-labor-hours")).toBe("breached");
  });
  it("not breached: until 7 p.m. on school nights", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("We hire 14- and 15-year-olds as ride attendants.", "During the school year they may work until 7 p.m. on school nights."), "US", "flsa-child-labor-hours")).not.toBe("breached");
  });
  it("breached (§ 211(c)): 'we do not keep timesheets or records of the hours employees work'", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $15.00 an hour, paid in cash.", "We do not keep timesheets or records of the hours employees work."), "US", "flsa-records")).toBe("breached");
  });
  it("not breached: time records kept for three years", () => {
    expect(statusOf(pack("us-flsa"), usHandbook("Clerks earn $15.00 an hour.", "We keep timesheets and payroll records for three years."), "US", "flsa-records")).not.toBe("breached");
  });
});

describe("India: daily span given as 'work from 8 am to 10 pm'; equal wages with the amount first", () => {
  const notice = (line: string) => ["Notice to workers — Yamuna Plastics Pvt. Ltd.", line].join("\n");
  it("breached (OSH s. 25): workers work from 8 am to 10 pm every day", () => {
    expect(statusOf(pack("in-osh-code-2020"), notice("All machine operators will work from 8 am to 10 pm every day this month."), "IN", "osh-daily-hours")).toBe("breached");
  });
  it("not breached (OSH s. 25): work from 9 am to 5.30 pm with a half-hour break", () => {
    expect(statusOf(pack("in-osh-code-2020"), notice("All machine operators will work from 9 am to 5.30 pm with a half-hour break."), "IN", "osh-daily-hours")).not.toBe("breached");
  });
  it("breached (Code on Wages s. 3): 'Rs 600 for male packers and Rs 480 for female packers'", () => {
    expect(statusOf(pack("in-code-on-wages-2019"), notice("The daily wage is Rs 600 for male packers and Rs 480 for female packers."), "IN", "cow-equal-wages")).toBe("breached");
  });
  it("not breached: the same amount for male and female packers", () => {
    expect(statusOf(pack("in-code-on-wages-2019"), notice("The daily wage is Rs 600 for male packers and Rs 600 for female packers."), "IN", "cow-equal-wages")).not.toBe("breached");
  });
});

describe("LGPD Art. 14: 'we do not ask for a parent's consent'", () => {
  const notice = (line: string) => ["Privacy notice — Brinca Kids Ltda, Recife", "Our drawing app is for children aged 6 to 11.", line].join("\n");
  it("breached", () => {
    expect(statusOf(pack("br-lgpd"), notice("Children sign up with their own email; we do not ask for a parent's consent."), "BR", "lgpd-children")).toBe("breached");
  });
  it("not breached: a parent's highlighted consent first", () => {
    expect(statusOf(pack("br-lgpd"), notice("Children sign up only after a parent gives specific, highlighted consent by email."), "BR", "lgpd-children")).not.toBe("breached");
  });
});
