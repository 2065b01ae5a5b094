import type { InstrumentInput } from "../../schema";

/**
 * California Civil Code (contract basics and residential tenancies), selected sections. The Code prints no official section
 * headings; each heading below is a descriptive label of ours in square brackets, as in the other California files.
 */
export const usCaCivilCode: InstrumentInput = {
  source_id: "us-ca-civil-code",
  title: "California Civil Code",
  short_names: ["California Civil Code", "Cal. Civ. Code", "Civil Code"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Civ. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=CIV",
  date: "1872",
  provisions: [
    {
      article: "1550",
      heading: "[Essential elements of a contract]",
      summary:
        "Lists the essential elements of a contract: parties capable of contracting, their consent, a lawful object and sufficient cause or consideration.",
      topics: ["contract", "formation"],
      situations: [
        "what makes an agreement a legally binding contract in California",
        "is a promise without anything in return enforceable",
      ],
    },
    {
      article: "1624",
      heading: "[Contracts that must be in writing (statute of frauds)]",
      summary:
        "California's statute of frauds: makes listed contracts invalid unless they, or a note or memorandum of them, are in writing and signed by the party to be charged or their agent, including agreements not to be performed within a year, promises to answer for another's debt, agreements for the sale or lease of real property for more than a year, and agreements authorising an agent or broker to buy, sell or lease real property for more than a year for compensation.",
      topics: ["contract", "statute-of-frauds", "writing"],
      situations: [
        "we agreed a two-year consulting deal by phone in California, is it enforceable",
        "the seller promised to sell me the house but we never signed anything",
        "my friend verbally promised to cover my loan if I defaulted",
      ],
    },
    {
      article: "1671",
      heading: "[Liquidated damages clauses]",
      summary:
        "Makes a liquidated damages clause in a contract valid unless the party seeking to invalidate it shows it was unreasonable under the circumstances when the contract was made, but for consumer contracts for personal, family or household goods or services and certain residential leases such a clause is void unless damages would be impracticable or extremely difficult to fix.",
      topics: ["contract", "liquidated-damages", "penalties"],
      situations: [
        "my contract says I pay a fixed amount if I cancel, is that enforceable",
        "the gym charges a huge cancellation fee, is that a penalty",
      ],
    },
    {
      article: "1940",
      heading: "[Scope: persons who hire dwelling units]",
      summary:
        "Applies the chapter on hiring of real property to everyone who hires a dwelling unit in California (tenants, lessees, boarders, lodgers), but not to transient hotel or motel occupancy meeting set conditions.",
      topics: ["housing", "tenancy", "scope"],
      situations: [
        "does California tenant law cover me as a lodger in someone's house",
        "I have been living in a motel for months, am I a tenant",
      ],
    },
    {
      article: "1941",
      heading: "[Landlord's duty to keep the dwelling fit for occupation]",
      summary:
        "Requires the landlord of a building intended for human occupation, in the absence of an agreement otherwise, to put it into a condition fit for occupation and to repair all subsequent dilapidations that make it untenantable, except those the tenant must repair.",
      topics: ["housing", "tenancy", "habitability", "repairs"],
      situations: [
        "my landlord refuses to fix the broken heating",
        "who has to repair a leaking roof in my rental",
        "my California landlord won't repair anything in my apartment",
        "the rental house is falling apart and the owner won't fix it",
        "whose job is it to fix the plumbing in my rented flat in California",
      ],
    },
    {
      article: "1942.5",
      heading: "[Retaliation by the landlord prohibited]",
      summary:
        "Prohibits a landlord from retaliating against a tenant who has exercised legal rights, such as complaining to a government agency about habitability or organising with other tenants, by raising rent, reducing services, threatening or bringing an eviction within 180 days, and provides damages, including punitive damages, for retaliation.",
      topics: ["housing", "tenancy", "retaliation", "eviction"],
      situations: [
        "after I complained to the city inspector, my landlord gave me notice to move out",
        "my rent went up right after I joined a tenants' union",
      ],
    },
    {
      article: "1946.2",
      heading: "[Just cause required to terminate certain tenancies]",
      summary:
        "Under the Tenant Protection Act, requires a landlord to have just cause, stated in the written notice, to terminate a tenancy once the tenant has lawfully occupied the unit for 12 months (or 24 months in some cases), distinguishes at-fault from no-fault causes, and requires relocation assistance or a rent waiver of one month's rent for no-fault terminations, with listed exemptions.",
      topics: ["housing", "tenancy", "eviction", "just-cause"],
      situations: [
        "my landlord wants me out after three years without giving a reason",
        "do I get relocation money if my landlord moves in to my unit in California",
        "can my California landlord evict me without a reason",
        "my landlord gave me notice to leave so he can renovate, do I get moving money",
        "no-fault eviction in California",
      ],
    },
    {
      article: "1947.12",
      heading: "[Annual limit on rent increases]",
      summary:
        "Under the Tenant Protection Act, caps rent increases on covered residential units over any 12-month period at 5 percent plus the change in the cost of living, or 10 percent, whichever is lower, with listed exemptions such as newer buildings and certain single-family homes.",
      topics: ["housing", "tenancy", "rent-increase", "rent-control"],
      situations: [
        "my landlord is raising my rent by 15 percent, is that legal in California",
        "how much can rent go up each year under state law",
        "is there a cap on how much my landlord can raise my rent in California",
        "rent hike in California, how much is too much",
      ],
    },
    {
      article: "1950.5",
      heading: "[Security deposits: limits, deductions, return within 21 days]",
      summary:
        "Governs residential security deposits: limits them (generally one month's rent, subject to exceptions), limits deductions to unpaid rent, damage beyond ordinary wear and tear, cleaning to the move-in level and agreed restoration, gives the tenant a right to a pre-move-out inspection, requires the landlord within 21 days after the tenant vacates to return the deposit with an itemised statement and receipts, and allows statutory damages of up to twice the deposit for bad-faith retention.",
      topics: ["housing", "tenancy", "security-deposit", "refunds", "deductions"],
      situations: [
        "my California landlord has not returned my deposit after a month",
        "can the landlord charge for repainting after two years",
        "how big a deposit can a California landlord ask for",
        "my California landlord kept my whole security deposit for cleaning",
        "how long does a landlord have to give back my deposit in California",
        "the landlord deducted normal wear and tear from my deposit in California",
      ],
    },
    {
      article: "1954",
      heading: "[Landlord's entry into the dwelling]",
      summary:
        "Allows a landlord to enter the dwelling only for listed purposes (emergency, necessary repairs or agreed services, showing to prospective tenants, buyers or contractors, court order, inspections) and, except in emergencies or where the tenant has abandoned it, only during normal business hours after reasonable written notice, presumed to be 24 hours.",
      topics: ["housing", "tenancy", "privacy", "landlord-entry"],
      situations: [
        "my landlord comes into my apartment without warning",
        "how much notice must a California landlord give before entering",
        "my California landlord lets himself into my apartment when I'm not home",
        "can the landlord show my flat to buyers without telling me first in California",
        "the property manager keeps coming in without notice",
      ],
    },
    {
      article: "1793.2",
      heading: "[Manufacturer's warranty service and repair duties; replacement or restitution]",
      summary: "Requires a manufacturer of consumer goods sold in California with an express warranty to maintain service and repair facilities, to complete warranty repairs within 30 days, and, if it cannot conform the goods to the warranty after a reasonable number of attempts, to replace them or make restitution (the basis of California's lemon law for new motor vehicles).",
      topics: ["consumer-protection", "warranties", "lemon-law"],
      situations: [
        "my new car in California has been in the shop for the same problem four times",
        "the manufacturer can't fix my fridge under warranty; can I get my money back",
        "my new car is a lemon in California, can I get a refund",
        "the product keeps breaking and the manufacturer won't replace it under warranty",
      ],
    },
    {
      article: "1798.82",
      heading: "[Data breach notification by businesses]",
      summary: "Requires a person or business that owns or licenses computerized data including personal information to disclose a breach of the security of the system to affected California residents in the most expedient time possible and without unreasonable delay, in a notice with prescribed content and headings, and to send a sample to the Attorney General where more than 500 residents are notified.",
      topics: ["data-protection", "data-breach", "notification"],
      situations: [
        "a company lost my data in a hack; did they have to tell me in California",
        "a California business was hacked and never told me my information was stolen",
        "must a company notify me about a data breach in California",
      ],
    },
    {
      article: "1941.1",
      heading: "[Untenantable dwelling]",
      summary: "Lists when a dwelling is untenantable, such as lacking effective waterproofing, plumbing, gas, hot and cold running water, heating, electrical lighting, clean and sanitary premises free of vermin, garbage receptacles, floors and stairways in good repair, and working locks, and operable smoke detectors.",
      topics: ["tenancy", "habitability", "repairs"],
      situations: [
        "my California apartment has no heat and cockroaches everywhere",
        "my rental in California has no hot water and a broken lock",
        "the apartment has mold, leaks and rats, is it legally unlivable in California",
      ],
    },
    {
      article: "1942",
      heading: "[Tenant's repair-and-deduct remedy]",
      summary: "Allows a tenant, after notice to the landlord and a reasonable time (presumed 30 days) without repairs of conditions making the dwelling untenantable, to make the repairs and deduct the cost from rent, up to one month's rent and not more than twice in 12 months, or to vacate.",
      topics: ["tenancy", "repairs", "remedies", "rent"],
      situations: [
        "can I fix the broken heater myself and take it off my rent in California",
        "can I deduct repair costs from my rent in California",
        "the landlord ignored my repair request for a month, can I pay for it and take it off the rent",
      ],
    },
    {
      article: "1946.1",
      heading: "[Notice to terminate a periodic residential tenancy]",
      summary: "Requires an owner to give at least 60 days' written notice to terminate a periodic residential tenancy where all tenants have lived there a year or more (30 days otherwise), and a tenant to give notice at least as long as the rent period.",
      topics: ["tenancy", "notice", "periodic-tenancy"],
      situations: ["how much notice does my California landlord have to give me to move out"],
    },
  ],
};
