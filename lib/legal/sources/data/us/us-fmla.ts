import type { InstrumentInput } from "../../schema";

/**
 * Family and Medical Leave Act of 1993, 29 U.S.C. chapter 28, subchapter I (private employers).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usFmla: InstrumentInput = {
  source_id: "us-fmla",
  title: "Family and Medical Leave Act of 1993",
  short_names: ["FMLA", "Family and Medical Leave Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter28&edition=prelim",
  date: "1993-02-05",
  provisions: [
    {
      article: "2601",
      heading: "Findings and purposes",
      summary:
        "Records Congress's findings that working parents and employees with serious illness lack job security when they need time off, and states the Act's purposes: reasonable, gender-neutral leave for medical and family reasons that also accommodates employers' legitimate interests.",
      topics: ["employment", "leave", "principles"],
      situations: [
        "why does the law give workers family leave at all",
        "what is the purpose of the federal family leave law",
      ],
    },
    {
      article: "2611",
      heading: "Definitions",
      summary:
        "Defines the Act's terms. An eligible employee has worked for the employer for at least 12 months and at least 1,250 hours in the previous 12 months, at a worksite where the employer has 50 or more employees within 75 miles; an employer is a business with 50 or more employees in 20 or more workweeks of the current or preceding year; it also defines serious health condition, son or daughter, parent and spouse.",
      topics: ["employment", "leave", "definitions", "scope"],
      situations: [
        "do I qualify for job-protected leave after working at my company for eight months",
        "our business has 30 employees, do we have to give family leave",
        "does my part-time job count toward family leave eligibility",
      ],
    },
    {
      article: "2612",
      heading: "Leave requirement",
      summary:
        "Entitles an eligible employee to a total of 12 workweeks of unpaid leave in any 12-month period for the birth of a child, adoption or foster placement, caring for a spouse, child or parent with a serious health condition, the employee's own serious health condition, or a qualifying exigency from a family member's military deployment, and 26 workweeks to care for an injured servicemember. It also governs intermittent or reduced-schedule leave, foreseeable-leave notice (30 days where practicable) and the substitution of accrued paid leave.",
      topics: ["employment", "leave", "family-leave", "parental-leave", "sick-leave"],
      situations: [
        "can I take time off work to look after my newborn baby",
        "my mother has cancer and I need weeks off to care for her",
        "can my employer make me use my vacation days during family leave",
        "I need to take time off for my own surgery and recovery",
      ],
    },
    {
      article: "2613",
      heading: "Certification",
      summary:
        "Lets the employer require a health care provider's certification supporting leave for a serious health condition, lists what a sufficient certification states, and allows the employer, at its own expense, to obtain second and third opinions and periodic recertification.",
      topics: ["employment", "leave", "medical-certificate"],
      situations: [
        "my boss wants a doctor's note before approving my medical leave",
        "can my employer send me to its own doctor for a second opinion on my leave",
      ],
    },
    {
      article: "2614",
      heading: "Employment and benefits protection",
      summary:
        "On return from leave the employee must be restored to the same position or an equivalent one with equivalent pay, benefits and conditions, without losing benefits accrued before the leave; the employer must keep group health coverage going during the leave on the same terms, and may recover premiums if the employee does not return. A limited exception allows refusing reinstatement of certain highly paid key employees.",
      topics: ["employment", "leave", "reinstatement", "benefits", "health-insurance"],
      situations: [
        "I came back from maternity leave and my job was given to someone else",
        "does my employer have to keep paying my health insurance while I am on leave",
        "after medical leave I was moved to a worse job with lower pay",
      ],
    },
    {
      article: "2615",
      heading: "Prohibited acts",
      summary:
        "Makes it unlawful for an employer to interfere with, restrain or deny the exercise of any right under the Act, to discharge or discriminate against anyone for opposing a practice the Act prohibits, or to retaliate against someone for filing a charge, giving information or testifying in a proceeding about it.",
      topics: ["employment", "leave", "retaliation", "unfair-dismissal"],
      situations: [
        "I was fired a week after asking for family leave",
        "my manager counted my medical leave against me in my performance review",
        "can my employer discourage me from taking leave I am entitled to",
      ],
    },
    {
      article: "2616",
      heading: "Investigative authority",
      summary:
        "Gives the Secretary of Labor powers to investigate and require employers to keep records for compliance with the Act, with the same investigative and subpoena authority as under the Fair Labor Standards Act.",
      topics: ["employment", "leave", "enforcement", "records"],
      situations: [
        "can the Labor Department investigate my employer over family leave",
      ],
    },
    {
      article: "2617",
      heading: "Enforcement",
      summary:
        "Lets an affected employee sue an employer that violates the Act for lost wages and benefits (or other actual losses up to 12 weeks' wages), interest, an equal amount as liquidated damages unless the employer acted in good faith, equitable relief such as reinstatement, and attorney's fees; the Secretary of Labor may also sue. Claims must generally be brought within 2 years, or 3 years for a willful violation.",
      topics: ["employment", "leave", "remedies", "limitation-period", "damages"],
      situations: [
        "how long do I have to sue my employer for denying my family leave",
        "what compensation can I get if I was fired for taking medical leave",
      ],
    },
    {
      article: "2619",
      heading: "Notice",
      summary:
        "Requires employers to post, where employee notices are customarily posted, a notice approved by the Secretary of Labor summarising the Act and how to file a charge; a willful failure to post can draw a civil penalty of up to $100 per offence.",
      topics: ["employment", "leave", "notice"],
      situations: [
        "does my employer have to tell employees about their right to family leave",
      ],
    },
    {
      article: "2652",
      heading: "Effect on existing employment benefits",
      summary:
        "Preserves more generous employment benefits under a collective agreement or employer plan and bars such agreements from reducing the rights the Act grants.",
      topics: ["employment", "leave", "collective-agreement"],
      situations: [
        "our union contract gives more leave than federal law, which one applies",
      ],
    },
    {
      article: "2651",
      heading: "Effect on other laws",
      summary:
        "Provides that the Act does not change federal or state anti-discrimination laws and does not override a state or local law that gives greater family or medical leave rights.",
      topics: ["employment", "leave", "state-law"],
      situations: [
        "my state has its own family leave law, does the federal law replace it",
      ],
    },
  ],
};
