import type { InstrumentInput } from "../../schema";

/**
 * The headings below are descriptive labels of ours in square brackets: the sections' official marginal notes could
 * not be confirmed when this file was written.
 */
export const keEmploymentAct: InstrumentInput = {
  source_id: "ke-employment-act",
  title: "Employment Act, 2007 (No. 11 of 2007)",
  short_names: ["Employment Act 2007", "Employment Act (Kenya)", "Cap. 226"],
  jurisdiction: "KE",
  kind: "statute",
  provision_label: "section",
  official_url: "http://kenyalaw.org/kl/fileadmin/pdfdownloads/Acts/EmploymentAct_Cap226-No11of2007_01.pdf",
  date: "2007-10-22",
  provisions: [
    {
      article: "28",
      heading: "[Heading not verified] Annual leave",
      summary: "Entitles an employee, after every twelve consecutive months of service, to at least 21 working days of leave with full pay.",
      topics: ["employment", "annual-leave"],
      situations: ["how many leave days do I get in Kenya"],
    },
    {
      article: "29",
      heading: "[Heading not verified] Maternity and paternity leave",
      summary: "Entitles a female employee to three months of maternity leave with full pay and a male employee to two weeks of paternity leave with full pay.",
      topics: ["employment", "maternity-leave", "paternity-leave"],
      situations: ["how long is maternity leave in Kenya"],
    },
    {
      article: "35",
      heading: "[Heading not verified] Termination notice",
      summary: "Sets minimum notice for contracts to pay wages monthly or longer at 28 days' written notice, and provides for service pay where no pension or social security scheme applies.",
      topics: ["employment", "termination", "notice-period"],
      situations: [
        "how much notice must my employer in Kenya give me",
      ],
    },
    {
      article: "41",
      heading: "[Heading not verified] Hearing before termination for misconduct",
      summary: "Requires the employer, before terminating on grounds of misconduct, poor performance or physical incapacity, to explain the reason in a language the employee understands, in the presence of a fellow employee or union representative of the employee's choice, and to hear and consider the employee's representations.",
      topics: ["employment", "dismissal", "procedure", "misconduct"],
      situations: ["my employer in Kenya fired me without a hearing"],
    },
    {
      article: "43",
      heading: "[Heading not verified] Proof of reason for termination",
      summary: "Requires the employer to prove the reason for termination, failing which the termination is deemed unfair.",
      topics: ["employment", "dismissal", "burden-of-proof"],
      situations: [
        "my Kenyan employer fired me without giving a reason",
      ],
    },
    {
      article: "45",
      heading: "[Heading not verified] Unfair termination",
      summary: "Prohibits unfair termination, which occurs where the employer fails to prove a valid and fair reason related to the employee's conduct, capacity or compatibility or its operational requirements, or to follow a fair procedure.",
      topics: ["employment", "unfair-dismissal"],
      situations: [
        "I was unfairly dismissed in Kenya",
        "was my termination in Kenya fair if there was no hearing",
      ],
    },
    {
      article: "49",
      heading: "[Heading not verified] Remedies for unfair termination",
      summary: "Lets a labour officer or the court award remedies for wrongful dismissal or unfair termination, including notice pay, wages for the period worked and compensation of up to twelve months' gross wages.",
      topics: ["employment", "unfair-dismissal", "compensation", "reinstatement"],
      situations: [
        "how much compensation for unfair termination in Kenya",
      ],
    },
  ],
};
