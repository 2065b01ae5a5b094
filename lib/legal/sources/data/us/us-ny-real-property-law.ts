import type { InstrumentInput } from "../../schema";

/**
 * New York Real Property Law, Article 7 (Landlord and Tenant), selected sections. Headings follow the section catchlines
 * of the Consolidated Laws, checked against reproductions of the statute text.
 */
export const usNyRealPropertyLaw: InstrumentInput = {
  source_id: "us-ny-real-property-law",
  title: "New York Real Property Law, Article 7 (Landlord and Tenant)",
  short_names: ["New York Real Property Law", "RPL", "N.Y. Real Prop. Law"],
  jurisdiction: "US-NY",
  kind: "code",
  provision_label: "section",
  codified_at: "N.Y. Real Prop. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/RPP/A7",
  date: "1909",
  provisions: [
    {
      article: "223-a",
      heading: "Remedies of lessee when possession is not delivered",
      summary:
        "Where a lease of premises is made and the landlord does not deliver possession at the start of the term, lets the tenant rescind the lease and recover any consideration paid, absent an express provision to the contrary.",
      topics: ["housing", "tenancy", "possession"],
      situations: [
        "the apartment was not ready on my move-in date, can I cancel the lease",
      ],
    },
    {
      article: "223-b",
      heading: "Retaliation by landlord against tenant",
      summary:
        "Prohibits a landlord from retaliating, by serving a notice to quit, bringing an eviction, refusing to renew or substantially changing the lease terms, against a tenant who in good faith complained to a government agency about violations, acted to secure rights under the lease or the warranty of habitability, or joined a tenants' organisation, and provides a rebuttable presumption of retaliation for actions soon after such a complaint.",
      topics: ["housing", "tenancy", "retaliation", "eviction"],
      situations: [
        "my landlord refused to renew my lease after I reported him to the city",
        "I joined the tenants' association and now the landlord wants me out",
        "my landlord is trying to evict me because I complained about repairs",
        "the landlord raised my rent right after I called the housing inspector",
      ],
    },
    {
      article: "226-b",
      heading: "Right to sublease or assign",
      summary:
        "Gives a tenant in a building with four or more units the right to sublet with the landlord's written consent, which may not be unreasonably withheld, under a written request procedure; an unreasonable refusal lets the tenant sublet anyway.",
      topics: ["housing", "tenancy", "subletting"],
      situations: [
        "can I sublet my New York apartment while I work abroad for a year",
        "my landlord refuses to let me sublet without giving a reason",
      ],
    },
    {
      article: "227",
      heading: "When tenant may surrender premises",
      summary:
        "Lets a tenant quit and surrender possession, without further liability for rent, where the building is destroyed or so injured by fire or the elements as to be untenantable, unless the tenant caused it or the lease provides otherwise.",
      topics: ["housing", "tenancy", "lease-termination"],
      situations: [
        "a fire made my apartment unlivable, do I still have to pay rent",
      ],
    },
    {
      article: "227-c",
      heading: "Termination of residential lease by victims of domestic violence",
      summary:
        "Lets a tenant who is a victim of domestic violence, with a qualifying reasonable fear that continued residence endangers them or their child, terminate the residential lease by written notice with the required documentation, effective on a date at least 30 days later, and protects them from liability for rent after that date.",
      topics: ["housing", "tenancy", "domestic-violence", "lease-termination"],
      situations: [
        "I need to leave my lease early because my partner is abusive",
        "what do I need to give my New York landlord to end my lease after domestic violence",
      ],
    },
    {
      article: "227-d",
      heading: "Discrimination based on domestic violence status; prohibited",
      summary:
        "Prohibits a landlord from refusing to rent, or discriminating in the terms of a rental, because the person is or has been a victim of domestic violence, with civil remedies for a violation.",
      topics: ["housing", "tenancy", "domestic-violence", "discrimination"],
      situations: [
        "the landlord refused my application after learning about my protective order",
      ],
    },
    {
      article: "230",
      heading: "Right of tenants to form, join or participate in tenants' groups",
      summary:
        "Prohibits a landlord from interfering with a tenant's right to form, join or participate in a tenants' group, or harassing, punishing or penalising a tenant for doing so, and lets tenants' groups meet in the building's community spaces.",
      topics: ["housing", "tenancy", "tenants-association", "retaliation"],
      situations: [
        "my landlord threatened tenants who attended a tenant association meeting",
      ],
    },
    {
      article: "234",
      heading:
        "Tenants' right to recover attorneys' fees in actions or summary proceedings arising out of leases of residential property",
      summary:
        "Where a residential lease lets the landlord recover attorneys' fees in a lease dispute, implies a reciprocal covenant letting the tenant recover reasonable attorneys' fees if the tenant wins, and makes any waiver of this right void.",
      topics: ["housing", "tenancy", "legal-costs"],
      situations: [
        "my lease says I pay the landlord's lawyer fees, can I recover mine if I win",
      ],
    },
    {
      article: "235",
      heading: "Wilful violations",
      summary:
        "Makes it a violation for a landlord or their agents wilfully to fail to furnish the water, heat, light, power, elevator or other services the lease requires, or wilfully to interfere with the tenant's quiet enjoyment of the premises.",
      topics: ["housing", "tenancy", "heating", "utilities", "quiet-enjoyment"],
      situations: [
        "my landlord turned off the heat in winter to make me leave",
        "my landlord cut off the water and electricity to force me out",
        "the landlord keeps harassing me so I will leave my apartment",
      ],
    },
    {
      article: "235-b",
      heading: "Warranty of habitability",
      summary:
        "Implies into every residential lease, written or oral, the landlord's warranty that the premises and common areas are fit for human habitation and for the uses reasonably intended, and that occupants will not be subjected to conditions dangerous, hazardous or detrimental to their life, health or safety (unless the tenant caused them); the warranty cannot be waived, and damages can be assessed without expert testimony.",
      topics: ["housing", "tenancy", "habitability", "repairs"],
      situations: [
        "my apartment has had no heat and rats for weeks, can I pay less rent",
        "there is mould throughout my flat and the landlord will not act",
        "can my lease make me waive my right to a livable apartment",
        "the heating doesn't work and the landlord ignores the vermin, do I still owe full rent",
        "my landlord won't fix the broken heating or leaks, can I withhold rent in New York",
        "the building has pests and no hot water, is the landlord breaking the law",
        "can I get a rent reduction because my apartment is unsafe to live in",
        "roaches, leaks and a broken toilet the landlord ignores",
      ],
    },
    {
      article: "235-c",
      heading: "Unconscionable lease or clause",
      summary:
        "Lets the court refuse to enforce a lease or a clause found unconscionable as a matter of law when made, enforce the rest without it, or limit it to avoid an unconscionable result.",
      topics: ["housing", "tenancy", "unfair-terms"],
      situations: [
        "my lease has a clause letting the landlord evict me for any small complaint",
      ],
    },
    {
      article: "238-a",
      heading: "Limitation on fees",
      summary:
        "For a residential unit, bars a landlord from charging any fee for processing or accepting a rental application, or any other payment before or at the start of the tenancy, apart from the actual cost of a background and credit check capped at twenty dollars (waived if the applicant brings a recent one); and allows a late fee only when rent is more than five days overdue, capped at fifty dollars or five percent of the monthly rent, whichever is less.",
      topics: ["housing", "tenancy", "fees", "late-fees"],
      situations: [
        "the landlord wants a big application fee before I can rent the apartment in New York",
        "how much can my New York landlord charge me for paying the rent a few days late",
      ],
    },
    {
      article: "226-c",
      heading: "Notice of rent increase or non-renewal of residential tenancy",
      summary:
        "A landlord who will not renew a residential tenancy, or will renew only with a rent increase of 5 percent or more, must give written advance notice of 30, 60 or 90 days depending on how long the tenant has lived there or the lease term; the notice must include the good cause eviction law statement. If notice is late the tenancy continues on the existing terms until the notice period runs out.",
      topics: ["housing", "tenancy", "rent-increase", "notice"],
      situations: [
        "my New York landlord told me two weeks before my lease ended that he will not renew",
        "the landlord wants a 10 percent increase at renewal with no warning",
        "how much notice must a NY landlord give if I have lived there three years",
        "how much notice does my landlord need to give for a rent increase in New York",
        "my landlord is raising the rent a lot when my lease renews",
      ],
    },
  ],
};
