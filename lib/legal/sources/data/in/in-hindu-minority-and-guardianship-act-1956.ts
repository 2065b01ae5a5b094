import type { InstrumentInput } from "../../schema";

export const inHinduMinorityAndGuardianshipAct1956: InstrumentInput = {
  source_id: "in-hindu-minority-and-guardianship-act-1956",
  title: "The Hindu Minority and Guardianship Act, 1956 (Act No. 32 of 1956)",
  short_names: ["Hindu Minority and Guardianship Act, 1956", "Hindu Minority and Guardianship Act 1956", "HMGA"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1649",
  date: "1956-08-25",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "6",
      heading: "Natural guardians of a Hindu minor",
      summary:
        "Names the natural guardians of a Hindu minor's person and property (other than an undivided joint-family interest): for a boy or unmarried girl the father and after him the mother, with custody of a child under five ordinarily with the mother; for an illegitimate child the mother and then the father; for a married girl the husband; a person who ceases to be Hindu or renounces the world cannot act.",
      topics: ["family", "children", "custody", "guardianship"],
      situations: [
        "who is the legal guardian of my child after separation",
        "my child is three; who should have custody",
        "can the mother be the natural guardian while the father is alive",
      ],
    },
    {
      article: "8",
      heading: "Powers of natural guardian",
      summary:
        "A natural guardian may do what is necessary, reasonable and proper for the minor's benefit or the estate, but cannot bind the minor personally and needs the court's prior permission (given only for necessity or evident advantage) to sell, mortgage, gift or exchange the minor's immovable property or lease it for over five years or beyond a year after majority; a disposal in breach is voidable at the minor's instance.",
      topics: ["family", "children", "guardianship", "property"],
      situations: [
        "can I sell my minor son's share of a house without court permission",
        "my mother sold my land when I was a child; can I undo the sale",
      ],
    },
    {
      article: "13",
      heading: "Welfare of minor to be paramount consideration",
      summary:
        "When a court appoints or declares a guardian of a Hindu minor the minor's welfare is the paramount consideration, and nobody is entitled to guardianship under the Act or any Hindu law if the court thinks it would not be for the minor's welfare.",
      topics: ["family", "children", "custody", "guardianship"],
      situations: ["the father claims custody as of right; what does the court look at", "how do courts decide custody of a Hindu child"],
    },
  ],
};
