import type { InstrumentInput } from "../../schema";

export const auNswResidentialTenanciesAct2010: InstrumentInput = {
  source_id: "au-nsw-residential-tenancies-act-2010",
  title: "Residential Tenancies Act 2010 (NSW) (No 42)",
  short_names: ["Residential Tenancies Act 2010 (NSW)", "NSW Residential Tenancies Act", "RTA 2010 NSW"],
  jurisdiction: "AU-NSW",
  kind: "statute",
  provision_label: "section",
  official_url: "https://legislation.nsw.gov.au/view/html/inforce/current/act-2010-042",
  date: "2010",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "14",
      heading: "Landlord's obligation to ensure written residential tenancy agreement",
      summary:
        "A landlord must ensure that a residential tenancy agreement is in writing, in the standard form where one is prescribed, and signed.",
      topics: ["housing", "tenancy", "contract"],
      situations: [
        "my landlord in Sydney never gave me a written lease",
        "the landlord says a verbal agreement is enough for my tenancy",
      ],
    },
    {
      article: "23",
      heading: "Limit on amounts payable by tenant before agreement",
      summary:
        "Before or when a tenancy begins a person may require or receive only a holding fee, rent, a rental bond and any registration fee, and may not charge the tenant for preparing the tenancy agreement.",
      topics: ["housing", "tenancy", "fees"],
      situations: [
        "the agent wants a fee for drawing up my lease in NSW",
        "what can a landlord charge me before I move in",
      ],
    },
    {
      article: "24",
      heading: "Holding fees",
      summary:
        "A holding fee may be taken only after the landlord approves the tenant's application and may not exceed one week's rent, must be receipted, and the landlord must not let the premises to someone else for 7 days.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "how much holding deposit can a NSW landlord ask for",
        "the landlord took a holding fee and then rented to someone else",
      ],
    },
    {
      article: "26",
      heading: "Disclosure of information to tenants generally",
      summary:
        "Before a tenant enters into an agreement, the landlord or agent must disclose prescribed material facts about the premises, and must not knowingly conceal them or give false or misleading information.",
      topics: ["housing", "tenancy", "transparency"],
      situations: [
        "the agent did not tell me the property had flooded before",
        "must the agent tell me about problems with the property before I sign",
      ],
    },
    {
      article: "29",
      heading: "Condition reports",
      summary:
        "A landlord must complete and give the tenant a condition report on the state of the premises at or before the start of the tenancy, and the tenant must return a signed copy with any comments.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "how do I protect my bond at the start of a tenancy in NSW",
        "I was never given an ingoing condition report",
      ],
    },
    {
      article: "33",
      heading: "Payment of rent by tenant",
      summary:
        "A landlord must not require a tenant to pay more than two weeks' rent in advance under a periodic agreement or before the end of the rent already paid.",
      topics: ["housing", "tenancy", "rent"],
      situations: [
        "can my landlord ask for three months rent in advance",
        "how much rent in advance can a landlord demand",
      ],
    },
    {
      article: "35",
      heading: "Manner of payment of rent",
      summary:
        "A landlord must permit the tenant to pay rent by a method that does not incur a cost to the tenant (other than bank fees or the cost of the tenant's chosen method).",
      topics: ["housing", "tenancy", "rent", "payments"],
      situations: [
        "my landlord only accepts rent by a method that charges me fees",
        "can I pay rent without being charged a fee",
      ],
    },
    {
      article: "36",
      heading: "Rent receipts",
      summary:
        "A landlord or agent who receives rent in person must give the tenant a receipt, and must give a receipt on request for other methods unless the payment is into a nominated account.",
      topics: ["housing", "tenancy", "rent", "records"],
      situations: [
        "my landlord will not give me rent receipts",
        "do I have a right to a receipt when I pay rent in cash",
      ],
    },
  ],
};
