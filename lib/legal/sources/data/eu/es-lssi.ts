import type { InstrumentInput } from "../../schema";

/**
 * Spain's Information Society Services and E-commerce Act. Two articles are held: 21 (commercial communications by
 * email or equivalent electronic means, transposing Art. 13 of Directive 2002/58/EC; in its wording since Ley 32/2003)
 * and 22 (rights of recipients, whose paragraph 2, as amended by Real Decreto-ley 13/2012, is the cookie rule
 * transposing Art. 5(3) of that Directive).
 */
export const esLssi: InstrumentInput = {
  source_id: "es-lssi",
  title: "Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico",
  short_names: ["LSSI", "LSSI-CE", "LSSICE", "Ley 34/2002", "Spanish e-commerce act"],
  jurisdiction: "ES",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.boe.es/eli/es/l/2002/07/11/34/con",
  date: "2002-07-11",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "21",
      heading: "Prohibición de comunicaciones comerciales realizadas a través de correo electrónico o medios de comunicación electrónica equivalentes",
      summary:
        "Paragraph 1 forbids sending advertising or promotional communications by email or an equivalent electronic means (such as SMS) that the recipients did not request or expressly authorise beforehand. Paragraph 2 exempts a prior contractual relationship where the provider obtained the contact details lawfully and uses them for communications about its own products or services similar to those the customer contracted for; in every case the recipient must be offered a simple, free way to object to promotional use of their data, both when the data are collected and in each communication.",
      topics: ["consent", "marketing", "objection"],
      situations: [
        "can a Spanish shop email offers to people who never asked for them",
        "we want to pass our customers' email addresses to partner brands for their promotions in Spain",
        "can we email our existing Spanish customers about similar products without asking again",
      ],
    },
    {
      article: "22",
      heading: "Derechos de los destinatarios de servicios",
      summary:
        "Paragraph 1 lets recipients of commercial communications revoke their consent by a simple, free procedure. Paragraph 2 allows providers to use devices that store or retrieve data on users' terminal equipment (cookies) only after users have consented on the basis of clear and complete information about their use and purposes; browser settings may express consent where technically possible and effective, and storage solely for transmission or strictly necessary for a service the user expressly requested is exempt.",
      topics: ["consent", "transparency", "cookies", "marketing"],
      situations: [
        "our Spanish blog says that if you keep browsing you accept cookies",
        "how can someone stop receiving our commercial emails in Spain",
      ],
    },
  ],
};
