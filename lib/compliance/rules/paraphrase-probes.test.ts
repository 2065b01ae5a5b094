import { describe, expect, it } from "vitest";
import { dpdpPack, lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { cookiePack } from "./cookies";
import { withElectronicMarketing as withPecrMarketing } from "./e-marketing";
import { eraPack, nmwPack, sspPack, wtrPack } from "./gb-employment";
import { codeOnWagesPack, flsaPack } from "./other-employment";
import { gdprPack } from "./gdpr";
import { statusOf } from "./test-helpers";
import { ccpaPack, coloradoPack, virginiaPack } from "./us-privacy";

/**
 * Paraphrase probes (round 6): the same concepts as the rules' own tests, in wordings written for this file before the
 * rules were run on them — each breach with the provision it breaches, and beside it a lawful text on the same topic
 * that must not be reported as a breach.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");
const ccpa = ccpaPack();
const va = virginiaPack();
const co = coloradoPack();
const dpdp = dpdpPack();
const sg = sgPdpaPack();
const lgpd = lgpdPack();
const wtr = wtrPack();
const era = eraPack();
const nmw = nmwPack();
const ssp = sspPack();
const flsa = flsaPack();
const wages = codeOnWagesPack();
const pecr = withPecrMarketing(cookiePack("uk-pecr-2003", "PECR 2003 (reg. 6)", "reg. 6", "6"));
const frCookies = cookiePack("fr-loi-informatique-et-libertes", "Loi Informatique et Libertés (art. 82)", "art. 82", "82");

const notice = (...lines: string[]) =>
  ["Privacy notice of Muster Handel GmbH, Hafenweg 4, Bremen, privacy@muster-handel.de. This notice explains how we use your data.", "We use your data to manage your customer account.", ...lines].join("\n");
const usNotice = (...lines: string[]) => ["Privacy Policy of Pinecone Apps Inc. This policy explains how we use your personal information as a California resident.", ...lines].join("\n");

describe("retention periods in any wording (GDPR Art. 5(1)(e))", () => {
  it("no end, or an end the organisation chooses, breaches", () => {
    expect(statusOf(gdpr, notice("Customer files are never purged from our systems."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("Your order history is held on file for an unlimited period."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("We hang on to your details for as long as we find them useful."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("There is no fixed deletion date for account data; we keep it until we decide otherwise."), "DE", "storage-limitation")).toBe("breached");
  });
  it("a period, a criterion or an end chosen by the person does not", () => {
    expect(statusOf(gdpr, notice("Account data are erased 24 months after your last login."), "DE", "storage-limitation")).not.toBe("breached");
    expect(statusOf(gdpr, notice("We keep invoices for ten years because tax law requires it, and delete them then."), "DE", "storage-limitation")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Your saved addresses stay in your account until you ask us to remove them."), "DE", "storage-limitation")).not.toBe("breached");
    expect(statusOf(gdpr, notice("We never keep your data for an unlimited period."), "DE", "storage-limitation")).not.toBe("breached");
  });
});

describe("response deadlines in any wording", () => {
  it("GDPR Art. 12(3): over one month breaches, one month (with the lawful extension) does not", () => {
    expect(statusOf(gdpr, notice("Please allow up to 60 days for us to deal with a request to see your data."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("Erasure requests are completed within a quarter of a year."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("We aim to action access requests in twelve weeks."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("We answer requests to exercise your rights within 30 days of receipt."), "DE", "reply-deadline")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Access requests are answered within four weeks."), "DE", "reply-deadline")).not.toBe("breached");
  });
  it("CCPA § 1798.130(a)(2): over 45 days breaches", () => {
    expect(statusOf(ccpa, usNotice("We sell your personal information to advertisers.", "Deletion requests take up to ninety days to process."), "US-CA", "ccpa-response-time")).toBe("breached");
    expect(statusOf(ccpa, usNotice("We will reply to your request to know within three months."), "US-CA", "ccpa-response-time")).toBe("breached");
    expect(statusOf(ccpa, usNotice("We will reply to your request to know within 45 calendar days."), "US-CA", "ccpa-response-time")).not.toBe("breached");
  });
  it("Virginia § 59.1-577 and Colorado § 6-1-1306 (the rules' provisions): over 45 days breaches", () => {
    expect(statusOf(va, usNotice("Consumer requests are answered no later than 60 days after we get them."), "US-VA", "va-response")).toBe("breached");
    expect(statusOf(co, usNotice("Consumer requests are answered no later than 60 days after we get them."), "US-CO", "co-response")).toBe("breached");
    expect(statusOf(va, usNotice("Consumer requests are answered within 45 days of receipt."), "US-VA", "va-response")).not.toBe("breached");
  });
});

describe("consent: bundled, pre-ticked, implied by conduct (GDPR Arts. 4(11), 7(4))", () => {
  it("implied and pre-ticked consent breaches Art. 4(11)", () => {
    expect(statusOf(gdpr, notice("Unless you tell us otherwise, we take it that you are happy to receive offers from our partners."), "DE", "lawful-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("The box 'Send me partner offers' on the order form is already ticked when the page opens."), "DE", "lawful-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("Offers from partners are sent only if you tick the empty box on the order form."), "DE", "lawful-consent")).not.toBe("breached");
  });
  it("consent tied to the purchase breaches Art. 7(4)", () => {
    expect(statusOf(gdpr, notice("Placing an order means you also accept that we pass your email address to our advertising partners."), "DE", "conditional-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("You can place an order without agreeing to marketing; the marketing box is separate and optional."), "DE", "conditional-consent")).not.toBe("breached");
  });
});

describe("selling: negation and scope (CCPA § 1798.135(a))", () => {
  it("selling without a link breaches; not selling is silent", () => {
    expect(statusOf(ccpa, usNotice("We make your browsing history and email address available to data brokers for money."), "US-CA", "ccpa-opt-out-link")).toBe("breached");
    expect(statusOf(ccpa, usNotice("We do not sell or share your personal information with anyone, and we never have."), "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
    expect(statusOf(ccpa, usNotice("Pinecone does not sell personal information to data brokers."), "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
  });
});

describe("transfers: any non-adequate destination (GDPR Art. 44, UK GDPR Art. 44A)", () => {
  it("a named third country with no mechanism breaches", () => {
    expect(statusOf(gdpr, notice("Our customer service team in Manila, the Philippines, can view your account."), "DE", "transfers")).toBe("breached");
    expect(statusOf(gdpr, notice("Backups are kept by a data centre in Mumbai, India."), "DE", "transfers")).toBe("breached");
    expect(statusOf(ukGdpr, notice("Payroll is processed for us by a bureau in South Africa."), "GB", "transfers")).toBe("breached");
  });
  it("an adequate country, the EEA, or a named safeguard does not", () => {
    expect(statusOf(gdpr, notice("Backups are kept by a data centre in Zurich, Switzerland."), "DE", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, notice("All data are stored in Frankfurt and never leave the European Union."), "DE", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Backups are kept in India under the European Commission's standard contractual clauses."), "DE", "transfers")).not.toBe("breached");
  });
});

describe("DPDP Act, Singapore PDPA and LGPD in other words", () => {
  it("DPDP s. 8(6): breach intimation left to the company breaches", () => {
    expect(statusOf(dpdp, "Incident policy. Whether affected users are told about a data breach is for management to decide.", "IN", "dpdp-breach-notice")).toBe("breached");
  });
  it("DPDP s. 8(7): keeping data of departed employees without end breaches", () => {
    expect(statusOf(dpdp, "HR policy. Records of former employees are never deleted and stay on our servers permanently.", "IN", "dpdp-erasure")).toBe("breached");
  });
  it("LGPD Art. 19: access answered after more than 15 days breaches", () => {
    expect(statusOf(lgpd, "Aviso de privacidade / Privacy notice. Requests for a full copy of your data are answered within 30 days.", "BR", "lgpd-access-time")).toBe("breached");
  });
  it("Singapore PDPA s. 25: keeping data with no end breaches", () => {
    expect(statusOf(sg, "Privacy policy. Customer records are retained indefinitely in case they become useful.", "SG", "sg-retention")).toBe("breached");
  });
});

describe("second batch: opt-out signals, breaches, monitoring, blanket consent, the 48-hour opt-out", () => {
  it("CCPA Regs § 7025 and Colorado: a preference signal disregarded while selling breaches", () => {
    const sells = "We sell your personal information to data brokers.";
    expect(statusOf(ccpa, usNotice(sells, "Our website disregards Global Privacy Control signals sent by your browser."), "US-CA", "ccpa-opt-out-signal")).toBe("breached");
    expect(statusOf(ccpa, usNotice(sells, "Browser opt-out preference signals have no effect on our site."), "US-CA", "ccpa-opt-out-signal")).toBe("breached");
    expect(statusOf(ccpa, usNotice(sells, "If your browser sends Global Privacy Control, we treat it as a request to opt out of sale and sharing."), "US-CA", "ccpa-opt-out-signal")).not.toBe("breached");
    expect(statusOf(co, usNotice(sells, "Universal opt-out mechanisms are not supported at this time."), "US-CO", "co-universal-opt-out")).toBe("breached");
  });
  it("GDPR Art. 33(1): telling the authority only when we judge it serious, or after weeks, breaches", () => {
    expect(statusOf(gdpr, "Incident procedure. The authority is informed of a personal data breach within 10 working days once our investigation is complete.", "DE", "breach-authority")).toBe("breached");
    expect(statusOf(gdpr, "Incident procedure. We notify the supervisory authority of a personal data breach within 72 hours of becoming aware of it.", "DE", "breach-authority")).not.toBe("breached");
  });
  it("GDPR Art. 5(1)(c): capturing staff screens or every keystroke breaches; logging sign-ins does not", () => {
    expect(statusOf(gdpr, notice("Monitoring software takes a picture of each employee's screen every five minutes."), "DE", "minimisation")).toBe("breached");
    expect(statusOf(gdpr, notice("Every key an employee presses on a company laptop is logged."), "DE", "minimisation")).toBe("breached");
    expect(statusOf(gdpr, notice("We log the time of each sign-in to the company network for security."), "DE", "minimisation")).not.toBe("breached");
  });
  it("GDPR Art. 5(1)(b) and DPDP s. 6(1): purposes left open breach", () => {
    expect(statusOf(gdpr, notice("We may also use your details for any other purposes that management considers useful."), "DE", "purpose-limitation")).toBe("breached");
    expect(statusOf(dpdp, "Employee data policy. By accepting this policy each employee agrees that the company may use their personal data for whatever purposes it thinks fit.", "IN", "dpdp-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("We use your details only to deliver your orders and to answer your questions."), "DE", "purpose-limitation")).not.toBe("breached");
  });
  it("WTR reg. 5: an opt-out that lasts for the whole employment breaches; seven days' notice does not", () => {
    const contract = (line: string) => `Contract of employment between Ashby Foods Ltd and the worker. You will work 50 hours a week. ${line}`;
    expect(statusOf(wtr, contract("Your agreement to work more than 48 hours a week is permanent and you will not be able to take it back."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtr, contract("You agree to opt out of the 48-hour limit; you may end this opt-out by giving seven days' written notice."), "GB", "wtr-opt-out")).not.toBe("breached");
  });
});

describe("third batch: cookies, GB employment, children, request methods, rights", () => {
  const banner = (...lines: string[]) => ["Cookies on boulangerie-exemple.fr", ...lines].join("\n");
  it("FR art. 82 (ePrivacy Art. 5(3)): consent by conduct, before choice, refusal harder, boxes on", () => {
    expect(statusOf(frCookies, banner("Closing this banner or carrying on reading counts as agreement to our advertising cookies.", "[OK]"), "FR", "cookie-implied-consent")).toBe("breached");
    expect(statusOf(frCookies, banner("Advertising cookies are placed as soon as the page loads, before you make any choice.", "[Accept] [Settings]"), "FR", "cookie-before-choice")).toBe("breached");
    expect(statusOf(frCookies, banner("We use advertising cookies. [Accept]", "To refuse, open our settings page and switch off each partner one by one."), "FR", "cookie-refusal")).toBe("breached");
    expect(statusOf(frCookies, banner("We use analytics and advertising cookies.", "Analytics and advertising toggles are switched on when the banner opens.", "[Save] [Accept all]"), "FR", "cookie-preticked")).toBe("breached");
    expect(statusOf(frCookies, banner("No cookie other than strictly necessary ones is set until you click Accept.", "[Accept all] [Reject all]"), "FR", "cookie-before-choice")).not.toBe("breached");
  });
  it("GB: exclusivity in a zero-hours contract (ERA s. 27A), short holiday (WTR regs. 13 and 13A), no break (reg. 12(1))", () => {
    const terms = (line: string) => `Worker agreement — Dale Cafés Ltd. Casual worker terms: there are no guaranteed hours and shifts are offered as and when needed. Rate of pay £14.00 per hour. ${line}`;
    expect(statusOf(era, terms("Workers on these terms are forbidden from taking shifts with any other company."), "GB", "era-zero-hours-exclusivity")).toBe("breached");
    expect(statusOf(wtr, terms("Holiday entitlement is 15 days a year including bank holidays for full-time staff."), "GB", "wtr-annual-leave")).toBe("breached");
    expect(statusOf(wtr, terms("Shifts of nine hours are worked straight through with no pause."), "GB", "wtr-breaks")).toBe("breached");
    expect(statusOf(era, terms("You are free to work for other businesses when you are not on shift with us."), "GB", "era-zero-hours-exclusivity")).not.toBe("breached");
  });
  it("DPDP s. 9 and GDPR Art. 8: children signing up on their own", () => {
    expect(statusOf(dpdp, "Privacy notice for our learning app. Kids under 18 can register by themselves; no parent is involved.", "IN", "dpdp-children")).toBe("breached");
    expect(statusOf(gdpr, notice("Children aged 13 and over can sign up to our game and consent to personalised ads themselves."), "FR", "child-consent")).toBe("breached");
  });
  it("CCPA § 1798.130(a)(1): requests only by letter", () => {
    expect(statusOf(ccpa, usNotice("Requests to delete must be sent by letter to our head office; we do not take them by phone or online."), "US-CA", "ccpa-request-methods")).toBe("breached");
    expect(statusOf(ccpa, usNotice("You can send requests to delete by letter, by calling 1-800-555-0142 toll-free, or through our online form."), "US-CA", "ccpa-request-methods")).not.toBe("breached");
  });
  it("GDPR Arts. 7(3), 21(3), 17 and 12(5) in other words", () => {
    expect(statusOf(gdpr, notice("To take back your agreement to receive offers, you need to visit one of our shops in person."), "DE", "withdrawal")).toBe("breached");
    expect(statusOf(gdpr, notice("Customers who have unsubscribed will continue to hear from us about special deals."), "DE", "marketing-objection")).toBe("breached");
    expect(statusOf(gdpr, notice("Whether your account is deleted when you ask for erasure is up to us."), "DE", "erasure")).toBe("breached");
    expect(statusOf(gdpr, notice("We charge €25 for each copy of your data that you request."), "DE", "access-free")).toBe("breached");
  });
  it("the same topics said lawfully are not breaches", () => {
    expect(statusOf(frCookies, banner("Carrying on reading doesn't count as agreement to advertising cookies; only the Accept button does.", "[Accept] [Refuse]"), "FR", "cookie-implied-consent")).not.toBe("breached");
    expect(statusOf(dpdp, "Privacy notice for our learning app. Kids under 18 can register only with a parent's consent, which we verify.", "IN", "dpdp-children")).not.toBe("breached");
    expect(statusOf(gdpr, notice("You can take back your agreement to receive offers at any time in the app, or in person at one of our shops."), "DE", "withdrawal")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Whether to keep receiving offers is up to you; unsubscribing stops them at once."), "DE", "marketing-objection")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Unsubscribing ends our weekly newsletter, but you will still get offers related to past orders."), "DE", "marketing-objection")).toBe("breached");
  });
});

describe("fourth batch: wages and hours, sensitive data, Singapore, Brazil", () => {
  const us = (line: string) => `Employee handbook — Prairie Feed Store LLC, Kansas. Hourly, non-exempt employees are paid weekly. ${line}`;
  it("FLSA 29 U.S.C. § 207(a)(1): hours past 40 at straight time, or averaged over two weeks, breach", () => {
    expect(statusOf(flsa, us("Time worked beyond forty hours in a week is paid at the employee's normal hourly rate."), "US", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsa, us("Hours are averaged over each two-week pay period, and overtime is due only above 80 hours in the fortnight."), "US", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsa, us("Hours over 40 in a workweek are paid at one and one-half times the regular rate."), "US", "flsa-overtime")).not.toBe("breached");
  });
  it("GB NMW: deductions for uniform taking pay below the minimum (regs. 12 and 13 of the 2015 Regulations)", () => {
    const gb = (line: string) => `Contract of employment — Brook Lane Hotels Ltd. You will work 40 hours per week as a room attendant. You are paid the National Living Wage per hour. ${line}`;
    expect(statusOf(nmw, gb("The cost of your uniform is taken out of your pay, even where this brings your pay under the national minimum wage."), "GB", "nmw-deductions")).toBe("breached");
  });
  it("Code on Wages s. 17: monthly wages paid after the seventh day breach", () => {
    const india = (line: string) => `Wage policy — Deccan Spinning Mills Pvt Ltd. Workers are paid monthly wages. ${line}`;
    expect(statusOf(wages, india("Salaries for each month are credited by the 20th day of the next month."), "IN", "cow-payment-time")).toBe("breached");
    expect(statusOf(wages, india("Salaries for each month are credited by the 5th day of the next month."), "IN", "cow-payment-time")).not.toBe("breached");
  });
  it("Virginia § 59.1-578: sensitive data processed on an opt-out basis breaches", () => {
    expect(statusOf(va, usNotice("We use your precise location and health information to tailor ads unless you tell us to stop."), "US-VA", "va-sensitive-consent")).toBe("breached");
  });
  it("Singapore PDPA s. 26: records with an offshore contractor under no protective terms breach", () => {
    expect(statusOf(sg, "Privacy policy. Our call centre in Vietnam processes customer records; we have not signed any data protection terms with it.", "SG", "sg-transfer")).toBe("breached");
    expect(statusOf(sg, "Privacy policy. Our call centre in Vietnam processes customer records under a contract that requires protection comparable to the PDPA.", "SG", "sg-transfer")).not.toBe("breached");
  });
  it("LGPD Art. 48: incidents reported only when the company sees fit breach", () => {
    expect(statusOf(lgpd, "Política de privacidade / Privacy policy. Security incidents are reported to the ANPD and to customers only where management judges it appropriate.", "BR", "lgpd-incident")).toBe("breached");
  });
  it("the same topics said lawfully are not breaches", () => {
    const gb = (line: string) => `Contract of employment — Brook Lane Hotels Ltd. You will work 40 hours per week as a room attendant. You are paid the National Living Wage per hour. ${line}`;
    expect(statusOf(nmw, gb("Uniforms are provided free and nothing is taken out of your pay for them."), "GB", "nmw-deductions")).not.toBe("breached");
    expect(statusOf(va, usNotice("We use your precise location only with your opt-in consent, which you can withdraw in the app."), "US-VA", "va-sensitive-consent")).not.toBe("breached");
    expect(statusOf(lgpd, "Política de privacidade / Privacy policy. Incidents that may create relevant risk or damage are communicated to the ANPD and the data subjects within three working days.", "BR", "lgpd-incident")).not.toBe("breached");
  });
  it("a leak, a hack or exposed records is a breach whatever it is called (GDPR Art. 34(1), DPDP s. 8(6))", () => {
    expect(statusOf(gdpr, "Security procedure. Customers hear about a data leak only if we think it appropriate.", "DE", "breach-individuals")).toBe("breached");
    expect(statusOf(dpdp, "Security procedure. If customer records are exposed in a hack, whether customers are told is decided by the IT director's team at its discretion.", "IN", "dpdp-breach-notice")).toBe("breached");
    expect(statusOf(gdpr, "Security procedure. If a data leak is likely to result in a high risk to customers, we tell them without undue delay.", "DE", "breach-individuals")).not.toBe("breached");
  });
});

describe("false alarms the broader readings must not raise", () => {
  it("a controller based abroad, or an office abroad with no access, is no transfer (GDPR Art. 44)", () => {
    expect(statusOf(gdpr, notice("Muster Handel GmbH is a company based in Germany; our parent company is based in the United States and has no access to customer data."), "DE", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Our sales office in India does not receive or view any personal data of customers."), "DE", "transfers")).not.toBe("breached");
  });
  it("advertisers paying for space, without our data, is no sale (CCPA § 1798.135(a))", () => {
    expect(statusOf(ccpa, usNotice("Advertisers pay us a fee to show ads in the app, but we do not give them any of your personal information."), "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
    expect(statusOf(ccpa, usNotice("Advertising networks pay us to receive your in-app activity and device identifiers."), "US-CA", "ccpa-opt-out-link")).toBe("breached");
  });
  it("using a site under its terms is not a cookie consent by conduct (FR art. 82)", () => {
    const banner = (...lines: string[]) => ["Cookies on boulangerie-exemple.fr", ...lines].join("\n");
    expect(statusOf(frCookies, banner("Using this site means you accept our terms of sale.", "Advertising cookies are set only if you click Accept.", "[Accept] [Refuse]"), "FR", "cookie-implied-consent")).not.toBe("breached");
  });
});

describe("negation scope, criteria and lawful extensions", () => {
  it("a denial with an exception still sells (CCPA § 1798.135(a))", () => {
    expect(statusOf(ccpa, usNotice("We never sell data about children, but we sell adults' browsing data to data brokers."), "US-CA", "ccpa-opt-out-link")).toBe("breached");
  });
  it("GDPR Art. 5(1)(e): the life of the company is no end; 'as long as necessary for these purposes' is a criterion", () => {
    expect(statusOf(gdpr, notice("Customer files are kept for the lifetime of the company."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("We keep your data only as long as necessary for the purposes described above."), "DE", "storage-limitation")).not.toBe("breached");
  });
  it("GDPR Art. 12(3): one month, extended for complex requests to three months in all, is lawful; 90 days as the rule is not", () => {
    expect(statusOf(gdpr, notice("We aim to respond to requests within a month, but complex requests may take up to 3 months, and we will tell you within the first month."), "DE", "reply-deadline")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Requests are dealt with in the order received, usually within 90 days."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(ccpa, usNotice("We answer requests to delete within 45 days; where reasonably necessary we may take up to 90 days in total and will tell you why."), "US-CA", "ccpa-response-time")).not.toBe("breached");
    expect(statusOf(ccpa, usNotice("We answer requests to delete within 45 days, though complex ones can take up to four months."), "US-CA", "ccpa-response-time")).toBe("breached");
  });
});

describe("fifth batch: special categories, marketing lists, processors", () => {
  it("GDPR Art. 9(2): health data used for promotions, or on the company's interest, breach", () => {
    expect(statusOf(gdpr, notice("Details of your allergies and medications are passed to our partner pharmacies so they can send you promotions."), "DE", "special-category")).toBe("breached");
    expect(statusOf(gdpr, notice("Heart-rate readings from your watch are processed because it is in our legitimate interest to improve our products."), "DE", "special-category")).toBe("breached");
    expect(statusOf(gdpr, notice("Heart-rate readings from your watch are processed only with your explicit consent, which you can withdraw in the app."), "DE", "special-category")).not.toBe("breached");
  });
  it("PECR reg. 22: texting offers to a purchased list without consent breaches", () => {
    const mail = (line: string) => `Marketing plan — Brightside Windows Ltd. ${line}`;
    expect(statusOf(pecr, mail("We send promotional text messages to mobile numbers we purchased from a lead provider."), "GB", "pecr-email-marketing")).toBe("breached");
    expect(statusOf(pecr, mail("We email offers only to customers who ticked the marketing box, and every email has an unsubscribe link."), "GB", "pecr-email-marketing")).not.toBe("breached");
  });
  it("GDPR Art. 28(3)(a): a processor using client data for its own products breaches", () => {
    const dpa = (line: string) => `Data processing agreement between Client (the controller) and Cloudnest Ltd (the processor). The processor hosts the client's customer database. ${line}`;
    expect(statusOf(gdpr, dpa("Cloudnest may also analyse the client's customer data to develop and market its own products."), "DE", "processor-own-purposes")).toBe("breached");
    expect(statusOf(gdpr, dpa("Cloudnest processes the personal data only on the client's documented instructions."), "DE", "processor-own-purposes")).not.toBe("breached");
  });
});

describe("sixth batch: rest, notice, sick pay, retaliation, withdrawal", () => {
  const job = (line: string) => `Contract of employment — Oakfield Care Ltd. You will work 45 hours per week on a rota as a care assistant, paid £13.00 per hour. ${line}`;
  it("WTR reg. 10(1): eight hours off between a late and an early shift breaches", () => {
    expect(statusOf(wtr, job("A late shift finishing at 10pm may be followed by an early shift beginning at 6am the next day."), "GB", "wtr-daily-rest")).toBe("breached");
    expect(statusOf(wtr, job("A late shift finishing at 8pm may be followed by an early shift beginning at 7am the next day."), "GB", "wtr-daily-rest")).not.toBe("breached");
  });
  it("ERA s. 86(1): one week's notice whatever the length of service breaches", () => {
    expect(statusOf(era, job("Either side may end the employment by giving one week's notice, however long you have worked for us."), "GB", "era-minimum-notice")).toBe("breached");
    expect(statusOf(era, job("We give one week's notice in your first two years and then one week for each complete year of service, up to 12 weeks."), "GB", "era-minimum-notice")).not.toBe("breached");
  });
  it("SSCBA s. 155: sick pay only from the fifth day of absence breaches", () => {
    expect(statusOf(ssp, job("Statutory sick pay starts on the fifth day you are off sick."), "GB", "ssp-waiting-days")).toBe("breached");
    expect(statusOf(ssp, job("Statutory sick pay is paid from the first day you are off sick."), "GB", "ssp-waiting-days")).not.toBe("breached");
  });
  it("CCPA § 1798.125: those who opt out lose their member discount", () => {
    expect(statusOf(ccpa, usNotice("We sell personal information to advertisers.", "Customers who opt out of the sale of their data will lose their member discount."), "US-CA", "ccpa-no-retaliation")).toBe("breached");
  });
  it("DPDP s. 6(4): consent given with a tap, withdrawn only by registered post, breaches", () => {
    expect(statusOf(dpdp, "Privacy notice. You give consent in the app with one tap. To withdraw your consent you must send us a signed letter by registered post.", "IN", "dpdp-withdrawal")).toBe("breached");
  });
});

describe("seventh batch: defaults, impact assessments, do-not-call checks", () => {
  it("GDPR Art. 25(2): profiles anyone can see until the user changes a setting breach", () => {
    expect(statusOf(gdpr, notice("New profiles, including your photo and city, can be seen by anyone on the internet until you change your privacy settings."), "DE", "by-default")).toBe("breached");
    expect(statusOf(gdpr, notice("New profiles are private until you choose to make them visible."), "DE", "by-default")).not.toBe("breached");
  });
  it("GDPR Art. 35(1): face recognition rolled out with no risk assessment breaches", () => {
    expect(statusOf(gdpr, notice("Facial recognition cameras were installed in all our stores; we did not assess the risks to customers' rights before doing so."), "DE", "dpia")).toBe("breached");
    expect(statusOf(gdpr, notice("Before installing cameras at the entrance we assessed the risks to customers' rights in a data protection impact assessment."), "DE", "dpia")).not.toBe("breached");
  });
  it("PDPA s. 43: marketing calls without consulting the register breach", () => {
    expect(statusOf(sg, "Telemarketing procedure. Our agents call Singapore mobile numbers with offers; the Do Not Call Registry is not consulted before calls.", "SG", "sg-dnc")).toBe("breached");
    expect(statusOf(sg, "Telemarketing procedure. Our agents call Singapore mobile numbers with offers only after checking each number against the Do Not Call Registry.", "SG", "sg-dnc")).not.toBe("breached");
  });
});
