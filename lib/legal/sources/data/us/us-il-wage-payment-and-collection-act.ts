import type { InstrumentInput } from "../../schema";

/** Illinois Wage Payment and Collection Act (820 ILCS 115). The Act's sections carry no official headings; each heading below is a descriptive label of ours in square brackets. */
export const usIlWagePaymentAndCollectionAct: InstrumentInput = {
  source_id: "us-il-wage-payment-and-collection-act",
  title: "Illinois Wage Payment and Collection Act (820 ILCS 115)",
  short_names: ["Illinois Wage Payment and Collection Act", "IWPCA", "820 ILCS 115"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "820 ILCS",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2402&ChapterID=68",
  date: "1973",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "115/2",
      heading: "[Definitions of wages, final compensation and employer]",
      summary: "Defines wages as any compensation owed under an employment contract or agreement, final compensation for separated employees as including earned commissions, bonuses and the monetary equivalent of earned vacation, and employer broadly, including agencies and persons acting in the employer's interest.",
      topics: ["employment", "wages", "definitions"],
    },
    {
      article: "115/3",
      heading: "[Pay at least semi-monthly]",
      summary: "Requires employers to pay every employee, at least semi-monthly, all wages earned in the pay period (monthly for executive, administrative and professional employees), at a regular payday designated in advance.",
      topics: ["employment", "wages", "payment-of-wages"],
      situations: [
        "my employer in Illinois only pays us once a month",
        "how often must an Illinois employer pay wages",
        "my Illinois boss pays hourly staff monthly, is that allowed",
      ],
    },
    {
      article: "115/4",
      heading: "[Time limits for paying earned wages]",
      summary: "Requires wages earned in a semi-monthly or bi-weekly period to be paid within 13 days after the period ends, weekly wages within 7 days and daily wages within 24 hours.",
      topics: ["employment", "wages", "payment-of-wages"],
      situations: ["my Illinois employer pays us weeks late every time"],
    },
    {
      article: "115/5",
      heading: "[Final compensation of separated employees]",
      summary: "Requires final compensation to be paid in full at separation if possible and no later than the next regularly scheduled payday, including the monetary equivalent of all earned vacation, which no contract or policy may forfeit.",
      topics: ["employment", "wages", "termination", "holiday-pay"],
      situations: [
        "I quit my job in Illinois; do I get paid for my unused vacation",
        "my last paycheck in Illinois never came",
        "when is my final paycheck due after I was fired in Illinois",
        "my Illinois employer refuses to pay out my accrued vacation when I left",
      ],
    },
    {
      article: "115/9",
      heading: "[Deductions from wages prohibited unless authorised]",
      summary: "Prohibits deductions from wages or final compensation unless required by law, to the employee's benefit, in response to a valid wage assignment or deduction order, or made with the employee's express written consent given freely at the time of the deduction.",
      topics: ["employment", "wages", "deductions", "unauthorised-deductions"],
      situations: [
        "my Illinois boss deducted a broken laptop from my pay without asking",
        "my employer in Illinois takes money out of my pay for uniforms without consent",
        "can an Illinois employer dock my wages for a cash shortage",
      ],
    },
    {
      article: "115/14",
      heading: "[Employee remedies and penalties for late or unpaid wages]",
      summary: "Entitles an employee not timely paid wages or final compensation to recover the underpayment plus monthly damages on it until paid, costs and attorney's fees, and provides for penalties and for retaliation claims.",
      topics: ["employment", "wages", "remedies"],
      situations: [
        "my boss in Chicago still hasn't paid my last paycheck, what can I get",
        "how do I recover unpaid wages from my employer in Illinois",
        "is there a penalty for paying wages late in Illinois",
      ],
    },
  ],
};
