import type { InstrumentInput } from "../../schema";

export const ukCompanyDirectorsDisqualificationAct1986: InstrumentInput = {
  source_id: "uk-company-directors-disqualification-act-1986",
  title: "Company Directors Disqualification Act 1986 (1986 c. 46)",
  short_names: ["Company Directors Disqualification Act 1986", "CDDA 1986"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1986/46/contents",
  date: "1986-07-25",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Disqualification orders: general",
      summary:
        "A disqualification order bars a person, without court permission, from being a director, acting as receiver, or being concerned in the promotion, formation or management of a company, for the period specified.",
      topics: ["companies", "directors", "disqualification"],
      situations: [
        "what does being disqualified as a director stop me doing",
        "I am disqualified; can I still advise the company informally",
      ],
    },
    {
      article: "2",
      heading: "Disqualification on conviction of indictable offence",
      summary:
        "A court may disqualify a person convicted of an indictable offence connected with the promotion, formation, management, liquidation or striking off of a company or with receivership of its property.",
      topics: ["companies", "directors", "disqualification", "criminal"],
      situations: [
        "can a conviction for fraud stop me being a company director",
        "my director was convicted of an offence connected with the company",
      ],
    },
    {
      article: "6",
      heading: "Duty of court to disqualify unfit directors of insolvent companies",
      summary:
        "The court must disqualify a director (for two to fifteen years) where the company has become insolvent and the director's conduct makes them unfit to be concerned in the management of a company.",
      topics: ["companies", "directors", "disqualification", "insolvency"],
      situations: [
        "my company went into liquidation; could I be banned as a director",
        "the Insolvency Service says my conduct made me unfit to be a director",
      ],
    },
    {
      article: "11",
      heading: "Undischarged bankrupts",
      summary:
        "It is an offence for an undischarged bankrupt (or a person subject to a bankruptcy restrictions or debt relief restrictions order) to act as a director or be concerned in the management of a company without the court's permission.",
      topics: ["companies", "directors", "disqualification", "bankruptcy"],
      situations: [
        "can I be a company director while I am bankrupt",
        "I am an undischarged bankrupt; can I manage my friend's company",
      ],
    },
    {
      article: "13",
      heading: "Criminal penalties",
      summary:
        "Acting in breach of a disqualification order or undertaking, or while an undischarged bankrupt, is an offence punishable on indictment with up to two years' imprisonment and/or a fine.",
      topics: ["companies", "directors", "disqualification", "offences"],
      situations: [
        "what happens if a disqualified director keeps running a company",
        "is acting as director while disqualified a crime",
      ],
    },
    {
      article: "15",
      heading: "Personal liability for company's debts where person acts while disqualified",
      summary:
        "A person who is involved in a company's management in breach of a disqualification, or who acts on instructions of someone they know to be disqualified, is personally jointly and severally liable for the company's relevant debts.",
      topics: ["companies", "directors", "disqualification", "liability"],
      situations: [
        "the disqualified director ran up debts; can I sue him personally",
        "I took instructions from a banned director; am I liable for company debts",
      ],
    },
  ],
};
