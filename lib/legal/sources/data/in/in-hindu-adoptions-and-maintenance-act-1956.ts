import type { InstrumentInput } from "../../schema";

export const inHinduAdoptionsAndMaintenanceAct1956: InstrumentInput = {
  source_id: "in-hindu-adoptions-and-maintenance-act-1956",
  title: "The Hindu Adoptions and Maintenance Act, 1956 (Act No. 78 of 1956)",
  short_names: ["Hindu Adoptions and Maintenance Act, 1956", "Hindu Adoptions and Maintenance Act 1956", "HAMA"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1638",
  date: "1956-12-21",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "6",
      heading: "Requisites of a valid adoption",
      summary:
        "An adoption is valid only if the person adopting has the capacity and right to take in adoption, the person giving has the capacity to give, the person adopted can be adopted, and the adoption complies with the other conditions of the Chapter.",
      topics: ["adoption", "family", "children"],
      situations: ["what makes a Hindu adoption legally valid", "we took in a relative's child informally; is it a legal adoption"],
    },
    {
      article: "7",
      heading: "Capacity of a male Hindu to take in adoption",
      summary:
        "Any adult Hindu man of sound mind may adopt a son or daughter, but if he has a living wife he needs her consent unless she has renounced the world, ceased to be Hindu or been declared of unsound mind by a court.",
      topics: ["adoption", "family"],
      situations: ["can my husband adopt a child without my consent", "can a single Hindu man adopt a daughter"],
    },
    {
      article: "8",
      heading: "Capacity of a female Hindu to take in adoption",
      summary:
        "Any adult Hindu woman of sound mind may adopt a son or daughter, but if her husband is alive she needs his consent unless he has renounced the world, ceased to be Hindu or been declared of unsound mind by a court.",
      topics: ["adoption", "family"],
      situations: ["can a single Hindu woman adopt a child", "does a married woman need her husband's consent to adopt"],
    },
    {
      article: "9",
      heading: "Persons capable of giving in adoption",
      summary:
        "Only the father, mother or guardian may give a child in adoption; parents need each other's consent, and a guardian may give an orphaned, abandoned or parentage-unknown child only with the court's prior permission, granted for the child's welfare and without payment.",
      topics: ["adoption", "family", "children"],
      situations: ["can the grandparents give an orphaned child in adoption", "the father wants to give our child for adoption without my consent"],
    },
    {
      article: "10",
      heading: "Persons who may be adopted",
      summary:
        "The person adopted must be a Hindu, not already adopted, unmarried and under fifteen years of age, unless a custom applicable to the parties permits adopting married persons or those aged fifteen or over.",
      topics: ["adoption", "family", "children"],
      situations: ["can we adopt a 17 year old under Hindu law", "can a married person be adopted"],
    },
    {
      article: "11",
      heading: "Other conditions for a valid adoption",
      summary:
        "An adopter must not already have a living Hindu son (or son's son or grandson) when adopting a son, or a daughter or son's daughter when adopting a daughter; there must be a 21-year age gap for adoption across genders; one child cannot be adopted by two people at once; and the child must actually be given and taken with intent to transfer families.",
      topics: ["adoption", "family", "children"],
      situations: ["we already have a son; can we adopt another boy", "is there a minimum age gap to adopt a girl"],
    },
    {
      article: "12",
      heading: "Effects of adoption",
      summary:
        "From the date of adoption the child is the adoptive parents' child for all purposes and ties with the birth family are replaced, but the child cannot marry someone they could not have married in the birth family, keeps property already vested, and does not divest anyone of an estate vested before the adoption.",
      topics: ["adoption", "family", "succession"],
      situations: ["does an adopted child inherit from the adoptive parents", "does my adopted son still have rights in his birth family's property"],
    },
    {
      article: "15",
      heading: "Valid adoption not to be cancelled",
      summary:
        "A valid adoption cannot be cancelled by the adoptive parents or anyone else, and the adopted child cannot renounce the adoption and return to the birth family.",
      topics: ["adoption", "family"],
      situations: ["can we cancel an adoption", "can an adopted child go back to the birth family legally"],
    },
    {
      article: "18",
      heading: "Maintenance of wife",
      summary:
        "A Hindu wife is entitled to maintenance from her husband during her lifetime and may live separately without losing it where he has deserted her, treated her with cruelty, has another wife living, keeps a concubine, has converted to another religion, or for any other justifying cause.",
      topics: ["maintenance", "family", "marriage"],
      situations: ["my husband left me and pays nothing; can I claim maintenance", "can I live separately and still get maintenance from my husband"],
    },
    {
      article: "19",
      heading: "Maintenance of widowed daughter-in-law",
      summary:
        "A widowed Hindu daughter-in-law who cannot maintain herself from her own earnings or property, and cannot obtain maintenance from her husband's or her parents' estates or from her children, is entitled to maintenance from her father-in-law, but only out of coparcenary property in his hands in which she has taken no share; the right ends if she remarries.",
      topics: ["maintenance", "family"],
      situations: ["my husband died and I have no income; can I claim maintenance from my father-in-law", "as a widow, can I get maintenance from my late husband's family"],
    },
    {
      article: "20",
      heading: "Maintenance of children and aged parents",
      summary:
        "A Hindu must maintain his or her legitimate or illegitimate minor children and aged or infirm parents (including a childless stepmother), and an unmarried daughter, so far as they cannot maintain themselves from their own earnings or property.",
      topics: ["maintenance", "family", "children"],
      situations: ["my father refuses to pay for our child's upkeep", "must I support my elderly parents under Hindu law"],
    },
    {
      article: "23",
      heading: "Amount of maintenance",
      summary:
        "Leaves the amount of maintenance to the court's discretion, guided for a wife, children or parents by factors such as the parties' position and status, reasonable wants, separate property and income of the claimant, and the number of people entitled.",
      topics: ["maintenance", "family"],
      situations: ["how does the court decide how much maintenance I get", "what factors decide how much maintenance a wife gets under Hindu law"],
    },
    {
      article: "25",
      heading: "Amount of maintenance may be altered on change of circumstances",
      summary: "The amount of maintenance, whether fixed by court decree or agreement, may be altered later if there is a material change in circumstances justifying it.",
      topics: ["maintenance", "family"],
      situations: ["my ex-husband's income has doubled; can I ask for more maintenance", "I lost my job; can my maintenance payments be reduced"],
    },
  ],
};
