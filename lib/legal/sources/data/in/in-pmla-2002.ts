import type { InstrumentInput } from "../../schema";

/** Prevention of Money-laundering Act, 2002 (Act No. 15 of 2003). */
export const inPmla2002: InstrumentInput = {
  source_id: "in-pmla-2002",
  title: "The Prevention of Money-laundering Act, 2002",
  short_names: ["PMLA", "PMLA 2002", "Prevention of Money Laundering Act", "Money-laundering Act", "Act No. 15 of 2003"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2036",
  date: "2003-01-17",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including beneficial owner, client, proceeds of crime, property, reporting entity (banks, financial institutions, intermediaries and designated businesses and professions) and scheduled offence.",
      topics: ["definitions", "money-laundering", "kyc"],
    },
    {
      article: "3",
      heading: "Offence of money-laundering",
      summary:
        "Makes it an offence to directly or indirectly attempt to indulge in, knowingly assist, or be a party to any process or activity connected with proceeds of crime, such as concealment, possession, acquisition, use or projecting or claiming it as untainted property; the activity is treated as continuing while its benefits are enjoyed.",
      topics: ["money-laundering", "offences", "criminal"],
      situations: [
        "what counts as money laundering in India",
        "I received money that came from a crime, could I be charged with money laundering",
      ],
    },
    {
      article: "4",
      heading: "Punishment for money-laundering",
      summary:
        "Punishes money-laundering with rigorous imprisonment of three to seven years and fine, rising to up to ten years where the proceeds relate to an offence under the Narcotic Drugs and Psychotropic Substances Act, 1985.",
      topics: ["money-laundering", "punishment", "criminal"],
      situations: [
        "what is the punishment for money laundering in India",
        "how many years in jail for money laundering in India",
      ],
    },
    {
      article: "5",
      heading: "Attachment of property involved in money-laundering",
      summary:
        "Lets the Director or an authorised Deputy Director, on recorded reasons to believe, provisionally attach property likely to be proceeds of crime for up to 180 days, while permitting continued enjoyment of immovable property.",
      topics: ["money-laundering", "enforcement"],
      situations: [
        "the ED attached my property saying it is proceeds of crime, how long can it stay attached",
        "can I keep living in my house after the ED provisionally attaches it",
      ],
    },
    {
      article: "8",
      heading: "Adjudication",
      summary:
        "Requires the Adjudicating Authority, after notice and hearing, to decide whether attached or seized property is involved in money-laundering and confirm the attachment, with confiscation on conclusion of the trial and provision for restoration to claimants.",
      topics: ["money-laundering", "enforcement"],
      situations: [
        "my property was attached under the money laundering law, how do I get it released",
        "how does the adjudicating authority decide if my attached property is proceeds of crime",
      ],
    },
    {
      article: "11A",
      heading: "Verification of identity by reporting entity",
      summary:
        "Requires reporting entities to verify the identity of clients and beneficial owners by Aadhaar authentication, passport or other officially valid documents, subject to conditions for non-bank entities.",
      topics: ["money-laundering", "kyc"],
      situations: [
        "my bank in India is asking for KYC documents to verify who I am and my account",
        "what identity documents must a financial company in India collect from customers",
      ],
    },
    {
      article: "12",
      heading: "Reporting entity to maintain records",
      summary:
        "Requires reporting entities to keep records of prescribed transactions and client identity, report prescribed transactions to the Financial Intelligence Unit-India, and retain records for five years, keeping the information confidential.",
      topics: ["money-laundering", "kyc", "records", "financial-privacy"],
      situations: [
        "how long must banks and financial firms in India keep customer transaction records",
        "what transactions must banks in India report to the Financial Intelligence Unit",
      ],
    },
    {
      article: "13",
      heading: "Powers of Director to impose fine",
      summary:
        "Lets the Director inquire into reporting entities' compliance and issue warnings, direct compliance or training, order reports, and impose fines of ten thousand to one lakh rupees for each failure.",
      topics: ["money-laundering", "penalties", "enforcement"],
      situations: [
        "our company was fined by the Financial Intelligence Unit for KYC failures in India",
        "what fine can the FIU impose on a reporting entity in India for failing its duties",
      ],
    },
    {
      article: "17",
      heading: "Search and seizure",
      summary:
        "Authorises the Director or authorised officers, on recorded reasons to believe, to search premises and seize or freeze records and property connected with money-laundering.",
      topics: ["money-laundering", "enforcement"],
      situations: [
        "the Enforcement Directorate raided my house in India, what can they seize",
        "can the ED freeze my bank account during a money laundering search in India",
      ],
    },
    {
      article: "19",
      heading: "Power to arrest",
      summary:
        "Allows authorised officers to arrest a person they have reason to believe, on material in their possession, is guilty of money-laundering, recording reasons in writing, informing the grounds of arrest and producing the person before a court within twenty-four hours.",
      topics: ["money-laundering", "enforcement", "criminal"],
      situations: [
        "can the ED arrest me in India and must they tell me the grounds",
        "I was arrested by the Enforcement Directorate, must I be produced before a court in 24 hours",
      ],
    },
    {
      article: "24",
      heading: "Burden of proof",
      summary:
        "In proceedings concerning proceeds of crime, presumes that such proceeds are involved in money-laundering for a person charged with the offence, unless proved otherwise, and permits a similar presumption against others.",
      topics: ["money-laundering", "criminal"],
      situations: [
        "in a money laundering case in India, do I have to prove my money is clean",
        "is there a presumption against me that my property is from money laundering in India",
      ],
    },
    {
      article: "26",
      heading: "Appeals to Appellate Tribunal",
      summary:
        "Allows appeals to the Appellate Tribunal against orders of the Adjudicating Authority and the Director within forty-five days, with delay condonable for sufficient cause.",
      topics: ["money-laundering", "remedies"],
      situations: [
        "how do I appeal against an ED attachment order to the tribunal",
        "what is the time limit to appeal to the appellate tribunal in a money laundering case",
      ],
    },
    {
      article: "42",
      heading: "Appeal to High Court",
      summary:
        "Allows appeal to the High Court from an Appellate Tribunal decision on any question of law or fact within sixty days, extendable by a further sixty days for sufficient cause.",
      topics: ["money-laundering", "remedies"],
      situations: [
        "can I appeal a money laundering tribunal decision to the High Court",
        "what is the deadline to appeal a PMLA tribunal order to the High Court",
      ],
    },
    {
      article: "45",
      heading: "Offences to be cognizable and non-bailable",
      summary:
        "Makes offences under the Act cognizable and non-bailable and imposes twin conditions for bail: the Public Prosecutor must be heard and the court must be satisfied there are reasonable grounds to believe the accused is not guilty and unlikely to offend on bail, with exceptions for minors, women, the sick and small amounts.",
      topics: ["money-laundering", "criminal"],
      situations: [
        "how hard is it to get bail in a money laundering case in India",
        "what are the twin conditions for bail in a money laundering case",
      ],
    },
    {
      article: "50",
      heading: "Powers of authorities regarding summons, production of documents and to give evidence, etc.",
      summary:
        "Gives the Director civil-court powers for discovery, inspection and summons, and obliges summoned persons to attend, state the truth and produce documents in investigations.",
      topics: ["money-laundering", "enforcement"],
      situations: [
        "I got summons from the Enforcement Directorate, do I have to appear and give documents",
        "must I tell the truth and produce documents when the ED summons me",
      ],
    },
    {
      article: "66",
      heading: "Disclosure of information",
      summary:
        "Allows the Director and other authorities to share information with specified officers, authorities and bodies, and to pass on information about contraventions of other laws to the relevant agency.",
      topics: ["money-laundering", "enforcement", "financial-privacy"],
    },
    {
      article: "70",
      heading: "Offences by companies",
      summary:
        "Makes persons in charge of and responsible for a company's business, and officers by whose consent, connivance or neglect the contravention occurred, liable along with the company for contraventions under the Act.",
      topics: ["money-laundering", "liability", "corporate-governance"],
      situations: [
        "can the directors be prosecuted when a company commits money laundering in India",
        "is a director liable for money laundering by the company in India",
      ],
    },
  ],
};
