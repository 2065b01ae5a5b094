import type { InstrumentInput } from "../../schema";

/**
 * Uniform Commercial Code Article 2 (Sales), the official text of The American Law Institute and the Uniform Law
 * Commission. It binds only as enacted by each state, sometimes with variations; check the enacting state's
 * version before relying on a detail.
 */
export const usUccArticle2: InstrumentInput = {
  source_id: "us-ucc-article-2",
  title: "Uniform Commercial Code, Article 2 — Sales",
  short_names: ["UCC Article 2", "U.C.C. Article 2", "UCC", "Uniform Commercial Code"],
  jurisdiction: "US",
  kind: "code",
  provision_label: "section",
  codified_at: "U.C.C.",
  official_url: "https://www.law.cornell.edu/ucc/2",
  date: "1952",
  provisions: [
    {
      article: "2-201",
      heading: "Formal Requirements; Statute of Frauds",
      summary:
        "A contract for the sale of goods for the price of $500 or more is generally not enforceable unless there is a signed writing sufficient to show a contract, subject to exceptions such as merchants' confirmations, specially manufactured goods, admissions and goods paid for or accepted.",
      topics: ["sale-of-goods", "formation", "contract"],
      situations: ["our deal to buy goods over $500 was only oral, is it enforceable", "do I need a written contract to sell goods"],
    },
    {
      article: "2-207",
      heading: "Additional Terms in Acceptance or Confirmation",
      summary:
        "A definite acceptance or written confirmation can form a contract even if it states additional or different terms; between merchants additional terms become part of the contract unless the offer limits acceptance, they materially alter it, or objection is made (the battle of the forms).",
      topics: ["sale-of-goods", "formation", "standard-terms"],
      situations: ["the supplier's confirmation added new terms to my order", "battle of the forms between two businesses"],
    },
    {
      article: "2-302",
      heading: "Unconscionable Contract or Clause",
      summary:
        "If a court finds a contract or a clause unconscionable when made, it may refuse to enforce the contract, enforce the rest without the clause, or limit the clause to avoid an unconscionable result, after giving the parties a chance to show its commercial setting and purpose.",
      topics: ["unconscionability", "unfair-terms", "sale-of-goods", "contract"],
      situations: ["the contract terms are shockingly unfair to me", "can a court refuse to enforce an unconscionable clause"],
    },
    {
      article: "2-309",
      heading: "Absence of Specific Time Provisions; Notice of Termination",
      summary:
        "Where no time is agreed, action must be taken within a reasonable time; an indefinite contract for successive performances lasts a reasonable time but may be ended at any time; and ending it other than on an agreed event requires reasonable notice, which cannot be waived if that would be unconscionable.",
      topics: ["termination", "notice", "sale-of-goods"],
      situations: ["the supplier ended our ongoing supply deal without warning", "how much notice to end a supply contract with no end date"],
    },
    {
      article: "2-314",
      heading: "Implied Warranty: Merchantability; Usage of Trade",
      summary:
        "Unless excluded or modified, a seller who is a merchant in goods of that kind impliedly warrants that the goods are merchantable, for example fit for their ordinary purposes and passing without objection in the trade.",
      topics: ["warranty", "sale-of-goods"],
      situations: ["the lawnmower I bought from a store stopped working the first week and they say there's no warranty"],
    },
    {
      article: "2-315",
      heading: "Implied Warranty: Fitness for Particular Purpose",
      summary:
        "Where the seller has reason to know a particular purpose for the goods and that the buyer relies on the seller's skill or judgment to select them, there is an implied warranty that the goods are fit for that purpose unless excluded or modified.",
      topics: ["warranty", "sale-of-goods"],
      situations: ["the salesman picked paint he said would work outdoors and it peeled in a month"],
    },
    {
      article: "2-316",
      heading: "Exclusion or Modification of Warranties",
      summary:
        "Sets how implied warranties may be disclaimed: a merchantability disclaimer must mention merchantability and, if written, be conspicuous; a fitness disclaimer must be written and conspicuous; expressions such as \"as is\" can exclude implied warranties.",
      topics: ["warranty", "exclusion-clauses", "sale-of-goods"],
      situations: ["I bought a used car sold as is, can I still complain that it's broken"],
    },
    {
      article: "2-718",
      heading: "Liquidation or Limitation of Damages; Deposits",
      summary:
        "Damages may be liquidated in the agreement only at an amount reasonable in light of the anticipated or actual harm, the difficulty of proving loss and the inconvenience of other remedies; an unreasonably large liquidated sum is void as a penalty.",
      topics: ["liquidated-damages", "penalty", "remedies", "sale-of-goods"],
      situations: ["the contract sets a huge fixed penalty if I cancel", "I backed out of buying goods, can the seller hold on to my down payment"],
    },
    {
      article: "2-719",
      heading: "Contractual Modification or Limitation of Remedy",
      summary:
        "The parties may limit or change the buyer's remedies, such as to repair or replacement, but general remedies return where an exclusive remedy fails of its essential purpose; consequential damages may be excluded unless unconscionable, and limiting them for personal injury from consumer goods is prima facie unconscionable.",
      topics: ["limitation-of-liability", "remedies", "exclusion-clauses", "sale-of-goods"],
      situations: ["the warranty only allows repair but they cannot fix it", "contract excludes damages for losses caused by a faulty product"],
    },
    {
      article: "2-725",
      heading: "Statute of Limitations in Contracts for Sale",
      summary:
        "An action for breach of a sale contract must be started within four years after the cause of action accrues; the parties may shorten the period to not less than one year but may not extend it.",
      topics: ["limitation-period", "sale-of-goods", "remedies"],
      situations: ["how long do I have to sue a seller over goods that turned out bad"],
    },
  ],
};
