import type { InstrumentInput } from "../../schema";

/** Chile's urban lease law (Ley 18.101): notice to end residential leases. Its articles carry no official headings; each heading below is an editorial description in square brackets. */
export const clLey18101: InstrumentInput = {
  source_id: "cl-ley-18101",
  title: "Ley N° 18.101, que fija normas especiales sobre arrendamiento de predios urbanos",
  short_names: ["Ley 18.101", "Ley de Arrendamiento de Predios Urbanos", "Chilean urban lease law"],
  jurisdiction: "CL",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.bcn.cl/leychile/navegar?idNorma=29567",
  date: "1982",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "[Untitled] Notice to end month-to-month and indefinite leases",
      summary: "Requires a landlord ending a month-to-month or indefinite lease to give notice (desahucio) judicially or through a notary, with a notice period of two months plus one month for each full year the tenant has occupied the property, capped at six months in total.",
      topics: ["tenancy", "notice", "eviction", "periodic-tenancy"],
      situations: ["how much notice must my landlord in Chile give me to leave", "I've rented my flat in Santiago for 3 years month to month; how long do I have to move out"],
    },
    {
      article: "4",
      heading: "[Untitled] Recovery of property let for a fixed term of up to one year",
      summary: "Requires a landlord of a property let for a fixed term of up to one year to request its return judicially when the term ends, and gives the tenant two months from notification of the claim to return it.",
      topics: ["tenancy", "fixed-term", "eviction"],
      situations: [
        "my fixed-term lease in Chile has ended, how can the landlord get the property back",
      ],
    },
  ],
};
