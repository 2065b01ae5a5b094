import type { InstrumentInput } from "../../schema";

/** Ireland's Payment of Wages Act 1991: payslips and unlawful deductions from wages. */
export const iePaymentOfWagesAct1991: InstrumentInput = {
  source_id: "ie-payment-of-wages-act-1991",
  title: "Payment of Wages Act 1991 (No. 25 of 1991)",
  short_names: ["Payment of Wages Act 1991", "PWA 1991", "Payment of Wages Act (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1991/act/25/front/revised/en/html",
  date: "1991",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Statements of wages and deductions from wages",
      summary: "Requires the employer to give the employee a confidential written statement of gross wages and the nature and amount of every deduction, at the time of payment (or as soon as may be for payments by credit transfer).",
      topics: ["employment", "wages", "payslip"],
      situations: [
        "my Irish employer doesn't give me payslips",
        "my employer in Ireland won't give me a payslip showing deductions",
      ],
    },
    {
      article: "5",
      heading: "Regulation of certain deductions made and payments received by employers",
      summary: "Forbids an employer to deduct from wages or receive payments from an employee unless required by statute, authorised by a prior term of the contract or consented to in writing beforehand, and for deductions for the employee's acts or omissions or for goods or services requires the term to be fair, the amount reasonable and prior notice given; a reduction in wages properly payable counts as a deduction.",
      topics: ["employment", "wages", "deductions", "unauthorised-deductions"],
      situations: ["my boss in Ireland took the till shortage out of my wages", "my employer in Ireland cut my pay without asking me"],
    },
  ],
};
