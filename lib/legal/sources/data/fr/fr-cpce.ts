import type { InstrumentInput } from "../../schema";

/**
 * The French Post and Electronic Communications Code. Its articles carry no official headings: the heading below is
 * an editorial description in square brackets. Only art. L34-5 is held: the rule on direct marketing by automated
 * means, fax and electronic mail that transposes Art. 13 of Directive 2002/58/EC (introduced by art. 22 of the Loi
 * n° 2004-575 pour la confiance dans l'économie numérique). Checked against the article's text as consolidated on
 * Légifrance (LEGITEXT000006070987), read through a secondary copy, on 2026-11-29.
 */
export const frCpce: InstrumentInput = {
  source_id: "fr-cpce",
  title: "Code des postes et des communications électroniques",
  short_names: ["CPCE", "Code des postes et des communications électroniques", "French Post and Electronic Communications Code"],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070987",
  date: "1962-03-12",
  as_of: "2026-11-29",
  provisions: [
    {
      article: "L34-5",
      heading: "[Untitled] Direct marketing by automated calling systems, fax and electronic mail",
      summary:
        "Forbids direct marketing by automated calling systems, fax or electronic mail (which in French law includes text messages) that uses the contact details of an individual who has not consented beforehand to receiving it by that means; consent must be free, specific and informed. Electronic mail marketing is nonetheless allowed where the details were collected from the person in a sale or supply of services, the marketing concerns similar products or services of the same business, and the person was offered, expressly and unambiguously, a free and simple way to object when the details were collected and in every message. Every marketing message must give a valid address to which a request to stop can be sent, and may not hide the sender's identity.",
      topics: ["consent", "marketing", "objection"],
      situations: [
        "can a French web shop email offers to everyone who created an account",
        "can we pass our French customers' email addresses to partner brands for their offers",
        "may we email French customers about similar products without asking again",
      ],
    },
  ],
};
