import type { InstrumentInput } from "../../schema";

/** The Karnataka Rent Act, 1999 (Karnataka Act 34 of 2001), selected sections: the closed list of eviction grounds. Section number and heading checked against the Act's arrangement of sections. */
export const inKaRentAct1999: InstrumentInput = {
  source_id: "in-ka-rent-act-1999",
  title: "The Karnataka Rent Act, 1999",
  short_names: ["Karnataka Rent Act", "Karnataka Rent Act 1999", "KRA 1999"],
  jurisdiction: "IN-KA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2001",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "27",
      heading: "Protection of tenants against eviction",
      summary:
        "In areas where the Act applies, no court may order a tenant out of premises except on one of the grounds listed in the section, such as failure to pay arrears of rent after a written demand, unlawful sub-letting, use for a purpose other than that let, substantial damage, nuisance, the landlord's bona fide need to occupy the premises, or their demolition or reconstruction; any contrary term in the lease or other law is overridden.",
      topics: ["housing", "tenancy", "eviction"],
      situations: [
        "my landlord in Bengaluru wants me out though I pay rent on time",
        "can a Karnataka landlord evict me just because the lease period ended",
        "on what grounds can a landlord in Karnataka get an eviction order",
      ],
    },
  ],
};
