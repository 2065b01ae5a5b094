import { describe, expect, it } from "vitest";
import { dpdpPack, lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { cookiePack } from "./cookies";
import { withElectronicMarketing } from "./e-marketing";
import { eraPack, nmwPack, sspPack, wtrPack } from "./gb-employment";
import { flsaPack } from "./other-employment";
import { gdprPack } from "./gdpr";
import { affirms, isNegated } from "./facts";
import { statusOf } from "./test-helpers";
import { ccpaPack, coloradoPack } from "./us-privacy";

/**
 * Issue 34, paraphrase round: the obligations the blind sets' held-out halves were weakest on (GDPR retention, reply
 * time, transfers, consent, breach notice; GB working time and wage protection; DPDP breach, erasure and children),
 * each breach written in other registers than the dev cases' (legalese, a chatty start-up, an HR handbook, English
 * translated from French or German, a table flattened into text, the fact buried mid-clause) beside a lawful near miss.
 * Written, with the expected status, before the rules were run on them. Our own sentences only.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");
const wtr = wtrPack();
const era = eraPack();
const dpdp = dpdpPack();

const notice = (...lines: string[]) =>
  ["Privacy notice of Atelier Lumen SAS, 12 rue des Lilas, Lyon, privacy@atelier-lumen.fr. This notice explains how we use your personal data.", "We use your data to run your customer account and deliver your orders.", ...lines].join("\n");
const ukNotice = (...lines: string[]) =>
  ["Privacy notice of Harbour Lane Ltd, 4 Quay Street, Bristol, privacy@harbourlane.co.uk. This notice explains how we use your personal data.", "We use your data to run your account and deliver your orders.", ...lines].join("\n");
const contract = (...lines: string[]) =>
  ["Statement of Terms of Employment — Northgate Kitchens Ltd", "Employee: A. Worker. Place of work: Leeds.", "Hours: 40 hours per week.", "Pay: £13.50 per hour, paid monthly.", ...lines].join("\n");
const zeroHours = (...lines: string[]) =>
  ["Casual Worker Agreement — Northgate Events Ltd", "This is a zero hours arrangement: we do not guarantee you any hours of work.", "Pay: £13.20 per hour.", ...lines].join("\n");
const inPolicy = (...lines: string[]) =>
  ["Privacy Policy of Vidya Path Learning Pvt. Ltd., Bengaluru", "We collect your name, mobile number and course progress to provide our online classes.", ...lines].join("\n");

describe("GDPR Art. 5(1)(e): no end to retention, in any register", () => {
  it("breached: the controller's discretion, 'without limitation of duration', a flattened table, a buried clause", () => {
    expect(statusOf(gdpr, notice("The Controller shall be entitled to retain the Personal Data for such period as it may, in its absolute discretion, determine."), "FR", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("The data are conserved without limitation of duration."), "FR", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("Data category | Retention: Customer account | unlimited; Order history | unlimited"), "FR", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("Your details, which we collect when you sign up and which help us tailor our offers, are kept on our servers with no date set for their removal, and you can update them at any time."), "FR", "storage-limitation")).toBe("breached");
  });
  it("not breached: a period in words or digits, a criterion", () => {
    expect(statusOf(gdpr, notice("The Controller shall retain the Personal Data for no longer than twenty-four (24) months following the termination of the Agreement."), "FR", "storage-limitation")).not.toBe("breached");
    expect(statusOf(gdpr, notice("The data are conserved for a duration of three years from the last contact with you."), "FR", "storage-limitation")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Data category | Retention: Customer account | 2 years after last login; Order history | 10 years (tax law)"), "FR", "storage-limitation")).not.toBe("breached");
  });
});

describe("GDPR Art. 12(3): a reply time over one month, in any register", () => {
  it("breached: German-English 'in a period of two months', a chatty 'about 8 weeks', a flattened table", () => {
    expect(statusOf(gdpr, notice("Requests for information will be processed by us in a period of two months after their entrance."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("Want a copy of your data? Drop us a line and we'll get it over to you in about 8 weeks."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("Your right | How long we take: Access | 60 days; Erasure | 60 days"), "DE", "reply-deadline")).toBe("breached");
  });
  it("not breached: one month, with the lawful extension for complex requests", () => {
    expect(statusOf(gdpr, notice("Requests for information will be processed by us in a period of one month after their entrance; for complex requests this period may be prolonged by two further months, of which we inform you within the first month."), "DE", "reply-deadline")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Want a copy of your data? Drop us a line and we'll get it over to you within a month, usually much sooner."), "DE", "reply-deadline")).not.toBe("breached");
  });
});

describe("GDPR Art. 44: data opened or hosted outside the EEA with no mechanism", () => {
  it("breached: French-English hosting 'situated in the United States', support staff in Manila, US tools", () => {
    expect(statusOf(gdpr, notice("The data are hosted by our provider on servers situated in the United States of America."), "FR", "transfers")).toBe("breached");
    expect(statusOf(gdpr, notice("Our customer support team in Manila can view your account details when you contact us."), "FR", "transfers")).toBe("breached");
  });
  it("not breached: the same with the Commission's standard contractual clauses", () => {
    expect(statusOf(gdpr, notice("The data are hosted by our provider on servers situated in the United States of America, under the standard contractual clauses adopted by the European Commission."), "FR", "transfers")).not.toBe("breached");
  });
});

describe("GDPR Art. 7(4) and 7(3): consent tied to the service, withdrawal made hard", () => {
  it("breached: marketing consent as 'an essential condition' of the account; 'no marketing, no account'", () => {
    expect(statusOf(gdpr, notice("Acceptance of the processing of your data for marketing purposes constitutes an essential condition for the creation of an account."), "FR", "conditional-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("No marketing emails, no account — sorry, that's how we keep the app free!"), "FR", "conditional-consent")).toBe("breached");
  });
  it("not breached: marketing consent optional", () => {
    expect(statusOf(gdpr, notice("You can create an account without agreeing to marketing emails; the marketing box is optional and unticked."), "FR", "conditional-consent")).not.toBe("breached");
  });
  it("breached: consent declared irrevocable, or withdrawn only by registered letter", () => {
    expect(statusOf(gdpr, notice("You agree to receive our newsletter. The consent so given is irrevocable."), "FR", "withdrawal")).toBe("breached");
    expect(statusOf(gdpr, notice("You may subscribe to our newsletter online. The withdrawal of consent must be made by registered letter with acknowledgement of receipt addressed to our head office."), "FR", "withdrawal")).toBe("breached");
  });
  it("not breached: withdrawal by the unsubscribe link at any time", () => {
    expect(statusOf(gdpr, notice("You may subscribe to our newsletter online and withdraw your consent at any time with the unsubscribe link in each email."), "FR", "withdrawal")).not.toBe("breached");
  });
});

describe("GDPR Arts. 33(1) and 34(1): breach notice late or withheld", () => {
  it("breached: the authority told after the investigation ends, or in a week", () => {
    expect(statusOf(gdpr, notice("The Controller shall notify the competent supervisory authority of any personal data breach within ten (10) business days after the conclusion of its internal investigation."), "FR", "breach-authority")).toBe("breached");
    expect(statusOf(gdpr, notice("In case of a data breach, the notification to the CNIL takes place in a delay of one week after its discovery."), "FR", "breach-authority")).toBe("breached");
  });
  it("not breached: within 72 hours of becoming aware", () => {
    expect(statusOf(gdpr, notice("In case of a data breach, the notification to the CNIL takes place at the latest 72 hours after its discovery."), "FR", "breach-authority")).not.toBe("breached");
  });
  it("breached: customers never told of a breach, whatever the risk", () => {
    expect(statusOf(ukGdpr, ukNotice("If a data breach happens, affected customers are not contacted directly, even where the breach puts them at high risk."), "GB", "breach-individuals")).toBe("breached");
  });
  it("not breached: customers told where the risk is high", () => {
    expect(statusOf(ukGdpr, ukNotice("If a data breach happens and it is likely to put you at high risk, we will contact you directly without undue delay."), "GB", "breach-individuals")).not.toBe("breached");
  });
});

describe("WTR reg. 5: an opt-out that cannot be ended", () => {
  it("breached: legalese, a chatty 'for good', German-English 'definitive'", () => {
    expect(statusOf(wtr, contract("The Employee hereby agrees that the limit in regulation 4(1) shall not apply to him and acknowledges that this agreement shall not be terminable during the continuance of his employment."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtr, contract("Once you've opted out of the 48-hour week, you're opted out for good — there's no going back on it."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtr, contract("The renunciation of the maximum weekly working time of 48 hours is definitive and cannot be revoked."), "GB", "wtr-opt-out")).toBe("breached");
  });
  it("not breached: ended on notice of seven days or three months", () => {
    expect(statusOf(wtr, contract("The Employee hereby agrees that the limit in regulation 4(1) shall not apply to him; he may terminate this agreement by giving three months' notice in writing."), "GB", "wtr-opt-out")).not.toBe("breached");
    expect(statusOf(wtr, contract("You can opt back in to the 48-hour week whenever you like by giving us seven days' notice."), "GB", "wtr-opt-out")).not.toBe("breached");
  });
});

describe("WTR reg. 12(1): no rest break on a shift over six hours", () => {
  it("breached: legalese, a chatty handbook, a buried clause", () => {
    expect(statusOf(wtr, contract("The Worker shall not be entitled to any rest break during a shift of up to nine (9) hours."), "GB", "wtr-breaks")).toBe("breached");
    expect(statusOf(wtr, contract("We work straight through: there's no lunch break on our 8-hour shifts, but you get to leave on time!"), "GB", "wtr-breaks")).toBe("breached");
  });
  it("not breached: a 20-minute break or longer on shifts over six hours", () => {
    expect(statusOf(wtr, contract("On any shift longer than six hours you get an unpaid 30-minute break."), "GB", "wtr-breaks")).not.toBe("breached");
  });
});

describe("WTR reg. 10(1): less than eleven hours between shifts", () => {
  it("breached: a minimum of eight or nine hours between working days", () => {
    expect(statusOf(wtr, contract("A minimum of eight hours must separate the end of one shift from the start of the next."), "GB", "wtr-daily-rest")).toBe("breached");
    expect(statusOf(wtr, contract("Between two working days, the employee benefits from a rest of at least 9 consecutive hours."), "GB", "wtr-daily-rest")).toBe("breached");
  });
  it("not breached: at least eleven consecutive hours", () => {
    expect(statusOf(wtr, contract("Between two working days, the employee benefits from a rest of at least eleven consecutive hours."), "GB", "wtr-daily-rest")).not.toBe("breached");
  });
});

describe("WTR regs. 13 and 13A: less than 5.6 weeks' leave", () => {
  it("breached: three weeks, fifteen working days", () => {
    expect(statusOf(wtr, contract("Annual leave entitlement: 3 weeks per year, bank holidays included."), "GB", "wtr-annual-leave")).toBe("breached");
    expect(statusOf(wtr, contract("The employee has right to fifteen working days of paid vacation per calendar year, public holidays included."), "GB", "wtr-annual-leave")).toBe("breached");
  });
  it("not breached: 28 days including bank holidays, 5.6 weeks", () => {
    expect(statusOf(wtr, contract("The employee has right to twenty-eight days of paid vacation per calendar year, public holidays included."), "GB", "wtr-annual-leave")).not.toBe("breached");
    expect(statusOf(wtr, contract("Annual leave entitlement: 5.6 weeks per year, bank holidays included."), "GB", "wtr-annual-leave")).not.toBe("breached");
  });
});

describe("ERA 1996 s. 18(1) and s. 27A", () => {
  it("breached: till shortfalls taken from pay in full, stock losses recovered without limit", () => {
    expect(statusOf(era, contract("Any shortfall found in your till at the end of a shift will be taken out of your next wages in full."), "GB", "era-retail-deductions")).toBe("breached");
    expect(statusOf(era, contract("Stock losses found at audit are recovered from the pay of the staff on duty, with no upper limit."), "GB", "era-retail-deductions")).toBe("breached");
  });
  it("not breached: shortfall deductions capped at one tenth of gross pay", () => {
    expect(statusOf(era, contract("Deductions for till shortfalls will never exceed one tenth of your gross wages on any pay day."), "GB", "era-retail-deductions")).not.toBe("breached");
  });
  it("breached: a zero-hours worker barred from other work", () => {
    expect(statusOf(era, zeroHours("During the term of this agreement you shall not undertake work for any other person without our prior written consent."), "GB", "era-zero-hours-exclusivity")).toBe("breached");
    expect(statusOf(era, zeroHours("We expect you to work only for us — picking up shifts at other venues is not allowed."), "GB", "era-zero-hours-exclusivity")).toBe("breached");
  });
  it("not breached: free to work for others", () => {
    expect(statusOf(era, zeroHours("You are free to work for other employers whenever we do not offer you work."), "GB", "era-zero-hours-exclusivity")).not.toBe("breached");
  });
});

describe("ERA 1996 s. 86(1): notice shorter than one week per complete year", () => {
  it("breached: two weeks after five years, one week after two years", () => {
    expect(statusOf(era, contract("The Company may terminate the employment of an employee with more than five years of continuous service by giving two weeks' notice in writing."), "GB", "era-minimum-notice")).toBe("breached");
    expect(statusOf(era, contract("After two years of continuous employment, either party may end the contract by giving one week's notice."), "GB", "era-minimum-notice")).toBe("breached");
  });
  it("not breached: one week per complete year, up to twelve", () => {
    expect(statusOf(era, contract("The Company will give one week's notice for each complete year of continuous employment, up to a maximum of twelve weeks."), "GB", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("DPDP Act ss. 8(6), 8(7) and 9(1)", () => {
  it("breached: breach intimation at the company's discretion", () => {
    expect(statusOf(dpdp, inPolicy("In the event of a personal data breach, the Company may, at its sole discretion, notify the affected users."), "IN", "dpdp-breach-notice")).toBe("breached");
  });
  it("not breached: the Board and each affected user told of every breach", () => {
    expect(statusOf(dpdp, inPolicy("We will intimate the Data Protection Board of India and each affected user of every personal data breach."), "IN", "dpdp-breach-notice")).not.toBe("breached");
  });
  it("breached: data kept after consent is withdrawn", () => {
    expect(statusOf(dpdp, inPolicy("Your data will continue to be retained by us even after you withdraw your consent or close your account, for our internal records."), "IN", "dpdp-erasure")).toBe("breached");
  });
  it("not breached: erased on withdrawal unless the law requires otherwise", () => {
    expect(statusOf(dpdp, inPolicy("When you withdraw your consent, we erase your data unless a law requires us to keep it."), "IN", "dpdp-erasure")).not.toBe("breached");
  });
  it("breached: children sign up with no parent's consent", () => {
    expect(statusOf(dpdp, inPolicy("Students of any age can sign up on their own; we don't ask for a parent's permission."), "IN", "dpdp-children")).toBe("breached");
  });
  it("not breached: verifiable parental consent for under-18s", () => {
    expect(statusOf(dpdp, inPolicy("For users under 18, we obtain verifiable consent from a parent before the account is created."), "IN", "dpdp-children")).not.toBe("breached");
  });
});

describe("a banner's close button is not a consent box (dev wrong finding, blind set 8)", () => {
  const banner = (closing: string) =>
    [
      "Bottega Riva S.r.l. – Cookie notice",
      "This site uses technical cookies and, with your consent, advertising cookies from us and our partners.",
      closing,
      "[Accept all]   [Settings]   [X]",
    ].join("\n");

  it("closing the banner as consent is the cookie rules' breach, not a second GDPR Art. 4(11) finding", () => {
    expect(statusOf(gdpr, banner("If you close this banner with the X, you accept all cookies."), "IT", "lawful-consent")).not.toBe("breached");
  });
  it("a sign-up form's ticked box stays a consent form: a pre-ticked offers box breaches Art. 4(11)", () => {
    const form = ["Create your account — Bottega Riva S.r.l.", "[x] Send me offers from Bottega Riva's partners by email", "[Create account]"].join("\n");
    expect(statusOf(gdpr, form, "IT", "lawful-consent")).toBe("breached");
  });
});

// Round 2: Brazil, Singapore, California and Colorado, PECR cookies and the minimum wage, same method.
const lgpd = lgpdPack();
const sg = sgPdpaPack();
const ccpa = ccpaPack();
const co = coloradoPack();
const pecr = cookiePack("uk-pecr-2003", "PECR 2003 (reg. 6)", "reg. 6", "6");
const nmw = nmwPack();
const brPolicy = (...lines: string[]) =>
  ["Política de Privacidade — Trilha Verde Turismo Ltda., São Paulo. This policy explains how we process your personal data.", "We use your name, CPF and booking details to organise your trips.", ...lines].join("\n");
const sgPolicy = (...lines: string[]) =>
  ["Data Protection Policy of Lion City Tutors Pte. Ltd., Singapore. This policy explains how we collect, use and disclose your personal data.", "We use your contact details and your child's school results to arrange tuition.", ...lines].join("\n");
const caPolicy = (...lines: string[]) =>
  ["Privacy Policy of Redwood Outfitters Inc. This policy explains how we collect and use personal information of California residents.", ...lines].join("\n");

describe("LGPD Arts. 19, 33 and 48 in other registers", () => {
  it("breached: a full copy of the data in a period of thirty days; a table row of 20 working days", () => {
    expect(statusOf(lgpd, brPolicy("The complete declaration of your data will be furnished in a period of thirty days counted from your request."), "BR", "lgpd-access-time")).toBe("breached");
    expect(statusOf(lgpd, brPolicy("Your request | How long we take: Access to your data | 20 working days"), "BR", "lgpd-access-time")).toBe("breached");
  });
  it("not breached: fifteen days", () => {
    expect(statusOf(lgpd, brPolicy("The complete declaration of your data will be furnished in a period of fifteen days counted from your request."), "BR", "lgpd-access-time")).not.toBe("breached");
  });
  it("breached: data hosted in the United States, or opened by a support team in Manila, with no mechanism", () => {
    expect(statusOf(lgpd, brPolicy("Your booking data are hosted by our cloud provider on servers located in the United States."), "BR", "lgpd-transfer")).toBe("breached");
    expect(statusOf(lgpd, brPolicy("Our support team in Manila can view your booking details when you contact us."), "BR", "lgpd-transfer")).toBe("breached");
  });
  it("not breached: the ANPD's standard contractual clauses", () => {
    expect(statusOf(lgpd, brPolicy("Your booking data are hosted on servers located in the United States, under the standard contractual clauses approved by the ANPD."), "BR", "lgpd-transfer")).not.toBe("breached");
  });
  it("breached: the ANPD told in a delay of ten days, or only when the investigation is over", () => {
    expect(statusOf(lgpd, brPolicy("In case of a security incident, the communication to the ANPD takes place in a period of ten days after its discovery."), "BR", "lgpd-incident")).toBe("breached");
  });
  it("not breached: three working days", () => {
    expect(statusOf(lgpd, brPolicy("In case of a security incident, the communication to the ANPD and to the data subjects takes place in a period of three working days."), "BR", "lgpd-incident")).not.toBe("breached");
  });
});

describe("Singapore PDPA ss. 25 and 26 in other registers", () => {
  it("breached: records kept at the company's discretion, or with no end", () => {
    expect(statusOf(sg, sgPolicy("Student records shall be retained for such period as the Company may, in its sole discretion, determine."), "SG", "sg-retention")).toBe("breached");
    expect(statusOf(sg, sgPolicy("Records | Retention: Tuition history | unlimited"), "SG", "sg-retention")).toBe("breached");
  });
  it("not breached: a period after the last lesson", () => {
    expect(statusOf(sg, sgPolicy("Student records are retained for two years after the last lesson and then destroyed."), "SG", "sg-retention")).not.toBe("breached");
  });
  it("breached: a tutor team in Manila working on the records with no contract", () => {
    expect(statusOf(sg, sgPolicy("Our marking team in Manila works on student records remotely; no data protection agreement has been signed with them."), "SG", "sg-transfer")).toBe("breached");
  });
  it("not breached: the overseas team bound by contract to comparable protection", () => {
    expect(statusOf(sg, sgPolicy("Our marking team in Manila works on student records remotely under a contract that binds it to a standard of protection comparable to the PDPA."), "SG", "sg-transfer")).not.toBe("breached");
  });
});

describe("CCPA/CPRA and Colorado in other registers", () => {
  it("breached: a sale described as 'monetising' with data partners, no opt-out link", () => {
    expect(statusOf(ccpa, caPolicy("We monetise customer lists by licensing them to data partners for a fee."), "US-CA", "ccpa-opt-out-link")).toBe("breached");
  });
  it("not breached: no sale or sharing at all", () => {
    expect(statusOf(ccpa, caPolicy("We do not monetise, license or sell customer lists, and we do not share them for cross-context behavioral advertising."), "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
  });
  it("breached: a reply to requests to know in a period of sixty days", () => {
    expect(statusOf(ccpa, caPolicy("We sell personal information to advertisers; see the Do Not Sell or Share My Personal Information link.", "Requests to know or delete are answered in a period of sixty days from receipt."), "US-CA", "ccpa-response-time")).toBe("breached");
  });
  it("not breached: forty-five days", () => {
    expect(statusOf(ccpa, caPolicy("Requests to know or delete are answered in a period of forty-five days from receipt."), "US-CA", "ccpa-response-time")).not.toBe("breached");
  });
  it("breached: Colorado browser opt-out signals switched off", () => {
    expect(statusOf(co, caPolicy("We sell personal data of Colorado residents to advertising partners.", "Our site is not configured to recognise browser-based opt-out signals such as Global Privacy Control."), "US-CO", "co-universal-opt-out")).toBe("breached");
  });
  it("not breached: Colorado browser opt-out signals honoured", () => {
    expect(statusOf(co, caPolicy("We sell personal data of Colorado residents to advertising partners.", "Our site is configured to recognise browser-based opt-out signals such as Global Privacy Control as a request to opt out."), "US-CO", "co-universal-opt-out")).not.toBe("breached");
  });
});

describe("PECR reg. 6 and the minimum wage in other registers", () => {
  it("breached: analytics and advertising cookies set on arrival, before any choice", () => {
    const banner = ["Cookie notice — Fernhill Garden Supplies Ltd", "The moment you land on our site, analytics and advertising cookies are dropped on your device; you can change your preferences in Settings afterwards.", "[Accept]  [Settings]"].join("\n");
    expect(statusOf(pecr, banner, "GB", "cookie-before-choice")).toBe("breached");
  });
  it("not breached: only strictly necessary cookies until the visitor chooses", () => {
    const banner = ["Cookie notice — Fernhill Garden Supplies Ltd", "When you land on our site only strictly necessary cookies are set; analytics and advertising cookies wait until you accept them.", "[Accept]  [Reject]  [Settings]"].join("\n");
    expect(statusOf(pecr, banner, "GB", "cookie-before-choice")).not.toBe("breached");
  });
  it("breached: a uniform charge taking pay below the minimum wage, HR-handbook wording", () => {
    expect(statusOf(nmw, contract("Team members pay for their own uniforms: £15 a month is withheld from wages for it, even where this takes hourly pay under the National Minimum Wage."), "GB", "nmw-deductions")).toBe("breached");
  });
  it("not breached: the uniform provided free", () => {
    expect(statusOf(nmw, contract("Uniforms are provided free of charge; nothing is withheld from wages for them."), "GB", "nmw-deductions")).not.toBe("breached");
  });
});

// Round 3: more GDPR obligations, processor terms, and GB pay and working time, same method.
const ssp = sspPack();
/** A contract with a salary and no hourly rate (the `contract` helper states £13.50 an hour). */
const salaried = (...lines: string[]) => ["Statement of Terms of Employment — Northgate Kitchens Ltd", "Employee: A. Worker. Place of work: Leeds.", ...lines].join("\n");
const dpa = (...lines: string[]) =>
  ["Data Processing Agreement between Atelier Lumen SAS (the Controller) and Nuage Hébergement SAS (the Processor), which processes personal data on behalf of the Controller.", "The Processor hosts the Controller's customer database.", ...lines].join("\n");

describe("GDPR rights and special data in other registers", () => {
  it("breached: a fee for every access request (Art. 12(5))", () => {
    expect(statusOf(gdpr, notice("An administrative charge of EUR 25 is levied on each request for a copy of your data."), "FR", "access-free")).toBe("breached");
  });
  it("not breached: free, with a fee only for further copies", () => {
    expect(statusOf(gdpr, notice("Your first copy of your data is free of charge; for any further copies we may charge a reasonable fee based on administrative costs."), "FR", "access-free")).not.toBe("breached");
  });
  it("breached: erasure granted only where the company sees fit (Art. 17)", () => {
    expect(statusOf(gdpr, notice("Requests for the deletion of data will be granted only where the Company sees fit."), "FR", "erasure")).toBe("breached");
  });
  it("breached: marketing goes on after an objection (Art. 21(3))", () => {
    expect(statusOf(gdpr, notice("Even after you object to direct marketing, we may keep sending you promotional emails where we consider it in our commercial interest."), "FR", "marketing-objection")).toBe("breached");
  });
  it("not breached: marketing stops on objection", () => {
    expect(statusOf(gdpr, notice("If you object to direct marketing, we stop sending you promotional emails straight away."), "FR", "marketing-objection")).not.toBe("breached");
  });
  it("breached: health particulars on the company's legitimate interest (Art. 9(2))", () => {
    expect(statusOf(gdpr, notice("Health particulars (such as allergies) are processed by virtue of the legitimate interest of the Company."), "FR", "special-category")).toBe("breached");
  });
  it("not breached: health particulars on explicit consent", () => {
    expect(statusOf(gdpr, notice("Health particulars (such as allergies) are processed only with your explicit consent, which you may withdraw at any time."), "FR", "special-category")).not.toBe("breached");
  });
  it("breached: loan decisions entirely by the algorithm with no human review (Art. 22(1))", () => {
    expect(statusOf(gdpr, notice("Credit applications are decided entirely by our scoring algorithm; no member of staff reviews the outcome and it cannot be contested."), "FR", "automated-decisions")).toBe("breached");
  });
});

describe("GDPR Art. 28 processor terms in legalese", () => {
  it("breached: the processor may use the data to improve its own products (Art. 28(3)(a))", () => {
    expect(statusOf(gdpr, dpa("The Processor shall be entitled to utilise the Customer Personal Data for the purpose of enhancing its own products and services."), "FR", "processor-own-purposes")).toBe("breached");
  });
  it("not breached: documented instructions only", () => {
    expect(statusOf(gdpr, dpa("The Processor shall process the Customer Personal Data only on documented instructions from the Controller."), "FR", "processor-own-purposes")).not.toBe("breached");
  });
  it("breached: further sub-processors engaged at the processor's sole discretion, unannounced (Art. 28(2))", () => {
    expect(statusOf(gdpr, dpa("The Processor may appoint further sub-processors at its sole discretion and without notice to the Controller."), "FR", "processor-sub-processors")).toBe("breached");
  });
  it("not breached: prior written authorisation", () => {
    expect(statusOf(gdpr, dpa("The Processor shall not engage another processor without the prior specific or general written authorisation of the Controller."), "FR", "processor-sub-processors")).not.toBe("breached");
  });
});

describe("GB pay and working time in other registers", () => {
  it("breached: a monthly salary that works out below the National Living Wage (s. 1)", () => {
    expect(statusOf(nmw, salaried("The employee is 30 years old.", "Remuneration: a salary of £1,500 per month for a 40-hour week."), "GB", "nmw-rate")).toBe("breached");
  });
  it("not breached: a monthly salary above it", () => {
    expect(statusOf(nmw, salaried("The employee is 30 years old.", "Remuneration: a salary of £2,400 per month for a 40-hour week."), "GB", "nmw-rate")).not.toBe("breached");
  });
  it("breached: written terms promised two months after starting (ERA s. 1)", () => {
    expect(statusOf(era, contract("Your full written terms and conditions will be sent to you within two months of your first day."), "GB", "era-written-statement")).toBe("breached");
  });
  it("breached: no payslips, pay simply arrives (ERA s. 8)", () => {
    expect(statusOf(era, contract("We don't do payslips — your net pay simply lands in your bank account each month."), "GB", "era-payslip")).toBe("breached");
  });
  it("breached: sixteen days in a row with no day off (WTR reg. 11)", () => {
    expect(statusOf(wtr, contract("During the festival season crew may be rostered for sixteen days on the trot without a day off."), "GB", "wtr-weekly-rest")).toBe("breached");
  });
  it("not breached: two days off each fortnight", () => {
    expect(statusOf(wtr, contract("During the festival season crew get at least two days off in every fortnight."), "GB", "wtr-weekly-rest")).not.toBe("breached");
  });
  it("breached: bank staff get no paid holiday (WTR regs. 13 and 13A)", () => {
    expect(statusOf(wtr, contract("Holiday is not paid for bank staff: if you don't work, you don't get paid."), "GB", "wtr-annual-leave")).toBe("breached");
  });
  it("breached: SSP nothing for the first three days (SSCBA s. 155)", () => {
    expect(statusOf(ssp, contract("Statutory sick pay: nothing for the first three days you are off, then the weekly rate."), "GB", "ssp-waiting-days")).toBe("breached");
  });
  it("not breached: SSP from day one", () => {
    expect(statusOf(ssp, contract("Statutory sick pay is paid from your very first day off sick."), "GB", "ssp-waiting-days")).not.toBe("breached");
  });
});

// Round 4: cookie banners in other registers (chatty, German-English, legalese, a flattened cookie table).
const frCookies = cookiePack("fr-loi-informatique-et-libertes", "Loi Informatique et Libertés (art. 82)", "art. 82", "82");
const deCookies = cookiePack("de-tdddg", "TDDDG (§ 25)", "§ 25(1)", "25");
const cookieBanner = (...lines: string[]) => ["Cookie notice — Kaffeehaus Lindner GmbH", "We use cookies for the shopping basket, for statistics and for advertising.", ...lines].join("\n");

describe("cookie consent in other registers (ePrivacy Art. 5(3) as transposed)", () => {
  it("breached: scrolling taken as a yes; 'with the further use you declare yourself in agreement'", () => {
    expect(statusOf(frCookies, cookieBanner("Keep scrolling and we'll take that as a yes to all our cookies!", "[OK]  [Settings]"), "FR", "cookie-implied-consent")).toBe("breached");
    expect(statusOf(deCookies, cookieBanner("With the further use of this website you declare yourself in agreement with the use of cookies.", "[OK]  [More]"), "DE", "cookie-implied-consent")).toBe("breached");
  });
  it("not breached: agreement declared with the Accept button, Reject beside it", () => {
    expect(statusOf(deCookies, cookieBanner("With the button 'Accept' you declare yourself in agreement with the use of statistics and advertising cookies; with 'Reject' only necessary cookies are set.", "[Accept]  [Reject]"), "DE", "cookie-implied-consent")).not.toBe("breached");
  });
  it("breached: advertising trackers on the operator's 'justified interest' (Art. 6(1)(f) GDPR)", () => {
    expect(statusOf(deCookies, cookieBanner("The operator deploys advertising trackers on the basis of its overriding justified interest pursuant to Art. 6(1)(f) GDPR.", "[Accept]  [Reject]"), "DE", "cookie-no-consent")).toBe("breached");
  });
  it("not breached: advertising trackers only after consent", () => {
    expect(statusOf(deCookies, cookieBanner("The operator deploys advertising trackers only after your consent pursuant to § 25(1) TDDDG.", "[Accept]  [Reject]"), "DE", "cookie-no-consent")).not.toBe("breached");
  });
  it("breached: the Meta pixel and Google Analytics listed as strictly necessary in a flattened table", () => {
    expect(statusOf(frCookies, cookieBanner("Cookie | Category: session_id | Strictly necessary; _fbp (Meta Pixel) | Strictly necessary; _ga (Google Analytics) | Strictly necessary", "[Accept]  [Reject]"), "FR", "cookie-necessary-mislabel")).toBe("breached");
  });
  it("not breached: the same table with the pixel and analytics under consent", () => {
    expect(statusOf(frCookies, cookieBanner("Cookie | Category: session_id | Strictly necessary; _fbp (Meta Pixel) | Advertising, only with your consent; _ga (Google Analytics) | Statistics, only with your consent", "[Accept]  [Reject]"), "FR", "cookie-necessary-mislabel")).not.toBe("breached");
  });
});

// Round 5: the weekly limit and where a break falls (WTR regs. 4(1) and 12(1)).
const noHours = (...lines: string[]) => ["Statement of Terms of Employment — Northgate Kitchens Ltd", "Employee: A. Worker. Place of work: Leeds.", "Pay: £13.50 per hour, paid monthly.", ...lines].join("\n");

describe("WTR reg. 4(1) and reg. 12(1) in other wordings", () => {
  it("breached: fifty-five hours a week in words, with no opt-out", () => {
    expect(statusOf(wtr, noHours("Normal hours of work are fifty-five hours per week, Monday to Saturday."), "GB", "wtr-weekly-limit")).toBe("breached");
  });
  it("not breached: forty-five hours a week", () => {
    expect(statusOf(wtr, noHours("Normal hours of work are forty-five hours per week, Monday to Friday."), "GB", "wtr-weekly-limit")).not.toBe("breached");
  });
  it("breached: the only break of an eight-hour shift is taken at its end", () => {
    expect(statusOf(wtr, noHours("Shifts are 8 hours long. Your 20-minute break is taken at the end of the shift, so you simply leave 20 minutes early."), "GB", "wtr-breaks")).toBe("breached");
  });
  it("not breached: the break is in the middle of the shift", () => {
    expect(statusOf(wtr, noHours("Shifts are 8 hours long. Your 20-minute break is taken in the middle of the shift, away from the kitchen."), "GB", "wtr-breaks")).not.toBe("breached");
  });
});

// Round 6: GDPR principles and duties of design and security, same method.
describe("GDPR Arts. 5(1)(b), 5(1)(c), 8(1), 25(2), 32 and 35 in other registers", () => {
  it("breached: further purposes the company may from time to time determine (Art. 5(1)(b))", () => {
    expect(statusOf(gdpr, notice("The Company reserves the right to process the Personal Data for such further purposes as it may from time to time determine."), "FR", "purpose-limitation")).toBe("breached");
  });
  it("not breached: further use only for a compatible purpose after an assessment", () => {
    expect(statusOf(gdpr, notice("We use the data for a further purpose only where it is compatible with the original one, after the assessment Art. 6(4) requires."), "FR", "purpose-limitation")).not.toBe("breached");
  });
  it("breached: a productivity tool that captures screens at random and logs every key pressed (Art. 5(1)(c))", () => {
    expect(statusOf(gdpr, notice("The productivity tool captures what is on your screen at random intervals and logs every key you press during the working day."), "FR", "minimisation")).toBe("breached");
  });
  it("not breached: only log-in and log-out times", () => {
    expect(statusOf(gdpr, notice("We do not capture screens or log key presses; the tool records only log-in and log-out times."), "FR", "minimisation")).not.toBe("breached");
  });
  it("breached: teens from 13 sign up on their own in France (Art. 8(1), age 15)", () => {
    expect(statusOf(gdpr, notice("Teens aged 13 and up can create an account on their own — no parental sign-off needed."), "FR", "child-consent")).toBe("breached");
  });
  it("not breached: a parent's verified consent under 15", () => {
    expect(statusOf(gdpr, notice("Users under 15 need a parent's consent, which we verify by email before the account is activated."), "FR", "child-consent")).not.toBe("breached");
  });
  it("breached: profiles open to all members until the user changes the setting (Art. 25(2))", () => {
    expect(statusOf(gdpr, notice("New profiles, photos included, are visible to all members from the start; you can restrict this later in your settings."), "FR", "by-default")).toBe("breached");
  });
  it("not breached: profiles private until the user opens them", () => {
    expect(statusOf(gdpr, notice("New profiles are private from the start; you can open them to other members in your settings."), "FR", "by-default")).not.toBe("breached");
  });
  it("breached: one shared administrator login, passwords in a spreadsheet in clear (Art. 32)", () => {
    expect(statusOf(gdpr, notice("All customer-service staff use the same administrator login, and passwords are kept in clear in a spreadsheet on the shared drive."), "FR", "security")).toBe("breached");
  });
  it("not breached: individual logins with two-factor authentication", () => {
    expect(statusOf(gdpr, notice("Each member of staff has an individual login with two-factor authentication, and passwords are stored hashed."), "FR", "security")).not.toBe("breached");
  });
  it("breached: facial recognition brought in with no impact assessment (Art. 35(1))", () => {
    expect(statusOf(gdpr, notice("Facial recognition was installed at the staff entrance last spring; no impact assessment was carried out beforehand."), "FR", "dpia")).toBe("breached");
  });
});

describe("a negation shared by a list of actions (false alarm on a lawful monitoring policy)", () => {
  it("'we do not read X, record Y or log Z' denies Z", () => {
    expect(isNegated("We do not read your personal messages, record your screen or log your keystrokes.", /\bkeystrokes\b/i)).toBe(true);
    expect(affirms("We do not read your personal messages, record your screen or log your keystrokes.", /\bkeystrokes\b/i)).toBe(false);
  });
  it("a new clause with its own subject or a 'but' affirms it", () => {
    expect(affirms("We do not read your personal messages, but we record your screen and log your keystrokes.", /\bkeystrokes\b/i)).toBe(true);
    expect(affirms("We do not read your personal messages, we record your screen and log your keystrokes.", /\bkeystrokes\b/i)).toBe(true);
  });
});

// Round 7: DPDP consent, withdrawal and children's tracking in other registers.
const kidsPolicy = (...lines: string[]) =>
  ["Privacy Policy of Chhota Scholar Learning Pvt. Ltd., Jaipur", "Our app teaches mathematics to school children aged 8 to 14; a parent creates the account after verifying by OTP.", ...lines].join("\n");

describe("DPDP Act ss. 6(1), 6(4) and 9(3) in other registers", () => {
  it("breached: downloading the app deemed consent to all the Company's purposes (s. 6(1))", () => {
    expect(statusOf(dpdp, inPolicy("By downloading the application, the user shall be deemed to have consented to the processing of his personal data for all purposes of the Company."), "IN", "dpdp-consent")).toBe("breached");
  });
  it("not breached: consent by tapping 'I agree' for the stated purpose", () => {
    expect(statusOf(dpdp, inPolicy("We ask for your consent, by tapping 'I agree', to use your mobile number for class reminders only."), "IN", "dpdp-consent")).not.toBe("breached");
  });
  it("breached: withdrawal only by a notarised letter to the registered office (s. 6(4))", () => {
    expect(statusOf(dpdp, inPolicy("You gave consent in the app with one tap; to withdraw it you must send a notarised letter to our registered office."), "IN", "dpdp-withdrawal")).toBe("breached");
  });
  it("not breached: withdrawal in the app as easily", () => {
    expect(statusOf(dpdp, inPolicy("You gave consent in the app with one tap, and you can withdraw it with one tap in Settings."), "IN", "dpdp-withdrawal")).not.toBe("breached");
  });
  it("breached: children shown ads picked from the lessons they watch (s. 9(3))", () => {
    expect(statusOf(dpdp, kidsPolicy("Based on the lessons each child watches, the app shows them personalised advertisements for toys and snacks."), "IN", "dpdp-children-tracking")).toBe("breached");
  });
  it("not breached: no advertising, no behavioural monitoring of children", () => {
    expect(statusOf(dpdp, kidsPolicy("The app shows no advertisements to children and does not monitor their behaviour beyond recording lesson scores for their parents."), "IN", "dpdp-children-tracking")).not.toBe("breached");
  });
});

// Round 8: request channels and reply times under the CCPA and Colorado's CPA.
describe("CCPA § 1798.130(a)(1) and CPA § 6-1-1306 in other registers", () => {
  const sells = "We sell personal information to advertising partners; use the Do Not Sell or Share My Personal Information link to opt out.";
  it("breached: a letter to the head office as the sole channel for requests", () => {
    expect(statusOf(ccpa, caPolicy(sells, "The sole channel for privacy requests is a letter sent to our head office at 1 Market Street, San Francisco."), "US-CA", "ccpa-request-methods")).toBe("breached");
  });
  it("not breached: a toll-free number and a web form", () => {
    expect(statusOf(ccpa, caPolicy(sells, "Privacy requests can be made by calling our toll-free number 1-800-555-0142 or through the web form on our site."), "US-CA", "ccpa-request-methods")).not.toBe("breached");
  });
  it("breached: Colorado requests answered in a period of ninety days", () => {
    expect(statusOf(co, caPolicy("We sell personal data of Colorado residents to advertising partners.", "Requests from Colorado residents to access or delete their data are answered in a period of ninety days."), "US-CO", "co-response")).toBe("breached");
  });
  it("not breached: forty-five days, extendable once by forty-five where reasonably necessary", () => {
    expect(statusOf(co, caPolicy("We sell personal data of Colorado residents to advertising partners.", "Requests from Colorado residents to access or delete their data are answered within 45 days; where reasonably necessary we may extend this once by 45 days and tell you why within the first 45 days."), "US-CO", "co-response")).not.toBe("breached");
  });
});

// Round 9: Singapore consent and breach notice, PECR e-mail marketing and the FLSA, same method.
const pecrMarketing = withElectronicMarketing(cookiePack("uk-pecr-2003", "PECR 2003 (reg. 6)", "reg. 6", "6"));
const flsa = flsaPack();
const usHandbook = (...lines: string[]) => ["Employee Handbook — Prairie Freight LLC (Kansas)", "This handbook applies to hourly, non-exempt warehouse associates.", ...lines].join("\n");

describe("PDPA ss. 14(2)(a) and 26D, PECR reg. 22, FLSA §§ 206 and 207 in other registers", () => {
  it("breached: enrolment conditional on agreeing to partners' marketing (PDPA s. 14(2)(a))", () => {
    expect(statusOf(sg, sgPolicy("To enrol your child, you are required to agree to receive marketing messages from our partner companies."), "SG", "sg-consent-condition")).toBe("breached");
  });
  it("not breached: partners' marketing optional", () => {
    expect(statusOf(sg, sgPolicy("You can enrol your child without agreeing to marketing; messages from partner companies are sent only if you tick the optional box."), "SG", "sg-consent-condition")).not.toBe("breached");
  });
  it("breached: the PDPC told fourteen days after a breach is assessed notifiable (PDPA s. 26D)", () => {
    expect(statusOf(sg, sgPolicy("Once we determine that a data breach is notifiable, we will inform the PDPC within fourteen days."), "SG", "sg-breach-notice")).toBe("breached");
  });
  it("not breached: three calendar days", () => {
    expect(statusOf(sg, sgPolicy("Once we determine that a data breach is notifiable, we will inform the PDPC as soon as practicable and within three calendar days."), "SG", "sg-breach-notice")).not.toBe("breached");
  });
  it("breached: a bought list of e-mail addresses sent offers (PECR reg. 22)", () => {
    expect(statusOf(pecrMarketing, "Spring campaign plan — Fernhill Garden Supplies Ltd\nWe purchased a list of 20,000 consumer email addresses from a data broker and will email them our spring offers next week.", "GB", "pecr-email-marketing")).toBe("breached");
  });
  it("not breached: the soft opt-in for our own customers with an unsubscribe link", () => {
    expect(statusOf(pecrMarketing, "Spring campaign plan — Fernhill Garden Supplies Ltd\nWe will email offers on similar products only to customers who bought from us and did not opt out at checkout; every email has an unsubscribe link.", "GB", "pecr-email-marketing")).not.toBe("breached");
  });
  it("breached: hours beyond forty paid at the normal rate (FLSA § 207(a)(1))", () => {
    expect(statusOf(flsa, usHandbook("Associates are paid $16.00 per hour.", "Any hours beyond forty in a workweek are paid at the normal hourly rate."), "US", "flsa-overtime")).toBe("breached");
  });
  it("not breached: time and a half over forty", () => {
    expect(statusOf(flsa, usHandbook("Associates are paid $16.00 per hour.", "Any hours beyond forty in a workweek are paid at one and one-half times the regular rate."), "US", "flsa-overtime")).not.toBe("breached");
  });
  it("breached: trainees paid below $7.25 an hour (FLSA § 206(a))", () => {
    expect(statusOf(flsa, usHandbook("During the first two weeks, trainees are paid six dollars and fifty cents ($6.50) per hour."), "US", "flsa-minimum-wage")).toBe("breached");
  });
});
