import type { InstrumentInput } from "../../schema";

/** Limitation Act, 1963 (Act No. 36 of 1963): sections. The Schedule's articles are held in in-limitation-act-1963-schedule. */
export const inLimitationAct1963: InstrumentInput = {
  source_id: "in-limitation-act-1963",
  title: "The Limitation Act, 1963",
  short_names: ["Limitation Act", "Limitation Act 1963", "Act No. 36 of 1963"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1565",
  date: "1963-10-05",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines terms used in the Act, including applicant, application, bill of exchange, defendant, easement, good faith, plaintiff, period of limitation (as prescribed in the Schedule), prescribed period and suit.",
      topics: ["definitions", "limitation"],
    },
    {
      article: "3",
      heading: "Bar of limitation",
      summary:
        "Requires every suit, appeal or application made after the prescribed period to be dismissed even if limitation is not raised as a defence, subject to sections 4 to 24, and explains when suits, set-offs and counter-claims are instituted.",
      topics: ["limitation"],
      situations: [
        "is it too late to file a case because so much time has passed",
      ],
    },
    {
      article: "4",
      heading: "Expiry of prescribed period when court is closed",
      summary:
        "Allows a suit, appeal or application whose prescribed period expires on a day the court is closed to be filed on the day the court reopens.",
      topics: ["limitation"],
      situations: ["the last day to file my case fell on a court holiday", "court closed on the limitation deadline"],
    },
    {
      article: "5",
      heading: "Extension of prescribed period in certain cases",
      summary:
        "Allows an appeal or application (other than under Order XXI of the Code of Civil Procedure) to be admitted after the prescribed period if the applicant shows sufficient cause for the delay; it does not apply to suits, and special laws may cap or exclude it.",
      topics: ["limitation", "remedies"],
      situations: [
        "I missed the deadline to appeal; can the court still accept it",
      ],
    },
    {
      article: "6",
      heading: "Legal disability",
      summary:
        "Lets a person who is a minor, insane or an idiot when the limitation period would begin sue or apply within the same period after the disability ends.",
      topics: ["limitation"],
      situations: ["can a minor sue after turning eighteen for a wrong done earlier", "limitation for a person who was a child or mentally ill"],
    },
    {
      article: "9",
      heading: "Continuous running of time",
      summary: "Provides that once time has begun to run, no later disability or inability to sue stops it.",
      topics: ["limitation"],
      situations: ["does limitation stop running if I fall ill after it starts", "time keeps running once it has begun"],
    },
    {
      article: "12",
      heading: "Exclusion of time in legal proceedings",
      summary:
        "Excludes from the limitation period the day from which it runs, and for appeals, revisions and reviews the day of judgment and the time needed to obtain copies of the decree, order or judgment.",
      topics: ["limitation"],
      situations: ["is the time to get a copy of the judgment excluded from the appeal deadline", "counting days in the limitation period"],
    },
    {
      article: "14",
      heading: "Exclusion of time of proceeding bona fide in court without jurisdiction",
      summary:
        "Excludes time spent prosecuting, with due diligence and in good faith, another civil proceeding on the same matter in a court that could not entertain it for lack of jurisdiction or a similar cause.",
      topics: ["limitation"],
      situations: ["I filed in the wrong court in good faith, is that time excluded", "time spent in a court without jurisdiction"],
    },
    {
      article: "15",
      heading: "Exclusion of time in certain other cases",
      summary:
        "Excludes periods during which proceedings were stayed by injunction or order, the notice period where notice is required before suit, and certain periods connected with insolvency and winding-up proceedings.",
      topics: ["limitation"],
      situations: ["the suit was stayed by an injunction, does limitation pause", "notice period before suing excluded from limitation"],
    },
    {
      article: "17",
      heading: "Effect of fraud or mistake",
      summary:
        "Postpones the start of limitation until the plaintiff discovers, or could with reasonable diligence have discovered, fraud, concealed documents or a mistake on which the claim is based.",
      topics: ["limitation"],
      situations: ["I only discovered the fraud years later, when does time start", "limitation starts when fraud or mistake is discovered"],
    },
    {
      article: "18",
      heading: "Effect of acknowledgment in writing",
      summary:
        "Starts a fresh limitation period from the date of a written, signed acknowledgment of liability for property or a right made before the original period expires.",
      topics: ["limitation"],
      situations: [
        "the debtor admitted the debt in writing; does the time limit start again",
      ],
    },
    {
      article: "19",
      heading: "Effect of payment on account of debt or of interest on legacy",
      summary:
        "Starts a fresh limitation period from a payment on account of a debt or of interest on a legacy, made before the period expires by the person liable or an agent duly authorised; the payment counts only if an acknowledgment of it appears in the handwriting of, or in a writing signed by, the person who made it.",
      topics: ["limitation"],
      situations: ["the borrower paid part of the loan, does limitation restart", "part-payment of a debt gives a fresh limitation period"],
    },
    {
      article: "22",
      heading: "Continuing breaches and torts",
      summary: "Provides that a fresh period of limitation begins at every moment during which a continuing breach of contract or continuing tort lasts.",
      topics: ["limitation", "breach-of-contract"],
      situations: ["the breach is still continuing, when does limitation run", "continuing wrong gives a fresh period every day"],
    },
    {
      article: "27",
      heading: "Extinguishment of right to property",
      summary:
        "Extinguishes a person's right to property once the limitation period for a suit for its possession expires, so adverse possession for the Schedule period ends the owner's title.",
      topics: ["limitation"],
      situations: ["someone has occupied my land for over twelve years", "losing ownership by adverse possession"],
    },
    {
      article: "29",
      heading: "Savings",
      summary:
        "Preserves periods prescribed by special or local laws and applies sections 4 to 24 to them unless expressly excluded, and saves the Indian Contract Act's section 25 and certain easement and other laws.",
      topics: ["limitation", "scope"],
      situations: [
        "a special law gives a different time limit for my case in India, which one applies",
        "does the Limitation Act's extension of time apply to special laws in India",
      ],
    },
  ],
};
