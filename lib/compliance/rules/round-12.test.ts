import { describe, expect, it } from "vitest";
import { reviewDocument, splitSentences } from "../document";
import { cookiePack } from "./cookies";
import { withElectronicMarketing } from "./e-marketing";
import { eraPack, nmwPack, wtrPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { codeOnWagesPack, flsaPack } from "./other-employment";
import { outcomes, statusOf } from "./test-helpers";

/**
 * Issue 34, round 12: the general causes behind blind set 12's dev-half misses and false alarms, each as an invented
 * breaching text beside a lawful near miss on the same topic. Our own sentences only, not the set's.
 */

const gbTerms = (...lines: string[]) => ["Staff Handbook – Quayside Bakery Ltd", "Hours of work, wages and holiday for all shop staff.", ...lines].join("\n");
const usHandbook = (...lines: string[]) => ["Employee Handbook – Mesa Tacos LLC (El Paso, TX)", "Hourly pay, overtime and working hours for all staff.", ...lines].join("\n");
const inNotice = (...lines: string[]) => ["Notice to workers – Godavari Foods Pvt. Ltd., Nashik", "Wages, working hours and overtime for all workers.", ...lines].join("\n");

describe("a sentence hard-wrapped over two lines is read as one", () => {
  it("joins a line that continues in lower case or with a figure after an unfinished line", () => {
    const texts = splitSentences("Your first shift is a trial from 5pm to (roughly\n10.45), unpaid as always, and you start on\nthe rota next week.").map((s) => s.text);
    expect(texts).toEqual(["Your first shift is a trial from 5pm to (roughly 10.45), unpaid as always, and you start on the rota next week."]);
  });
  it("keeps list items, numbered points and table rows apart", () => {
    expect(splitSentences("Cookies we use:\nanalytics cookies\n- ads\n2. Pay: weekly\n| a | b |").map((s) => s.text)).toEqual(["Cookies we use:", "analytics cookies", "- ads", "2.", "Pay: weekly", "| a | b |"]);
  });
  it("a fact split by the wrap is mentioned in the text", () => {
    expect(reviewDocument("Losses are recovered even if that comes to 60% of the\n   salary.").mentions(/60% of the salary/)).toBe(true);
  });
  it("breached: an unpaid trial shift stated over a wrapped line", () => {
    expect(statusOf(nmwPack(), gbTerms("Sam, your trial shift is Friday 5pm till close (about", "11.00), unpaid like everyone's trial, then you're on the rota."), "GB", "nmw-unpaid-work")).toBe("breached");
  });
  it("not breached: a paid trial shift stated over a wrapped line", () => {
    expect(statusOf(nmwPack(), gbTerms("Sam, your trial shift is Friday 5pm till close (about", "11.00), paid at your normal hourly rate, then you're on the rota."), "GB", "nmw-unpaid-work")).not.toBe("breached");
  });
});

describe("NMW age bands: 'if you are 16 or 17', and a label belongs to one amount", () => {
  it("breached: the 16-17 rate below £8.00 (from April 2026)", () => {
    expect(statusOf(nmwPack(), gbTerms("Pay: £12.90 per hour if you are 21 or over, £11.00 if you are 18 to 20, £7.10 if you are 16 or 17."), "GB", "nmw-age-bands")).toBe("breached");
  });
  it("not breached: each band at its minimum; the 18-20 label is not also read for the next amount", () => {
    expect(statusOf(nmwPack(), gbTerms("Pay: £12.90 per hour if you are 21 or over, £11.00 if you are 18 to 20, £8.10 if you are 16 or 17."), "GB", "nmw-age-bands")).not.toBe("breached");
  });
});

describe("Code on Wages s. 14: overtime at the single rate with a gloss in brackets", () => {
  it("breached: 'the single (basic) rate'", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Overtime: extra hours are paid at the single (basic) rate of wages."), "IN", "cow-overtime")).toBe("breached");
  });
  it("not breached: twice the normal rate", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Overtime: extra hours are paid at twice the normal rate of wages."), "IN", "cow-overtime")).not.toBe("breached");
  });
});

describe("Code on Wages s. 18: deductions for losses above half the wages", () => {
  it("breached: breakage recovered from salary up to 80% of it", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Any breakage will be deducted from salary, even where it reaches 80% of the salary."), "IN", "cow-deductions")).toBe("breached");
  });
  it("not breached: losses deducted up to 20% of the wages", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Any breakage may be deducted from wages, never more than 20% of the wages."), "IN", "cow-deductions")).not.toBe("breached");
  });
});

describe("Code on Wages s. 3: a gender pay gap said in words", () => {
  it("breached: women packers paid less than men packers", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Women packers are paid ₹1,500 a month less than men packers on the same line."), "IN", "cow-equal-wages")).toBe("breached");
  });
  it("not breached: women are not paid less than men", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Women packers are never paid less than men packers on the same line."), "IN", "cow-equal-wages")).not.toBe("breached");
  });
});

describe("FLSA § 211(c): time sheets shredded early", () => {
  it("breached: time sheets shredded after six months", () => {
    expect(statusOf(flsaPack(), usHandbook("Time sheets and payroll registers are shredded six months after each quarter ends."), "US", "flsa-records")).toBe("breached");
  });
  it("not breached: shredded after four years", () => {
    expect(statusOf(flsaPack(), usHandbook("Time sheets and payroll registers are shredded four years after each year ends."), "US", "flsa-records")).not.toBe("breached");
  });
});

describe("FLSA § 203(m): 'the pool' the sentence before set up for tips", () => {
  it("breached: the pool is shared with the kitchen manager", () => {
    expect(statusOf(flsaPack(), usHandbook("All tips are put into one pool each night.", "The pool is split between servers and the kitchen manager."), "US", "flsa-tips-kept")).toBe("breached");
  });
  it("not breached: the pool is split between servers and bussers only; managers take no share", () => {
    expect(statusOf(flsaPack(), usHandbook("All tips are put into one pool each night.", "The pool is split between servers and bussers; managers take no share."), "US", "flsa-tips-kept")).not.toBe("breached");
  });
});

const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");
const euGdpr = gdprPack("eu-gdpr", "GDPR");
const pecrMarketing = withElectronicMarketing(cookiePack("uk-pecr-2003", "PECR 2003 (reg. 6)", "reg. 6", "6"));

describe("a ticked box whose label says the person ticked it is their choice, not a preset", () => {
  const box = (label: string) => `Bramble Teas Ltd — Your account settings\n[x] Email me Bramble Teas offers ${label}\nYou can untick this box at any time.`;
  it("breached: a box shown ticked for offers", () => {
    expect(statusOf(ukGdpr, box("(already ticked for you)"), "GB", "lawful-consent")).toBe("breached");
    expect(statusOf(pecrMarketing, box("(already ticked for you)"), "GB", "pecr-email-marketing")).toBe("breached");
  });
  it("not breached: '(you ticked this when you signed up)'", () => {
    expect(statusOf(ukGdpr, box("(you ticked this when you signed up)"), "GB", "lawful-consent")).not.toBe("breached");
    expect(statusOf(pecrMarketing, box("(you ticked this when you signed up)"), "GB", "pecr-email-marketing")).not.toBe("breached");
  });
});

describe("Art. 7(3): changing marketing preferences only by signed letter", () => {
  it("breached: preferences changed only by a signed letter, not online", () => {
    expect(statusOf(ukGdpr, "Bramble Teas Ltd — Marketing preferences\nTo change your marketing preferences, send us a signed letter at our Bristol office. Preferences cannot be changed online or by email.", "GB", "withdrawal")).toBe("breached");
  });
  it("not breached: preferences changed in the account or by the link in any email", () => {
    expect(statusOf(ukGdpr, "Bramble Teas Ltd — Marketing preferences\nTo change your marketing preferences, use your account settings or the link at the foot of any email.", "GB", "withdrawal")).not.toBe("breached");
  });
});

describe("Art. 8: 'anyone aged 10 or over can agree by themselves' in a children's app", () => {
  const app = (line: string) => `Sketchy Owls — privacy notice for kids (UK)\nSketchy Owls is a colouring app for children aged 5 to 11.\n${line}\nLegal basis: consent (UK GDPR Article 6(1)(a)).`;
  it("breached: from 10 without asking a grown-up", () => {
    expect(statusOf(ukGdpr, app("Anyone aged 10 or over can agree by themselves — you don't need to ask a grown-up."), "GB", "child-consent")).toBe("breached");
  });
  it("not breached: from 13", () => {
    expect(statusOf(ukGdpr, app("Anyone aged 13 or over can agree by themselves; younger children need a parent to agree."), "GB", "child-consent")).not.toBe("breached");
  });
});

describe("notice items: a provider named as running the system; a wrapped complaint line", () => {
  // Controller, basis and retention stated, so the notice is a whole one and an item it leaves out is missing.
  const notice = (...lines: string[]) =>
    ["Privacy notice — Hillside Physio, York", "Hillside Physio Ltd is the controller of your information.", "We treat you under our contract with you and keep your records for eight years after your last visit.", ...lines].join("\n");
  it("13(1)(e) met: 'our booking system is provided by X'", () => {
    expect(statusOf(ukGdpr, notice("Our booking system is provided by ClinicDesk Ltd."), "GB", "notice-recipients")).toBe("met");
  });
  it("13(1)(e) breached: no recipient named", () => {
    expect(statusOf(ukGdpr, notice("We use your details to book appointments.", "You can complain to the ICO."), "GB", "notice-recipients")).toBe("breached");
  });
  it("13(2)(d) met when the authority is named on the wrapped line", () => {
    expect(statusOf(ukGdpr, notice("You have the right to access your data and to complain to the", "Information Commissioner's Office (ico.org.uk)."), "GB", "notice-complaint")).toBe("met");
  });
  it("13(2)(d) breached when no complaint is mentioned", () => {
    expect(statusOf(ukGdpr, notice("Our booking system is provided by ClinicDesk Ltd.", "You have the right to access your data and to ask us to correct", "anything that is wrong."), "GB", "notice-complaint")).toBe("breached");
  });
});

describe("Art. 28: processor terms headed as an extract; sub-processors 'without prior notice'; data kept after the end", () => {
  const dpa = (heading: string, ...lines: string[]) => [`${heading} — Billetto SAS`, "Art. 2 — The Processor processes Customer Personal Data on behalf of the Customer to run the ticketing service.", ...lines].join("\n");
  it("silence is not a breach in an extract, but is in the whole addendum", () => {
    expect(outcomes(euGdpr, dpa("Data Processing Addendum (extract)"), "FR")["processor-confidentiality"]?.status).not.toBe("breached");
    expect(outcomes(euGdpr, dpa("Data Processing Addendum"), "FR")["processor-confidentiality"]?.status).toBe("breached");
  });
  it("28(2) breached: any sub-processor without prior notice; met with prior written authorisation", () => {
    expect(statusOf(euGdpr, dpa("Data Processing Addendum", "The Processor may appoint any sub-processor without prior notice to the Customer."), "FR", "processor-sub-processors")).toBe("breached");
    expect(statusOf(euGdpr, dpa("Data Processing Addendum", "The Processor appoints a sub-processor only with the Customer's prior written authorisation."), "FR", "processor-sub-processors")).not.toBe("breached");
  });
  it("28(3)(g) breached: the processor keeps the data after the end for its own analytics; not when it deletes it", () => {
    expect(statusOf(euGdpr, dpa("Data Processing Addendum", "At the end of the contract the Processor keeps Customer Personal Data for three years for its own analytics."), "FR", "processor-end-of-contract")).toBe("breached");
    expect(statusOf(euGdpr, dpa("Data Processing Addendum", "At the end of the contract the Processor deletes or returns all Customer Personal Data, at the Customer's choice."), "FR", "processor-end-of-contract")).not.toBe("breached");
  });
});

describe("WTR reg. 10: a rota table with a late close and an early open on consecutive days", () => {
  const rota = (...rows: string[]) => ["HARBOUR GRILL — FRONT OF HOUSE ROTA w/c 7 Dec (all staff 18+)", "", "| Name | Fri | Sat | Sun |", "|---|---|---|---|", ...rows, "Shifts include a paid 30-minute break."].join("\n");
  it("breached: 23:00 close, 07:00 open the next day", () => {
    expect(statusOf(wtrPack(), rota("| Lena | 14:00–23:00 | 07:00–15:00 | OFF |"), "GB", "wtr-daily-rest")).toBe("breached");
  });
  it("not breached: 23:00 close, 11:00 open the next day; or a day off between", () => {
    expect(statusOf(wtrPack(), rota("| Lena | 14:00–23:00 | 11:00–19:00 | OFF |"), "GB", "wtr-daily-rest")).not.toBe("breached");
    expect(statusOf(wtrPack(), rota("| Lena | 14:00–23:00 | OFF | 07:00–15:00 |"), "GB", "wtr-daily-rest")).not.toBe("breached");
  });
});

describe("ERA s. 13: deductions imposed on workers without their written agreement", () => {
  it("breached: breakages come out of wages, 'not up for discussion'", () => {
    expect(statusOf(eraPack(), gbTerms("Any glasses broken on your shift will come out of your wages from now on.", "This is not up for discussion."), "GB", "era-unauthorised-deductions")).toBe("breached");
  });
  it("not breached: only a deduction the worker agreed to in writing beforehand", () => {
    expect(statusOf(eraPack(), gbTerms("The cost of a lost locker key comes out of your wages only if you have agreed to it in writing beforehand."), "GB", "era-unauthorised-deductions")).not.toBe("breached");
  });
});
