import type { InstrumentInput } from "../../schema";

/**
 * Articles of the French Civil Code carry no individual official headings. The headings below are
 * editorial descriptions in square brackets. Contract-law articles are numbered as in force since the
 * reform by Ordonnance n° 2016-131 of 10 February 2016 (ratified by Loi n° 2018-287).
 */
export const frCodeCivil: InstrumentInput = {
  source_id: "fr-code-civil",
  title: "Code civil",
  short_names: ["Code civil", "French Civil Code", "C. civ.", "Civil Code (France)"],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070721",
  date: "1804-03-21",
  provisions: [
    {
      article: "1101",
      heading: "[Untitled] Definition of contract",
      summary:
        "Defines a contract as an agreement of wills between two or more persons intended to create, modify, transfer or extinguish obligations.",
      topics: ["contract", "definitions"],
    },
    {
      article: "1102",
      heading: "[Untitled] Freedom of contract",
      summary:
        "Gives everyone freedom to contract or not, to choose their contracting party and to determine the content and form of the contract within the limits of the law, which does not allow derogation from rules of public policy.",
      topics: ["contract", "principles"],
    },
    {
      article: "1103",
      heading: "[Untitled] Binding force of contracts",
      summary: "Provides that lawfully formed contracts have the force of law between those who made them.",
      topics: ["contract", "principles"],
    },
    {
      article: "1104",
      heading: "[Untitled] Good faith",
      summary:
        "Requires contracts to be negotiated, formed and performed in good faith, as a matter of public policy that the parties cannot exclude.",
      topics: ["contract", "principles"],
    },
    {
      article: "1112",
      heading: "[Untitled] Pre-contractual negotiations",
      summary:
        "Leaves the initiation, conduct and breaking off of pre-contractual negotiations free but requires them to satisfy good faith; damages for fault in negotiations cannot compensate the loss of the benefits expected from the contract not concluded.",
      topics: ["contract", "formation", "liability"],
    },
    {
      article: "1112-1",
      heading: "[Untitled] Pre-contractual duty to inform",
      summary:
        "Requires a party who knows information of decisive importance for the other party's consent to disclose it where the other legitimately does not know it or trusts the first party; the duty cannot be excluded, but does not extend to the value of the performance.",
      topics: ["contract", "formation", "transparency"],
    },
    {
      article: "1113",
      heading: "[Untitled] Formation by offer and acceptance",
      summary:
        "Provides that a contract is formed by the meeting of an offer and an acceptance by which the parties show their will to be bound, expressed by declaration or unequivocal conduct.",
      topics: ["contract", "formation"],
    },
    {
      article: "1119",
      heading: "[Untitled] General conditions",
      summary:
        "Gives effect to one party's general conditions only if the other party knew of and accepted them; where general conditions conflict, incompatible clauses are ineffective, and special conditions prevail over general ones.",
      topics: ["contract", "formation", "unfair-terms"],
    },
    {
      article: "1128",
      heading: "[Untitled] Conditions of validity",
      summary:
        "Lists the conditions necessary for a contract's validity: the consent of the parties, their capacity to contract, and lawful and certain content.",
      topics: ["contract", "formation", "void-agreements"],
    },
    {
      article: "1130",
      heading: "[Untitled] Defects of consent",
      summary:
        "Treats mistake, fraud and duress as defects of consent where, without them, a party would not have contracted or would have contracted on substantially different terms, assessed in light of the persons and circumstances.",
      topics: ["contract", "void-agreements"],
    },
    {
      article: "1137",
      heading: "[Untitled] Fraud",
      summary:
        "Defines fraud (dol) as obtaining the other party's consent by manoeuvres or lies, including deliberately concealing information known to be decisive for the other party.",
      topics: ["contract", "void-agreements"],
    },
    {
      article: "1143",
      heading: "[Untitled] Abuse of dependence",
      summary:
        "Treats as duress the abuse of another party's state of dependence to obtain an undertaking they would not otherwise have given and a manifestly excessive advantage.",
      topics: ["contract", "void-agreements"],
    },
    {
      article: "1162",
      heading: "[Untitled] Public policy",
      summary:
        "Prevents a contract from derogating from public policy through its stipulations or its purpose, whether or not the purpose was known to all parties.",
      topics: ["contract", "void-agreements"],
    },
    {
      article: "1170",
      heading: "[Untitled] Clauses depriving the essential obligation of substance",
      summary:
        "Deems unwritten any clause that deprives the debtor's essential obligation of its substance.",
      topics: ["contract", "unfair-terms"],
    },
    {
      article: "1171",
      heading: "[Untitled] Significant imbalance in adhesion contracts",
      summary:
        "Deems unwritten any non-negotiable clause in a contract of adhesion, determined in advance by one party, that creates a significant imbalance between the parties' rights and obligations; the main subject matter and price adequacy are excluded from the assessment.",
      topics: ["contract", "unfair-terms"],
    },
    {
      article: "1188",
      heading: "[Untitled] Interpretation by common intention",
      summary:
        "Requires a contract to be interpreted according to the parties' common intention rather than the literal meaning of its terms, and, failing that, in the sense a reasonable person in the same situation would give it.",
      topics: ["contract"],
    },
    {
      article: "1190",
      heading: "[Untitled] Interpretation in case of doubt",
      summary:
        "In case of doubt, interprets a negotiated contract against the creditor and in favour of the debtor, and a contract of adhesion against the party who proposed it.",
      topics: ["contract", "unfair-terms"],
    },
    {
      article: "1195",
      heading: "[Untitled] Change of circumstances (imprévision)",
      summary:
        "Allows a party, where an unforeseeable change of circumstances makes performance excessively onerous and it had not accepted that risk, to ask for renegotiation, and failing agreement allows the court to revise or terminate the contract.",
      topics: ["contract", "breach-of-contract"],
    },
    {
      article: "1199",
      heading: "[Untitled] Privity of contract",
      summary:
        "Provides that a contract creates obligations only between the parties, and that third parties can neither demand performance nor be compelled to perform, subject to exceptions.",
      topics: ["contract"],
    },
    {
      article: "1217",
      heading: "[Untitled] Remedies for non-performance",
      summary:
        "Lists the remedies available to a party facing non-performance: withholding its own performance, seeking specific performance, obtaining a price reduction, terminating the contract and claiming damages, which can be combined where compatible.",
      topics: ["breach-of-contract", "remedies"],
    },
    {
      article: "1218",
      heading: "[Untitled] Force majeure",
      summary:
        "Defines force majeure in contract as an event beyond the debtor's control that could not reasonably be foreseen and whose effects cannot be avoided by appropriate measures, suspending or, if permanent, terminating the obligation.",
      topics: ["contract", "breach-of-contract"],
    },
    {
      article: "1219",
      heading: "[Untitled] Defence of non-performance",
      summary:
        "Allows a party to refuse to perform its obligation, even if due, where the other party does not perform its own and the non-performance is sufficiently serious.",
      topics: ["breach-of-contract", "remedies"],
    },
    {
      article: "1221",
      heading: "[Untitled] Specific performance",
      summary:
        "Allows the creditor, after formal notice, to pursue performance in kind unless it is impossible or there is a manifest disproportion between its cost to a good-faith debtor and its interest for the creditor.",
      topics: ["specific-performance", "remedies"],
    },
    {
      article: "1224",
      heading: "[Untitled] Termination for non-performance",
      summary:
        "Provides that termination results from a termination clause, from notification by the creditor in case of sufficiently serious non-performance, or from a court decision.",
      topics: ["breach-of-contract", "remedies"],
    },
    {
      article: "1231-1",
      heading: "[Untitled] Damages for non-performance",
      summary:
        "Makes the debtor liable to pay damages for non-performance or delay in performance, unless prevented by force majeure.",
      topics: ["breach-of-contract", "damages"],
    },
    {
      article: "1231-3",
      heading: "[Untitled] Foreseeable damage",
      summary:
        "Limits contractual damages to those foreseen or foreseeable when the contract was concluded, except in cases of gross or wilful misconduct.",
      topics: ["breach-of-contract", "damages"],
    },
    {
      article: "1231-5",
      heading: "[Untitled] Penalty clauses",
      summary:
        "Gives effect to agreed sums payable on non-performance, but allows the court to reduce or increase a manifestly excessive or derisory penalty, and renders contrary stipulations unwritten.",
      topics: ["breach-of-contract", "damages"],
    },
    {
      article: "1240",
      heading: "[Untitled] General tort liability",
      summary:
        "Obliges any person whose act causes damage to another to repair it where the damage occurred through their fault.",
      topics: ["liability", "damages"],
    },
    {
      article: "1241",
      heading: "[Untitled] Liability for negligence",
      summary:
        "Makes everyone liable for damage caused not only by their act but also by their negligence or imprudence.",
      topics: ["liability", "damages"],
    },
    {
      article: "1245",
      heading: "[Untitled] Liability for defective products",
      summary:
        "Makes the producer liable for damage caused by a defect in its product, whether or not it is bound by contract with the victim, implementing the EU product liability regime.",
      topics: ["product-liability", "liability", "defects"],
    },
    {
      article: "2224",
      heading: "[Untitled] General limitation period",
      summary:
        "Sets a five-year limitation period for personal and movable property actions, running from the day the holder of the right knew or should have known the facts allowing it to be exercised.",
      topics: ["limitation"],
    },
  ],
};
