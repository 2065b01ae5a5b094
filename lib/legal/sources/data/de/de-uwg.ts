import type { InstrumentInput } from "../../schema";

/**
 * Germany's Act against Unfair Competition. Only § 7 (unreasonable nuisance) is held, numbered as in force since 28
 * May 2022: the Gesetz zur Stärkung des Verbraucherschutzes im Wettbewerbs- und Gewerberecht moved the old § 7(2) no. 1
 * to the Annex, so advertising by electronic mail without consent is now § 7(2) no. 2 (formerly no. 3) and the
 * existing-customer exception stays § 7(3). § 7 transposes Art. 13 of Directive 2002/58/EC. Checked against the
 * current consolidated text (read through a secondary copy) on 2026-11-29.
 */
export const deUwg: InstrumentInput = {
  source_id: "de-uwg",
  title: "Gesetz gegen den unlauteren Wettbewerb (UWG)",
  short_names: ["UWG", "Gesetz gegen den unlauteren Wettbewerb", "German Act against Unfair Competition"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "paragraph",
  official_url: "https://www.gesetze-im-internet.de/uwg_2004/",
  date: "2004-07-03",
  as_of: "2026-11-29",
  provisions: [
    {
      article: "7",
      heading: "Unzumutbare Belästigungen",
      summary:
        "Forbids commercial practices that harass market participants unreasonably, notably advertising the recipient evidently does not want. Advertising by automated calling machine, fax or electronic mail (email and text messages) is always an unreasonable nuisance without the addressee's prior express consent (subsection 2, no. 2), as is advertising that hides the sender or gives no valid address to ask for it to stop (no. 3). Subsection 3 exempts email advertising to a customer whose address the business obtained in connection with a sale of goods or services, for its own similar goods or services, where the customer has not objected and was told clearly, when the address was collected and in every use, that they may object at any time at no cost beyond basic transmission rates.",
      topics: ["consent", "marketing", "objection"],
      situations: [
        "can a German online shop send its newsletter to addresses bought from a list broker",
        "may we email our German customers offers for similar products without a newsletter sign-up",
        "is a pre-ticked newsletter box enough consent for advertising emails in Germany",
      ],
    },
  ],
};
