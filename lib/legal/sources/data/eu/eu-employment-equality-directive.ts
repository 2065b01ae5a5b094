import type { InstrumentInput } from "../../schema";

export const euEmploymentEqualityDirective: InstrumentInput = {
  source_id: "eu-employment-equality-directive",
  title: "Council Directive 2000/78/EC of 27 November 2000 establishing a general framework for equal treatment in employment and occupation",
  short_names: ["Employment Equality Framework Directive", "Framework Equality Directive", "Council Directive 2000/78/EC", "Directive 2000/78/EC"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2000/78/oj",
  date: "2000-11-27",
  provisions: [
    {
      article: "1",
      heading: "Purpose",
      summary: "Lays down a general framework for combating discrimination on the grounds of religion or belief, disability, age or sexual orientation as regards employment and occupation.",
      topics: ["discrimination", "employment"],
    },
    {
      article: "2",
      heading: "Concept of discrimination",
      summary: "Defines direct discrimination, indirect discrimination, harassment and instructions to discriminate on the protected grounds, with indirect discrimination justifiable by a legitimate aim pursued by appropriate and necessary means.",
      topics: ["discrimination", "definitions", "harassment"],
      situations: [
        "my employer's rule seems neutral but mostly hurts older staff",
        "I was treated worse at work because of my age, religion or sexual orientation in the EU",
        "harassment at work because of my disability",
      ],
    },
    {
      article: "3",
      heading: "Scope",
      summary: "Applies to all persons in the public and private sectors in relation to conditions for access to employment, self-employment and occupation, vocational training, employment and working conditions including dismissals and pay, and membership of workers' or employers' organisations.",
      topics: ["discrimination", "employment", "scope"],
    },
    {
      article: "4",
      heading: "Occupational requirements",
      summary: "Permits a difference of treatment based on a characteristic related to a protected ground where, by reason of the nature or context of the activity, it is a genuine and determining occupational requirement with a legitimate objective and proportionate, with a specific rule for churches and other ethos-based organisations.",
      topics: ["discrimination", "occupational-requirement", "religion"],
      situations: ["can a job be limited to people of a certain age or religion", "genuine occupational requirement excusing different treatment"],
    },
    {
      article: "5",
      heading: "Reasonable accommodation for disabled persons",
      summary: "Requires employers to take appropriate measures, where needed in a particular case, to enable a person with a disability to have access to, participate in or advance in employment, or to undergo training, unless the measures impose a disproportionate burden.",
      topics: ["discrimination", "disability", "reasonable-accommodation"],
      situations: [
        "my employer won't adapt my workstation for my disability",
        "must my employer in the EU adapt my workplace for my disability",
      ],
    },
    {
      article: "6",
      heading: "Justification of differences of treatment on grounds of age",
      summary: "Allows Member States to provide that differences of treatment on grounds of age are not discrimination if objectively and reasonably justified by a legitimate aim, including employment policy, labour market and vocational training objectives, and if the means are appropriate and necessary.",
      topics: ["discrimination", "age"],
      situations: ["can my employer force me to retire at 65"],
    },
    {
      article: "9",
      heading: "Defence of rights",
      summary: "Requires judicial and/or administrative procedures to be available to all who consider themselves wronged by discrimination, even after the relationship ends, and allows associations to engage in proceedings on their behalf.",
      topics: ["discrimination", "remedies"],
      situations: ["how can I challenge discrimination at work even after I left", "an association bringing a discrimination case for me"],
    },
    {
      article: "10",
      heading: "Burden of proof",
      summary: "Places on the respondent the burden of proving there has been no breach of equal treatment once the complainant establishes facts from which direct or indirect discrimination may be presumed.",
      topics: ["discrimination", "burden-of-proof"],
      situations: ["who has to prove discrimination at work", "employer must show it did not discriminate once I show facts"],
    },
    {
      article: "11",
      heading: "Victimisation",
      summary: "Requires protection of employees against dismissal or other adverse treatment by the employer as a reaction to a complaint or proceedings aimed at enforcing equal treatment.",
      topics: ["discrimination", "victimisation"],
      situations: ["I was dismissed after complaining about discrimination", "victimisation for bringing an equal treatment claim"],
    },
  ],
};
