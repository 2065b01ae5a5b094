import type { InstrumentInput } from "../../schema";

/** Transfer of Property Act, 1882 (Act No. 4 of 1882): the sections the property and lease tools cite. */
export const inTransferOfPropertyAct1882: InstrumentInput = {
  source_id: "in-transfer-of-property-act-1882",
  title: "The Transfer of Property Act, 1882",
  short_names: ["Transfer of Property Act", "Transfer of Property Act 1882", "TPA", "TP Act", "Act No. 4 of 1882"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1882-02-17",
  provisions: [
    {
      article: "52",
      heading: "Transfer of property pending suit relating thereto",
      summary: "While a suit in which a right to immovable property is directly in question is pending, the property cannot be transferred so as to affect another party's rights under the eventual decree, except with the court's leave (lis pendens).",
      topics: ["property", "litigation", "transfer"],
      situations: ["the property was sold while the court case about it was pending", "buying land that is under litigation"],
    },
    {
      article: "53A",
      heading: "Part performance",
      summary: "A transferee who has taken possession under a signed written contract to transfer immovable property, and is willing to perform, may resist the transferor's claim to the property even though the transfer itself was not completed by a registered instrument.",
      topics: ["property", "contracts", "possession"],
      situations: ["I paid and moved in under a sale agreement but the sale deed was never registered", "seller wants me out though I took possession under a written contract"],
    },
    {
      article: "54",
      heading: "\"Sale\" defined",
      summary: "Defines a sale as a transfer of ownership for a price, requires a registered instrument for tangible immovable property worth one hundred rupees or more, and states that a contract for sale does not itself create any interest in the property.",
      topics: ["property", "sale", "registration"],
      situations: ["does an agreement to sell give me ownership of the house", "sale of property must be registered"],
    },
    {
      article: "59",
      heading: "Mortgage when to be by assurance",
      summary: "Where the principal money secured is one hundred rupees or more, a mortgage, other than a mortgage by deposit of title-deeds, can be made only by a registered instrument signed by the mortgagor and attested by at least two witnesses; below that sum, a registered instrument so signed and attested or delivery of the property will do (simple mortgages excepted).",
      topics: ["property", "mortgage", "registration", "security"],
      situations: ["can I mortgage my flat to a friend in the loan agreement itself", "does a mortgage deed in India need to be registered"],
    },
    {
      article: "106",
      heading: "Duration of certain leases in absence of written contract or local usage",
      summary: "Absent a contract or local usage to the contrary, treats a lease for agricultural or manufacturing purposes as year to year, ended by six months' notice, and any other lease as month to month, ended by fifteen days' notice; the notice must be in writing, signed and served.",
      topics: ["property", "lease", "termination", "notice"],
      situations: ["how much notice to end a monthly rental with no written agreement", "landlord gave 15 days' notice to vacate"],
    },
    {
      article: "107",
      heading: "Leases how made",
      summary: "Requires a lease of immovable property from year to year, for a term exceeding one year or reserving a yearly rent to be made by a registered instrument; other leases may be made by a registered instrument or by oral agreement with delivery of possession.",
      topics: ["property", "lease", "registration"],
      situations: ["does a rent agreement for more than a year need to be registered", "oral tenancy agreement valid"],
    },
    {
      article: "111",
      heading: "Determination of lease",
      summary: "Lists how a lease of immovable property ends, among them efflux of time, the happening of a stated event, merger, express or implied surrender, forfeiture for breach, and expiry of a notice to quit.",
      topics: ["property", "lease", "termination"],
      situations: ["how does a lease end", "landlord says my lease is forfeited for breach"],
    },
    {
      article: "105",
      heading: "Lease defined",
      summary:
        "A lease of immovable property is a transfer of a right to enjoy it for a certain time, express or implied, or in perpetuity, in consideration of a price paid or promised, or money, a share of crops, service or other thing of value, given periodically or on specified occasions.",
      topics: ["lease", "tenancy", "property", "definitions"],
      situations: [
        "what makes an arrangement a lease rather than a licence in India",
        "is paying rent for a shop a lease under Indian law",
      ],
    },
    {
      article: "108",
      heading: "Rights and liabilities of lessor and lessee",
      summary:
        "In the absence of a contract or local usage, sets the parties' default rights and duties: the lessor must disclose material defects and put the lessee in possession, while the lessee must pay rent on time, keep the property in as good condition as received (subject to fair wear and tear), allow inspection, not damage or use it for other purposes, and give up possession at the end; the lessee may make urgent repairs at the lessor's cost after notice if the lessor fails.",
      topics: ["lease", "tenancy", "property", "repairs", "rent"],
      situations: [
        "my landlord in India will not repair the leaking roof; can I fix it and deduct the cost",
        "what are a tenant's duties under Indian law",
        "my landlord in India won't do repairs",
        "who pays for repairs in a rented house in India",
      ],
    },
    {
      article: "114",
      heading: "Relief against forfeiture for non-payment of rent",
      summary:
        "Where a lease is forfeited for non-payment of rent and the lessor sues to eject, the court may relieve the lessee if, at the hearing, the lessee pays the arrears with interest and full costs or gives security to pay within fifteen days.",
      topics: ["lease", "tenancy", "eviction", "rent"],
      situations: [
        "my landlord is suing to evict me for unpaid rent; can I stop it by paying",
        "the court gave me time to pay the rent arrears to avoid eviction",
      ],
    },
    {
      article: "116",
      heading: "Effect of holding over",
      summary:
        "If a lessee stays in possession after the lease ends and the lessor accepts rent or otherwise assents, the lease is renewed from year to year or month to month depending on the purpose of the lease.",
      topics: ["lease", "tenancy"],
      situations: [
        "my lease expired but the landlord keeps accepting rent; what is my status",
        "I stayed on after the lease ended and paid rent monthly",
      ],
    },
    {
      article: "122",
      heading: "“Gift” defined",
      summary:
        "A gift is the voluntary transfer of existing movable or immovable property without consideration by a donor to a donee, accepted by the donee during the donor's lifetime and while still capable of giving.",
      topics: ["gift", "property", "family"],
      situations: [
        "my father wants to gift his flat to me; how does a gift work legally",
        "can a gift be made to someone who has not accepted it",
      ],
    },
    {
      article: "123",
      heading: "Transfer how effected",
      summary:
        "A gift of immovable property must be made by a registered instrument signed by or for the donor and attested by at least two witnesses; a gift of movable property may be made by a registered instrument or by delivery.",
      topics: ["gift", "property", "formalities", "registration"],
      situations: [
        "is an oral gift of land valid in India",
        "does a gift deed of a house need to be registered",
      ],
    },
    {
      article: "126",
      heading: "When gift may be suspended or revoked",
      summary:
        "A gift may be suspended or revoked on a specified event not dependent on the donor's will if the donor and donee agreed, and may be revoked in cases where, had it been a contract, it could have been rescinded (for example for fraud or undue influence), but not at the donor's mere wish.",
      topics: ["gift", "property", "family"],
      situations: [
        "can I take back a house I gifted to my son",
        "my relative got me to sign a gift deed by fraud",
      ],
    },
  ],
};
