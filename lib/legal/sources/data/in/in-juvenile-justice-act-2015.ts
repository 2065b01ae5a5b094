import type { InstrumentInput } from "../../schema";

export const inJuvenileJusticeAct2015: InstrumentInput = {
  source_id: "in-juvenile-justice-act-2015",
  title: "The Juvenile Justice (Care and Protection of Children) Act, 2015 (Act No. 2 of 2016)",
  short_names: ["Juvenile Justice (Care and Protection of Children) Act, 2015", "JJ Act", "Juvenile Justice Act 2015"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2148",
  date: "2015-12-31",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "56",
      heading: "Adoption",
      summary:
        "Adoption of orphan, abandoned and surrendered children, relative adoptions irrespective of religion, and all inter-country adoptions must follow the Act, its rules and the adoption regulations; the Act does not apply to adoptions under the Hindu Adoptions and Maintenance Act, 1956.",
      topics: ["adoption", "children", "family"],
      situations: [
        "how can we legally adopt an abandoned baby in India",
        "can a Christian couple adopt a child in India",
      ],
    },
    {
      article: "57",
      heading: "Eligibility of prospective adoptive parents",
      summary:
        "Prospective adoptive parents must be physically fit, financially sound, mentally alert and motivated; a couple needs both spouses' consent; single or divorced persons may adopt subject to criteria; a single male may not adopt a girl child.",
      topics: ["adoption", "children", "family"],
      situations: [
        "can a single woman adopt a child in India",
        "can a single man adopt a baby girl in India",
      ],
    },
    {
      article: "75",
      heading: "Punishment for cruelty to child",
      summary:
        "A person in charge of a child who assaults, abandons, abuses, exposes or wilfully neglects the child in a way likely to cause unnecessary suffering is punishable with up to three years and/or a Rs 1 lakh fine, with higher penalties for institution staff and where serious harm results.",
      topics: ["children", "criminal", "offences"],
      situations: [
        "a relative is beating and neglecting the child in their care",
        "the school staff locked a child in a room for hours as punishment",
      ],
    },
    {
      article: "80",
      heading: "Punitive measures for adoption without following prescribed procedures",
      summary:
        "Offering, giving or receiving an orphan, abandoned or surrendered child for adoption without following the Act's procedures is punishable with up to three years and/or a Rs 1 lakh fine, and an offending adoption agency loses its registration for at least a year.",
      topics: ["adoption", "children", "criminal", "offences"],
      situations: [
        "a hospital offered us a baby to adopt without any paperwork; is that legal",
        "someone is selling babies for adoption without going through the agency",
      ],
    },
    {
      article: "82",
      heading: "Corporal punishment",
      summary:
        "Anyone in charge of or employed in a child care institution who subjects a child to corporal punishment to discipline them is liable to a fine of Rs 10,000 on first conviction and imprisonment up to three months or fine for later offences, and may be dismissed.",
      topics: ["children", "criminal", "offences"],
      situations: [
        "a warden at a children's home hit a child as punishment",
        "the staff at an orphanage beat children to discipline them",
      ],
    },
  ],
};
