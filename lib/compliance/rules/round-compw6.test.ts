import { describe, expect, it } from "vitest";
import { reviewDocument } from "../document";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";

/**
 * Issue 34, round compw6: the general causes behind blind set 21's dev misses, each shown with invented texts in
 * different wordings (expected answers written from the statute first) beside lawful near misses. Our own sentences only.
 */

const statusIn = (packId: string, text: string, jurisdiction: string, id: string) => statusOf(rulePacks.get(packId)!, text, jurisdiction, id);

describe("GDPR Art. 22: applicants turned down by software with no person and no review", () => {
  // Expected: breached. A decision solely by software with a significant effect (a job refused), and no human
  // intervention on request (Art. 22(1) and (3); Recital 71 names e-recruiting without human intervention).
  it.each([
    "Our hiring tool ranks each application automatically and rejects the bottom half; no member of the HR team reads rejected applications.",
    "Loan requests are scored by our algorithm and turned down automatically below 550 points. We are unable to review a rejection on request.",
    "The screening software rejects candidates who fail the online test, and the system's verdict is final.",
  ])("flags %s", (text) => {
    expect(statusIn("eu-gdpr", text, "IE", "automated-decisions")).toBe("breached");
  });
  // Expected: lawful. Software sorts, a person decides on every application.
  it.each([
    "Our software scores each application against the job profile; a recruiter reviews every application, including those with low scores, before any decision is made.",
    "Applications are sorted automatically by date received, and a member of our recruitment team reads each one and decides who to invite.",
  ])("accepts %s", (text) => {
    expect(statusIn("eu-gdpr", text, "IE", "automated-decisions")).not.toBe("breached");
  });
});

describe("GDPR Art. 28: a service provider's general terms about 'the client's data' are processor terms", () => {
  const terms =
    "Brightline IT Services Ltd — standard terms, clause 12 (Client data)\n12.1 We process personal data supplied by the client only to run the client's helpdesk.\n12.2 Brightline may also use the client's data to build benchmarking products that it sells to other companies.\n12.3 Brightline may appoint subcontractors of its choosing and is not required to inform the client of them.\n12.4 After termination Brightline keeps the client's data for five years for its own analytics.";
  // Expected: breached. Own purposes (28(3)(a), 28(10)), sub-processors without authorisation or notice (28(2)),
  // data kept after the end for the processor's own ends (28(3)(g)); the reuse is the processor's, not Art. 5(1)(b)'s.
  it("flags own purposes, unauthorised subcontractors and data kept after termination, not purpose limitation", () => {
    expect(reviewDocument(terms).kinds.has("processor_terms")).toBe(true);
    expect(statusIn("eu-gdpr", terms, "LU", "processor-own-purposes")).toBe("breached");
    expect(statusIn("eu-gdpr", terms, "LU", "processor-sub-processors")).toBe("breached");
    expect(statusIn("eu-gdpr", terms, "LU", "processor-end-of-contract")).toBe("breached");
    expect(statusIn("eu-gdpr", terms, "LU", "purpose-limitation")).not.toBe("breached");
  });
  // Expected: lawful. Instructions only, prior authorisation of subcontractors, deletion or return at the end.
  it("accepts terms that keep to instructions, authorisation and deletion", () => {
    const lawful =
      "Brightline IT Services Ltd — standard terms, clause 12 (Client data)\n12.1 We process personal data supplied by the client only on the client's documented instructions, to run the client's helpdesk.\n12.2 Brightline appoints subcontractors only with the client's prior written authorisation.\n12.3 On termination Brightline deletes or returns the client's data, at the client's choice.";
    for (const id of ["processor-own-purposes", "processor-sub-processors", "processor-end-of-contract"]) expect(statusIn("eu-gdpr", lawful, "LU", id)).not.toBe("breached");
  });
});

describe("UK GDPR Arts 12(3), 12(5), 15(1): a reply to an access request", () => {
  const reply =
    "Dear Mr Patel, thank you for asking for a copy of the information we hold about you. We charge a handling fee of £15 for requests like yours. Our usual response time is 90 days. Phone-call recordings are not released in response to subject access requests under any circumstances.";
  // Expected: breached. The first copy is free (12(5)); one month, not 90 days (12(3)); a whole category of his data
  // withheld without a ground (15(1)).
  it("flags the fee, the 90 days and the withheld recordings", () => {
    expect(statusIn("uk-gdpr", reply, "GB", "access-free")).toBe("breached");
    expect(statusIn("uk-gdpr", reply, "GB", "reply-deadline")).toBe("breached");
    expect(statusIn("uk-gdpr", reply, "GB", "access-complete")).toBe("breached");
  });
  // Expected: lawful. A fee only for further copies, one month, third parties' data withheld.
  it("accepts a reply that charges only for further copies, answers in a month and withholds only others' data", () => {
    const lawful =
      "Dear Mr Patel, thank you for asking for a copy of the information we hold about you. The first copy is free; we charge £10 for requests for further copies. Our response time is one month. In response to subject access requests we blur other people in CCTV footage before release.";
    for (const id of ["access-free", "reply-deadline", "access-complete"]) expect(statusIn("uk-gdpr", lawful, "GB", id)).not.toBe("breached");
  });
});

describe("GDPR Arts 9, 35, 37: a health app at scale with no Art. 9 condition, no DPIA and no DPO", () => {
  const memo =
    "Board note. Our migraine diary app has 85,000 active users who log their symptoms and the medicines they take. We process the symptom data on our legitimate interests. A DPIA was judged unnecessary because the app gives no diagnosis. We have decided not to appoint a data protection officer.";
  // Expected: breached. Symptoms and medicines are health data (Art. 4(15)); legitimate interest is no Art. 9(2)
  // condition; large-scale special-category processing needs a DPIA (35(3)(b)) and, as the core activity, a DPO (37(1)(c)).
  it("flags Art. 9, the DPIA and the DPO", () => {
    expect(statusIn("eu-gdpr", memo, "FI", "special-category")).toBe("breached");
    expect(statusIn("eu-gdpr", memo, "FI", "dpia")).toBe("breached");
    expect(statusIn("eu-gdpr", memo, "FI", "dpo")).toBe("breached");
  });
  // Expected: lawful. A small booking tool with no special-category data may judge a DPIA and a DPO unnecessary.
  it("accepts a DPIA judged unnecessary where nothing in the text calls for one", () => {
    const lawful =
      "Board note. Our table-booking app has 85,000 active users who give their name and phone number. A DPIA was judged unnecessary because we hold only contact details. We are not required to appoint a data protection officer.";
    for (const id of ["special-category", "dpia", "dpo"]) expect(statusIn("eu-gdpr", lawful, "FI", id)).not.toBe("breached");
  });
});

describe("ERA 1996 s. 18 and SSCBA 1992 s. 155: till shortages and waiting days, as a handbook says them", () => {
  // Expected: breached. A retail worker's till shortage taken at once whatever its size exceeds a tenth of gross
  // wages on a pay day (s. 18(1)); from 6 April 2026 SSP is payable from the first day (ERA 2025 amending s. 155).
  it("flags a till gap recovered whatever the figure and SSP from day four", () => {
    const handbook = "Shop handbook, part of your contract. Any difference between what the till should hold and what is in it at close is taken from your next pay, whatever the sum. SSP is not paid for days 1 to 3 of sickness and begins on day 4.";
    expect(statusIn("uk-employment-rights-act-1996", handbook, "GB", "era-retail-deductions")).toBe("breached");
    expect(statusIn("uk-sscba-1992", handbook, "GB", "ssp-waiting-days")).toBe("breached");
  });
  it("accepts a capped recovery and SSP from the first day", () => {
    const lawful = "Shop handbook, part of your contract. Any difference between what the till should hold and what is in it at close is taken from your pay, never more than 10% of your gross wages on any pay day, whatever the sum. SSP is payable from day one of sickness.";
    expect(statusIn("uk-employment-rights-act-1996", lawful, "GB", "era-retail-deductions")).not.toBe("breached");
    expect(statusIn("uk-sscba-1992", lawful, "GB", "ssp-waiting-days")).not.toBe("breached");
  });
});

describe("Code on Wages ss. 17 and 19: pay counted from the month's close, fines at will or above 3%", () => {
  // Expected: breached. Monthly wages are due before the seventh day of the next month (s. 17(1)); fines only for
  // acts in an approved notice and never above 3% of the wage period's wages (s. 19(1), (3)).
  it.each([
    ["Notice to workers. Salaries are paid within 12 days of the end of the month.", "cow-payment-time"],
    ["Notice to workers. Wages reach your account by the tenth day after the month ends.", "cow-payment-time"],
    ["Notice to workers. The foreman may fine a worker for lateness or any other conduct he considers improper, and the fine is cut from wages.", "cow-fines"],
    ["Notice to workers. Late arrival is fined ₹800 and cut from the month's pay. Helpers earn ₹12,000 a month.", "cow-fines"],
  ])("flags %s", (text, id) => {
    expect(statusIn("in-code-on-wages-2019", text, "IN", id)).toBe("breached");
  });
  it.each([
    ["Notice to workers. Salaries are paid within 5 days of the end of the month.", "cow-payment-time"],
    ["Notice to workers. Late arrival is fined ₹200 after the worker has been heard, as listed in the approved notice, and cut from the month's pay. Helpers earn ₹12,000 a month.", "cow-fines"],
  ])("accepts %s", (text, id) => {
    expect(statusIn("in-code-on-wages-2019", text, "IN", id)).not.toBe("breached");
  });
});
