import type { InstrumentInput } from "../../schema";

/**
 * Articles of the French Code of Criminal Procedure carry no individual official headings; the headings below are
 * editorial descriptions in square brackets.
 */
export const frCodeDeProcedurePenale: InstrumentInput = {
  source_id: "fr-code-de-procedure-penale",
  title: "Code de procédure pénale",
  short_names: ["Code de procédure pénale", "French Code of Criminal Procedure", "CPP"],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006071154",
  date: "1957-12-31",
  provisions: [
    {
      article: "40",
      heading: "[Untitled] Prosecutorial discretion",
      summary: "Makes the public prosecutor receive complaints and reports and decide what action to take on them, and obliges public officials who learn of a crime or offence in their duties to report it.",
      topics: ["criminal-procedure", "prosecution"],
      situations: ["how do I file a criminal complaint with the prosecutor", "must a civil servant report a crime"],
    },
    {
      article: "41-1",
      heading: "[Untitled] Alternatives to prosecution",
      summary: "Lets the prosecutor, before deciding on prosecution, use alternative measures such as a reminder of the law, referral to a support body, regularisation, compensation of the victim or mediation, where likely to ensure reparation and end the disturbance.",
      topics: ["criminal-procedure", "alternatives-to-prosecution"],
      situations: ["alternatives to prosecution such as mediation or compensation", "the prosecutor gave me a warning instead of charges"],
    },
    {
      article: "62-2",
      heading: "[Untitled] Police custody",
      summary: "Defines police custody (garde à vue) as a measure of constraint decided by a judicial police officer under judicial control, allowed only for a person suspected of a crime or offence punishable by imprisonment, and only where it is the sole means of achieving listed objectives.",
      topics: ["criminal-procedure", "police-custody", "arrest"],
      situations: [
        "when can the French police hold me in custody",
        "my son was taken into police custody in France, is that allowed for a minor offence",
      ],
    },
    {
      article: "63",
      heading: "[Untitled] Length of police custody",
      summary: "Limits police custody to 24 hours, renewable once for a further 24 hours by written authorisation of the prosecutor for offences punishable by at least one year's imprisonment.",
      topics: ["criminal-procedure", "police-custody"],
      situations: [
        "how long can the police keep me in custody",
        "how long can the police keep me in custody in France",
        "my son is in garde à vue in France, how long can they hold him",
      ],
    },
    {
      article: "63-1",
      heading: "[Untitled] Notification of rights in custody",
      summary: "Requires a person placed in custody to be informed immediately, in a language they understand, of the custody, its length, the offence suspected, and their rights, including to have a relative and employer informed, to be examined by a doctor, to be assisted by a lawyer, to an interpreter and to remain silent.",
      topics: ["criminal-procedure", "police-custody", "rights-of-accused"],
      situations: [
        "the police locked me up and didn't tell me my rights",
        "what are my rights when arrested in France",
        "must the French police tell me why I'm being held and let me call family",
      ],
    },
    {
      article: "63-3-1",
      heading: "[Untitled] Assistance of a lawyer in custody",
      summary: "Entitles a person in custody to be assisted by a lawyer of their choice or a duty lawyer from the start of custody and at any renewal.",
      topics: ["criminal-procedure", "police-custody", "defence-counsel"],
      situations: [
        "the police are holding me, can I have a lawyer with me",
        "can I have a lawyer in police custody",
        "duty lawyer during custody",
      ],
    },
    {
      article: "137",
      heading: "[Untitled] Liberty as the rule before trial",
      summary: "Provides that a person under investigation, presumed innocent, remains free, and may be subject to judicial supervision, house arrest with electronic monitoring or, exceptionally, pre-trial detention where those are insufficient.",
      topics: ["criminal-procedure", "pre-trial-detention", "judicial-supervision"],
      situations: ["must I stay in jail before my trial", "judicial supervision or electronic tag instead of detention"],
    },
    {
      article: "144",
      heading: "[Untitled] Grounds for pre-trial detention",
      summary: "Permits pre-trial detention only where it is the sole means of achieving listed objectives, such as preserving evidence, preventing pressure on witnesses or victims or collusion, protecting the person, ensuring they remain available to justice, ending the offence or preventing repetition, and, for crimes, ending an exceptional disturbance of public order, and where judicial supervision or electronic house arrest would be insufficient.",
      topics: ["criminal-procedure", "pre-trial-detention"],
      situations: [
        "when can a judge keep me in jail before trial",
        "when can someone be held in jail before trial in France",
        "will he be kept in detention before his trial in France",
      ],
    },
    {
      article: "145-1",
      heading: "[Untitled] Length of pre-trial detention for offences",
      summary: "Limits pre-trial detention for délits to four months, with extensions in defined cases up to set maximums depending on the sentence incurred and the nature of the case.",
      topics: ["criminal-procedure", "pre-trial-detention"],
      situations: ["how long can pre-trial detention last", "four months detention before trial"],
    },
    {
      article: "497",
      heading: "[Untitled] Right to appeal criminal court judgments",
      summary: "Gives the defendant, the civil party (as to civil interests), the prosecutor and certain administrations the right to appeal judgments of the criminal court.",
      topics: ["criminal-procedure", "appeals"],
      situations: ["can I appeal a criminal court judgment", "who can appeal a conviction"],
    },
    {
      article: "498",
      heading: "[Untitled] Time limit for appeal",
      summary: "Requires an appeal to be lodged within ten days of the pronouncement of a judgment given in the presence of the parties.",
      topics: ["criminal-procedure", "appeals", "deadlines"],
      situations: ["how long do I have to appeal a criminal conviction in France"],
    },
  ],
};
