import type { InstrumentInput } from "../../schema";

/**
 * Texas Property Code, Title 8, Chapter 92 (Residential Tenancies), selected sections. Headings follow the official
 * section catchlines (printed in capitals in the official text), checked against reproductions of the statute text.
 */
export const usTxPropertyCodeCh92: InstrumentInput = {
  source_id: "us-tx-property-code-ch-92",
  title: "Texas Property Code, Chapter 92 (Residential Tenancies)",
  short_names: ["Texas Property Code chapter 92", "Tex. Prop. Code", "Texas landlord-tenant law"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "section",
  codified_at: "Tex. Prop. Code",
  official_url: "https://statutes.capitol.texas.gov/Docs/PR/htm/PR.92.htm",
  date: "1983",
  provisions: [
    {
      article: "92.001",
      heading: "Definitions",
      summary:
        "Defines the chapter's terms: dwelling, landlord (owner, lessor or sublessor, not a manager unless they purport to be one), lease (written or oral), normal wear and tear (deterioration from intended use, not negligence, carelessness, accident or abuse), premises and tenant.",
      topics: ["housing", "tenancy", "definitions"],
      situations: [
        "is fading paint normal wear and tear in Texas",
        "does the Texas landlord law cover an oral lease",
      ],
    },
    {
      article: "92.0081",
      heading: "Removal of Property and Exclusion of Residential Tenant",
      summary:
        "Prohibits a landlord from removing doors, windows, locks or appliances or the tenant's property, and from changing the locks, except as the section allows: a lockout for delinquent rent only after advance written notice and with a new key available at all hours; a tenant wrongly locked out may recover possession or end the lease and claim a civil penalty, damages and attorney's fees.",
      topics: ["housing", "tenancy", "lockout", "eviction"],
      situations: [
        "my landlord changed the locks because I was late on rent",
        "the landlord took the front door off to force me out",
        "can a Texas landlord lock me out without a court order",
      ],
    },
    {
      article: "92.016",
      heading: "Right to Vacate and Avoid Liability Following Family Violence",
      summary:
        "Lets a tenant who is a victim of family violence end the lease early and avoid liability for future rent by giving the landlord a copy of a protective order or temporary injunction (or, for some cases, other documentation) and written notice, and vacating; past-due rent remains owed.",
      topics: ["housing", "tenancy", "family-violence", "lease-termination"],
      situations: [
        "I need to break my lease to get away from my abusive partner in Texas",
        "can I leave my apartment early after getting a protective order",
      ],
    },
    {
      article: "92.019",
      heading: "Late Payment of Rent; Fees",
      summary:
        "Allows a late fee only if notice of it is in a written lease, the fee is reasonable, and rent has remained unpaid for two full days after the due date; a fee within the statutory percentage of monthly rent is presumed reasonable, and a landlord charging an unlawful fee is liable for a penalty, three times the improper fee and attorney's fees.",
      topics: ["housing", "tenancy", "rent", "late-fees"],
      situations: [
        "my landlord charged a late fee the day after rent was due",
        "how much can a Texas landlord charge for late rent",
      ],
    },
    {
      article: "92.052",
      heading: "Landlord's Duty to Repair or Remedy",
      summary:
        "Requires a landlord to make a diligent effort to repair or remedy a condition that materially affects the physical health or safety of an ordinary tenant, once the tenant has given notice and is not behind on rent; there is no duty for conditions caused by the tenant, household or guests other than normal wear and tear.",
      topics: ["housing", "tenancy", "repairs", "habitability"],
      situations: [
        "my apartment has no hot water and the landlord will not fix it",
        "the AC broke in summer and my landlord ignores me",
        "do I have to pay for a repair I caused",
        "my Texas landlord won't make repairs that affect our health and safety",
        "the roof leaks and the landlord in Texas does nothing",
      ],
    },
    {
      article: "92.056",
      heading: "Landlord Liability and Tenant Remedies; Notice and Time for Repair",
      summary:
        "Sets when a landlord becomes liable for failing to repair: notice to the place rent is paid, a second written notice (unless the first was sent by certified or tracked mail), a reasonable time to repair (presumed seven days), no diligent effort, and no rent delinquency; the tenant may then end the lease, repair and deduct, or obtain a court order, damages, a civil penalty and attorney's fees.",
      topics: ["housing", "tenancy", "repairs", "remedies", "notice"],
      situations: [
        "how do I properly ask my Texas landlord to make repairs",
        "how long does the landlord have to fix a problem after my notice",
      ],
    },
    {
      article: "92.0561",
      heading: "Tenant's Repair and Deduct Remedies",
      summary:
        "Lets a tenant whose landlord is liable under section 92.056 have the condition repaired and deduct the cost from rent, up to the greater of one month's rent or $500 in any month, only for listed serious conditions and after the required notices stating the intent to repair.",
      topics: ["housing", "tenancy", "repairs", "repair-and-deduct"],
      situations: [
        "can I pay for the repair myself and take it off my rent",
        "how much can I deduct from rent for repairs in Texas",
      ],
    },
    {
      article: "92.101",
      heading: "Application",
      summary:
        "Applies the security deposit subchapter to all residential leases.",
      topics: ["housing", "tenancy", "security-deposit", "scope"],
      situations: [
        "does the Texas deposit law apply to my room rental",
      ],
    },
    {
      article: "92.102",
      heading: "Security Deposit",
      summary:
        "Defines a security deposit as any advance of money, other than a rental application deposit or advance rent, intended primarily to secure performance under a residential lease.",
      topics: ["housing", "tenancy", "security-deposit", "definitions"],
      situations: [
        "is my pet deposit a security deposit under Texas law",
      ],
    },
    {
      article: "92.103",
      heading: "Obligation to Refund",
      summary:
        "Requires the landlord to refund the security deposit on or before the 30th day after the tenant surrenders the premises, and makes a lease term requiring advance notice of surrender as a condition of refund enforceable only if underlined or in conspicuous bold print.",
      topics: ["housing", "tenancy", "security-deposit", "refunds"],
      situations: [
        "how long does my Texas landlord have to return my deposit",
        "my lease says I lose my deposit if I do not give 30 days' notice",
        "I moved out of my Texas apartment a month ago and the deposit hasn't come back",
        "when is my security deposit due back in Texas",
      ],
    },
    {
      article: "92.104",
      heading: "Retention of Security Deposit; Accounting",
      summary:
        "Lets the landlord deduct from the deposit damages and charges the tenant is legally liable for under the lease or for breaching it, but not for normal wear and tear, and requires the balance to be returned with a written description and itemised list of deductions, unless the tenant owes undisputed rent.",
      topics: ["housing", "tenancy", "security-deposit", "deductions"],
      situations: [
        "my landlord kept my deposit for old carpet wear",
        "the landlord did not send an itemised list of deductions",
        "what can a Texas landlord take out of my security deposit",
        "the landlord charged my deposit for normal wear and tear",
      ],
    },
    {
      article: "92.1041",
      heading: "Presumption of Refund or Accounting",
      summary:
        "Presumes a landlord has refunded the deposit or accounted for it on time if, within the 30-day period, the refund or itemised list was placed in the mail, postmarked, to the tenant's forwarding address.",
      topics: ["housing", "tenancy", "security-deposit"],
      situations: [
        "the landlord says he mailed my deposit back on time",
      ],
    },
    {
      article: "92.105",
      heading: "Cessation of Owner's Interest",
      summary:
        "Makes a new owner who acquires the landlord's interest liable for returning security deposits from the date of acquisition, and leaves the previous owner liable until the new owner delivers a signed statement acknowledging receipt of the deposits.",
      topics: ["housing", "tenancy", "security-deposit", "sale-of-property"],
      situations: [
        "my building was sold, who owes me my deposit back",
      ],
    },
    {
      article: "92.106",
      heading: "Records",
      summary:
        "Requires the landlord to keep accurate records of all security deposits.",
      topics: ["housing", "tenancy", "security-deposit", "records"],
      situations: [
        "does my landlord have to keep records of my deposit",
      ],
    },
    {
      article: "92.107",
      heading: "Tenant's Forwarding Address",
      summary:
        "Relieves the landlord of the duty to return the deposit or give an itemised list until the tenant gives a written statement of a forwarding address, although the tenant does not forfeit the deposit by failing to give one.",
      topics: ["housing", "tenancy", "security-deposit"],
      situations: [
        "I never gave my old landlord a forwarding address, do I lose my deposit",
      ],
    },
    {
      article: "92.108",
      heading: "Liability for Withholding Last Month's Rent",
      summary:
        "Prohibits a tenant from withholding the last month's rent on the ground that the deposit covers it; a tenant who does so in bad faith is liable for three times the rent withheld and attorney's fees.",
      topics: ["housing", "tenancy", "security-deposit", "rent"],
      situations: [
        "can I just skip my last month's rent and let the landlord keep my deposit",
      ],
    },
    {
      article: "92.109",
      heading: "Liability of Landlord",
      summary:
        "Makes a landlord who in bad faith keeps a deposit liable for $100, three times the portion wrongfully withheld and attorney's fees, and one who in bad faith fails to provide an itemised list liable to forfeit the right to withhold and for attorney's fees; failure to refund or account within 30 days raises a presumption of bad faith.",
      topics: ["housing", "tenancy", "security-deposit", "remedies"],
      situations: [
        "my Texas landlord has not returned my deposit after two months, what can I claim",
        "can I sue for three times my deposit",
        "my Texas landlord kept my deposit in bad faith, what penalty applies",
      ],
    },
    {
      article: "92.331",
      heading: "Retaliation by Landlord",
      summary:
        "Prohibits a landlord from retaliating, by filing an eviction, depriving the tenant of services, raising rent or reducing services, or terminating the lease, within six months after a tenant in good faith exercises a legal remedy, gives notice to repair, complains to a government entity or joins a tenant organisation, with listed exceptions such as non-payment of rent.",
      topics: ["housing", "tenancy", "retaliation", "eviction"],
      situations: [
        "after I complained to the city about mould my landlord gave me notice to move out",
        "my rent went up right after I asked for repairs",
      ],
    },
  ],
};
