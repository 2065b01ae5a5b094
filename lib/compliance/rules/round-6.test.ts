import { describe, expect, it } from "vitest";
import { sgPdpaPack } from "./asia-latam-privacy";
import { sendsTo, THIRD_COUNTRY, UK_THIRD_COUNTRY } from "./concepts";
import { affirms, retainsWithoutLimit, tellsOnlySelectively } from "./facts";
import { eraPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { statusOf } from "./test-helpers";
import { detectApplicableLaws } from "../detect";
import { builtInRegistry } from "@/lib/legal/sources/registry";

/**
 * Issue 34, round 6: the general causes behind blind set 7's dev-half false alarm and misses, each beside a lawful
 * text on the same topic that must not be a breach. Invented sentences only.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");

describe("negation shared by the items of a list", () => {
  it("'we do not record screens, keystrokes or webcams' denies each item; a new clause with its own verb does not", () => {
    expect(affirms("We do not record screens, keystrokes or webcams.", /\bkeystrokes?\b/i)).toBe(false);
    expect(affirms("We never read chats, emails, or browsing history.", /\bbrowsing history\b/i)).toBe(false);
    expect(affirms("We do not sell your data, keystrokes are logged by the agent software.", /\bkeystrokes?\b/i)).toBe(true);
    expect(affirms("We do not record screens, but keystrokes are logged.", /\bkeystrokes?\b/i)).toBe(true);
  });

  it("Art. 5(1)(c): a policy ruling out keystroke logging is no minimisation breach; one that logs keystrokes is", () => {
    const policy = (line: string) =>
      ["Homeworking policy — Exemple SAS", "The VPN logs the start and end of each session for security.", line, "Logs are kept for three months."].join("\n");
    expect(statusOf(gdpr, policy("We do not capture screens, keystrokes or webcam images, and we take no screenshots."), "FR", "minimisation")).not.toBe("breached");
    expect(statusOf(gdpr, policy("The agent software captures keystrokes and screenshots of each employee's screen every five minutes."), "FR", "minimisation")).toBe("breached");
  });
});

describe("Art. 5(1)(e): kept for as long as the data are useful to the organisation", () => {
  it("retention ending when the data stop being useful or handy to the business has no limit; a purpose-bound criterion has one", () => {
    expect(retainsWithoutLimit("We hold on to customer profiles for as long as they remain useful to our business.")).toBe(true);
    expect(retainsWithoutLimit("Applicant files are kept for as long as they might come in handy later.")).toBe(true);
    expect(retainsWithoutLimit("We hang on to your details for as long as they're useful to us.")).toBe(true);
    expect(retainsWithoutLimit("We keep your details for as long as they are needed to deliver your orders, then delete them.")).toBe(false);
    expect(retainsWithoutLimit("We do not keep your details for as long as they might be useful to us; we delete them 12 months after your last order.")).toBe(false);
  });

  it("the storage-limitation rule reads 'hang on to … while useful to us' as a breach and a two-year period as met", () => {
    const notice = (line: string) =>
      ["Privacy notice — Exemple SARL", "Exemple SARL, 5 rue Nationale, Lille, privacy@exemple.example, is the controller.", "We use your order details to deliver your orders (performance of the contract).", line].join("\n");
    expect(statusOf(gdpr, notice("We hang on to your order history for as long as it stays useful to us."), "FR", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("We hang on to your order history for two years after your last order."), "FR", "storage-limitation")).toBe("met");
  });
});

describe("Art. 12(3): a reply time in any wording, in the sentence after the rights", () => {
  const notice = (line: string) =>
    [
      "Privacy notice — Example Ltd",
      "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.",
      "You can ask us for a copy of your data, or ask us to correct or delete it.",
      line,
      "You can complain to the Information Commissioner's Office.",
    ].join("\n");

  it("'we'll get back to you within ten weeks' after the rights breaches; within one month does not", () => {
    expect(statusOf(ukGdpr, notice("We'll get back to you within ten weeks."), "GB", "reply-deadline")).toBe("breached");
    expect(statusOf(ukGdpr, notice("We'll get back to you within one month."), "GB", "reply-deadline")).not.toBe("breached");
  });

  it("a period after the rights that is not a reply time is no breach", () => {
    expect(statusOf(ukGdpr, notice("Our newsletter comes out every eight weeks."), "GB", "reply-deadline")).not.toBe("breached");
    expect(statusOf(ukGdpr, notice("Parcels arrive within six weeks of your order."), "GB", "reply-deadline")).not.toBe("breached");
  });
});

describe("Art. 34: telling people only if the breach becomes public", () => {
  const procedure = (line: string) =>
    ["Data breach procedure — Example B.V. (internal)", "1. A suspected personal data breach is reported to the security officer at once.", "2. The authority is notified within 72 hours.", `3. ${line}`].join("\n");

  it("a condition of press or media coverage is no lawful threshold; the law's high-risk threshold is", () => {
    expect(tellsOnlySelectively("Affected members are told only if the breach is covered by the press.", { riskThresholdLawful: true })).toBe(true);
    expect(tellsOnlySelectively("We contact affected users only when the incident has become public.", { riskThresholdLawful: true })).toBe(true);
    expect(tellsOnlySelectively("Affected members are told without undue delay where the breach is likely to result in a high risk to them.", { riskThresholdLawful: true })).toBe(false);
  });

  it("the breach-individuals rule fires on the media condition, not on the high-risk one", () => {
    expect(statusOf(gdpr, procedure("Clients whose data was involved are contacted only if the incident appears in the news."), "NL", "breach-individuals")).toBe("breached");
    expect(statusOf(gdpr, procedure("Clients whose data was involved are contacted without undue delay where the breach is likely to result in a high risk to them."), "NL", "breach-individuals")).not.toBe("breached");
  });
});

describe("UK GDPR Art. 44A: staff abroad reading or working on the data remotely", () => {
  const notice = (line: string) =>
    [
      "Privacy notice — Example Ltd",
      "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.",
      "We use your claim details to handle your claim (performance of the contract).",
      line,
    ].join("\n");

  it("claims reviewed by a team in Kenya working remotely are a transfer; the founder having lived there is not", () => {
    expect(sendsTo("Claims are first reviewed by our team based in Nairobi, Kenya, who work on our case system remotely.", UK_THIRD_COUNTRY)).toBe(true);
    expect(sendsTo("Our founder lived in Kenya for ten years before starting the company.", UK_THIRD_COUNTRY)).toBe(false);
  });

  it("the transfer rule fires without a safeguard and not with the IDTA", () => {
    expect(statusOf(ukGdpr, notice("Claims are first reviewed by our team based in Nairobi, Kenya, who work on our case system remotely."), "GB", "transfers")).toBe("breached");
    expect(
      statusOf(ukGdpr, notice("Claims are first reviewed by our team based in Nairobi, Kenya, who work on our case system remotely under the International Data Transfer Agreement."), "GB", "transfers"),
    ).not.toBe("breached");
  });
});

describe("PDPA s. 14(2)(a): a booking that requires agreeing to partners' offers", () => {
  const form = (line: string) => ["Order form — Example Pte Ltd, Singapore", line, "We use your contact details to arrange your order."].join("\n");

  it("'to complete your order you must tick the box' for partners' promotions breaches; an optional box does not", () => {
    expect(statusOf(sgPdpaPack(), form("To complete your order you must tick the box agreeing that our partner airlines may send you their own promotions."), "SG", "sg-consent-condition")).toBe("breached");
    expect(
      statusOf(sgPdpaPack(), form("You may tick this box if you would like our partner airlines to send you their promotions; your order does not depend on it."), "SG", "sg-consent-condition"),
    ).not.toBe("breached");
  });
});

describe("PDPA s. 26: records hosted in any country outside Singapore, with nothing binding the host in the next sentence", () => {
  const policy = (...lines: string[]) => ["Personal Data Policy — Example Pte Ltd", ...lines].join("\n");

  it("a host in Indonesia with no data protection agreement breaches; one bound to comparable protection, or a host in Singapore, does not", () => {
    expect(statusOf(sgPdpaPack(), policy("Customer files are stored by a hosting firm in Jakarta, Indonesia.", "We have no data protection agreement with that firm."), "SG", "sg-transfer")).toBe("breached");
    expect(
      statusOf(sgPdpaPack(), policy("Customer files are stored by a hosting firm in Jakarta, Indonesia.", "Our contract binds the firm to protection comparable to the PDPA."), "SG", "sg-transfer"),
    ).not.toBe("breached");
    expect(statusOf(sgPdpaPack(), policy("Backups are hosted by a provider in Sydney, Australia.", "No data protection terms have been agreed with it."), "SG", "sg-transfer")).toBe("breached");
    expect(statusOf(sgPdpaPack(), policy("Customer files are stored by a hosting firm in Singapore.", "We have no data protection agreement with our cleaners."), "SG", "sg-transfer")).not.toBe("breached");
  });
});

describe("lawful notices written in other words (false alarms found with invented lawful texts)", () => {
  it("'nothing is transferred outside the European Union' denies a transfer; 'everything is' is one", () => {
    const notice = (line: string) =>
      ["Privacy notice — Exemple SAS", "Exemple SAS, 3 rue Haute, Nantes, dpo@exemple.example, is the controller.", "We use your details to manage your contract (performance of the contract).", line].join("\n");
    expect(statusOf(gdpr, notice("Nothing is transferred outside the European Union."), "FR", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Everything is transferred to a host outside the European Union."), "FR", "transfers")).toBe("breached");
  });

  // Controller, retention and complaint stated: a whole notice, so an item it leaves out is missing from it.
  const ukNotice = (...lines: string[]) =>
    ["Privacy notice — Example Ltd", "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.", "We keep your details for six years after you leave.", "You can complain to the ICO.", ...lines].join("\n");

  it("Art. 13(1)(e): a single named partner is a recipient; a notice naming none is silent", () => {
    expect(statusOf(ukGdpr, ukNotice("We use your details to run your account (contract).", "Our payroll partner runs the payslips."), "GB", "notice-recipients")).toBe("met");
    expect(statusOf(ukGdpr, ukNotice("We use your details to run your account (contract)."), "GB", "notice-recipients")).toBe("breached");
    expect(statusOf(ukGdpr, ukNotice("We use your details to run your account (contract).", "Our booking system is run by a supplier in Dublin."), "GB", "notice-recipients")).toBe("met");
    expect(statusOf(ukGdpr, ukNotice("We use your details to run your account (contract).", "Your address is passed to the couriers who deliver your parcel."), "GB", "notice-recipients")).toBe("met");
    expect(statusOf(ukGdpr, ukNotice("We use your details to run your account (contract).", "Only the hiring team and HR see your application."), "GB", "notice-recipients")).toBe("met");
  });

  it("Art. 13(1)(c): 'contract with the parent' and 'with the parent's consent' state a basis", () => {
    expect(statusOf(ukGdpr, ukNotice("We use the child's scores to run the game (contract with the parent) and, with the parent's consent, email a weekly summary."), "GB", "notice-basis")).toBe("met");
    expect(statusOf(ukGdpr, ukNotice("We use the child's scores to run the game and email a weekly summary.", "Our hosting provider stores the scores."), "GB", "notice-basis")).toBe("breached");
  });

  it("Art. 13(2)(b): rights granted to parents ('parents can ask to access, correct …') are listed rights", () => {
    const lines = ["We use the child's scores to run the game (contract with the parent)."];
    expect(
      statusOf(ukGdpr, ukNotice(...lines, "Parents can ask to access, correct, delete or download their child's data, and restrict or object to its use."), "GB", "notice-rights"),
    ).toBe("met");
    expect(statusOf(ukGdpr, ukNotice(...lines, "Parents can see the scores in the app."), "GB", "notice-rights")).toBe("breached");
    // "Port your data" names portability; a notice on a contract that leaves it out does not.
    const contract = ["We use your details to run your account (performance of the contract)."];
    expect(statusOf(ukGdpr, ukNotice(...contract, "You have the right to access, rectify, erase, restrict and port your data and to object."), "GB", "notice-rights")).toBe("met");
    expect(statusOf(ukGdpr, ukNotice(...contract, "You have the right to access, rectify, erase and restrict your data and to object."), "GB", "notice-rights")).toBe("breached");
  });
});

describe("Art. 13(2)(e): silence is a gap where a contract or the law requires the data", () => {
  const notice = (...lines: string[]) =>
    ["Privacy notice — Example Ltd", "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.", "We keep your details for six years after our last contact.", ...lines, "You can complain to the ICO."].join("\n");

  it("a notice collecting data to perform a contract, silent on what must be given, breaches; one saying so meets it", () => {
    expect(statusOf(ukGdpr, notice("We use your address to deliver your orders (performance of our contract with you)."), "GB", "notice-requirement")).toBe("breached");
    expect(
      statusOf(ukGdpr, notice("We use your address to deliver your orders (performance of our contract with you).", "You must give us an address to order; without it we cannot deliver."), "GB", "notice-requirement"),
    ).toBe("met");
  });

  it("steps taken at a candidate's request before a contract are a contractual basis too", () => {
    expect(statusOf(ukGdpr, notice("We use your CV to put you forward for roles (steps at your request before a contract)."), "GB", "notice-requirement")).toBe("breached");
  });

  it("a notice for security logs on legitimate interests alone is not faulted for silence", () => {
    expect(statusOf(ukGdpr, notice("We log sign-ins to our systems to keep them secure (our legitimate interests)."), "GB", "notice-requirement")).toBe("not_assessable");
  });
});

describe("ERA: notice, payslips and the written statement in other words", () => {
  const terms = (...lines: string[]) =>
    ["Statement of Main Terms — Example Ltd, Leeds", "Start date: 1 March 2027. Job title: cleaner. Place of work: our Leeds office.", "Pay: £13.00 per hour, paid weekly. Hours: 20 hours a week, Monday to Friday. Holiday: 5.6 weeks a year.", ...lines].join("\n");

  it("s. 86(1): the employer giving days of notice after the first month breaches; days of notice in the first four weeks do not", () => {
    expect(statusOf(eraPack(), terms("After your probation period, the company may end your employment by giving you three days' notice."), "GB", "era-minimum-notice")).toBe("breached");
    expect(
      statusOf(eraPack(), terms("In your first four weeks either side may end the employment by giving two days' notice; after that, at least one week's notice applies."), "GB", "era-minimum-notice"),
    ).not.toBe("breached");
    // Notice of a shift change is not notice ending the employment.
    expect(statusOf(eraPack(), terms("The company may end a shift early by giving two hours' notice."), "GB", "era-minimum-notice")).not.toBe("breached");
  });

  it("s. 8: no payslips, or payslips only on request, breach; an itemised payslip with each payment meets it", () => {
    expect(statusOf(eraPack(), terms("Wages are paid in cash; we do not issue payslips."), "GB", "era-payslip")).toBe("breached");
    expect(statusOf(eraPack(), terms("Payslips are only provided on request."), "GB", "era-payslip")).toBe("breached");
    expect(statusOf(eraPack(), terms("You receive an itemised payslip with each payment of wages."), "GB", "era-payslip")).toBe("met");
  });

  it("s. 1: written terms promised weeks after starting breach; terms given on or before the first day do not", () => {
    expect(statusOf(eraPack(), terms("You will receive your written terms within two months of your first shift."), "GB", "era-written-statement")).toBe("breached");
    expect(statusOf(eraPack(), terms("You will receive these written terms before your first day of work."), "GB", "era-written-statement")).not.toBe("breached");
  });
});

describe("Art. 28(3)(e): the processor's help with requests in other words", () => {
  const terms = (line: string) =>
    ["Data Processing Agreement — between Example Ltd (controller) and Host Ltd (processor)", "1. The processor processes the personal data only on the controller's documented instructions.", `2. ${line}`].join("\n");

  it("'helps the controller respond to requests from data subjects' meets it; terms silent on requests do not", () => {
    expect(statusOf(ukGdpr, terms("The processor helps the controller respond to requests from data subjects."), "GB", "processor-assist-rights")).toBe("met");
    expect(statusOf(ukGdpr, terms("The processor keeps the data in the United Kingdom."), "GB", "processor-assist-rights")).toBe("breached");
  });
});

describe("round 6 probes: further wordings of the same facts", () => {
  const ukNotice = (...lines: string[]) => ["Privacy notice — Example Ltd", "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.", "We use your details to manage your tenancy (contract).", ...lines].join("\n");

  it("UK Art. 44A: a team in a named city abroad that logs into our software; not a team in Leeds", () => {
    expect(statusOf(ukGdpr, ukNotice("Our admin work is done by an outsourced team in Karachi who log into our property software."), "GB", "transfers")).toBe("breached");
    expect(statusOf(ukGdpr, ukNotice("Our admin work is done by an outsourced team in Leeds who log into our property software."), "GB", "transfers")).not.toBe("breached");
  });

  it("Art. 13(2)(a): 'files stay on our system for three years' states how long data are kept", () => {
    expect(statusOf(ukGdpr, ukNotice("Tenant files stay on our system for three years after the tenancy ends."), "GB", "notice-retention")).toBe("met");
  });

  it("Art. 34: telling people only if they ask is no lawful threshold", () => {
    expect(tellsOnlySelectively("Customers are only informed of a breach if they ask us whether they were affected.", { riskThresholdLawful: true })).toBe(true);
    expect(tellsOnlySelectively("Customers can ask us about a breach at any time, and we inform them without undue delay where it is likely to result in a high risk.", { riskThresholdLawful: true })).toBe(false);
  });

  const terms = (...lines: string[]) => ["Terms of Engagement — Example Security Ltd, Leeds", "Pay: £13.20 per hour, paid weekly.", ...lines].join("\n");
  it("ERA s. 8: payslips that 'can be requested if you need one' are not given with each payment", () => {
    expect(statusOf(eraPack(), terms("Payslips can be requested from the office if you need one."), "GB", "era-payslip")).toBe("breached");
  });

  it("ERA s. 86: a named employer terminating the engagement at 48 hours' notice; the worker's own short notice is no breach", () => {
    expect(statusOf(eraPack(), terms("After your first month, Example Security may terminate this engagement at 48 hours' notice."), "GB", "era-minimum-notice")).toBe("breached");
    expect(statusOf(eraPack(), terms("You may end this engagement at 48 hours' notice."), "GB", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("wordings of notices translated from French or Spanish", () => {
  const notice = (line: string) =>
    ["Politique de confidentialité — Exemple SAS", "Exemple SAS, 3 rue Haute, Nantes, dpo@exemple.example, is the controller.", "We use your details to manage your orders (performance of the contract).", line].join("\n");

  it("'your data are conserved indefinitely' is kept without limit; 'conserved for three years' states a period", () => {
    expect(statusOf(gdpr, notice("Your data are conserved indefinitely."), "FR", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("Your data are conserved for three years after your last order."), "FR", "storage-limitation")).toBe("met");
  });

  it("'requests are treated within 60 days' is a reply time longer than a month; 'within one month' is not", () => {
    expect(statusOf(gdpr, notice("Requests to exercise your rights are treated within 60 days."), "FR", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("Requests to exercise your rights are treated within one month."), "FR", "reply-deadline")).not.toBe("breached");
  });
});

describe("notices laid out as tables or FAQs", () => {
  const table = (...rows: string[]) =>
    ["Privacy notice — Example Physio Ltd, 2 Park Row, Leeds (privacy@example.co.uk)", "What we collect | Why | Legal basis | How long", ...rows].join("\n");

  it("Art. 13(2)(a): a row giving '2 years after last visit' states retention; rows with no period do not", () => {
    expect(statusOf(ukGdpr, table("Name, contact details | booking | contract | 2 years after last visit"), "GB", "notice-retention")).toBe("met");
    expect(statusOf(ukGdpr, table("Name, contact details | booking | contract", "Our booking software supplier hosts the records.", "Complaints: the ICO."), "GB", "notice-retention")).toBe("breached");
  });

  it("Art. 13(2)(d): 'Complaints: the ICO' names the right to complain", () => {
    expect(statusOf(ukGdpr, table("Name | booking | contract | 2 years after last visit", "Complaints: the ICO."), "GB", "notice-complaint")).toBe("met");
  });

  it("a question asserts no transfer: 'Do we send data outside the EU? No.'", () => {
    expect(sendsTo("Do we send data outside the EU?", THIRD_COUNTRY)).toBe(false);
    expect(sendsTo("We send data outside the EU.", THIRD_COUNTRY)).toBe(true);
  });
});

describe("detection: a privacy FAQ naming the controller is a privacy text", () => {
  it("brings in the GDPR for an NL text", async () => {
    const text = "Privacy FAQ — Example B.V.\nWho is responsible? Example B.V. is the controller.\nWhat do we use? Your name and order history, to deliver your order.";
    expect(detectApplicableLaws(builtInRegistry(), "NL", text).map((d) => d.sourceId)).toContain("eu-gdpr");
  });
});

describe("texts that name no 'personal data' but handle it", () => {
  it("detection: passing 'your details' to partners, or reporting breaches to a data protection authority, brings in the GDPR", async () => {
    const ids = (j: string, text: string) => detectApplicableLaws(builtInRegistry(), j, text).map((d) => d.sourceId);
    expect(ids("ES", "Sign-up — Example S.L.\nWe pass your details to our partner companies.")).toContain("eu-gdpr");
    expect(ids("IE", "Breach handling — Example DAC (internal)\nWe report breaches to the Data Protection Commission.")).toContain("eu-gdpr");
    expect(ids("ES", "Opening hours — Example S.L.\nThe shop opens at nine.")).not.toContain("eu-gdpr");
  });

  it("Art. 13(2)(a): 'kept for the lifetime of the company' states (an unlawful) retention, so the item is not silent", () => {
    const notice = ["Employee privacy notice — Example Ltd, Leeds (hr@example.co.uk)", "We use your personnel file to run your employment (contract).", "Personnel files are kept for the lifetime of the company."].join("\n");
    expect(statusOf(ukGdpr, notice, "GB", "notice-retention")).toBe("met");
    expect(statusOf(ukGdpr, notice, "GB", "storage-limitation")).toBe("breached");
  });
});

describe("Arts. 7(3) and 7(4) in other words", () => {
  const form = (line: string) => ["Sign-up — Example S.L., Madrid (privacidad@example.es)", line].join("\n");
  it("'to open an account you have to accept' partners' advertising is bundled; an optional choice is not", () => {
    expect(statusOf(gdpr, form("To open an account you have to accept that we pass your details to our partner companies for their advertising."), "ES", "conditional-consent")).toBe("breached");
    expect(statusOf(gdpr, form("You can open an account without accepting that we pass your details to partner companies; that choice is separate and optional."), "ES", "conditional-consent")).not.toBe("breached");
  });
  it("stopping partner advertising only by sending a fax makes withdrawal harder; an unsubscribe link does not", () => {
    expect(statusOf(gdpr, form("To stop receiving partner advertising, send a fax to our Madrid office."), "ES", "withdrawal")).toBe("breached");
    expect(statusOf(gdpr, form("To stop receiving partner advertising, click the unsubscribe link in any email."), "ES", "withdrawal")).not.toBe("breached");
  });
});

describe("Arts. 33(1) and 34(1): notification put off, people never told", () => {
  const plan = (...lines: string[]) => ["Breach handling — Example Insurance DAC (internal)", "1. IT investigates every personal data breach.", ...lines].join("\n");
  it("reporting at the end of the month after the investigation closes breaches Art. 33(1); within 72 hours does not", () => {
    expect(statusOf(gdpr, plan("2. We report breaches to the Data Protection Commission at the end of the month in which the investigation closes."), "IE", "breach-authority")).toBe("breached");
    expect(statusOf(gdpr, plan("2. We report breaches to the Data Protection Commission without undue delay and within 72 hours, even while the investigation continues."), "IE", "breach-authority")).not.toBe("breached");
  });
  it("policyholders never told of breaches breaches Art. 34(1); telling them where the risk is high does not", () => {
    expect(statusOf(gdpr, plan("2. Policyholders are not told about breaches, to avoid alarming them."), "IE", "breach-individuals")).toBe("breached");
    expect(statusOf(gdpr, plan("2. Policyholders are told without undue delay about breaches likely to result in a high risk to them."), "IE", "breach-individuals")).not.toBe("breached");
  });
});
