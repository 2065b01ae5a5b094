import type { InstrumentInput } from "../../schema";

/** Insolvency and Bankruptcy Code, 2016 (Act No. 31 of 2016). */
export const inIbc2016: InstrumentInput = {
  source_id: "in-ibc-2016",
  title: "The Insolvency and Bankruptcy Code, 2016",
  short_names: ["IBC", "Insolvency and Bankruptcy Code", "IBC 2016", "Insolvency Code", "Act No. 31 of 2016"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2154",
  date: "2016-05-28",
  provisions: [
    {
      article: "3",
      heading: "Definitions",
      summary:
        "Defines general terms used across the Code, such as claim, creditor, debt, default, financial institution, insolvency professional, secured creditor and security interest.",
      topics: ["definitions", "insolvency"],
    },
    {
      article: "4",
      heading: "Application of this Part",
      summary:
        "Applies the corporate insolvency provisions where the minimum amount of default is at least the notified threshold, currently one crore rupees since March 2020 (ten lakh rupees for the pre-packaged process for MSMEs).",
      topics: ["insolvency", "scope"],
      situations: [
        "what is the minimum unpaid amount to start insolvency against a company in India",
        "our company owes a supplier a small amount, can they start insolvency in India",
      ],
    },
    {
      article: "5",
      heading: "Definitions",
      summary:
        "Defines terms for corporate insolvency, including corporate debtor, financial creditor, financial debt, operational creditor, operational debt, insolvency commencement date, resolution applicant, resolution plan and related party.",
      topics: ["definitions", "insolvency"],
    },
    {
      article: "6",
      heading: "Persons who may initiate corporate insolvency resolution process",
      summary:
        "Allows a financial creditor, an operational creditor or the corporate debtor itself to initiate the corporate insolvency resolution process when the corporate debtor defaults.",
      topics: ["insolvency"],
      situations: [
        "who can start insolvency proceedings against a company that has defaulted in India",
        "can an operational creditor start insolvency against a company in India",
      ],
    },
    {
      article: "7",
      heading: "Initiation of corporate insolvency resolution process by financial creditor",
      summary:
        "Lets financial creditors apply to the Adjudicating Authority on default; real-estate allottees and certain security holders must apply jointly as at least 100 or 10% of their class, whichever is less. The Authority admits the application if a default exists and the application is complete.",
      topics: ["insolvency"],
      situations: [
        "the company that borrowed from me defaulted, can I file for insolvency as a financial creditor in India",
        "we are homebuyers in a delayed project, how many of us are needed to file insolvency against the builder",
      ],
    },
    {
      article: "8",
      heading: "Insolvency resolution by operational creditor",
      summary:
        "Requires an operational creditor, on default, to deliver a demand notice or invoice to the corporate debtor, which has ten days to show an existing dispute or pay the unpaid debt.",
      topics: ["insolvency"],
      situations: [
        "a company has not paid my invoices, do I need to send a demand notice before insolvency in India",
        "what must the demand notice to a defaulting company say before insolvency in India",
      ],
    },
    {
      article: "9",
      heading: "Application for initiation of corporate insolvency resolution process by operational creditor",
      summary:
        "Lets an operational creditor apply for the insolvency process if it receives neither payment nor notice of a pre-existing dispute within ten days of its demand notice; the Authority admits or rejects the application.",
      topics: ["insolvency"],
      situations: [
        "I sent a demand notice and the company did not pay or dispute it within ten days, can I file for insolvency",
        "as a supplier in India, how do I start insolvency against a customer who did not pay",
      ],
    },
    {
      article: "10",
      heading: "Initiation of corporate insolvency resolution process by corporate applicant",
      summary:
        "Lets a corporate debtor that has committed a default apply to initiate its own insolvency resolution process, with a special resolution of shareholders or approval of three-fourths of partners.",
      topics: ["insolvency"],
      situations: [
        "can a company that cannot pay its debts file for its own insolvency in India",
        "our company cannot pay its creditors, can we start our own insolvency in India",
      ],
    },
    {
      article: "10A",
      heading: "Suspension of initiation of corporate insolvency resolution process",
      summary:
        "Barred applications under sections 7, 9 and 10 for defaults arising on or after 25 March 2020 for the COVID-19 suspension period (which ended on 24 March 2021); no application may ever be filed for those defaults.",
      topics: ["insolvency"],
      situations: [
        "my company defaulted during COVID in 2020, can creditors file insolvency against it",
        "can insolvency be filed for a default that happened during the COVID suspension in India",
      ],
    },
    {
      article: "12",
      heading: "Time-limit for completion of insolvency resolution process",
      summary:
        "Requires the process to be completed within 180 days from the insolvency commencement date, extendable once by up to 90 days on a 66% creditor vote, and mandatorily within 330 days including litigation time, a limit the Supreme Court treats as extendable only in exceptional cases.",
      topics: ["insolvency", "limitation"],
      situations: [
        "how long does a corporate insolvency process last in India",
        "can the insolvency resolution period in India be extended beyond 180 days",
      ],
    },
    {
      article: "12A",
      heading: "Withdrawal of application admitted under section 7, 9 or 10",
      summary:
        "Allows an admitted application to be withdrawn on the applicant's application with the approval of 90% of the voting share of the committee of creditors.",
      topics: ["insolvency"],
      situations: [
        "we settled with the company after insolvency was admitted, can the case be withdrawn",
        "can an insolvency case in India be withdrawn after admission if we settle with the creditor",
      ],
    },
    {
      article: "14",
      heading: "Moratorium",
      summary:
        "On admission, imposes a moratorium barring suits and proceedings against the corporate debtor, transfer of its assets, enforcement of security interests and recovery of property in its possession, while essential supplies continue, until the plan is approved or liquidation is ordered.",
      topics: ["insolvency"],
      situations: [
        "the company is in insolvency, can I continue my lawsuit against it in India",
        "can a bank seize assets of a company once insolvency has begun",
      ],
    },
    {
      article: "16",
      heading: "Appointment and tenure of interim resolution professional",
      summary:
        "Requires the Adjudicating Authority to appoint an interim resolution professional on the insolvency commencement date, on the applicant's proposal or the Board's recommendation.",
      topics: ["insolvency"],
      situations: [
        "who runs the company once the insolvency case is admitted in India",
        "who is appointed to run the company on the first day of insolvency in India",
      ],
    },
    {
      article: "21",
      heading: "Committee of creditors",
      summary:
        "Constitutes the committee of creditors of financial creditors, excluding related-party financial creditors from representation and voting, with provision for authorised representatives of creditor classes and decisions by at least 51% of voting share unless otherwise specified.",
      topics: ["insolvency", "corporate-governance"],
      situations: [
        "who sits on the committee of creditors and how do they vote in Indian insolvency",
        "how many votes do creditors need to decide in a company insolvency in India",
      ],
    },
    {
      article: "25",
      heading: "Duties of resolution professional",
      summary:
        "Requires the resolution professional to preserve and protect the corporate debtor's assets, run it as a going concern, convene creditors' meetings, invite resolution plans and present them to the committee of creditors.",
      topics: ["insolvency"],
      situations: [
        "what does the resolution professional have to do for the company in insolvency",
        "does the company keep operating as a going concern during insolvency in India",
      ],
    },
    {
      article: "29A",
      heading: "Persons not eligible to be resolution applicant",
      summary:
        "Bars specified persons from submitting resolution plans, including undischarged insolvents, wilful defaulters, persons with long-standing non-performing accounts unless cleared, certain convicts, disqualified directors and persons barred by SEBI, and their connected persons.",
      topics: ["insolvency", "corporate-governance"],
      situations: [
        "can the former promoter of an insolvent company bid for it in India",
        "can a wilful defaulter submit a resolution plan in Indian insolvency",
      ],
    },
    {
      article: "30",
      heading: "Submission of resolution plan",
      summary:
        "Requires a resolution plan to provide for insolvency costs, minimum payments to operational and dissenting financial creditors, management and supervision, and compliance with law; the committee of creditors may approve it by at least 66% of voting share.",
      topics: ["insolvency"],
      situations: [
        "what must a resolution plan pay operational creditors in Indian insolvency",
        "how much of the creditors' vote is needed to approve a resolution plan in India",
      ],
    },
    {
      article: "31",
      heading: "Approval of resolution plan",
      summary:
        "Requires the Adjudicating Authority to approve a compliant plan approved by creditors, making it binding on the corporate debtor, employees, members, creditors, guarantors and government authorities, and ending the moratorium.",
      topics: ["insolvency"],
      situations: [
        "once a resolution plan is approved, is it binding on employees and guarantors",
        "the tribunal approved a resolution plan, does it bind the tax department and guarantors",
      ],
    },
    {
      article: "32A",
      heading: "Liability for prior offences, etc.",
      summary:
        "Protects the corporate debtor and its property from liability for offences committed before the insolvency process once an approved resolution plan changes management or control to unconnected persons, while leaving individuals who committed offences liable.",
      topics: ["insolvency", "liability", "criminal"],
      situations: [
        "the company was taken over in insolvency, is it still liable for crimes of the old management",
        "the new owners of an insolvent company are worried about old criminal cases against it",
      ],
    },
    {
      article: "33",
      heading: "Initiation of liquidation",
      summary:
        "Requires the Adjudicating Authority to order liquidation where no resolution plan is received within the time limit, a plan is rejected, the committee of creditors decides to liquidate, or an approved plan is contravened.",
      topics: ["insolvency", "winding-up"],
      situations: [
        "when is a company sent into liquidation in India",
        "the creditors decided to liquidate the company in India, what happens next",
      ],
    },
    {
      article: "43",
      heading: "Preferential transactions and relevant time",
      summary:
        "Lets the liquidator or resolution professional seek avoidance of transfers that give a creditor, surety or guarantor a preference, made within two years before commencement for related parties or one year for others, excluding ordinary-course transfers.",
      topics: ["insolvency", "winding-up"],
      situations: [
        "the company paid back a related creditor just before insolvency, can that be reversed",
        "a creditor was paid back just before the company went insolvent, can the money be clawed back",
      ],
    },
    {
      article: "53",
      heading: "Distribution of assets",
      summary:
        "Sets the liquidation waterfall: process costs; workmen's dues and secured creditors who relinquished security; employees' dues; unsecured financial creditors; government dues and unpaid secured creditors; other debts; preference shareholders; and equity shareholders.",
      topics: ["insolvency", "winding-up"],
      situations: [
        "in what order are creditors and workers paid when a company is liquidated in India",
        "I was an employee of a company in liquidation, when do I get my unpaid salary",
      ],
    },
    {
      article: "60",
      heading: "Adjudicating Authority for corporate persons",
      summary:
        "Makes the National Company Law Tribunal with territorial jurisdiction over the registered office the Adjudicating Authority for insolvency and liquidation of corporate persons and their guarantors.",
      topics: ["insolvency"],
      situations: [
        "which tribunal hears company insolvency cases in India",
        "where do I file an insolvency application against a company or its personal guarantor in India",
      ],
    },
    {
      article: "61",
      heading: "Appeals and Appellate Authority",
      summary:
        "Allows appeals from Adjudicating Authority orders to the National Company Law Appellate Tribunal within thirty days, extendable by at most fifteen days for sufficient cause, and limits the grounds of appeal against plan approval and liquidation orders.",
      topics: ["insolvency", "remedies", "limitation"],
      situations: [
        "how long do I have to appeal an NCLT insolvency order to the NCLAT",
        "on what grounds can I appeal an NCLT order approving a resolution plan",
      ],
    },
    {
      article: "62",
      heading: "Appeal to Supreme Court",
      summary:
        "Allows an appeal from the Appellate Tribunal to the Supreme Court on a question of law within forty-five days, extendable by up to fifteen days for sufficient cause.",
      topics: ["insolvency", "remedies", "limitation"],
      situations: [
        "can I appeal an NCLAT order to the Supreme Court and by when",
        "what is the time limit to appeal to the Supreme Court in an insolvency case",
      ],
    },
    {
      article: "66",
      heading: "Fraudulent trading or wrongful trading",
      summary:
        "Lets the Adjudicating Authority order persons who knowingly carried on business to defraud creditors, and directors who failed to minimise losses once insolvency was unavoidable, to contribute to the corporate debtor's assets.",
      topics: ["insolvency", "directors-duties", "liability"],
      situations: [
        "can directors of an Indian company be made to pay when they kept trading though insolvency was unavoidable",
        "the promoters ran the company to cheat creditors before it went insolvent in India",
      ],
    },
    {
      article: "238",
      heading: "Provisions of this Code to override other laws",
      summary: "Gives the Code overriding effect over any inconsistent provision of any other law or instrument having effect by virtue of such law.",
      topics: ["insolvency", "scope"],
    },
    {
      article: "238A",
      heading: "Limitation",
      summary:
        "Applies the Limitation Act, 1963 to proceedings and appeals before the Adjudicating Authority, Appellate Tribunal, Debt Recovery Tribunal and Debt Recovery Appellate Tribunal, so that applications under sections 7 and 9 generally must be filed within three years of default.",
      topics: ["insolvency", "limitation"],
      situations: [
        "is there a time limit for filing insolvency against a company in India after a default",
        "the company defaulted four years ago, is my insolvency application time-barred in India",
      ],
    },
  ],
};
