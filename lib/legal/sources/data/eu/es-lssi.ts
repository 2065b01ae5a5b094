import type { InstrumentInput } from "../../schema";

/**
 * Spain's Information Society Services and E-commerce Act. Only article 22 (rights of recipients, whose paragraph 2,
 * as amended by Real Decreto-ley 13/2012, is the cookie rule transposing Art. 5(3) of Directive 2002/58/EC) is held.
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
