import type { InstrumentInput } from "../../schema";

/** Indian Contract Act, 1872 (Act No. 9 of 1872). Headings are the marginal notes. */
export const inContractAct1872: InstrumentInput = {
  source_id: "in-contract-act-1872",
  title: "The Indian Contract Act, 1872",
  short_names: ["Indian Contract Act", "Contract Act", "ICA", "ICA 1872", "Act No. 9 of 1872"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2187",
  date: "1872-04-25",
  provisions: [
    {
      article: "2",
      heading: "Interpretation-clause",
      summary:
        "Defines the building blocks of contract law: proposal, acceptance, promise, promisor and promisee, consideration, agreement, reciprocal promises, void agreement, contract, voidable contract and a contract that becomes void.",
      topics: ["definitions", "contract", "formation", "consideration"],
    },
    {
      article: "3",
      heading: "Communication, acceptance and revocation of proposals",
      summary:
        "Treats proposals, acceptances and revocations as made by any act or omission of the party by which it intends to communicate them or which has that effect.",
      topics: ["contract", "formation"],
      situations: ["can silence or conduct count as accepting an offer", "how an offer or acceptance is communicated"],
    },
    {
      article: "4",
      heading: "Communication when complete",
      summary:
        "Fixes when communications are complete: a proposal when it reaches the offeree's knowledge; an acceptance against the proposer when put in course of transmission and against the acceptor when it reaches the proposer; and similar rules for revocation.",
      topics: ["contract", "formation"],
      situations: ["when is my acceptance letter effective, when posted or received", "a contract by post or email, when is it complete"],
    },
    {
      article: "5",
      heading: "Revocation of proposals and acceptances",
      summary:
        "Allows a proposal to be revoked until acceptance is complete as against the proposer, and an acceptance to be revoked until it is complete as against the acceptor, but not afterwards.",
      topics: ["contract", "formation"],
      situations: ["can I take back my offer before they accept", "withdrawing my acceptance before it reaches them"],
    },
    {
      article: "6",
      heading: "Revocation how made",
      summary:
        "Lists how a proposal is revoked: by notice of revocation, lapse of the time fixed or a reasonable time, failure of a condition precedent to acceptance, or the proposer's death or insanity known to the acceptor before acceptance.",
      topics: ["contract", "formation"],
      situations: ["my offer had a deadline that passed, is it still open", "the person who made the offer died before I accepted"],
    },
    {
      article: "7",
      heading: "Acceptance must be absolute",
      summary:
        "Requires acceptance to be absolute and unqualified and expressed in a usual and reasonable manner; if the proposal prescribes a manner, the proposer may insist on it within a reasonable time or is taken to accept.",
      topics: ["contract", "formation"],
      situations: ["I accepted but asked for changes, is there a contract", "a conditional acceptance is really a counter-offer"],
    },
    {
      article: "10",
      heading: "What agreements are contracts",
      summary:
        "States that agreements are contracts if made with the free consent of competent parties, for lawful consideration and a lawful object, and not expressly declared void, while preserving laws requiring writing, witnesses or registration.",
      topics: ["contract", "formation", "consideration"],
      situations: [
        "is a verbal agreement a valid contract in India",
        "what makes an agreement legally binding in India",
      ],
    },
    {
      article: "11",
      heading: "Who are competent to contract",
      summary:
        "Makes a person competent to contract if of the age of majority under their personal law, of sound mind and not disqualified by law; a minor's agreement is void under the settled case law on this section.",
      topics: ["contract", "formation"],
      situations: [
        "can a minor in India enter into a binding contract",
        "my teenage son signed an agreement in India; is it valid",
      ],
    },
    {
      article: "12",
      heading: "What is a sound mind for the purposes of contracting",
      summary:
        "Defines sound mind as the capacity, at the time of contracting, to understand the contract and judge its effect on one's interests, addressing persons who are usually or occasionally of unsound mind.",
      topics: ["contract", "formation"],
      situations: ["my elderly father signed a contract while mentally unwell", "contract signed by a person who could not understand it"],
    },
    {
      article: "13",
      heading: "\u201cConsent\u201d defined",
      summary: "Defines consent as two or more persons agreeing on the same thing in the same sense.",
      topics: ["contract", "formation", "definitions"],
      situations: ["we each understood the deal differently", "did both parties really agree on the same thing"],
    },
    {
      article: "14",
      heading: "\u201cFree consent\u201d defined",
      summary:
        "Treats consent as free when it is not caused by coercion, undue influence, fraud, misrepresentation or mistake, and as so caused when it would not have been given without that factor.",
      topics: ["contract", "formation", "definitions"],
      situations: [
        "I was pressured into signing a contract in India; was my consent free",
        "was my agreement to the contract given freely",
      ],
    },
    {
      article: "15",
      heading: "\u201cCoercion\u201d defined",
      summary:
        "Defines coercion as committing or threatening an act forbidden by the penal law, or unlawfully detaining or threatening to detain property, with the intention of causing someone to enter into an agreement.",
      topics: ["contract", "definitions"],
      situations: [
        "I signed an agreement in India because I was threatened",
        "a contract signed under threat or force",
      ],
    },
    {
      article: "16",
      heading: "\u201cUndue influence\u201d defined",
      summary:
        "Defines undue influence as a party using a position to dominate the other's will to gain an unfair advantage, presumes domination in relationships of authority, fiduciary relations and mental incapacity, and shifts the burden to the dominant party where a transaction looks unconscionable.",
      topics: ["contract", "definitions"],
      situations: [
        "an elderly relative in India was made to sign a deal by someone who controls her",
        "someone in a position of trust pressured me into an unfair deal",
      ],
    },
    {
      article: "17",
      heading: "\u201cFraud\u201d defined",
      summary:
        "Defines fraud as acts such as knowingly false suggestions, active concealment, promises made without intent to perform and other deceit done to induce a party to contract; mere silence is not fraud unless there is a duty to speak.",
      topics: ["contract", "definitions"],
      situations: [
        "the seller in India lied to me to get me to sign the contract",
        "the other party lied or hid facts to get me to agree",
      ],
    },
    {
      article: "18",
      heading: "\u201cMisrepresentation\u201d defined",
      summary:
        "Defines misrepresentation as an innocent but unwarranted positive assertion of something untrue, a breach of duty that misleads another to their prejudice, or innocently causing a mistake about the subject matter.",
      topics: ["contract", "definitions"],
      situations: [
        "the seller lied about what he was selling",
        "the seller said something untrue, though not on purpose, and I relied on it",
        "innocent misrepresentation in a contract",
      ],
    },
    {
      article: "19",
      heading: "Voidability of agreements without free consent",
      summary:
        "Makes an agreement induced by coercion, fraud or misrepresentation voidable at the option of the party whose consent was so caused, who may instead insist on performance and being put in the position the representations promised.",
      topics: ["contract", "remedies"],
      situations: [
        "can I cancel a contract in India that I was tricked or forced into",
        "can I cancel a contract obtained by fraud, coercion or misrepresentation",
      ],
    },
    {
      article: "19A",
      heading: "Power to set aside contract induced by undue influence",
      summary:
        "Makes a contract induced by undue influence voidable at the option of the influenced party, and lets the court set it aside absolutely or on terms where that party received a benefit.",
      topics: ["contract", "remedies"],
      situations: ["a relative pressured me into signing a property deal", "setting aside a contract signed under undue influence"],
    },
    {
      article: "20",
      heading: "Agreement void where both parties are under mistake as to matter of fact",
      summary:
        "Makes an agreement void where both parties are mistaken about a matter of fact essential to it; a wrong opinion about the value of the subject matter is not such a mistake.",
      topics: ["contract", "void-agreements"],
      situations: [
        "we both made a mistake about a basic fact when signing a contract in India",
        "both sides were mistaken about an essential fact",
      ],
    },
    {
      article: "21",
      heading: "Effect of mistakes as to law",
      summary:
        "Provides that a mistake about Indian law does not make a contract voidable, while a mistake about foreign law is treated like a mistake of fact.",
      topics: ["contract"],
      situations: ["I did not know the law when I signed, can I cancel", "mistake about the law in a contract"],
    },
    {
      article: "22",
      heading: "Contract caused by mistake of one party as to matter of fact",
      summary: "Provides that a contract is not voidable merely because one party was mistaken about a matter of fact.",
      topics: ["contract"],
      situations: ["only I was mistaken about a fact, can I get out of the contract", "one-sided mistake in a deal"],
    },
    {
      article: "23",
      heading: "What considerations and objects are lawful, and what not",
      summary:
        "Treats consideration or object as unlawful if forbidden by law, defeating the law, fraudulent, injurious to person or property, or regarded by the court as immoral or opposed to public policy, and makes such agreements void.",
      topics: ["contract", "void-agreements", "consideration"],
      situations: [
        "is a contract for an illegal purpose enforceable in India",
        "contracts with an unlawful object or consideration",
      ],
    },
    {
      article: "24",
      heading: "Agreement void, if considerations and objects unlawful in part",
      summary:
        "Makes an agreement void if any part of a single consideration for one or more objects, or any one of several considerations for a single object, is unlawful.",
      topics: ["contract", "void-agreements", "consideration"],
      situations: ["part of what the deal pays for is illegal", "agreement partly for an unlawful purpose"],
    },
    {
      article: "25",
      heading:
        "Agreement without consideration, void, unless it is in writing and registered, or is a promise to compensate for something done, or is a promise to pay a debt barred by limitation law",
      summary:
        "Makes agreements without consideration void, except a registered written agreement made out of natural love and affection between near relatives, a promise to compensate someone for something voluntarily done, and a written signed promise to pay a time-barred debt.",
      topics: ["contract", "consideration", "void-agreements", "limitation"],
      situations: [
        "is a promise to give something for nothing enforceable in India",
        "a promise made without anything in return",
      ],
    },
    {
      article: "26",
      heading: "Agreement in restraint of marriage, void",
      summary: "Makes void every agreement restraining the marriage of any person other than a minor.",
      topics: ["contract", "void-agreements"],
      situations: ["a contract forbidding me from marrying", "agreement not to get married is void"],
    },
    {
      article: "27",
      heading: "Agreement in restraint of trade, void",
      summary:
        "Makes void any agreement restraining anyone from a lawful profession, trade or business, with a limited exception for a seller of goodwill agreeing not to carry on a similar business within specified local limits; courts generally refuse to enforce post-termination non-competes under it.",
      topics: ["contract", "restraint-of-trade", "void-agreements", "employment"],
      situations: ["my employment contract in India says I cannot join a competitor for a year after leaving", "is a non-compete clause after leaving a job valid in India"],
    },
    {
      article: "28",
      heading: "Agreements in restraint of legal proceedings, void",
      summary:
        "Makes void clauses that absolutely bar enforcement of contractual rights through the courts or that extinguish rights or discharge liability on expiry of a fixed period, while saving arbitration agreements and certain guarantee clauses of banks and financial institutions.",
      topics: ["contract", "void-agreements", "limitation", "arbitration"],
      situations: [
        "a contract clause in India says I can never go to court over disputes",
        "a clause stopping me from going to court or shortening the time to sue",
      ],
    },
    {
      article: "29",
      heading: "Agreements void for uncertainty",
      summary: "Makes void any agreement whose meaning is not certain or capable of being made certain.",
      topics: ["contract", "void-agreements"],
      situations: [
        "our agreement in India is so vague nobody can tell what was agreed",
      ],
    },
    {
      article: "30",
      heading: "Agreements by way of wager, void",
      summary:
        "Makes wagering agreements void and bars suits to recover anything won on a wager, with a saving for certain subscriptions or prizes for horse racing.",
      topics: ["contract", "void-agreements"],
      situations: [
        "can I recover money I won on a bet in India",
      ],
    },
    {
      article: "37",
      heading: "Obligation of parties to contracts",
      summary:
        "Requires parties to perform or offer to perform their promises unless performance is dispensed with or excused by law, and binds their representatives after death unless the contract shows otherwise.",
      topics: ["contract"],
      situations: ["the other side refuses to perform the contract", "does a contract bind the heirs after a party dies"],
    },
    {
      article: "39",
      heading: "Effect of refusal of party to perform promise wholly",
      summary:
        "Lets the promisee end the contract where the other party refuses or disables itself from performing its promise in its entirety, unless the promisee has signified acquiescence in its continuance.",
      topics: ["contract", "breach-of-contract"],
      situations: [
        "the other side said they won't perform the contract at all, can I end it",
        "the other party in India refused to carry out the contract at all; can I end it",
        "the other party said it will not perform, can I end the contract",
      ],
    },
    {
      article: "55",
      heading: "Effect of failure to perform at fixed time, in contract in which time is essential",
      summary:
        "Makes a contract voidable at the promisee's option where time is of the essence and the promisor fails to perform in time; where time is not essential, the promisee may claim compensation, and accepting late performance requires notice to keep that claim.",
      topics: ["contract", "breach-of-contract", "damages"],
      situations: [
        "they delivered late and the deadline was the whole point of the deal",
        "the supplier in India missed the deadline when time was essential",
        "the other party missed a deadline where time was essential",
      ],
    },
    {
      article: "56",
      heading: "Agreement to do impossible act",
      summary:
        "Makes an agreement to do an impossible act void, and a contract void when performance becomes impossible or unlawful afterwards (frustration); a promisor who knew of the impossibility must compensate the promisee.",
      topics: ["contract", "void-agreements"],
      situations: [
        "performing the contract in India became impossible after it was signed",
        "the contract became impossible to perform after signing",
      ],
    },
    {
      article: "62",
      heading: "Effect of novation, rescission, and alteration of contract",
      summary:
        "Provides that where the parties agree to substitute a new contract, rescind or alter it, the original contract need not be performed.",
      topics: ["contract"],
      situations: ["we replaced our old contract with a new one", "agreed to cancel or change the contract, do I still have to perform the old one"],
    },
    {
      article: "64",
      heading: "Consequences of rescission of voidable contract",
      summary:
        "Requires a party who rescinds a voidable contract to restore any benefit received under it to the person from whom it was received.",
      topics: ["contract", "remedies"],
      situations: [
        "I cancelled a contract in India; must I return what I received",
      ],
    },
    {
      article: "65",
      heading: "Obligation of person who has received advantage under void agreement, or contract that becomes void",
      summary:
        "Obliges a person who received an advantage under an agreement discovered to be void, or a contract that becomes void, to restore it or compensate the giver.",
      topics: ["contract", "remedies", "void-agreements"],
      situations: [
        "the agreement in India turned out to be void; can I get my advance back",
        "getting back an advance paid under a void agreement",
      ],
    },
    {
      article: "70",
      heading: "Obligation of person enjoying benefit of non-gratuitous act",
      summary:
        "Requires a person who enjoys the benefit of something lawfully done or delivered by another not intending to act gratuitously to compensate that person or restore the thing (quantum meruit).",
      topics: ["contract", "remedies"],
      situations: [
        "someone in India enjoyed the benefit of work I did without agreeing to pay",
        "someone benefited from goods or work I supplied, must they pay",
      ],
    },
    {
      article: "72",
      heading: "Liability of person to whom money is paid, or thing delivered, by mistake or under coercion",
      summary: "Obliges a person who received money or a thing by mistake or under coercion to repay or return it.",
      topics: ["contract", "remedies"],
      situations: [
        "I paid money by mistake to someone in India; can I get it back",
        "money paid by mistake, must it be repaid",
      ],
    },
    {
      article: "73",
      heading: "Compensation for loss or damage caused by breach of contract",
      summary:
        "Entitles the party suffering a breach to compensation for loss that naturally arose in the usual course or that the parties knew was likely when contracting, but not for remote or indirect loss; the means of remedying the inconvenience must be taken into account.",
      topics: ["contract", "breach-of-contract", "damages"],
      situations: [
        "the supplier didn't deliver and I lost money, can I get compensation",
        "the other side broke our deal, what damages can I get",
        "can I claim compensation in India because the other side broke the contract",
        "compensation for losses caused by breach of contract",
      ],
    },
    {
      article: "74",
      heading: "Compensation for breach of contract where penalty stipulated for",
      summary:
        "Where a contract names a sum or penalty payable on breach, allows the injured party to recover reasonable compensation not exceeding that amount, whether or not actual loss is proved, so liquidated damages are capped rather than automatically awarded.",
      topics: ["contract", "breach-of-contract", "damages"],
      situations: [
        "the contract in India sets a penalty for breach; how much can actually be claimed",
        "a contract fixes a penalty or sum for breach, what can be claimed",
      ],
    },
    {
      article: "75",
      heading: "Party rightfully rescinding contract, entitled to compensation",
      summary:
        "Allows a party who rightfully rescinds a contract to recover compensation for damage suffered from non-performance.",
      topics: ["contract", "breach-of-contract", "damages"],
      situations: ["I cancelled the contract because they broke it, can I still claim damages", "compensation after rightfully ending a contract"],
    },
    {
      article: "124",
      heading: "\u201cContract of indemnity\u201d defined",
      summary:
        "Defines a contract of indemnity as one where a party promises to save the other from loss caused by the promisor's conduct or that of any other person.",
      topics: ["contract", "liability", "definitions"],
      situations: ["what is an indemnity agreement", "promise to cover another person's losses"],
    },
    {
      article: "125",
      heading: "Rights of indemnity-holder when sued",
      summary:
        "Entitles an indemnity-holder to recover from the indemnifier damages and costs paid in suits covered by the indemnity and sums paid under authorised compromises.",
      topics: ["contract", "liability"],
      situations: ["I was sued and the indemnity says the other party must pay my costs", "recovering legal costs from the person who promised to indemnify me"],
    },
    {
      article: "126",
      heading: "\u201cContract of guarantee\u201d, \u201csurety\u201d, \u201cprincipal debtor\u201d and \u201ccreditor\u201d",
      summary:
        "Defines a contract of guarantee as a promise to perform or discharge a third person's liability on default, names the surety, principal debtor and creditor, and allows the guarantee to be oral or written.",
      topics: ["contract", "definitions", "liability"],
      situations: [
        "I stood guarantor for a friend's loan in India; what does that mean for me",
      ],
    },
    {
      article: "128",
      heading: "Surety's liability",
      summary: "Makes the surety's liability coextensive with that of the principal debtor unless the contract provides otherwise.",
      topics: ["contract", "liability"],
      situations: [
        "the borrower in India defaulted; can the bank come after me as guarantor",
        "is a guarantor liable for the whole loan when the borrower defaults",
      ],
    },
    {
      article: "148",
      heading: "\u201cBailment\u201d, \u201cbailor\u201d and \u201cbailee\u201d defined",
      summary:
        "Defines bailment as delivery of goods for a purpose under a contract that they be returned or disposed of as directed once the purpose is accomplished, and names the bailor and bailee.",
      topics: ["contract", "definitions"],
      situations: [
        "I left my goods with someone in India for safekeeping and they were damaged",
      ],
    },
    {
      article: "172",
      heading: "\u201cPledge\u201d, \u201cpawnor\u201d and \u201cpawnee\u201d defined",
      summary: "Defines a pledge as a bailment of goods as security for a debt or performance of a promise, with the pawnor and pawnee.",
      topics: ["contract", "definitions"],
      situations: [
        "I pledged my jewellery in India as security for a loan",
      ],
    },
    {
      article: "182",
      heading: "\u201cAgent\u201d and \u201cprincipal\u201d defined",
      summary:
        "Defines an agent as a person employed to do an act for another or represent another in dealings with third persons, and the principal as the person represented.",
      topics: ["contract", "definitions"],
      situations: [
        "who counts as an agent acting for me under Indian contract law",
      ],
    },
    {
      article: "31",
      heading: "\"Contingent contract\" defined",
      summary:
        "A contingent contract is a contract to do or not do something if an event collateral to the contract does or does not happen, such as an insurance contract.",
      topics: ["contract", "formation", "definitions"],
      situations: [
        "what is a contingent contract in Indian law",
        "my insurance policy pays only if my house burns down; what kind of contract is it",
      ],
    },
    {
      article: "32",
      heading: "Enforcement of contracts contingent on an event happening",
      summary:
        "A contract contingent on an uncertain future event happening cannot be enforced until the event has happened, and becomes void if the event becomes impossible.",
      topics: ["contract", "enforceability"],
      situations: [
        "our deal depends on getting a licence that was refused; is the contract still binding",
        "the sale was conditional on bank approval that never came",
      ],
    },
    {
      article: "46",
      heading: "Time for performance of promise, when no application is to be made and no time is specified",
      summary:
        "Where a promisor must perform without the promisee's application and no time is fixed, the promise must be performed within a reasonable time, which is a question of fact.",
      topics: ["contract", "deadlines"],
      situations: [
        "we never fixed a delivery date; how long does the supplier have",
        "the contractor has taken years because no completion date was set",
      ],
    },
    {
      article: "51",
      heading: "Promisor not bound to perform, unless reciprocal promisee ready and willing to perform",
      summary:
        "Where a contract has reciprocal promises to be performed simultaneously, a promisor need not perform unless the promisee is ready and willing to perform their reciprocal promise.",
      topics: ["contract", "breach-of-contract"],
      situations: [
        "must I deliver if the buyer is not ready to pay",
        "the seller will not deliver until I pay, and I will not pay until he delivers",
      ],
    },
    {
      article: "68",
      heading: "Claim for necessaries supplied to person incapable of contracting, or on his account",
      summary:
        "A person who supplies necessaries suited to the condition in life of someone incapable of contracting (such as a minor) or of anyone they are legally bound to support, is entitled to be reimbursed from that person's property, though not personally.",
      topics: ["contract", "minors", "capacity"],
      situations: [
        "I supplied food and lodging to a minor; can I recover the cost",
        "can a shop recover money from a minor for essentials",
      ],
    },
    {
      article: "71",
      heading: "Responsibility of finder of goods",
      summary:
        "A person who finds goods belonging to another and takes them into custody has the same responsibility as a bailee.",
      topics: ["contract", "bailment", "property"],
      situations: [
        "I found a lost phone; what are my legal responsibilities",
        "I found a wallet on the bus; do I have to look after it",
      ],
    },
    {
      article: "129",
      heading: "\"Continuing guarantee\"",
      summary:
        "A guarantee that extends to a series of transactions is a continuing guarantee.",
      topics: ["contract", "guarantees"],
      situations: [
        "I guaranteed my friend's overdraft; does it cover all future borrowing",
        "my guarantee to the bank covers my brother's running credit account",
      ],
    },
    {
      article: "133",
      heading: "Discharge of surety by variance in terms of contract",
      summary:
        "Any variance in the terms of the contract between the principal debtor and creditor made without the surety's consent discharges the surety as to transactions after the variance.",
      topics: ["contract", "guarantees"],
      situations: [
        "the bank changed my brother's loan terms without asking me as guarantor",
        "the lender gave the borrower more time without my consent as guarantor",
      ],
    },
    {
      article: "151",
      heading: "Care to be taken by bailee",
      summary:
        "A bailee must take as much care of goods bailed as a person of ordinary prudence would take of their own goods of the same kind in similar circumstances.",
      topics: ["contract", "bailment", "liability"],
      situations: [
        "the garage damaged my car while it was in for service",
        "the dry cleaner lost my suit",
      ],
    },
    {
      article: "176",
      heading: "Pawnee's right where pawnor makes default",
      summary:
        "If the pawnor defaults in payment, the pawnee may sue on the debt and keep the goods as collateral, or sell them after reasonable notice, with the pawnor liable for any shortfall and entitled to any surplus.",
      topics: ["contract", "pledge", "debt-recovery"],
      situations: [
        "the pawnbroker sold my gold without telling me",
        "what happens to pledged jewellery if I cannot repay",
      ],
    },
  ],
};
