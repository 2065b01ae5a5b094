import type { InstrumentInput } from "../../schema";

/**
 * Canadian Human Rights Act, R.S.C. 1985, c. H-6 (discrimination in federally regulated employment and services; the
 * provinces have their own human rights codes). Headings are the marginal notes of the consolidation current to 26 May
 * 2026 (Justice Laws XML).
 */
export const caCanadianHumanRightsAct: InstrumentInput = {
  source_id: "ca-canadian-human-rights-act",
  title: "Canadian Human Rights Act",
  short_names: ["Canadian Human Rights Act", "CHRA", "R.S.C. 1985, c. H-6"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. H-6",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/H-6/",
  date: "1985",
  as_of: "2026-05-26",
  provisions: [
    {
      article: "2",
      heading: "Purpose",
      summary:
        "States the Act's purpose of extending federal law to give effect to the principle that all individuals should have an equal opportunity to make for themselves the lives they are able and wish to have, without being hindered by discriminatory practices based on the prohibited grounds.",
      topics: ["discrimination", "human-rights", "principles"],
      situations: [
        "what does the Canadian human rights law protect",
      ],
    },
    {
      article: "3",
      heading: "Prohibited grounds of discrimination",
      summary:
        "Lists the prohibited grounds of discrimination: race, national or ethnic origin, colour, religion, age, sex, sexual orientation, gender identity or expression, marital status, family status, genetic characteristics, disability and a conviction for which a pardon has been granted or a record suspension ordered; pregnancy and childbirth count as sex discrimination.",
      topics: ["discrimination", "human-rights", "protected-grounds"],
      situations: [
        "is it discrimination to treat me differently because I am pregnant",
        "is family status a protected ground in Canada",
        "does the law protect transgender employees",
      ],
    },
    {
      article: "5",
      heading: "Denial of good, service, facility or accommodation",
      summary:
        "Makes it a discriminatory practice, in providing goods, services, facilities or accommodation customarily available to the public, to deny them to an individual or to differentiate adversely in relation to them on a prohibited ground.",
      topics: ["discrimination", "human-rights", "services", "consumer"],
      situations: [
        "the airline refused to let me board because of my disability",
        "a bank treated me worse because of my religion",
      ],
    },
    {
      article: "6",
      heading: "Denial of commercial premises or residential accommodation",
      summary:
        "Makes it a discriminatory practice to deny occupancy of commercial premises or residential accommodation, or to differentiate adversely in relation to them, on a prohibited ground (for matters within federal jurisdiction).",
      topics: ["discrimination", "human-rights", "housing"],
      situations: [
        "I was refused housing on a reserve because of my marital status",
      ],
    },
    {
      article: "7",
      heading: "Employment",
      summary:
        "Makes it a discriminatory practice, directly or indirectly, to refuse to employ or continue to employ an individual, or to differentiate adversely against an employee, on a prohibited ground.",
      topics: ["employment", "discrimination", "human-rights", "hiring", "dismissal"],
      situations: [
        "I was fired from my federal job after telling them about my disability",
        "they refused to hire me at the airline because of my age",
      ],
    },
    {
      article: "8",
      heading: "Employment applications, advertisements",
      summary:
        "Makes it a discriminatory practice to use an employment application form, publish an advertisement or make an inquiry about employment that expresses or implies a limitation, specification or preference based on a prohibited ground, unless based on a bona fide occupational requirement.",
      topics: ["employment", "discrimination", "human-rights", "hiring", "advertisements"],
      situations: [
        "the job application asked for my marital status and age",
        "the job ad said only men should apply",
      ],
    },
    {
      article: "10",
      heading: "Discriminatory policy or practice",
      summary:
        "Makes it a discriminatory practice for an employer, employee organisation or employer organisation to establish or pursue a policy or practice, or enter into an agreement, that deprives or tends to deprive individuals of employment opportunities on a prohibited ground.",
      topics: ["employment", "discrimination", "human-rights", "systemic-discrimination"],
      situations: [
        "the company's height requirement keeps women out of the job",
      ],
    },
    {
      article: "11",
      heading: "Equal wages",
      summary:
        "Makes it a discriminatory practice for an employer to establish or maintain differences in wages between male and female employees in the same establishment who perform work of equal value, assessed by skill, effort, responsibility and working conditions.",
      topics: ["employment", "discrimination", "equal-pay", "human-rights"],
      situations: [
        "women in my department are paid less than men doing comparable work",
      ],
    },
    {
      article: "12",
      heading: "Publication of discriminatory notices, etc.",
      summary:
        "Makes it a discriminatory practice to publish or display a notice, sign, symbol or emblem that expresses or implies discrimination or an intent to discriminate, or incites others to discriminate.",
      topics: ["discrimination", "human-rights", "publications"],
      situations: [
        "a business put up a sign refusing service to a group",
      ],
    },
    {
      article: "14",
      heading: "Harassment",
      summary:
        "Makes it a discriminatory practice to harass an individual on a prohibited ground in providing goods, services, facilities or accommodation, in matters of residential or commercial premises, or in matters related to employment, and includes sexual harassment.",
      topics: ["discrimination", "harassment", "sexual-harassment", "employment"],
      situations: [
        "my supervisor keeps making sexual comments at work",
        "a coworker harasses me about my religion",
      ],
    },
    {
      article: "14.1",
      heading: "Retaliation",
      summary:
        "Makes it a discriminatory practice to retaliate or threaten retaliation against an individual who has filed a complaint, or the alleged victim.",
      topics: ["discrimination", "human-rights", "retaliation"],
      situations: [
        "I was demoted after filing a human rights complaint",
      ],
    },
    {
      article: "15",
      heading: "Exceptions",
      summary:
        "Lists exceptions that are not discriminatory practices, including bona fide occupational requirements and bona fide justifications, which require showing that accommodating the individual's needs would impose undue hardship considering health, safety and cost.",
      topics: ["discrimination", "human-rights", "accommodation", "undue-hardship"],
      situations: [
        "my employer says it cannot accommodate my disability because of the cost",
        "can an airline require pilots to retire at a certain age",
      ],
    },
    {
      article: "16",
      heading: "Special programs",
      summary:
        "Allows special programmes, plans or arrangements designed to prevent or reduce disadvantages suffered by groups because of a prohibited ground.",
      topics: ["discrimination", "human-rights", "affirmative-action"],
      situations: [
        "is an employment programme for Indigenous people discrimination against others",
      ],
    },
    {
      article: "40",
      heading: "Complaints",
      summary:
        "Lets any individual or group with reasonable grounds for believing a person is engaging or has engaged in a discriminatory practice file a complaint with the Canadian Human Rights Commission, in the form it accepts.",
      topics: ["discrimination", "human-rights", "complaints"],
      situations: [
        "how do I file a human rights complaint against my federal employer",
      ],
    },
    {
      article: "41",
      heading: "Commission to deal with complaint",
      summary:
        "Requires the Commission to deal with a complaint unless it appears that the complainant should first exhaust grievance or review procedures, another Act is more appropriate, it is beyond jurisdiction, trivial or in bad faith, or it is based on acts that occurred more than one year before filing (or a longer period the Commission allows).",
      topics: ["discrimination", "human-rights", "complaints", "limitation-period"],
      situations: [
        "how long do I have to file a human rights complaint",
        "must I use my union grievance before going to the Commission",
      ],
    },
    {
      article: "44",
      heading: "Report",
      summary:
        "Requires the investigator to report to the Commission, which may then refer the complaint to the Canadian Human Rights Tribunal, refer it to another authority, or dismiss it.",
      topics: ["discrimination", "human-rights", "complaints", "procedure"],
      situations: [
        "what happens after the Commission investigates my complaint",
      ],
    },
    {
      article: "53",
      heading: "Complaint dismissed",
      summary:
        "Lets the Tribunal dismiss an unsubstantiated complaint or, if it is substantiated, order the person to cease the practice, take measures to prevent it, make available the rights denied, compensate lost wages and expenses, and pay up to $20,000 for pain and suffering and up to $20,000 special compensation for wilful or reckless discrimination.",
      topics: ["discrimination", "human-rights", "remedies", "damages"],
      situations: [
        "what compensation can the Human Rights Tribunal award me",
      ],
    },
    {
      article: "65",
      heading: "Acts of employees, etc.",
      summary:
        "Treats an act or omission of an officer, director, employee or agent in the course of employment as that of the person, association or organisation employing them, unless it did not consent, exercised all due diligence to prevent it and then to mitigate it.",
      topics: ["discrimination", "human-rights", "employer-liability"],
      situations: [
        "is my employer responsible for harassment by my manager",
      ],
    },
  ],
};
