import type { InstrumentInput } from "../../schema";

/** Specific Relief Act, 1963 (Act No. 47 of 1963), as amended by the Specific Relief (Amendment) Act, 2018. */
export const inSpecificReliefAct1963: InstrumentInput = {
  source_id: "in-specific-relief-act-1963",
  title: "The Specific Relief Act, 1963",
  short_names: ["Specific Relief Act", "SRA", "SRA 1963", "Act No. 47 of 1963"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1583",
  date: "1963-12-13",
  provisions: [
    {
      article: "5",
      heading: "Recovery of specific immovable property",
      summary: "Allows a person entitled to possession of specific immovable property to recover it in the manner provided by the Code of Civil Procedure, 1908.",
      topics: ["remedies"],
      situations: ["how to get back possession of my property from someone occupying it", "recovering my house through a civil suit"],
    },
    {
      article: "6",
      heading: "Suit by person dispossessed of immovable property",
      summary:
        "Lets a person dispossessed of immovable property without their consent and otherwise than by due process recover possession by a summary suit within six months, regardless of title; it does not lie against the Government.",
      topics: ["remedies", "limitation"],
      situations: [
        "someone in India took possession of my property without going to court",
        "can my landlord in India change the locks and throw my things out without a court order",
        "my tenant has not paid rent; can I remove his belongings and change the locks myself",
      ],
    },
    {
      article: "10",
      heading: "Specific performance in respect of contracts",
      summary:
        "As substituted in 2018, requires the court to enforce specific performance of a contract, subject to sections 11(2), 14 and 16, making the remedy the rule rather than a matter of discretion.",
      topics: ["specific-performance", "contract", "remedies"],
      situations: [
        "the builder refused to hand over the land he agreed to sell me",
        "can a court order a party to carry out a contract instead of paying money",
      ],
    },
    {
      article: "11",
      heading: "Cases in which specific performance of contracts connected with trusts enforceable",
      summary:
        "Allows specific performance where the act agreed to be done is in performance of a trust, but bars it for a contract by a trustee in excess of powers or in breach of trust.",
      topics: ["specific-performance", "contract"],
      situations: [
        "can I force a trustee to carry out a contract made for the trust in India",
        "can a trustee who exceeded his powers be forced to perform a contract in India",
      ],
    },
    {
      article: "14",
      heading: "Contracts not specifically enforceable",
      summary:
        "Lists contracts that cannot be specifically enforced: where a party has obtained substituted performance, contracts involving continuous duties the court cannot supervise, contracts dependent on personal qualifications, and contracts that are in their nature determinable.",
      topics: ["specific-performance", "contract"],
      situations: [
        "which contracts can't a court in India order to be performed",
      ],
    },
    {
      article: "14A",
      heading: "Power of court to engage experts",
      summary:
        "Allows the court in suits under the Act to engage experts to give opinions on specific issues, securing their attendance and fixing their fees.",
      topics: ["specific-performance", "remedies"],
      situations: [
        "can the court appoint an expert in my specific performance suit in India",
        "the court wants an expert opinion in my contract case, who pays the expert",
      ],
    },
    {
      article: "16",
      heading: "Personal bars to relief",
      summary:
        "Bars specific performance in favour of a person who obtained substituted performance, is incapable of performing or has breached an essential term or acted fraudulently, or fails to prove that they performed or were always ready and willing to perform their essential obligations.",
      topics: ["specific-performance", "contract"],
      situations: ["I broke the contract myself, can I still ask the court to enforce it", "who cannot get specific performance"],
    },
    {
      article: "20",
      heading: "Substituted performance of contract",
      summary:
        "Lets a party suffering breach, after at least thirty days' written notice, obtain substituted performance through a third party or its own agency and recover the costs from the defaulting party, and then not seek specific performance.",
      topics: ["specific-performance", "breach-of-contract", "remedies"],
      situations: [
        "the contractor in India broke the contract; can I get someone else to do it at his cost",
      ],
    },
    {
      article: "20A",
      heading: "Special provisions for contract relating to infrastructure project",
      summary:
        "Bars courts from granting injunctions in suits about contracts for infrastructure projects listed in the Schedule where the injunction would impede or delay the progress or completion of the project.",
      topics: ["remedies", "contract"],
      situations: [
        "can a court stop an infrastructure project by injunction in India",
        "can I get an injunction stopping a highway or metro project contract in India",
      ],
    },
    {
      article: "21",
      heading: "Power to award compensation in certain cases",
      summary:
        "Allows the plaintiff in a specific performance suit to claim compensation for breach in addition to or in substitution for performance, provided it is claimed in the plaint.",
      topics: ["specific-performance", "damages"],
      situations: [
        "can I get compensation as well as specific performance of a contract in India",
      ],
    },
    {
      article: "27",
      heading: "When rescission may be adjudged or refused",
      summary:
        "Lets an interested party sue to rescind a contract that is voidable or terminable, or unlawful for undisclosed reasons, but bars rescission after ratification, where restitution is impossible or third-party rights have intervened.",
      topics: ["contract", "remedies"],
      situations: ["can I ask the court to cancel a contract I was tricked into", "rescission of a voidable contract"],
    },
    {
      article: "31",
      heading: "When cancellation may be ordered",
      summary:
        "Lets a person who reasonably apprehends serious injury from a void or voidable written instrument sue to have it declared void or voidable and cancelled, with registered instruments notified to the registering officer.",
      topics: ["contract", "remedies"],
      situations: [
        "I want an Indian court to cancel a forged or void deed",
      ],
    },
    {
      article: "34",
      heading: "Discretion of court as to declaration of status or right",
      summary:
        "Allows a person entitled to a legal character or right to property to sue for a declaration, but bars a bare declaration where the plaintiff could seek further relief and omits to do so.",
      topics: ["remedies"],
      situations: [
        "can I ask an Indian court to declare that I own the property",
      ],
    },
    {
      article: "36",
      heading: "Preventive relief how granted",
      summary: "Provides that preventive relief is granted at the court's discretion by injunction, temporary or perpetual.",
      topics: ["remedies"],
      situations: ["how do I get an injunction to stop someone", "temporary or permanent injunction"],
    },
    {
      article: "37",
      heading: "Temporary and perpetual injunctions",
      summary:
        "Distinguishes temporary injunctions, which last until a specified time or further order and are governed by the Code of Civil Procedure, from perpetual injunctions granted by decree after a hearing on the merits.",
      topics: ["remedies"],
      situations: [
        "can I get a court order in India stopping someone until the case is decided",
      ],
    },
    {
      article: "38",
      heading: "Perpetual injunction when granted",
      summary:
        "Allows a perpetual injunction to prevent breach of an obligation in the plaintiff's favour, and to protect rights to or enjoyment of property where damages would be inadequate or hard to assess, or to prevent multiplicity of proceedings.",
      topics: ["remedies"],
      situations: [
        "can an Indian court permanently stop my neighbour from encroaching on my land",
      ],
    },
    {
      article: "39",
      heading: "Mandatory injunctions",
      summary:
        "Allows the court to grant a mandatory injunction compelling performance of acts needed to prevent breach of an obligation it is able to enforce.",
      topics: ["remedies"],
      situations: [
        "can an Indian court order my neighbour to remove a wall he built on my land",
      ],
    },
    {
      article: "40",
      heading: "Damages in lieu of, or in addition to, injunction",
      summary:
        "Lets the plaintiff claim damages in addition to or instead of an injunction, provided the claim is made in the plaint, and bars a later separate suit for damages for the same breach where the suit is dismissed.",
      topics: ["remedies", "damages"],
      situations: ["can I claim damages along with an injunction", "compensation instead of an injunction"],
    },
    {
      article: "41",
      heading: "Injunction when refused",
      summary:
        "Lists cases where an injunction cannot be granted, such as restraining proceedings in courts or legislatures, enforcing contracts not specifically enforceable, where equally efficacious relief exists, where it would impede infrastructure projects, or where the plaintiff lacks a personal interest.",
      topics: ["remedies", "contract"],
      situations: ["when will a court refuse an injunction", "injunction not granted to stop court proceedings"],
    },
    {
      article: "42",
      heading: "Injunction to perform negative agreement",
      summary:
        "Allows the court to enforce a negative covenant by injunction even where it cannot compel the affirmative part of the contract, provided the plaintiff has not failed to perform its own part.",
      topics: ["remedies", "contract", "restraint-of-trade"],
      situations: ["they promised to perform only for us while the contract runs, can the court stop them working elsewhere meanwhile", "enforcing a promise not to do something by injunction"],
    },
  ],
};
