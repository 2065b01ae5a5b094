import type { InstrumentInput } from "../../schema";

/** Negotiable Instruments Act, 1881 (Act No. 26 of 1881). */
export const inNegotiableInstrumentsAct1881: InstrumentInput = {
  source_id: "in-negotiable-instruments-act-1881",
  title: "The Negotiable Instruments Act, 1881",
  short_names: ["NI Act", "Negotiable Instruments Act", "NIA 1881", "Act No. 26 of 1881"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2189",
  date: "1881-12-09",
  provisions: [
    {
      article: "118",
      heading: "Presumptions as to negotiable instruments",
      summary:
        "Presumes, until the contrary is proved, that every negotiable instrument was made or drawn for consideration, dated and accepted as stated, transferred before maturity and held by a holder in due course.",
      topics: ["contract", "consideration"],
      situations: ["is a cheque presumed to be given for value", "the date and amount on the cheque are assumed correct"],
    },
    {
      article: "138",
      heading: "Dishonour of cheque for insufficiency, etc., of funds in the account",
      summary:
        "Makes dishonour of a cheque for a legally enforceable debt, for insufficient funds or exceeding the arrangement, an offence punishable with up to two years, a fine up to twice the cheque amount, or both, if the cheque was presented within its validity, a demand notice was sent within thirty days of the bank's intimation, and payment was not made within fifteen days of the notice.",
      topics: ["criminal", "offences", "punishment"],
      situations: ["the cheque someone gave me bounced for insufficient funds", "my tenant's rent cheque was dishonoured by the bank"],
    },
    {
      article: "139",
      heading: "Presumption in favour of holder",
      summary:
        "Presumes, unless the contrary is proved, that the holder received the cheque in discharge of a debt or liability, placing the burden on the drawer to rebut it.",
      topics: ["criminal"],
      situations: ["the person who gave me a bounced cheque says he never owed me money", "who must prove the debt behind a cheque"],
    },
    {
      article: "140",
      heading: "Defence which may not be allowed in any prosecution under section 138",
      summary:
        "Bars the drawer from defending a cheque-dishonour prosecution on the ground that they had no reason to believe the cheque might be dishonoured.",
      topics: ["criminal"],
      situations: ["he says he did not know his account was empty when he gave the cheque", "defence that the drawer thought the cheque would be honoured"],
    },
    {
      article: "141",
      heading: "Offences by companies",
      summary:
        "Makes every person in charge of and responsible for a company's business when a cheque-dishonour offence was committed, and officers by whose consent, connivance or neglect it occurred, liable along with the company, while excluding directors nominated because of their office or employment with the Central or a State Government or a government-controlled financial corporation.",
      topics: ["criminal", "liability", "directors"],
      situations: ["a company's cheque bounced, can the directors be prosecuted", "director liable for the company's dishonoured cheque"],
    },
    {
      article: "142",
      heading: "Cognizance of offences",
      summary:
        "Allows cognizance of a cheque-dishonour offence only on a written complaint by the payee or holder in due course, filed within one month of the cause of action (delay condonable), before a court where the payee's bank branch is located.",
      topics: ["criminal", "limitation"],
      situations: ["time limit to file a complaint for a bounced cheque", "where do I file a cheque bounce case"],
    },
    {
      article: "143",
      heading: "Power of Court to try cases summarily",
      summary:
        "Requires cheque-dishonour cases to be tried summarily by a Magistrate where possible, with a sentence up to one year and fine in summary trial, and aims for conclusion within six months.",
      topics: ["criminal"],
      situations: ["how long does a cheque bounce trial take", "summary trial of a cheque case"],
    },
    {
      article: "143A",
      heading: "Power to direct interim compensation",
      summary:
        "Lets the trial court order the drawer to pay interim compensation of up to 20% of the cheque amount to the complainant, payable within sixty days (extendable by thirty), refundable with interest if the drawer is acquitted.",
      topics: ["criminal", "remedies"],
      situations: ["can I get part of the cheque amount while the case is pending", "interim compensation of 20 percent in a cheque case"],
    },
    {
      article: "147",
      heading: "Offences to be compoundable",
      summary: "Makes every offence under the Act compoundable, notwithstanding the Code of Criminal Procedure.",
      topics: ["criminal"],
      situations: ["can a cheque bounce case be settled between the parties", "compromise in a dishonoured cheque case"],
    },
    {
      article: "148",
      heading: "Power of Appellate Court to order payment pending appeal against conviction",
      summary:
        "Lets the appellate court, in a drawer's appeal against a section 138 conviction, order deposit of at least 20% of the fine or compensation awarded by the trial court, in addition to any interim compensation.",
      topics: ["criminal", "remedies"],
      situations: ["the drawer appealed his cheque bounce conviction, must he deposit money", "deposit pending appeal in a cheque case"],
    },
  ],
};
