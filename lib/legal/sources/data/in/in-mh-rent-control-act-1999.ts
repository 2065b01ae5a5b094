import type { InstrumentInput } from "../../schema";

/**
 * Maharashtra Rent Control Act, 1999 (Mah. Act No. XVIII of 2000), in force from 31 March 2000: the two sections a
 * drafting module cites for leave-and-licence and rental agreements in Maharashtra, and s. 15 on eviction for arrears.
 * Headings are the marginal notes.
 * The date is the President's assent (8 March 2000); the Act carries the year of the Bill.
 */
export const inMhRentControlAct1999: InstrumentInput = {
  source_id: "in-mh-rent-control-act-1999",
  title: "The Maharashtra Rent Control Act, 1999",
  short_names: ["Maharashtra Rent Control Act", "MRCA", "Mah. Act No. XVIII of 2000"],
  jurisdiction: "IN-MH",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/simple-search?query=Maharashtra+Rent+Control+Act%2C+1999",
  date: "2000-03-08",
  provisions: [
    {
      article: "15",
      heading: "No ejectment ordinarily to be made if tenant pays or is ready and willing to pay standard rent and permitted increases",
      summary:
        "A landlord cannot recover possession while the tenant pays, or is ready and willing to pay, the standard rent and permitted increases and keeps to the other terms of the tenancy. For arrears, the landlord must first serve a written demand in the manner of s. 106 of the Transfer of Property Act and may sue for possession only once ninety days have passed since it was served; and the court may not decree eviction for arrears if, within ninety days of being served with the summons, the tenant pays or deposits in court the arrears with simple interest at fifteen per cent a year, keeps paying the rent as it falls due until the suit is decided and pays the costs the court directs.",
      topics: ["rent-control", "eviction", "lease", "real-estate"],
      situations: [
        "my tenant in Maharashtra has not paid rent for months; how do I evict him",
        "can my landlord in Mumbai evict me for rent arrears if I pay what is due",
      ],
    },
    {
      article: "24",
      heading: "Landlord entitled to recover possession of premises given on licence on expiry",
      summary:
        "A licensee of premises given on licence for residence must hand them back when the licence period ends; if the licensee does not, the landlord may apply to the Competent Authority, which orders eviction once satisfied that the period has expired. A licensee who stays on until removed owes damages at twice the agreed licence fee, the Competent Authority hears no claim from anyone who is not a licensee under the agreement, and a written licence agreement is conclusive evidence of the facts it states.",
      topics: ["leave-and-licence", "rent-control", "eviction", "real-estate"],
      situations: [
        "my leave and licence agreement in Mumbai has expired and the licensee won't leave",
      ],
    },
    {
      article: "55",
      heading: "Tenancy agreement to be compulsorily registered",
      summary:
        "Every leave-and-licence or letting agreement for premises made after the Act came into force must be in writing and registered under the Registration Act, 1908. Getting it registered is the landlord's responsibility; without a registered written agreement the tenant's account of the terms prevails unless the contrary is proved, and a landlord who breaks the section can be punished with imprisonment of up to three months, a fine of up to five thousand rupees, or both.",
      topics: ["leave-and-licence", "registration", "rent-control", "lease", "real-estate"],
      situations: [
        "must my rental agreement in Maharashtra be registered",
      ],
    },
    {
      article: "8",
      heading: "Court may fix standard rent and permitted increases in certain cases",
      summary:
        "On application by a landlord or tenant, the court may fix the standard rent of premises covered by the Act, and the permitted increases on it, where there is a dispute or where the rent is not otherwise settled under the Act.",
      topics: ["housing", "tenancy", "rent"],
      situations: [
        "my landlord in Mumbai is charging more than the standard rent, can the court fix it",
        "how is a fair rent decided for an old tenanted flat in Maharashtra",
      ],
    },
    {
      article: "16",
      heading: "When landlord may recover possession",
      summary:
        "The court may order possession in favour of a landlord only on the grounds listed in the section, including damage to the premises or unauthorised permanent structures, nuisance or illegal or immoral use, unlawful sub-letting, the tenant's own notice to quit, non-use for six months, the landlord's reasonable and bona fide need to occupy the premises, and repairs, demolition or reconstruction approved by the municipal authority, with the court weighing comparative hardship for the landlord's-need ground.",
      topics: ["housing", "tenancy", "eviction"],
      situations: [
        "my landlord in Pune wants me out because his son is getting married",
        "can a Maharashtra landlord evict a tenant for sub-letting a room",
        "the owner says the building must be demolished and I must leave",
      ],
    },
  ],
};
