import type { InstrumentInput } from "../../schema";

/** Fair Labor Standards Act of 1938, 29 U.S.C. chapter 8. */
export const usFlsa: InstrumentInput = {
  source_id: "us-flsa",
  title: "Fair Labor Standards Act of 1938",
  short_names: ["FLSA", "Fair Labor Standards Act", "Wage and Hour Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter8&edition=prelim",
  date: "1938-06-25",
  provisions: [
    {
      article: "201",
      heading: "Short title",
      summary: "Provides that the chapter may be cited as the Fair Labor Standards Act of 1938.",
      topics: ["employment", "scope"],
    },
    {
      article: "202",
      heading: "Congressional finding and declaration of policy",
      summary:
        "States Congress's finding that substandard labour conditions burden interstate commerce and its policy of correcting them as quickly as practicable without substantially curtailing employment.",
      topics: ["employment", "principles"],
    },
    {
      article: "203",
      heading: "Definitions",
      summary:
        "Defines the Act's central terms, including employer, employee, employ (to suffer or permit to work), enterprise engaged in commerce, wage, tipped employee and oppressive child labor, which together determine coverage.",
      topics: ["definitions", "employment", "scope"],
    },
    {
      article: "206",
      heading: "Minimum wage",
      summary:
        "Requires covered employers to pay employees at least the federal minimum hourly wage, sets related rules for certain categories of workers, and requires equal pay for equal work regardless of sex (the Equal Pay Act provisions).",
      topics: ["wages", "employment", "discrimination"],
      situations: [
        "what is the lowest hourly pay an employer can give me",
        "my employer pays me less than the minimum wage",
        "my boss pays me under the federal minimum wage",
        "is my hourly pay legally too low",
        "women doing the same job as men get paid less at my company",
      ],
    },
    {
      article: "207",
      heading: "Maximum hours",
      summary:
        "Requires covered employers to pay non-exempt employees overtime at not less than one and one-half times their regular rate for hours worked over forty in a workweek, and defines the regular rate and various special arrangements.",
      topics: ["overtime", "wages", "employment"],
      situations: [
        "I work more than 40 hours a week but don't get paid extra",
        "how much extra must I be paid for hours over 40 in a week",
        "my employer won't pay time and a half for overtime",
        "I worked 55 hours this week and got my normal rate",
        "do I get overtime pay for working weekends",
      ],
    },
    {
      article: "211",
      heading: "Collection of data",
      summary:
        "Empowers the Wage and Hour Division to investigate and inspect workplaces and records, and requires employers to make, keep and preserve records of wages, hours and other employment conditions as the regulations prescribe.",
      topics: ["records", "employment", "enforcement"],
      situations: ["my employer does not keep records of my hours", "can the labor department inspect my workplace for wage violations"],
    },
    {
      article: "212",
      heading: "Child labor provisions",
      summary:
        "Prohibits oppressive child labour, barring producers from shipping goods made in establishments that used it within the prior thirty days and barring employers from employing oppressive child labour in commerce.",
      topics: ["children", "employment"],
      situations: [
        "how young can a teenager start working",
        "can a 14-year-old work after school",
      ],
    },
    {
      article: "213",
      heading: "Exemptions",
      summary:
        "Exempts listed categories of employees from the minimum wage and/or overtime requirements, including bona fide executive, administrative and professional employees and outside salespeople, and sets child labour exemptions.",
      topics: ["employment", "overtime", "scope"],
      situations: [
        "my boss says I'm salaried so I don't get overtime",
        "which jobs are not entitled to overtime pay",
        "my employer calls me a manager to avoid paying overtime",
        "am I exempt from overtime as a salaried office worker",
      ],
    },
    {
      article: "215",
      heading: "Prohibited acts; prima facie evidence",
      summary:
        "Lists unlawful acts, including shipping 'hot goods', violating the minimum wage, overtime, child labour and record-keeping rules, and discharging or discriminating against an employee for filing a complaint or taking part in a proceeding under the Act.",
      topics: ["employment", "whistleblowing", "offences"],
      situations: [
        "I was fired after complaining that I wasn't paid properly",
      ],
    },
    {
      article: "216",
      heading: "Penalties",
      summary:
        "Provides criminal penalties for wilful violations, makes employers liable to employees for unpaid minimum wages or overtime plus an equal amount as liquidated damages and attorney's fees, allows collective actions by employees who opt in in writing, and authorises civil money penalties.",
      topics: ["penalties", "remedies", "damages", "employment"],
      situations: [
        "can I sue my employer for the overtime I wasn't paid",
        "how do I get back wages I'm owed",
      ],
    },
    {
      article: "217",
      heading: "Injunction proceedings",
      summary:
        "Gives the federal district courts jurisdiction, in actions brought by the Secretary of Labor, to restrain violations of the Act, including the withholding of minimum wages or overtime owed.",
      topics: ["enforcement", "remedies", "employment"],
      situations: ["the Department of Labor sues my employer for unpaid overtime", "court order stopping an employer from withholding minimum wage"],
    },
    {
      article: "218",
      heading: "Relation to other laws",
      summary:
        "Provides that the Act does not excuse non-compliance with a federal, state or local law setting a higher minimum wage or a shorter maximum workweek, or stricter child labour standards, so the more protective rule applies.",
      topics: ["wages", "employment", "state-law", "minimum-wage"],
      situations: [
        "my state's minimum wage is higher than the federal one, which do I get",
        "my city has its own minimum wage, does my employer have to pay it",
      ],
    },
    {
      article: "218c",
      heading: "Protections for employees",
      summary:
        "Prohibits an employer from discharging or discriminating against an employee because the employee received a health insurance premium tax credit or cost-sharing subsidy, or reported, testified about or objected to a violation of the health insurance reforms of the Patient Protection and Affordable Care Act.",
      topics: ["employment", "retaliation", "health-insurance", "whistleblowing"],
      situations: [
        "I was fired after I got a tax credit for marketplace health insurance",
      ],
    },
  ],
};
