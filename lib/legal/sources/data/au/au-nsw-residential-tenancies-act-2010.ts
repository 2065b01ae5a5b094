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
    {
      article: "41",
      heading: "Rent increases",
      summary:
        "Rent may be increased only by written notice from the landlord or agent stating the new rent and the date it is payable, given at least 60 days ahead; rent may not be increased within the first 12 months of a tenancy or more than once in any 12 months, with renewals and replacement agreements between the same parties counted as one tenancy. An increase made otherwise is not payable.",
      topics: ["housing", "tenancy", "rent", "rent-increase"],
      situations: [
        "my landlord in Sydney wants to raise the rent again only six months after the last increase",
        "how much notice of a rent increase must I get in NSW",
        "the agent emailed a rent increase starting in two weeks",
      ],
    },
    {
      article: "42",
      heading: "Rent increases under fixed term agreements",
      summary:
        "During a fixed term of less than 2 years the rent may be increased only if the agreement itself sets out the increase or how it is calculated; under a fixed term of 2 years or more it may be increased at most once in any 12 months.",
      topics: ["housing", "tenancy", "rent", "rent-increase"],
      situations: [
        "can my NSW landlord raise the rent in the middle of my one-year lease",
        "my lease does not mention rent increases but the landlord wants more money",
      ],
    },
    {
      article: "55",
      heading: "Access generally by landlord to residential premises without consent",
      summary:
        "During a tenancy the landlord, agent or someone they authorise may enter without the tenant's consent and without notice only in an emergency, to do urgent repairs, where there is serious concern for someone's health or safety after trying to get consent, where the premises seem abandoned, or under a Tribunal order. With notice but without consent they may enter only for listed purposes, such as routine inspections (no more than 4 a year, 7 days' written notice each time) and necessary repairs or maintenance (2 days' notice).",
      topics: ["housing", "tenancy", "privacy", "landlord-entry"],
      situations: [
        "my landlord in Sydney keeps turning up to inspect without warning",
        "how much notice must the agent give before an inspection in NSW",
        "can the landlord let himself into my rental while I am at work",
      ],
    },
    {
      article: "64",
      heading: "Urgent repairs to residential premises",
      summary:
        "A landlord must repay a tenant, within 14 days of written notice, the reasonable cost of urgent repairs the tenant arranged, provided the damage was not the tenant's fault, the tenant told or tried to tell the landlord and gave a reasonable chance to fix it, used any nominated tradesperson where possible and qualified people where appropriate, and sent details and receipts. The amount is capped at $1,000 unless the regulations set another figure.",
      topics: ["housing", "tenancy", "repairs"],
      situations: [
        "the hot water system broke and my landlord would not fix it so I paid a plumber",
        "can I get my money back for an emergency repair I paid for in my rental in NSW",
        "the roof is leaking badly and the agent is ignoring me",
      ],
    },
    {
      article: "109",
      heading: "Agreement frustrated—destruction of, or uninhabitable, premises",
      summary:
        "If the premises are destroyed, become wholly or partly uninhabitable, can no longer lawfully be used as a home, or are compulsorily acquired, other than through a breach of the agreement, either the landlord or the tenant may end the tenancy by a termination notice, which may take effect immediately and even during a fixed term.",
      topics: ["housing", "tenancy", "termination"],
      situations: [
        "my rented house in NSW was flooded and we cannot live there",
        "after a fire the apartment is unliveable, do I still have to pay rent until the lease ends",
      ],
    },
    {
      article: "159",
      heading: "Payment of bonds",
      summary:
        "A landlord or agent must not require or take a rental bond of more than 4 weeks' rent, may take one only after offering the tenant the official online bond service, and may not demand the bond before the tenant signs the tenancy agreement.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "the agent in Sydney wants six weeks' rent as a bond",
        "how much bond can a landlord ask for in NSW",
        "how big can a rental bond be in Sydney",
      ],
    },
    {
      article: "163",
      heading: "Claims for rental bonds",
      summary:
        "The tenant, the landlord or both jointly may claim the rental bond from the Secretary in the approved form; a one-sided claim before the tenancy ends is allowed only if it directs payment to the other side or is made by everyone together.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "how do I get my bond back after moving out in NSW",
        "the landlord and I both want the bond released at the end of the lease",
        "the landlord in NSW won't give my bond back",
      ],
    },
    {
      article: "165",
      heading: "Notice to tenants of claims against tenants",
      summary:
        "A landlord or agent who claims bond money without the tenant's consent must, within 7 days of the claim, give the tenant the completed end-of-tenancy condition report and copies of any quotes, estimates, invoices or receipts for the work claimed, on pain of a penalty.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "my landlord claimed my bond for cleaning but showed me no invoices",
        "the agent is keeping part of my bond and will not say why",
      ],
    },
  ],
};
