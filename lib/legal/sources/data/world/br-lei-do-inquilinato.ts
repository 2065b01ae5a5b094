import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const brLeiDoInquilinato: InstrumentInput = {
  source_id: "br-lei-do-inquilinato",
  title: "Lei nº 8.245, de 18 de outubro de 1991 – Dispõe sobre as locações dos imóveis urbanos e os procedimentos a elas pertinentes",
  short_names: ["Lei do Inquilinato", "Lei 8.245/1991", "Brazilian Tenancy Law"],
  jurisdiction: "BR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.planalto.gov.br/ccivil_03/leis/l8245.htm",
  date: "1991-10-18",
  provisions: [
    {
      article: "4",
      heading: "[Untitled] Early return of the property",
      summary: "Bars the landlord from retaking the property during the agreed term, and lets the tenant return it early by paying the agreed penalty reduced in proportion to the time remaining, exempting a tenant transferred by the employer who gives 30 days' notice.",
      topics: ["tenancy", "termination", "penalty"],
      situations: ["I want to leave my rental early in Brazil, how much is the fine"],
    },
    {
      article: "6",
      heading: "[Untitled] Ending an indefinite lease by the tenant",
      summary: "Lets the tenant end a lease of indefinite duration by written notice to the landlord at least 30 days in advance.",
      topics: ["tenancy", "termination", "notice-period"],
      situations: [
        "how much notice must I give to leave my rental in Brazil",
      ],
    },
    {
      article: "22",
      heading: "[Untitled] Landlord's obligations",
      summary: "Obliges the landlord to deliver the property fit for its use, guarantee peaceful use, maintain its form and purpose, answer for defects prior to the lease, and pay extraordinary condominium charges and property taxes unless agreed otherwise.",
      topics: ["tenancy", "landlord-obligations", "repairs"],
      situations: [
        "what must my landlord in Brazil repair or pay for",
        "my Brazilian landlord won't fix defects in the property",
      ],
    },
    {
      article: "23",
      heading: "[Untitled] Tenant's obligations",
      summary: "Obliges the tenant to pay rent and charges on time, use the property as agreed, return it in the condition received save normal wear, repair damage it caused and pay ordinary condominium expenses.",
      topics: ["tenancy", "tenant-obligations"],
      situations: [
        "what are my duties as a tenant in Brazil",
      ],
    },
    {
      article: "37",
      heading: "[Untitled] Forms of rent guarantee",
      summary: "Allows the landlord to require only one form of guarantee: a security deposit, a personal guarantee (fiança), rent guarantee insurance or assignment of investment fund units.",
      topics: ["tenancy", "deposit", "guarantees"],
      situations: [
        "can my landlord in Brazil demand both a deposit and a guarantor",
      ],
    },
    {
      article: "38",
      heading: "[Untitled] Cash security deposit",
      summary: "Limits a cash security deposit to three months' rent, to be deposited in a savings account with its returns reverting to the tenant at the end.",
      topics: ["tenancy", "deposit"],
      situations: ["how much deposit can a landlord ask for in Brazil"],
    },
    {
      article: "46",
      heading: "[Untitled] End of residential leases of 30 months or more",
      summary: "Ends a written residential lease agreed for 30 months or more at the end of its term without notice, and turns it into an indefinite lease if the tenant stays on for more than 30 days without objection, the landlord then being able to end it with 30 days' notice.",
      topics: ["tenancy", "lease-term", "termination"],
      situations: [
        "my 30-month lease in Brazil ended, can the landlord ask me to leave",
      ],
    },
  ],
};
