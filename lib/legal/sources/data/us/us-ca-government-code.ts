import type { InstrumentInput } from "../../schema";

/** California Government Code: the Fair Employment and Housing Act's core provisions and the California Family Rights Act. The Code prints no official section headings; each heading below is a descriptive label of ours in square brackets. */
export const usCaGovernmentCode: InstrumentInput = {
  source_id: "us-ca-government-code",
  title: "California Government Code",
  short_names: ["California Government Code", "Cal. Gov. Code", "Government Code", "FEHA", "California Fair Employment and Housing Act"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Gov. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=GOV",
  date: "1943",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "12926",
      heading: "[Fair Employment and Housing Act: definitions]",
      summary: "Defines terms of the Fair Employment and Housing Act's employment provisions, including employer (generally five or more employees), physical and mental disability, medical condition, reasonable accommodation, sex and national origin.",
      topics: ["employment", "discrimination", "definitions"],
    },
    {
      article: "12940",
      heading: "[Unlawful employment practices]",
      summary: "Makes it unlawful for an employer to refuse to hire, discharge or discriminate in terms of employment because of race, religious creed, colour, national origin, ancestry, disability, medical condition, genetic information, marital status, sex, gender, gender identity or expression, age, sexual orientation or military and veteran status; to harass an employee or applicant; to fail to make reasonable accommodation or engage in the interactive process for disability or religion; to retaliate; or to fail to take reasonable steps to prevent discrimination and harassment.",
      topics: ["employment", "discrimination", "harassment", "reasonable-adjustments", "retaliation"],
      situations: [
        "my manager in California makes comments about my accent and passed me over",
        "my California employer won't adjust my schedule for my disability",
        "I was fired in California because of my age",
        "my California boss harasses me because of my gender",
        "I didn't get hired in California because of my religion",
        "my employer retaliated after I complained about discrimination",
      ],
    },
    {
      article: "12941",
      heading: "[Age discrimination in employment]",
      summary: "Applies the prohibition of age discrimination to people aged 40 and over, including in dismissals and layoffs, and declares that using salary as a basis for differentiation can amount to age discrimination where it disadvantages older workers.",
      topics: ["employment", "discrimination", "age"],
      situations: ["I'm 58 and was laid off in California while younger staff kept their jobs"],
    },
    {
      article: "12945",
      heading: "[Pregnancy disability leave and accommodation]",
      summary: "Makes it unlawful for an employer of five or more employees to refuse an employee disabled by pregnancy, childbirth or a related condition up to four months of leave, to refuse reasonable accommodation or a temporary transfer on medical advice, or to deny lactation accommodation, and requires reinstatement after the leave.",
      topics: ["employment", "pregnancy", "maternity-leave", "reasonable-adjustments"],
      situations: [
        "how much time off do I get in California if I'm disabled by my pregnancy",
        "my California employer won't give me time off for pregnancy complications",
        "I need lighter duties at work because I'm pregnant in California",
      ],
    },
    {
      article: "12945.2",
      heading: "[California Family Rights Act leave]",
      summary: "Makes it unlawful for an employer of five or more employees to refuse an employee with more than 12 months' service and at least 1,250 hours in the prior year up to 12 workweeks of job-protected leave in a 12-month period for the birth, adoption or foster placement of a child, to care for a family member with a serious health condition, for the employee's own serious health condition, or for a qualifying military exigency.",
      topics: ["employment", "family-leave", "parental-leave", "medical-leave"],
      situations: [
        "can I take 12 weeks off in California to care for my sick mother",
        "is my job protected if I take baby bonding leave in California",
        "can I take leave when my baby is born in California",
        "I need time off for my own serious illness in California, is my job safe",
        "family leave to look after my sick husband in California",
      ],
    },
    {
      article: "12955",
      heading: "[Unlawful housing practices]",
      summary: "Makes it unlawful for an owner of housing accommodation to discriminate against or harass any person because of race, colour, religion, sex, gender, gender identity or expression, sexual orientation, marital status, national origin, ancestry, familial status, source of income, disability, veteran or military status or genetic information, including in advertising, inquiries and financing.",
      topics: ["housing", "discrimination", "tenancy"],
      situations: ["a landlord in California refused me because I use a housing voucher"],
    },
    {
      article: "12960",
      heading: "[Filing complaints with the Civil Rights Department]",
      summary: "Provides for a person claiming to be aggrieved by an unlawful practice to file a verified complaint with the Civil Rights Department, generally within three years of the unlawful practice.",
      topics: ["employment", "discrimination", "time-limits", "complaints"],
      situations: ["how long do I have to file a discrimination complaint in California"],
    },
  ],
};
