import type { InstrumentInput } from "../../schema";

/**
 * Limitation Act, 1963, The Schedule (Periods of Limitation), cited by article.
 * Headings are the article's "Description of suit/application" column.
 */
export const inLimitationAct1963Schedule: InstrumentInput = {
  source_id: "in-limitation-act-1963-schedule",
  title: "The Limitation Act, 1963, The Schedule (Periods of Limitation)",
  short_names: ["Limitation Act Schedule", "Schedule to the Limitation Act, 1963", "Limitation Act First Division", "Article of the Limitation Act"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1565",
  date: "1963-10-05",
  provisions: [
    {
      article: "19",
      heading: "For money payable for money lent",
      summary: "Gives three years for a suit to recover money lent, running from the date the loan is made.",
      topics: ["limitation", "contract"],
      situations: ["how long do I have to sue to get back money I lent", "three years to recover a loan"],
    },
    {
      article: "54",
      heading: "For specific performance of a contract",
      summary:
        "Gives three years for a suit for specific performance, running from the date fixed for performance or, if none is fixed, from when the plaintiff has notice that performance is refused.",
      topics: ["limitation", "specific-performance", "contract"],
      situations: ["deadline to sue the seller to complete a property sale", "time limit for a suit for specific performance"],
    },
    {
      article: "55",
      heading: "For compensation for the breach of any contract, express or implied, not herein specially provided for",
      summary:
        "Gives three years for a suit for compensation for breach of contract not covered by a specific article, running from when the contract is broken, or for successive breaches from the breach sued on, or for a continuing breach from when it ceases.",
      topics: ["limitation", "breach-of-contract", "damages", "contract"],
      situations: ["how long do I have to sue for breach of contract", "three years to claim damages for a broken contract"],
    },
    {
      article: "58",
      heading: "To obtain any other declaration",
      summary: "Gives three years for a suit for a declaration not otherwise provided for, running from when the right to sue first accrues.",
      topics: ["limitation"],
      situations: [
        "how long do I have to sue for a declaration of my rights in India",
        "is there a time limit for a suit for declaration of title in India",
      ],
    },
    {
      article: "59",
      heading: "To cancel or set aside an instrument or decree or for the rescission of a contract",
      summary:
        "Gives three years for a suit to cancel or set aside an instrument or decree or rescind a contract, running from when the plaintiff first learns the facts entitling them to that relief.",
      topics: ["limitation", "contract", "remedies"],
      situations: ["time limit to cancel a sale deed or contract", "suit to set aside a document signed by fraud"],
    },
    {
      article: "61",
      heading: "By a mortgagor",
      summary:
        "Gives a mortgagor thirty years to redeem or recover possession of mortgaged immovable property (from when the right to redeem or recover possession accrues), with shorter periods for recovering property the mortgagee transferred for value.",
      topics: ["limitation", "property"],
      situations: [
        "I mortgaged my land long ago, how long do I have to redeem it in India",
        "how many years does a mortgagor have to redeem mortgaged property in India",
      ],
    },
    {
      article: "65",
      heading: "For possession of immovable property or any interest therein based on title",
      summary:
        "Gives twelve years for a suit for possession of immovable property based on title, running from when the defendant's possession becomes adverse to the plaintiff.",
      topics: ["limitation"],
      situations: ["how long to sue for possession of my land from an encroacher", "twelve years to recover property based on title"],
    },
    {
      article: "88",
      heading: "For compensation for infringing copyright or any other exclusive privilege",
      summary:
        "Gives three years, from the date of the infringement, for a suit for compensation for infringing copyright or another exclusive privilege such as a patent or trade mark.",
      topics: ["limitation", "intellectual-property"],
      situations: [
        "how long do I have to sue for copyright or trademark infringement damages in India",
        "is there a time limit to claim compensation for patent infringement in India",
      ],
    },
    {
      article: "113",
      heading: "Any suit for which no period of limitation is provided elsewhere in this Schedule",
      summary:
        "Residuary article for suits: three years from when the right to sue accrues for any suit not covered by another article.",
      topics: ["limitation"],
      situations: ["time limit for a suit not covered elsewhere", "residuary three year period"],
    },
    {
      article: "116",
      heading: "Under the Code of Civil Procedure, 1908",
      summary:
        "Gives ninety days for an appeal under the Code of Civil Procedure to a High Court and thirty days for one to any other court, counted from the date of the decree or order.",
      topics: ["limitation", "appeals"],
      situations: ["how long do I have to appeal a civil court decree", "ninety days to appeal to the High Court"],
    },
    {
      article: "117",
      heading: "From a decree or order of any High Court to the same Court",
      summary: "Gives thirty days, from the date of the decree or order, for an intra-court appeal within a High Court, such as a Letters Patent or writ appeal to a Division Bench.",
      topics: ["limitation", "appeals"],
      situations: [
        "how long do I have to file an appeal to a division bench of the High Court",
        "what is the limitation period for an intra-court appeal in the High Court",
      ],
    },
    {
      article: "136",
      heading:
        "For the execution of any decree (other than a decree granting a mandatory injunction) or order of any civil court",
      summary:
        "Gives twelve years to execute a civil court decree or order (other than a mandatory injunction), generally from when it becomes enforceable; a perpetual injunction decree is not subject to limitation.",
      topics: ["limitation", "enforcement"],
      situations: ["how long can I wait to execute a decree", "twelve years to enforce a civil court decree"],
    },
    {
      article: "137",
      heading: "Any other application for which no period of limitation is provided elsewhere in this division",
      summary:
        "Residuary article for applications: three years from when the right to apply accrues; the Supreme Court applies it to insolvency applications under sections 7 and 9 of the Insolvency and Bankruptcy Code.",
      topics: ["limitation", "insolvency"],
      situations: [
        "is there a time limit for an application to a court in India when no specific period is given",
        "what time limit applies to an application under a law that sets no period of its own in India",
      ],
    },
  ],
};
