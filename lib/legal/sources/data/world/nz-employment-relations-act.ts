import type { InstrumentInput } from "../../schema";

export const nzEmploymentRelationsAct: InstrumentInput = {
  source_id: "nz-employment-relations-act",
  title: "Employment Relations Act 2000",
  short_names: ["Employment Relations Act 2000", "ERA", "Employment Relations Act (NZ)"],
  jurisdiction: "NZ",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.govt.nz/act/public/2000/0024/latest/whole.html",
  date: "2000-08-29",
  provisions: [
    {
      article: "4",
      heading: "Parties to employment relationship to deal with each other in good faith",
      summary: "Requires employers, employees and unions to deal with each other in good faith, including being active and constructive and responsive and communicative, and requires an employer proposing a decision likely to affect an employee's continued employment to give access to relevant information and a chance to comment.",
      topics: ["employment", "good-faith"],
      situations: ["my employer is changing my job without telling me or consulting me", "my boss won't share information before a decision that affects my job"],
    },
    {
      article: "67A",
      heading: "When employment agreement may contain trial provision for 90 days or less",
      summary: "Allows an employment agreement with a new employee to contain a written trial provision of up to 90 days, during which the employer may dismiss without the employee being able to bring a personal grievance for unjustified dismissal; since 2023 available to all employers again.",
      topics: ["employment", "probation", "trial-period"],
      situations: ["can my New Zealand employer fire me during the 90-day trial"],
    },
    {
      article: "103",
      heading: "Personal grievance",
      summary: "Defines a personal grievance as a claim that the employee was unjustifiably dismissed, unjustifiably disadvantaged, discriminated against, sexually or racially harassed, or subjected to duress over union membership.",
      topics: ["employment", "unfair-dismissal", "personal-grievance", "discrimination", "harassment"],
      situations: ["what counts as a personal grievance: unjustified dismissal, harassment or discrimination at work"],
    },
    {
      article: "103A",
      heading: "Test of justification",
      summary: "Requires the Authority or court to decide whether the employer's actions and how it acted were what a fair and reasonable employer could have done in all the circumstances.",
      topics: ["employment", "unfair-dismissal"],
      situations: ["was my employer's decision to fire me fair and reasonable"],
    },
    {
      article: "114",
      heading: "Raising personal grievance",
      summary: "Requires an employee to raise a personal grievance with the employer within 90 days of the action or of when it came to their notice (twelve months for sexual harassment grievances), unless the employer consents or exceptional circumstances apply.",
      topics: ["employment", "personal-grievance", "deadlines"],
      situations: ["how long do I have to raise a personal grievance in New Zealand"],
    },
    {
      article: "123",
      heading: "Remedies",
      summary: "Lists remedies the Authority or court may award for a personal grievance, including reinstatement, reimbursement of lost wages and compensation for humiliation, loss of dignity and injury to feelings.",
      topics: ["employment", "unfair-dismissal", "compensation", "reinstatement"],
      situations: ["what can I get if my grievance against my employer succeeds, reinstatement or compensation"],
    },
  ],
};
