import type { InstrumentInput } from "../../schema";

/** Trade Marks Act, 1999 (Act No. 47 of 1999), as amended by the Tribunals Reforms Act, 2021. */
export const inTradeMarksAct1999: InstrumentInput = {
  source_id: "in-trade-marks-act-1999",
  title: "The Trade Marks Act, 1999",
  short_names: ["Trade Marks Act", "Trade Marks Act 1999", "TM Act", "Act No. 47 of 1999"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1999-12-30",
  provisions: [
    {
      article: "21",
      heading: "Opposition to registration",
      summary:
        "Lets any person oppose an advertised application within four months of the advertisement or re-advertisement, with no power to extend (before the Trade Marks (Amendment) Act 2010 took effect on 8 July 2013: three months, extendable by up to one month); the applicant must file a counter-statement within two months of receiving the opposition or the application is treated as abandoned.",
      topics: ["trade-marks", "intellectual-property", "limitation"],
      situations: [
        "someone applied to register a trademark similar to mine, how do I oppose it in India",
        "how long do I have to file a trademark opposition in India",
      ],
    },
    {
      article: "25",
      heading: "Duration, renewal, removal and restoration of registration",
      summary: "Makes a registration last ten years, renewable for further periods of ten years on application and fee, with removal and restoration rules for lapsed marks.",
      topics: ["trade-marks", "intellectual-property"],
      situations: [
        "how long does a trademark registration last in India and how do I renew it",
        "my trademark registration expired in India, can I restore it",
      ],
    },
    {
      article: "27",
      heading: "No action for infringement of unregistered trade mark",
      summary: "Bars an infringement action on an unregistered mark while preserving the common-law action for passing off.",
      topics: ["trade-marks", "intellectual-property"],
      situations: [
        "my brand is not registered, can I still stop a copycat in India",
        "can I sue for passing off if my brand is unregistered in India",
      ],
    },
    {
      article: "28",
      heading: "Rights conferred by registration",
      summary: "Gives the registered proprietor the exclusive right to use the mark for the registered goods or services and to obtain relief for infringement.",
      topics: ["trade-marks", "intellectual-property"],
      situations: [
        "what rights do I get by registering my trademark in India",
        "does a registered trademark give me exclusive use in India",
      ],
    },
    {
      article: "29",
      heading: "Infringement of registered trade marks",
      summary:
        "Defines infringement as use in the course of trade, by a person not entitled, of an identical or deceptively similar mark for identical or similar goods or services likely to confuse, or of a mark taking unfair advantage of a well-known reputation.",
      topics: ["trade-marks", "intellectual-property"],
      situations: [
        "a competitor is using a deceptively similar brand name in India",
        "someone is using my well-known brand for different products in India",
      ],
    },
    {
      article: "57",
      heading: "Power to cancel or vary registration and to rectify the register",
      summary: "Lets a person aggrieved apply to the Registrar or the High Court to cancel, vary or rectify a registration wrongly made or remaining on the register.",
      topics: ["trade-marks", "intellectual-property"],
      situations: [
        "how do I cancel a trademark that was wrongly registered in India",
        "can I apply to remove a trademark that should not be on the register in India",
      ],
    },
    {
      article: "91",
      heading: "Appeals to High Court",
      summary:
        "Lets a person aggrieved by an order or decision of the Registrar appeal to the High Court within three months of its communication, with later appeals admitted for sufficient cause.",
      topics: ["trade-marks", "intellectual-property", "appeals", "limitation"],
      situations: [
        "how do I appeal a Trade Marks Registry decision in India",
        "the trademark registrar refused my application in India, how do I appeal",
      ],
    },
    {
      article: "134",
      heading: "Suit for infringement, etc., to be instituted before District Court",
      summary:
        "Bars suits for infringement of or rights in a registered mark, and passing-off suits, in any court below a District Court, and for registered marks lets the plaintiff sue where it resides, carries on business or personally works for gain.",
      topics: ["trade-marks", "intellectual-property", "jurisdiction"],
      situations: [
        "where do I file a trademark infringement suit in India",
        "can I sue for trademark infringement where my business is located in India",
      ],
    },
    {
      article: "135",
      heading: "Relief in suits for infringement or for passing off",
      summary: "Lists the reliefs in infringement and passing-off suits: injunction, damages or an account of profits, and delivery up of infringing labels and marks, including ex parte orders to preserve evidence.",
      topics: ["trade-marks", "intellectual-property", "remedies"],
      situations: [
        "what can I get from a court if someone infringes my trademark in India",
        "can I get damages and an injunction for trademark infringement in India",
      ],
    },
  ],
};
