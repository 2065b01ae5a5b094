import type { InstrumentInput } from "../../schema";

export const inHinduSuccessionAct1956: InstrumentInput = {
  source_id: "in-hindu-succession-act-1956",
  title: "The Hindu Succession Act, 1956 (Act No. 30 of 1956)",
  short_names: ["Hindu Succession Act, 1956", "Hindu Succession Act 1956", "Hindu Succession Act", "HSA"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1713",
  date: "1956-06-17",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Application of Act",
      summary:
        "Applies the Act to Hindus (including Virashaivas, Lingayats and followers of Brahmo, Prarthana or Arya Samaj), Buddhists, Jains and Sikhs, and to anyone who is not a Muslim, Christian, Parsi or Jew unless shown not to have been governed by Hindu law; it does not apply to Scheduled Tribe members unless the Central Government directs.",
      topics: ["succession", "family", "scope"],
      situations: ["does the Hindu Succession Act apply to a Sikh or Jain family", "which inheritance law applies to my family in India"],
    },
    {
      article: "6",
      heading: "Devolution of interest in coparcenary property",
      summary:
        "Since the 2005 amendment a daughter of a Mitakshara coparcener is a coparcener by birth with the same rights and liabilities as a son; a coparcener's interest on death passes by will or intestate succession rather than survivorship, as if a partition had taken place, with daughters getting the same share as sons; the pious-obligation rule for ancestors' debts is abolished for new debts.",
      topics: ["succession", "family", "property", "inheritance"],
      situations: [
        "does a daughter have an equal share in ancestral property",
        "my brothers say I have no right to our father's joint family property because I am married",
        "how is ancestral property divided when my father died",
      ],
    },
    {
      article: "8",
      heading: "General rules of succession in the case of males",
      summary:
        "The property of a Hindu man who dies without a will passes first to Class I heirs in the Schedule (such as widow, sons, daughters and mother), failing them to Class II heirs, then to agnates and finally to cognates.",
      topics: ["succession", "family", "inheritance"],
      situations: [
        "my father died without a will; who inherits his property",
        "does the mother inherit from her son along with his wife and children",
      ],
    },
    {
      article: "10",
      heading: "Distribution of property among heirs in class I of the Schedule",
      summary:
        "Divides an intestate man's property among Class I heirs: the widow (or widows together) take one share, each surviving son, daughter and the mother take one share each, and the heirs of each predeceased son or daughter together take that child's share.",
      topics: ["succession", "family", "inheritance"],
      situations: ["how much does the widow get compared to the children", "my brother died before our father; does his family get a share"],
    },
    {
      article: "14",
      heading: "Property of a female Hindu to be her absolute property",
      summary:
        "Property a Hindu woman possesses, however acquired (inheritance, partition, maintenance, gift, her own skill or purchase), is held by her as full owner and not as a limited owner, except property acquired under a gift, will or order that prescribes a restricted estate.",
      topics: ["succession", "family", "property"],
      situations: ["can my mother sell property she inherited from my father", "is a Hindu woman the full owner of property she received"],
    },
    {
      article: "15",
      heading: "General rules of succession in the case of female Hindus",
      summary:
        "An intestate Hindu woman's property passes first to her children (and children of predeceased children) and husband, then the husband's heirs, her parents, the father's heirs and lastly the mother's heirs; property she inherited from her parents or from her husband or father-in-law goes back to that side's heirs if she leaves no children.",
      topics: ["succession", "family", "inheritance"],
      situations: ["my wife died without a will; who inherits her property", "my aunt had no children; who gets the property she inherited from her father"],
    },
    {
      article: "20",
      heading: "Right of child in womb",
      summary:
        "A child in the womb at the time of an intestate's death who is later born alive has the same right to inherit as if born before the death, with the inheritance treated as vesting from the date of death.",
      topics: ["succession", "family", "children"],
      situations: ["my husband died while I was pregnant; does the baby inherit", "the baby was born after the grandfather died; does the baby get a share"],
    },
    {
      article: "25",
      heading: "Murderer disqualified",
      summary:
        "A person who commits or abets the murder of someone is disqualified from inheriting that person's property, or any property for which they would have succeeded in furtherance of the murder.",
      topics: ["succession", "inheritance", "criminal"],
      situations: ["can someone who killed a relative inherit from them", "a son who killed his father claims the father's property"],
    },
    {
      article: "30",
      heading: "Testamentary succession",
      summary:
        "Any Hindu may dispose by will of any property capable of being so disposed of under the Indian Succession Act or other applicable law, including their interest in Mitakshara coparcenary property.",
      topics: ["succession", "wills", "family"],
      situations: ["can I make a will for my share of ancestral property", "can a Hindu leave all his property to one child by will"],
    },
  ],
};
