import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "../offline-check";
import { assessPack } from "../assess";
import { reviewDocument } from "../document";
import { rulePacks } from "./index";
import { serviceYearsAt } from "./work-facts";

/**
 * Issue 34 (branch compworld): facts that hold whatever the wording — service counted from a stated start date, a
 * written agreement named only to be denied, sensitive data recognised by its kind, a child recognised by school year,
 * a consent screen that points to a separate notice. Each shown with invented texts (expected answers written from
 * the statute first) beside lawful near misses. Our own sentences only.
 */

const AS_OF = "2026-11-27";
const statusIn = (packId: string, text: string, jurisdiction: string, id: string) =>
  assessPack(rulePacks.get(packId)!, reviewDocument(text), jurisdiction, AS_OF).find((o) => o.id === id)?.status;
const era = (text: string, id: string) => statusIn("uk-employment-rights-act-1996", text, "GB", id);

describe("complete years of service from a stated start date", () => {
  it("counts complete years at the date of the check, and none for a start still to come", () => {
    expect(serviceYearsAt("Your employment with Harbour Logistics Ltd began on 4 January 2021.", AS_OF)).toBe(5);
    expect(serviceYearsAt("You joined us in September 2015.", AS_OF)).toBe(11);
    expect(serviceYearsAt("She has worked for us since 2018.", AS_OF)).toBe(7);
    expect(serviceYearsAt("You started with us on 2 February 2024.", AS_OF)).toBe(2);
    expect(serviceYearsAt("Start date: 5 January 2027.", AS_OF)).toBeNull();
  });
});

describe("ERA s. 86(1): notice measured against service stated elsewhere in the letter", () => {
  it("flags two weeks' notice after five years and four weeks after eleven", () => {
    expect(era("Dear Priya,\nYour employment with Harbour Logistics Ltd began on 4 January 2021. Because of a restructure we are giving you two weeks' notice of dismissal; your final working day will be 11 December 2026.", "era-minimum-notice")).toBe("breached");
    expect(era("Dear Tom,\nWe have decided to terminate your contract of employment. You joined us in September 2015. We will give you four weeks' notice, and your last day will be 25 December 2026.", "era-minimum-notice")).toBe("breached");
  });
  it("accepts notice that reaches the statutory weeks, and a new starter's week", () => {
    expect(era("Dear Sam,\nYou started with us on 2 February 2024. We are ending your employment and we give you two weeks' notice.", "era-minimum-notice")).not.toBe("breached");
    expect(era("Dear Ana,\nYour employment began on 1 March 2015. We are ending your employment and will give you twelve weeks' notice.", "era-minimum-notice")).not.toBe("breached");
    expect(era("Employment contract — Fenwick Joinery Ltd\nStart date: 5 January 2027. Either party may end this contract on one week's notice.", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("ERA s. 13: a written agreement named only to be denied is no agreement", () => {
  const handbook = "Staff handbook — Lantern Kitchen Ltd\nYou are paid £12.80 an hour, weekly.\n";
  it("flags deductions with no written agreement said outright", () => {
    expect(era(`${handbook}Breakages in the kitchen are deducted from the next payslip of the member of staff responsible. We do not need you to sign anything for this.`, "era-unauthorised-deductions")).toBe("breached");
    expect(era(`${handbook}Uniform costs come out of your pay in your first month; there is no written agreement for this.`, "era-unauthorised-deductions")).toBe("breached");
    expect(era(`${handbook}Uniform costs are deducted from your pay without your written consent.`, "era-unauthorised-deductions")).toBe("breached");
  });
  it("accepts a deduction agreed in writing beforehand", () => {
    expect(era(`${handbook}Uniform costs of £20 are deducted from your first pay only if you have agreed to it in writing beforehand.`, "era-unauthorised-deductions")).not.toBe("breached");
  });
});

describe("Virginia § 59.1-578 and Colorado § 6-1-1308: sensitive data known by its kind, consent denied in the next sentence", () => {
  const va = (text: string) => statusIn("us-va-cdpa", text, "US-VA", "va-sensitive-consent");
  const co = (text: string) => statusIn("us-co-cpa", text, "US-CO", "co-sensitive-consent");
  it("flags health entries used for sponsored content with no opt-in, and diagnoses used for ads with no prompt", () => {
    expect(va("HealthNest LLC (Norfolk; 150,000 Virginia users)\nThe app logs the medication you take and any diagnosis you enter. We use these entries to pick sponsored articles for you. No opt-in screen is shown for this use.")).toBe("breached");
    expect(co("Trailhead Pharmacy app (Denver; 120,000 Colorado customers)\nWe store the prescriptions and diagnoses you enter and use them to choose advertisers' offers for you. We don't ask for your permission for this.")).toBe("breached");
    expect(va("Bumpwise Inc. (Arlington; 200,000 Virginia users)\nExpecting parents record their pregnancy week and symptoms in the app. That information is shared with baby-brand partners; we never ask users to agree to it.")).toBe("breached");
  });
  it("accepts health entries used only after a consent switch, and a denial of any sensitive use", () => {
    expect(va("HealthNest LLC (Norfolk; 150,000 Virginia users)\nWe process the diagnoses and medications you log only after you switch on 'Health sharing', which asks for your consent. We don't use them for advertising.")).not.toBe("breached");
    expect(co("Trailhead Pharmacy app (Denver; 120,000 Colorado customers)\nWe never use the prescriptions you enter without asking for your permission first.")).not.toBe("breached");
  });
});

describe("DPDP s. 9(1): a child known by school year, the parent left out in any words", () => {
  const dpdp = (text: string) => statusIn("in-dpdp-act-2023", text, "IN", "dpdp-children");
  it("flags pupils who open their own accounts with no parent in the flow", () => {
    expect(dpdp("GyanTree EdTech Pvt Ltd (Jaipur)\nLearners in Grades 4 to 10 open their own accounts with an email address. Parents are not part of the sign-up.")).toBe("breached");
    expect(dpdp("QuizKaro Pvt Ltd (Kochi)\nOur quiz app is aimed at secondary-school pupils, who register themselves; nothing in the flow checks with a mother, father or guardian.")).toBe("breached");
  });
  it("accepts a flow where a parent confirms first, and adults who sign up alone", () => {
    expect(dpdp("GyanTree EdTech Pvt Ltd (Jaipur)\nLearners in Grades 4 to 10 can join only after a parent confirms by a one-time code sent to the parent's registered mobile number, checked against DigiLocker.")).not.toBe("breached");
    expect(dpdp("SkillUp Pvt Ltd (Delhi)\nOnly adults aged 18 or over may register; they open their own accounts, and no parent is involved.")).not.toBe("breached");
  });
});

describe("DPDP s. 5(1): a consent screen that sends the person to a separate notice first is not the notice", () => {
  const dpdp = (text: string) => statusIn("in-dpdp-act-2023", text, "IN", "dpdp-notice");
  it("does not call notice items missing from a screen that links the Privacy Notice", () => {
    expect(dpdp("PayLoop Pvt Ltd — Android sign-up screen\n[ ] I have read the Privacy Notice and agree to PayLoop using my phone number and transaction history to run my wallet.\n[Continue]")).not.toBe("breached");
    expect(dpdp("Registration — MandiConnect Pvt Ltd\nWe use your mobile number and crop details to match you with buyers, as explained in our Privacy Policy.\n[I agree]")).not.toBe("breached");
  });
  it("still finds the items missing from a consent request that is the whole notice", () => {
    expect(dpdp("Sign-up — FitPe Pvt Ltd\nWe collect your name, phone number and daily step count to give you fitness rewards.\n[I agree]")).toBe("breached");
  });
});

describe("WTR reg. 10(1): a shift's end and the next start written as '11pm' and 'back … at 7am'", () => {
  const wtr = (text: string) => statusIn("uk-working-time-regulations-1998", text, "GB", "wtr-daily-rest");
  it("flags eight hours between a late finish and an early start", () => {
    expect(wtr("Message to warehouse team — Northgate Depot Ltd\nThis week the late shift finishes at 11pm and you are back on the early shift at 7am the next morning.")).toBe("breached");
  });
  it("accepts sixteen hours between them", () => {
    expect(wtr("Message to warehouse team — Northgate Depot Ltd\nThis week the late shift finishes at 10pm and you are back on the late shift at 2pm the next day.")).not.toBe("breached");
  });
});

describe("CCPA § 1798.130(a)(1) and (a)(2): a request named by what it asks for, its time by the work it takes", () => {
  const ccpa = (text: string, id: string) => statusIn("us-ca-ccpa", text, "US-CA", id);
  const post = "Sunset Threads Inc. — Privacy notice for California residents\nSunset Threads (Los Angeles; annual revenue about $40 million) sells clothing online and in 12 stores.\nTo have your information deleted, mail a signed letter to our head office. We aim to complete deletions within 90 days of receiving your letter.";
  it("flags deletion asked for only by letter, and deletions completed in 90 days", () => {
    expect(ccpa(post, "ccpa-request-methods")).toBe("breached");
    expect(ccpa(post, "ccpa-response-time")).toBe("breached");
    expect(ccpa("Harbor Games Inc. — California privacy notice\nIf you want a copy of the personal information we hold, call 1-800-555-0100 or use our web form. Copies are sent out within 60 days.", "ccpa-response-time")).toBe("breached");
  });
  it("accepts two methods and a 45-day answer, and backups purged in 90 days", () => {
    const lawful = "Sunset Threads Inc. — Privacy notice for California residents\nTo have your information deleted, call 1-800-555-0142 (toll free) or use the form at sunsetthreads.com/privacy. We complete deletions within 45 days of receiving your request.";
    expect(ccpa(lawful, "ccpa-request-methods")).not.toBe("breached");
    expect(ccpa(lawful, "ccpa-response-time")).not.toBe("breached");
    expect(ccpa("Sunset Threads Inc. — Privacy notice for California residents\nWe respond to requests within 45 days. Deleted records are purged from our backups within 90 days.", "ccpa-response-time")).not.toBe("breached");
  });
});

describe("DPDP s. 8(6): breach intimation kept for breaches above a number of people", () => {
  const dpdp = (text: string) => statusIn("in-dpdp-act-2023", text, "IN", "dpdp-breach-notice");
  it("flags intimation only where more than a thousand users are hit", () => {
    expect(dpdp("Incident response plan — MedKart Pvt Ltd (Hyderabad)\nWe intimate a personal data breach to the Data Protection Board only where more than 1,000 users are affected. Smaller incidents are logged internally.")).toBe("breached");
    expect(dpdp("Data breach SOP — RailYatri clone Pvt Ltd\nCustomers are informed of a leak if it affects at least 500 accounts.")).toBe("breached");
  });
  it("accepts intimation of every breach however many are hit", () => {
    expect(dpdp("Incident response plan — MedKart Pvt Ltd (Hyderabad)\nWe intimate every personal data breach to the Data Protection Board and to each affected user without delay, however many people are affected.")).not.toBe("breached");
  });
});

describe("Virginia § 59.1-578: consent taken from downloading, pointing back to the health data named before", () => {
  const va = (text: string) => statusIn("us-va-cdpa", text, "US-VA", "va-sensitive-consent");
  it("flags 'by installing you accept our use of these details' after the symptoms are listed", () => {
    expect(va("Pulsewise Inc. (Roanoke; 120,000 Virginia users) — help page\nWe record your symptoms, medications and blood pressure readings. By installing Pulsewise you accept our use of these details for product research and sponsored tips.")).toBe("breached");
  });
  it("accepts a separate opt-in for the same details", () => {
    expect(va("Pulsewise Inc. (Roanoke; 120,000 Virginia users) — help page\nWe record your symptoms, medications and blood pressure readings. We use these details for sponsored tips only if you opt in under Settings > Health, which is off until you turn it on.")).not.toBe("breached");
  });
});

describe("PDPA s. 26D: the period after the verb of telling is the notification period", () => {
  const pdpa = (text: string) => statusIn("sg-pdpa-2012", text, "SG", "sg-breach-notice");
  it("accepts 30 days to assess and 3 days to tell the PDPC in one sentence", () => {
    expect(pdpa("Merlion Dental Pte Ltd — incident steps\nThe DPO assesses a suspected breach within 30 days and, where it is notifiable, informs the PDPC within 3 calendar days.")).not.toBe("breached");
  });
  it("flags 30 days to assess and 10 days to tell", () => {
    expect(pdpa("Merlion Dental Pte Ltd — incident steps\nThe DPO assesses a suspected breach within 30 days and, where it is notifiable, informs the PDPC within 10 days.")).toBe("breached");
  });
});

describe("LGPD Art. 33: a transfer mechanism named only to deny it, and a 'US parent' abroad", () => {
  const lgpd = (text: string) => statusIn("br-lgpd", text, "BR", "lgpd-transfer");
  it("flags records kept by the US parent when the clauses are said not to be used", () => {
    expect(lgpd("Ferrovia Sul Ltda. — aviso aos colaboradores (English version)\nPayroll and appraisal records are kept on our US parent company's servers. As we are one group, no standard contractual clauses are signed for this.")).toBe("breached");
  });
  it("accepts the same records under the ANPD standard clauses", () => {
    expect(lgpd("Ferrovia Sul Ltda. — aviso aos colaboradores (English version)\nPayroll and appraisal records are kept on our US parent company's servers under the ANPD standard contractual clauses, adopted in full.")).not.toBe("breached");
  });
});

describe("CCPA Regulations § 7026: an opt-out of sale or sharing needs no proof of identity or account", () => {
  const ccpa = (text: string) => statusIn("us-ca-ccpa", text, "US-CA", "ccpa-opt-out-verification");
  const head = "Larkspur Home Inc. — Privacy notice for California residents\nWe share browsing data with ad networks for cross-context behavioral advertising.\n";
  it("flags an opt-out that asks for photo ID or a notarised letter", () => {
    expect(ccpa(`${head}To stop us sharing your data with ad networks, log in to your account and upload a photo ID.`)).toBe("breached");
    expect(ccpa(`${head}Opt-out requests must include a notarized letter confirming your identity.`)).toBe("breached");
  });
  it("accepts an opt-out without verification, and verification of deletion requests", () => {
    expect(ccpa(`${head}To opt out of sharing, click "Your Privacy Choices" or call 1-800-555-0100; we do not ask you to verify your identity for this.`)).not.toBe("breached");
    expect(ccpa(`${head}Opt out of sharing with one click on "Your Privacy Choices". Before we delete data, we verify your identity by matching two data points.`)).not.toBe("breached");
  });
});

describe("CCPA § 1798.100(a)(3): a text headed as one section of the policy is not the whole notice", () => {
  const ccpa = (text: string) => statusIn("us-ca-ccpa", text, "US-CA", "ccpa-retention-notice");
  it("does not call retention missing from a section headed by name", () => {
    expect(ccpa('Larkspur Home Inc. — Privacy Policy, "Your California rights"\nYou may ask us to delete your information by calling 1-800-555-0100 or through our web form. We do not sell or share personal information.')).not.toBe("breached");
  });
  it("still calls it missing from the whole notice", () => {
    expect(ccpa("Larkspur Home Inc. — Privacy Policy for California residents\nWe collect your name, email and order history to fulfil orders. You may ask us to delete your information by calling 1-800-555-0100 or through our web form. We do not sell or share personal information.")).toBe("breached");
  });
});

describe("Code on Social Security s. 53: the five-year condition does not bar a fixed-term employee's gratuity", () => {
  const ss = (text: string) => statusIn("in-code-on-social-security-2020", text, "IN", "ss-fixed-term-gratuity");
  it("flags gratuity refused on a three-year fixed-term contract for want of five years", () => {
    expect(ss("Appointment letter — Nilgiri Logistics Pvt Ltd (Chennai)\nYou are engaged on a fixed-term contract of three years. Salary: INR 45,000 per month. Gratuity is not payable because your service will be under five years.")).toBe("breached");
  });
  it("accepts pro-rata gratuity for the fixed term, and the five years for a permanent employee", () => {
    expect(ss("Appointment letter — Nilgiri Logistics Pvt Ltd (Chennai)\nYou are engaged on a fixed-term contract of three years. Salary: INR 45,000 per month. Gratuity will be paid pro rata at the end of the fixed term.")).not.toBe("breached");
    expect(ss("Appointment letter — Nilgiri Logistics Pvt Ltd (Chennai)\nThis is a permanent appointment. Salary: INR 45,000 per month. Gratuity is payable after five years of continuous service.")).not.toBe("breached");
  });
});

/** The provisions breached under each detected regulation, as "source_id provision". */
async function detectedBreaches(text: string, jurisdiction: string): Promise<string[]> {
  const { drafts } = await offlineCheck(builtInRegistry(), { document_text: text, jurisdiction }, AS_OF);
  return drafts.flatMap((d) => d.obligations.filter((o) => o.status === "breached").map((o) => `${d.sourceId} ${o.provision}`));
}

describe("detection of everyday texts: an hourly rate paid to people, a privacy page, ID cards; SSP from 'your fourth consecutive day'", () => {
  it("finds the FLSA minimum wage in a welcome packet that only states an hourly rate", async () => {
    expect(await detectedBreaches("Welcome packet — Sunny Side Car Wash LLC (Texas)\nTrainees are paid $6.50 an hour for their first 90 days; after that, $9.00.", "US")).toContain("us-flsa 29 U.S.C. § 206(a)");
    expect(await detectedBreaches("Welcome packet — Sunny Side Car Wash LLC (Texas)\nTrainees are paid $8.00 an hour for their first 90 days; after that, $9.00.", "US")).toEqual([]);
  });
  it("finds Virginia's appeal duty on a privacy page and PDPA retention of ID-card copies", async () => {
    expect(await detectedBreaches("Blue Ridge Outfitters LLC (serving 180,000 Virginia customers) — privacy page.\nIf we decline your privacy request, that decision cannot be appealed.", "US-VA")).toContain("us-va-cdpa § 59.1-577");
    expect(await detectedBreaches("FitHub Pte Ltd — data retention\nWe keep copies of members' NRIC cards indefinitely, even after membership ends.", "SG")).toContain("sg-pdpa-2012 s. 25");
    expect(await detectedBreaches("FitHub Pte Ltd — data retention\nCopies of members' NRIC cards are deleted 30 days after membership ends.", "SG")).toEqual([]);
  });
  it("reads statutory sick pay starting on 'your fourth consecutive day off sick'", async () => {
    expect(await detectedBreaches("Sickness policy — Hollis Plastics Ltd (updated October 2026)\nStatutory sick pay is paid from your fourth consecutive day off sick.", "GB")).toContain("uk-sscba-1992 s. 155");
    expect(await detectedBreaches("Sickness policy — Hollis Plastics Ltd (updated October 2026)\nStatutory sick pay is paid from your first day off sick.", "GB")).toEqual([]);
  });
});

describe("a rota laid out as a table, a salary for any pay period, data access demanded as the price of a loan", () => {
  it("reads shifts from table columns and finds six hours between them (WTR reg. 10(1))", async () => {
    expect(await detectedBreaches("Rota for Jamie (adult), Brook Bakery Ltd\n| Day | Start | Finish |\n| Mon | 14:00 | 23:00 |\n| Tue | 05:00 | 13:00 |", "GB")).toContain("uk-working-time-regulations-1998 reg. 10(1)");
    expect(await detectedBreaches("Rota for Jamie (adult), Brook Bakery Ltd\n| Day | Start | Finish |\n| Mon | 06:00 | 14:00 |\n| Tue | 06:00 | 14:00 |", "GB")).not.toContain("uk-working-time-regulations-1998 reg. 10(1)");
  });
  it("annualises a monthly or biweekly salary against the FLSA exemption level", async () => {
    expect(await detectedBreaches("Offer letter — Copperline Marketing LLC\nPosition: Marketing Assistant (exempt, no overtime). Salary: $2,500 per month, paid on the last business day.", "US")).toContain("us-flsa 29 U.S.C. § 213(a)(1)");
    expect(await detectedBreaches("Offer letter — Copperline Marketing LLC\nPosition: Marketing Manager (exempt, no overtime). Salary: $4,000 per month, paid on the last business day.", "US")).not.toContain("us-flsa 29 U.S.C. § 213(a)(1)");
  });
  it("flags a loan app that demands the contact list (DPDP s. 6(1)), not one that asks for bank details it needs", async () => {
    expect(await detectedBreaches("QuickKarz Pvt Ltd — loan app terms\nUsers must allow access to their full contact list before they can take a loan.", "IN")).toContain("in-dpdp-act-2023 s. 6(1)");
    expect(await detectedBreaches("QuickKarz Pvt Ltd — loan app terms\nUsers must provide their bank account details before they can take a loan, so that we can pay it out.", "IN")).not.toContain("in-dpdp-act-2023 s. 6(1)");
  });
});

describe("lawful mentions kept apart from breaches: the rule as it was, a band named beside its rate, a FAQ that seeks no consent", () => {
  it("does not read SSP's old fourth-day start, described as past, as the practice now (SSCBA s. 155)", async () => {
    expect(await detectedBreaches("Sickness policy — Hollis Plastics Ltd (updated October 2026)\nBefore April 2026, statutory sick pay was paid from the fourth day of sickness. It is now paid from the first day.", "GB")).toEqual([]);
    expect(await detectedBreaches("Sickness policy — Hollis Plastics Ltd (updated October 2026)\nAs before, statutory sick pay is paid from the fourth day of sickness.", "GB")).toContain("uk-sscba-1992 s. 155");
  });
  it("compares an apprentice's rate with the apprentice minimum, and a 17-year-old's with the 16-17 rate at the check's date", async () => {
    expect(await detectedBreaches("Pay policy — Thistle Bakery Ltd (from 1 April 2026)\nApprentices aged 19 in their first year earn £8.00 an hour. All other staff aged 21 and over earn at least the National Living Wage of £12.71 an hour.", "GB")).toEqual([]);
    expect(await detectedBreaches("Pay policy — Thistle Bakery Ltd (from 1 April 2026)\nApprentices aged 19 in their first year earn £7.55 an hour. All other staff aged 21 and over earn £12.71 an hour.", "GB")).toContain("uk-national-minimum-wage-act-1998 s. 1 (rates: reg. 4 of the 2015 Regulations)");
    expect(await detectedBreaches("Offer letter — Willow Café Ltd (November 2026)\nYou are 17. Your pay is £7.55 per hour for 12 hours a week at weekends.", "GB")).toContain("uk-national-minimum-wage-act-1998 s. 1 (rates: reg. 4 of the 2015 Regulations)");
  });
  it("does not call DPDP notice items missing from a breach FAQ that asks for no consent (s. 5(1))", async () => {
    expect(await detectedBreaches("Privacy FAQ — Sahayak Health Pvt Ltd\nWhat happens if there is a data breach? We inform the Data Protection Board and every affected user without delay.", "IN")).toEqual([]);
  });
});

describe("misses in lay wording: tips handed to a manager, a consumer who can 'only reach us by mail', parents 'not contacted'", () => {
  it("flags tips handed to the shift manager (FLSA § 203(m)(2)(B)), not tips the servers keep", async () => {
    expect(await detectedBreaches("Memo to servers — Bayou Kitchen LLC\nStarting Monday, each server must hand 20% of their tips to the shift manager at the end of the night.", "US")).toContain("us-flsa 29 U.S.C. § 203(m)(2)(B)");
    expect(await detectedBreaches("Memo to servers — Bayou Kitchen LLC\nServers keep all their tips; managers never take any share of them.", "US")).not.toContain("us-flsa 29 U.S.C. § 203(m)(2)(B)");
  });
  it("flags a business reachable about personal information only by mail (CCPA § 1798.130(a)(1))", async () => {
    expect(await detectedBreaches("Harbor Candle Co. Inc. — California privacy notice\nWe collect your name, email and order history and keep them for five years. We don't have a toll-free number or web form; you can only reach us about your information by mail to PO Box 88, Monterey, CA.", "US-CA")).toContain("us-ca-ccpa § 1798.130(a)(1)");
  });
  it("flags kids joining alone when parents are 'not contacted at any point' (DPDP s. 9(1))", async () => {
    expect(await detectedBreaches("ScholarNest Pvt Ltd — onboarding notes\nKids can join with their school email address. Parents of students under 18 are not contacted at any point.", "IN")).toContain("in-dpdp-act-2023 s. 9(1)");
    expect(await detectedBreaches("ScholarNest Pvt Ltd — onboarding notes\nKids can join once a parent approves by a code sent to the parent's verified mobile number.", "IN")).not.toContain("in-dpdp-act-2023 s. 9(1)");
  });
});

describe("short everyday work texts detected and tested: a rota text, a WhatsApp about payslips, a zero-hours agreement, a wage notice, child workers' hours", () => {
  it("finds the breach each states", async () => {
    expect(await detectedBreaches("Text from Priya (store manager), Fresh Basket Ltd: Hi Tom, rota for next fortnight — you're on every day, 14 days straight, 7am to 1pm.", "GB")).toContain("uk-working-time-regulations-1998 reg. 11");
    expect(await detectedBreaches("WhatsApp from Mo, Mo's Takeaway Ltd: guys, we don't do payslips here, cash in hand every friday", "GB")).toContain("uk-employment-rights-act-1996 s. 8");
    expect(await detectedBreaches("Zero-hours agreement — StarLite Events Ltd\nWe do not guarantee any hours. While engaged with us you must not work for any other events company.", "GB")).toContain("uk-employment-rights-act-1996 s. 27A");
    expect(await detectedBreaches("Wage notice — Sri Lakshmi Mills Pvt Ltd\nMale helpers are paid Rs 650 a day and female helpers Rs 520 a day for the same work.", "IN")).toContain("in-code-on-wages-2019 s. 3");
    expect(await detectedBreaches("Summer staff — Boardwalk Fun LLC\nOur 14- and 15-year-old ride attendants work until 11 pm on school nights.", "US")).toContain("us-flsa 29 U.S.C. § 212 (29 C.F.R. § 570.35)");
  });
  it("finds nothing in their lawful twins", async () => {
    expect(await detectedBreaches("Text from Priya (store manager), Fresh Basket Ltd: Hi Tom, rota for next fortnight — Monday to Friday 7am to 1pm both weeks, weekends off.", "GB")).toEqual([]);
    expect(await detectedBreaches("Zero-hours agreement — StarLite Events Ltd\nWe do not guarantee any hours. You are free to work for other employers when you are not working for us.", "GB")).toEqual([]);
    expect(await detectedBreaches("Wage notice — Sri Lakshmi Mills Pvt Ltd\nAll helpers, men and women, are paid Rs 650 a day for the same work.", "IN")).toEqual([]);
    expect(await detectedBreaches("Summer staff — Boardwalk Fun LLC\nOur 14- and 15-year-old ride attendants work until 7 pm on school nights, for no more than 3 hours.", "US")).toEqual([]);
  });
});

describe("rule facts in other words: limit denied in the next sentence, an incident as a leak, 'no need to check' the DNC Register, pay instead of leave, records shredded yearly", () => {
  it("flags each", async () => {
    expect(await detectedBreaches("Nimbus Fitness Inc. — California notice at collection\nWe use the heart-rate and sleep data from your watch, and your precise GPS location, to decide which sponsors' offers you see. There is no option to restrict this use.", "US-CA")).toContain("us-ca-ccpa § 1798.121");
    expect(await detectedBreaches("Clínica Sorriso Ltda. — incident plan (English)\nIf patient records leak, we will tell the ANPD only if the media reports it.", "BR")).toContain("br-lgpd Art. 48");
    expect(await detectedBreaches("Marina Homes Pte Ltd — campaign brief\nSend the new-launch SMS to every Singapore mobile number on the purchased list; no need to check the Do Not Call Registry.", "SG")).toContain("sg-pdpa-2012 s. 43");
    expect(await detectedBreaches("Staff handbook — Copperfield Hotels Ltd\nIf you don't want to take your statutory holiday, we can pay you for it instead at the end of each quarter.", "GB")).toContain("uk-working-time-regulations-1998 reg. 13(9)");
    expect(await detectedBreaches("Payroll policy — Redrock Roofing LLC\nWe shred timesheets and payroll records at the end of every year to save space.", "US")).toContain("us-flsa 29 U.S.C. § 211(c)");
  });
  it("accepts their lawful twins", async () => {
    expect(await detectedBreaches("Nimbus Fitness Inc. — California notice at collection\nWe use your heart-rate data only to provide the workout features you ask for. We do not sell or share personal information or use sensitive personal information for other purposes. We keep workout data until you delete your account.", "US-CA")).toEqual([]);
    expect(await detectedBreaches("Marina Homes Pte Ltd — campaign brief\nBefore sending the new-launch SMS, check every number against the Do Not Call Registry and remove any registered number unless the person gave us clear consent.", "SG")).toEqual([]);
    expect(await detectedBreaches("Staff handbook — Copperfield Hotels Ltd\nWe never pay you instead of your statutory holiday; untaken days are paid only when you leave.", "GB")).not.toContain("uk-working-time-regulations-1998 reg. 13(9)");
    expect(await detectedBreaches("Payroll policy — Redrock Roofing LLC\nWe keep payroll records for at least three years and timesheets for at least two years.", "US")).toEqual([]);
  });
});

describe("scope thresholds read from the text: CCPA's business (§ 1798.140(d)), Virginia (§ 59.1-576) and Colorado (§ 6-1-1304)", () => {
  it("holds the laws back for a business the text shows is below every threshold", async () => {
    expect(await detectedBreaches("Crumb & Co. LLC (Sacramento bakery; annual revenue about $800,000; roughly 2,000 customers; we never sell or share data) — privacy notice for California customers\nWe collect your name and email to take cake orders. Requests to delete are answered within 90 days.", "US-CA")).toEqual([]);
    expect(await detectedBreaches("Blue Heron Books LLC (Norfolk; about 3,000 Virginia customers a year; no data sales) — privacy page\nWe answer privacy requests within 90 days.", "US-VA")).toEqual([]);
    expect(await detectedBreaches("Pine Cone Crafts LLC (Boulder; about 5,000 Colorado customers; we do not sell data) — privacy page\nWe respond to requests within 75 days.", "US-CO")).toEqual([]);
  });
  it("applies them when a threshold is met or the text is silent", async () => {
    expect(await detectedBreaches("Crumb & Co. Inc. (annual revenue about $60 million) — privacy notice for California customers\nWe collect your name and email to take orders. Requests to delete are answered within 90 days.", "US-CA")).toContain("us-ca-ccpa § 1798.130(a)(2)");
    expect(await detectedBreaches("Blue Heron Books LLC (Norfolk; about 140,000 Virginia customers a year) — privacy page\nWe answer privacy requests within 90 days.", "US-VA")).toContain("us-va-cdpa § 59.1-577");
    expect(await detectedBreaches("Pine Cone Crafts LLC (Boulder) — privacy page for Colorado customers\nWe respond to requests within 75 days.", "US-CO")).toContain("us-co-cpa § 6-1-1306");
  });
});

describe("NMW: pay for a stated period is measured against the rates in force then", () => {
  it("accepts £12.21 for January 2026 and flags it for May 2026 (National Living Wage £12.71 from 1 April 2026)", async () => {
    expect(await detectedBreaches("Payslip query reply — Oak Barn Farm Ltd, 10 February 2026\nFor January 2026 you were paid £12.21 an hour, which was the National Living Wage then. You are 30.", "GB")).toEqual([]);
    expect(await detectedBreaches("Payslip query reply — Oak Barn Farm Ltd, 10 June 2026\nFor May 2026 you were paid £12.21 an hour. You are 30.", "GB")).toContain("uk-national-minimum-wage-act-1998 s. 1 (rates: reg. 4 of the 2015 Regulations)");
  });
});

describe("more facts in other words: hours as shift length times nights, overtime 'calculated over' two weeks, casual worker terms, a known child's data, health records", () => {
  it("flags each", async () => {
    expect(await detectedBreaches("Contract — Falcon Security Ltd\nYour normal hours are 12-hour shifts, five nights a week, every week. There is no opt-out form.", "GB")).toContain("uk-working-time-regulations-1998 reg. 4(1)");
    expect(await detectedBreaches("Pay practices — Cedar Mills Inc.\nOvertime is calculated over the two-week pay period: only hours beyond 80 are paid at time and a half.", "US")).toContain("us-flsa 29 U.S.C. § 207(a)(1)");
    expect(await detectedBreaches("Casual worker terms — Kestrel Catering Ltd\nAfter your first month, either side may end this arrangement by giving three days' notice.", "GB")).toContain("uk-employment-rights-act-1996 s. 86(1)");
    expect(await detectedBreaches("Sunbeam Rewards Inc. — California program terms\nMembers who ask us to delete their data lose their loyalty points and pay higher prices.", "US-CA")).toContain("us-ca-ccpa § 1798.125");
    expect(await detectedBreaches("Tiny Steps LLC (Virginia; 200,000 users) — app notice\nWe collect the location of children under 13 who use our app without asking a parent.", "US-VA")).toContain("us-va-cdpa § 59.1-578");
    expect(await detectedBreaches("Saúde Já Ltda. — employee notice (English)\nEmployees' health records and union membership are shared with our insurer without asking them.", "BR")).toContain("br-lgpd Art. 11");
  });
  it("accepts their lawful twins", async () => {
    expect(await detectedBreaches("Contract — Falcon Security Ltd\nYour normal hours are 8-hour shifts, five days a week.", "GB")).not.toContain("uk-working-time-regulations-1998 reg. 4(1)");
    expect(await detectedBreaches("Pay practices — Cedar Mills Inc.\nOvertime is calculated for each workweek: hours over 40 are paid at time and a half.", "US")).toEqual([]);
    expect(await detectedBreaches("Casual worker terms — Kestrel Catering Ltd\nAfter your first month, either side may end this arrangement by giving one week's notice.", "GB")).not.toContain("uk-employment-rights-act-1996 s. 86(1)");
    expect(await detectedBreaches("Tiny Steps LLC (Virginia; 200,000 users) — app notice\nWe collect the location of children under 13 only with a parent's verified consent.", "US-VA")).not.toContain("us-va-cdpa § 59.1-578");
  });
});

describe("WTR reg. 12(4): a young worker's break is 30 minutes after 4.5 hours", () => {
  it("flags a 25-minute break on a 16-year-old's 6-hour shift, not a 30-minute one", async () => {
    expect(await detectedBreaches("Offer — Sunny Scoops Ltd\nYou're 16. Shifts are 6 hours with a 25-minute break.", "GB")).toContain("uk-working-time-regulations-1998 reg. 12(1)");
    expect(await detectedBreaches("Offer — Sunny Scoops Ltd\nYou're 16. Shifts are 6 hours with a 30-minute break.", "GB")).not.toContain("uk-working-time-regulations-1998 reg. 12(1)");
  });
});

describe("a FAQ answer's period, a PDPC breach SOP, a closing shift 'then' the opening one", () => {
  it("flags each", async () => {
    expect(await detectedBreaches("Lion Gym Pte Ltd — FAQ\nCan I see the data you hold on me? Yes, but copies take up to 45 days to prepare.", "SG")).toContain("sg-pdpa-2012 s. 21");
    expect(await detectedBreaches("Breach SOP — Raffles Travel Pte Ltd\nOnce a breach is assessed as notifiable, we notify the PDPC within 5 business days.", "SG")).toContain("sg-pdpa-2012 s. 26D");
    expect(await detectedBreaches("Rota note — Harbour Pub Ltd\nClosing shift 5pm–1am, then you open at 9am.", "GB")).toContain("uk-working-time-regulations-1998 reg. 10(1)");
  });
  it("accepts their lawful twins", async () => {
    expect(await detectedBreaches("Lion Gym Pte Ltd — FAQ\nCan I see the data you hold on me? Yes, we send copies within 30 days.", "SG")).toEqual([]);
    expect(await detectedBreaches("Breach SOP — Raffles Travel Pte Ltd\nOnce a breach is assessed as notifiable, we notify the PDPC within 3 calendar days.", "SG")).toEqual([]);
    expect(await detectedBreaches("Rota note — Harbour Pub Ltd\nClosing shift 5pm–11pm, then you open at noon the next day.", "GB")).not.toContain("uk-working-time-regulations-1998 reg. 10(1)");
    expect(await detectedBreaches("Rota note — Harbour Pub Ltd\nMorning shift 7am–11am, then you come back for the evening shift at 5pm.", "GB")).not.toContain("uk-working-time-regulations-1998 reg. 10(1)");
  });
});

describe("withdrawal of consent: PDPA s. 16 (not prohibited) and LGPD Art. 8 § 5 (free and facilitated)", () => {
  it("flags a PDPA withdrawal barred and an LGPD revocation by notarised letter", async () => {
    expect(await detectedBreaches("Rewards terms — Satay Club Pte Ltd\nWe use members' personal data for marketing. Members cannot withdraw consent to marketing messages once they have joined.", "SG")).toContain("sg-pdpa-2012 s. 16");
    expect(await detectedBreaches("Clube Vantagem Ltda. (English)\nConsent to marketing can only be revoked by sending a notarised letter to our head office.", "BR")).toContain("br-lgpd Art. 8 § 5");
  });
  it("accepts withdrawal in the app", async () => {
    expect(await detectedBreaches("Rewards terms — Satay Club Pte Ltd\nWe use members' personal data for marketing. Members can withdraw consent at any time in the app.", "SG")).toEqual([]);
    expect(await detectedBreaches("Clube Vantagem Ltda. (English)\nConsent to marketing can be revoked at any time, free of charge, in the app settings.", "BR")).not.toContain("br-lgpd Art. 8 § 5");
  });
});

describe("CCPA Regulations §§ 7025 and 7026(f): signals 'not treated as' opt-outs, opt-outs that take effect after 60 days", () => {
  const head = "Lumen Apparel Inc. (annual revenue $90 million) — privacy notice for California residents\nWe share browsing data with ad partners; click 'Do Not Sell or Share My Personal Information' to opt out.\n";
  it("flags each", async () => {
    expect(await detectedBreaches(`${head}Opt-out preference signals from browser extensions are not treated as opt-out requests.`, "US-CA")).toContain("us-ca-ccpa Cal. Code Regs. tit. 11, § 7025");
    expect(await detectedBreaches(`${head}Opt-outs take effect within 60 days.`, "US-CA")).toContain("us-ca-ccpa Cal. Code Regs. tit. 11, § 7026(f)");
  });
  it("accepts signals treated as opt-outs and opt-outs applied within 15 business days", async () => {
    expect(await detectedBreaches(`${head}Opt-out preference signals such as Global Privacy Control are treated as opt-out requests.`, "US-CA")).not.toContain("us-ca-ccpa Cal. Code Regs. tit. 11, § 7025");
    expect(await detectedBreaches(`${head}Opt-outs take effect within 15 business days.`, "US-CA")).not.toContain("us-ca-ccpa Cal. Code Regs. tit. 11, § 7026(f)");
  });
});

describe("FLSA: work after clocking out, said in the order it happens", () => {
  it("flags 'clock out at 9pm, then finish restocking', not 'finish restocking, then clock out'", async () => {
    expect(await detectedBreaches("Slack from store manager — Maple Grocers Inc.\nReminder: clock out at 9pm sharp, then finish restocking before you leave. That time isn't paid.", "US")).toContain("us-flsa 29 U.S.C. § 206(a)");
    expect(await detectedBreaches("Slack from store manager — Maple Grocers Inc.\nReminder: finish restocking, then clock out; all time worked is paid.", "US")).toEqual([]);
  });
});
