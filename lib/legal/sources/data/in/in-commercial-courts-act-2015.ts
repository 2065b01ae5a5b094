import type { InstrumentInput } from "../../schema";

/** Commercial Courts Act, 2015 (Act No. 4 of 2016), as amended by Act No. 28 of 2018 (in force from 3 May 2018). */
export const inCommercialCourtsAct2015: InstrumentInput = {
  source_id: "in-commercial-courts-act-2015",
  title: "The Commercial Courts Act, 2015",
  short_names: [
    "Commercial Courts Act",
    "Commercial Courts Act 2015",
    "Commercial Courts, Commercial Division and Commercial Appellate Division of High Courts Act, 2015",
    "CCA",
    "Act No. 4 of 2016",
  ],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2015-12-31",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines a commercial dispute by a list of transactions (trade and merchant dealings, construction and infrastructure contracts, agreements on immovable property used exclusively in trade, franchising, licensing, shareholder agreements, intellectual property rights and others) and the specified value, not less than three lakh rupees since 2018.",
      topics: ["commercial-disputes", "definitions"],
      situations: [
        "is my business dispute a commercial dispute that goes to a commercial court in India",
        "what is the minimum value for a commercial dispute in India",
      ],
    },
    {
      article: "3",
      heading: "Constitution of Commercial Courts",
      summary:
        "Lets State Governments constitute Commercial Courts at district level, including at the level of a District Judge where the High Court has ordinary original civil jurisdiction, with pecuniary limits the State notifies.",
      topics: ["commercial-disputes", "jurisdiction"],
      situations: [
        "which court hears commercial disputes at district level in India",
        "are there commercial courts in every district in India",
      ],
    },
    {
      article: "3A",
      heading: "Designation of Commercial Appellate Courts",
      summary: "Lets State Governments designate Commercial Appellate Courts at district-judge level to hear appeals from Commercial Courts below that level.",
      topics: ["commercial-disputes", "appeals"],
    },
    {
      article: "4",
      heading: "Constitution of Commercial Division of High Court",
      summary: "Requires High Courts with ordinary original civil jurisdiction to constitute Commercial Divisions to hear commercial disputes of specified value on their original side.",
      topics: ["commercial-disputes", "jurisdiction"],
    },
    {
      article: "5",
      heading: "Constitution of Commercial Appellate Division",
      summary: "Requires each High Court to constitute Commercial Appellate Divisions of two or more judges to hear appeals under the Act.",
      topics: ["commercial-disputes", "appeals"],
    },
    {
      article: "6",
      heading: "Jurisdiction of Commercial Court",
      summary: "Gives a Commercial Court jurisdiction over suits and applications in commercial disputes of specified value arising in its territory.",
      topics: ["commercial-disputes", "jurisdiction"],
      situations: [
        "where do I file a commercial suit in India",
        "which commercial court has jurisdiction over my business dispute in India",
      ],
    },
    {
      article: "7",
      heading: "Jurisdiction of Commercial Divisions of High Courts",
      summary: "Sends commercial disputes of specified value filed in a High Court with ordinary original civil jurisdiction to its Commercial Division.",
      topics: ["commercial-disputes", "jurisdiction"],
      situations: [
        "does my commercial case go to the High Court's Commercial Division",
        "does a high value commercial suit in a High Court with original jurisdiction go to a special bench",
      ],
    },
    {
      article: "10",
      heading: "Jurisdiction in respect of arbitration matters",
      summary: "Sends arbitration applications and appeals in commercial disputes of specified value to the Commercial Division or Commercial Court, according to the kind of arbitration and the court that would otherwise hear them.",
      topics: ["commercial-disputes", "arbitration", "jurisdiction"],
      situations: [
        "which court hears challenges to arbitration awards in commercial disputes",
        "where do I file an arbitration appeal in a commercial dispute in India",
      ],
    },
    {
      article: "12",
      heading: "Determination of Specified Value",
      summary:
        "Explains how the specified value is reckoned: the amount claimed with interest to the date of filing for money suits, market value for movable, immovable and intangible property, and the claim and counterclaim together in arbitration matters.",
      topics: ["commercial-disputes", "jurisdiction"],
      situations: [
        "how is the value of my commercial dispute calculated",
        "how is the specified value of a commercial suit worked out, including interest",
      ],
    },
    {
      article: "12A",
      heading: "Pre-Institution Mediation and Settlement",
      summary:
        "Bars a suit that does not contemplate urgent interim relief until the plaintiff has exhausted pre-institution mediation under the rules; mediation is to finish within three months, extendable by two months with consent, and that time is not counted for limitation. The Mediation Act, 2023 provides for its substitution by pre-litigation mediation (120 days, extendable by 60).",
      topics: ["commercial-disputes", "mediation", "limitation"],
      situations: [
        "do I have to try mediation before filing a commercial suit in India",
        "does pre-litigation mediation stop the limitation period running in India",
      ],
    },
    {
      article: "13",
      heading: "Appeals from decrees of Commercial Courts and Commercial Divisions",
      summary:
        "Allows an appeal within sixty days from a judgment or order of a Commercial Court or Commercial Division to the Commercial Appellate Court or Commercial Appellate Division, only against decrees and orders listed in Order XLIII of the Code and section 37 of the Arbitration and Conciliation Act.",
      topics: ["commercial-disputes", "appeals", "limitation"],
      situations: [
        "how long do I have to appeal a commercial court judgment in India",
        "which commercial court orders can be appealed in India",
      ],
    },
    {
      article: "14",
      heading: "Expeditious disposal of appeals",
      summary: "Asks the Commercial Appellate Courts and Divisions to decide appeals within six months of filing.",
      topics: ["commercial-disputes", "appeals"],
      situations: [
        "how long should a commercial appeal take to be decided",
        "is there a time limit for deciding commercial appeals in India",
      ],
    },
    {
      article: "16",
      heading: "Amendments to the Code of Civil Procedure, 1908 in its application to commercial disputes",
      summary:
        "Applies the Code to commercial suits as amended by the Schedule, including disclosure, case management hearings, summary judgment and the one-hundred-and-twenty-day limit for written statements.",
      topics: ["commercial-disputes", "civil-procedure"],
      situations: [
        "what special civil procedure rules apply to commercial suits in India",
        "what is a case management hearing in a commercial suit in India",
      ],
    },
  ],
};
