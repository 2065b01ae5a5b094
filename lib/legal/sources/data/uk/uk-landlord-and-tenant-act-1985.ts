import type { InstrumentInput } from "../../schema";

export const ukLandlordAndTenantAct1985: InstrumentInput = {
  source_id: "uk-landlord-and-tenant-act-1985",
  title: "Landlord and Tenant Act 1985 (1985 c. 70)",
  short_names: ["Landlord and Tenant Act 1985", "LTA 1985"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1985/70/contents",
  date: "1985-10-30",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Disclosure of landlord's identity",
      summary:
        "A tenant of a dwelling may make a written request to the person who demands or last received the rent, or the landlord's agent, for the landlord's full name and address, which must be supplied in writing within 21 days; failure is an offence.",
      topics: ["housing", "tenancy", "transparency"],
      situations: [
        "I only deal with a letting agent; how do I find out who my landlord is",
        "my landlord will not tell me his address",
      ],
    },
    {
      article: "3",
      heading: "Duty to inform tenant of assignment of landlord's interest",
      summary:
        "When the landlord's interest in a dwelling is assigned, the new landlord must give the tenant written notice of the assignment and their name and address within a set time, and failure is an offence.",
      topics: ["housing", "tenancy", "transparency"],
      situations: [
        "my flat was sold to a new owner and nobody told me who to pay rent to",
        "the building has a new owner; must they tell me",
      ],
    },
    {
      article: "4",
      heading: "Provision of rent books",
      summary:
        "Where rent for a dwelling is payable weekly, the landlord must provide a rent book or similar document with prescribed information.",
      topics: ["housing", "tenancy", "rent", "records"],
      situations: [
        "I pay rent weekly; should I have a rent book",
        "my landlord never gave me a rent book",
      ],
    },
    {
      article: "8",
      heading: "Implied terms as to fitness for human habitation",
      summary:
        "In lettings of houses at very low rents set by statute, there is an implied condition that the house is fit for human habitation at the start and an undertaking that the landlord will keep it so.",
      topics: ["housing", "tenancy", "repairs"],
      situations: [
        "is my landlord obliged to keep the house fit to live in",
        "my very cheap tenancy has terrible conditions",
      ],
    },
    {
      article: "9A",
      heading: "Fitness for human habitation of dwellings in England",
      summary:
        "Implies into most residential leases in England a covenant by the landlord that the home is fit for human habitation when the tenancy begins and stays so throughout; the landlord need not put right unfitness caused by the tenant's failure to behave in a tenant-like manner or breach of covenant, rebuild after fire, storm or flood, or maintain things the tenant may remove. The covenant cannot be contracted out of, and a court may order the landlord to comply.",
      topics: ["housing", "tenancy", "repairs", "habitability"],
      situations: [
        "my rented flat in England has serious damp and mould and the landlord won't act",
        "the house I rent is too cold and unsafe to live in; what must the landlord do",
      ],
    },
    {
      article: "11",
      heading: "Repairing obligations in short leases",
      summary:
        "In a lease of a dwelling for under seven years, the landlord impliedly covenants to keep in repair the structure and exterior (including drains, gutters and external pipes), and to keep in repair and working order the installations for water, gas, electricity, sanitation, space heating and water heating, on notice of disrepair.",
      topics: ["housing", "tenancy", "repairs"],
      situations: [
        "my boiler has been broken for weeks and the landlord will not fix it",
        "the roof is leaking; who has to pay for the repair",
        "damp is coming through the outside wall of my rented flat",
        "my landlord won't fix the heating or hot water in my flat in England",
        "who repairs a broken toilet or leaking pipes in a rented house in the UK",
      ],
    },
    {
      article: "12",
      heading: "Restriction on contracting out of s. 11",
      summary:
        "Any term of a lease that excludes or limits the landlord's section 11 repairing obligations, or makes the tenant pay for them or penalises the tenant for enforcing them, is void, unless the court authorises it by consent.",
      topics: ["housing", "tenancy", "repairs", "unfair-terms"],
      situations: [
        "my tenancy says I must pay for all repairs including the boiler; is that valid",
        "can a lease make tenants responsible for structural repairs",
      ],
    },
    {
      article: "13",
      heading: "Leases to which s. 11 applies: general rule",
      summary:
        "Section 11 applies to a lease of a dwelling granted on or after 24 October 1961 for a term of less than seven years, including periodic tenancies, with some exceptions.",
      topics: ["housing", "tenancy", "repairs", "scope"],
      situations: [
        "does the landlord repair duty apply to my monthly rolling tenancy",
        "does the landlord's repair duty apply to a ten year lease",
      ],
    },
    {
      article: "18",
      heading: "Meaning of “service charge” and “relevant costs”",
      summary:
        "Defines a service charge as an amount payable by a tenant of a dwelling, in addition to rent, for services, repairs, maintenance, improvements, insurance or management costs that varies with the landlord's relevant costs.",
      topics: ["housing", "leasehold", "service-charges", "definitions"],
      situations: [
        "what counts as a service charge for my leasehold flat",
        "is the insurance I pay to the freeholder a service charge",
      ],
    },
    {
      article: "19",
      heading: "Limitation of service charges: reasonableness",
      summary:
        "Relevant costs count towards a service charge only to the extent they are reasonably incurred and, for works or services, only if they are of a reasonable standard; advance payments must be no more than reasonable.",
      topics: ["housing", "leasehold", "service-charges"],
      situations: [
        "my service charge has doubled for poor quality work; do I have to pay",
        "the freeholder charges far too much for cleaning",
      ],
    },
    {
      article: "20",
      heading: "Limitation of service charges: consultation requirements",
      summary:
        "Where the landlord fails to consult leaseholders as required (or obtain dispensation from the tribunal) on qualifying works or long-term agreements, the contribution each tenant pays is limited to the prescribed amount (currently £250 per tenant for works).",
      topics: ["housing", "leasehold", "service-charges"],
      situations: [
        "the freeholder did major works without consulting us and wants thousands from each flat",
        "the landlord did not consult before charging for new windows",
      ],
    },
    {
      article: "20B",
      heading: "Limitation of service charges: time limit on making demands",
      summary:
        "A tenant is not liable for service charge costs incurred more than 18 months before a demand is served, unless within that period they were notified in writing that the costs had been incurred and would be demanded.",
      topics: ["housing", "leasehold", "service-charges", "limitation"],
      situations: [
        "I was billed now for service charges from three years ago",
        "can a landlord bill service charges incurred years ago",
      ],
    },
    {
      article: "27A",
      heading: "Liability to pay service charges: jurisdiction",
      summary:
        "A landlord or tenant may apply to the First-tier Tribunal (Property Chamber) in England, or the leasehold valuation tribunal in Wales, for a determination whether a service charge is payable and, if so, by and to whom, how much and when.",
      topics: ["housing", "leasehold", "service-charges", "dispute-resolution"],
      situations: [
        "how do I challenge my service charge at a tribunal",
        "the tribunal can decide if my service charge is payable",
      ],
    },
  ],
};
