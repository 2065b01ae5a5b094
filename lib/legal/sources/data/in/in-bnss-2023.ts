import type { InstrumentInput } from "../../schema";

/** Bharatiya Nagarik Suraksha Sanhita, 2023 (Act No. 46 of 2023), in force from 1 July 2024; replaces the Code of Criminal Procedure, 1973. */
export const inBnss2023: InstrumentInput = {
  source_id: "in-bnss-2023",
  title: "The Bharatiya Nagarik Suraksha Sanhita, 2023",
  short_names: ["BNSS", "Bharatiya Nagarik Suraksha Sanhita", "BNSS 2023", "Act No. 46 of 2023"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/20099",
  date: "2023-12-25",
  provisions: [
    {
      article: "144",
      heading: "Order for maintenance of wives, children and parents",
      summary:
        "Lets a Magistrate of the first class order a person with sufficient means to pay a monthly allowance to a wife, children (including disabled adult children) and parents unable to maintain themselves, with interim maintenance decided within sixty days where possible. Replaces section 125 CrPC.",
      topics: ["remedies", "criminal"],
    },
    {
      article: "163",
      heading: "Power to issue order in urgent cases of nuisance or apprehended danger",
      summary:
        "Empowers Magistrates to issue immediate orders directing persons to abstain from acts or take measures to prevent obstruction, danger or disturbance of public tranquillity, generally for up to two months, extendable by the State Government. Replaces section 144 CrPC.",
      topics: ["criminal", "enforcement"],
    },
    {
      article: "173",
      heading: "Information in cognizable cases",
      summary:
        "Requires police to record information about a cognizable offence irrespective of where it was committed (zero FIR), including information given electronically, and permits a preliminary enquiry for offences punishable with three to seven years. Replaces section 154 CrPC.",
      topics: ["criminal"],
    },
    {
      article: "187",
      heading: "Procedure when investigation cannot be completed in twenty-four hours",
      summary:
        "Governs remand of an arrested person when investigation cannot finish within twenty-four hours, and entitles the accused to default bail if no chargesheet is filed within ninety days for offences punishable with death, life or ten years or more, or sixty days for others. Replaces section 167 CrPC.",
      topics: ["criminal"],
    },
    {
      article: "218",
      heading: "Prosecution of Judges and public servants",
      summary:
        "Requires prior sanction of the appropriate Government before a court takes cognizance of an offence alleged against a judge or public servant acting in the discharge of official duty, with a deemed sanction if no decision is made within the time allowed. Replaces section 197 CrPC.",
      topics: ["criminal", "corruption"],
    },
    {
      article: "223",
      heading: "Examination of complainant",
      summary:
        "Requires a Magistrate taking cognizance on a complaint to examine the complainant and witnesses on oath, and not to take cognizance without giving the accused an opportunity to be heard. Replaces section 200 CrPC.",
      topics: ["criminal"],
    },
    {
      article: "478",
      heading: "In what cases bail to be taken",
      summary:
        "Entitles a person accused of a bailable offence to be released on bail as of right when ready to give bail, with indigent persons released on a bond without sureties. Replaces section 436 CrPC.",
      topics: ["criminal"],
    },
    {
      article: "479",
      heading: "Maximum period for which undertrial prisoner can be detained",
      summary:
        "Requires release of an undertrial who has been detained for half of the maximum sentence for the offence (one-third for first-time offenders), except for offences punishable with death or life imprisonment, subject to the court's power to order continued detention for recorded reasons. Replaces section 436A CrPC.",
      topics: ["criminal"],
    },
    {
      article: "480",
      heading: "When bail may be taken in case of non-bailable offence",
      summary:
        "Sets when a court other than the High Court or Court of Session may release a person accused of a non-bailable offence on bail, with restrictions for serious offences and special consideration for women, children and the sick or infirm. Replaces section 437 CrPC.",
      topics: ["criminal"],
    },
    {
      article: "482",
      heading: "Direction for grant of bail to person apprehending arrest",
      summary:
        "Allows the High Court or Court of Session to direct that a person apprehending arrest for a non-bailable offence be released on bail if arrested (anticipatory bail), subject to conditions. Replaces section 438 CrPC.",
      topics: ["criminal"],
    },
    {
      article: "483",
      heading: "Special powers of High Court or Court of Session regarding bail",
      summary:
        "Gives the High Court and Court of Session wider powers to grant bail to persons in custody, impose conditions, and cancel bail. Replaces section 439 CrPC.",
      topics: ["criminal"],
    },
    {
      article: "514",
      heading: "Bar to taking cognizance after lapse of the period of limitation",
      summary:
        "Bars cognizance after six months for offences punishable with fine only, one year for imprisonment up to one year, and three years for imprisonment over one year up to three years, subject to extension in the interests of justice. Replaces section 468 CrPC.",
      topics: ["criminal", "limitation"],
    },
    {
      article: "528",
      heading: "Saving of inherent powers of High Court",
      summary:
        "Preserves the High Court's inherent power to make orders to give effect to orders under the Sanhita, prevent abuse of process or otherwise secure the ends of justice, including quashing proceedings. Replaces section 482 CrPC.",
      topics: ["criminal", "remedies"],
    },
    {
      article: "531",
      heading: "Repeal and savings",
      summary:
        "Repeals the Code of Criminal Procedure, 1973, while providing that appeals, applications, trials, inquiries and investigations pending immediately before 1 July 2024 continue under the old Code; courts have held that fresh applications filed after that date are governed by the Sanhita.",
      topics: ["criminal", "scope"],
    },
  ],
};
