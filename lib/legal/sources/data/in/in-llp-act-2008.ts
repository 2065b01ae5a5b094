import type { InstrumentInput } from "../../schema";

export const inLlpAct2008: InstrumentInput = {
  source_id: "in-llp-act-2008",
  title: "The Limited Liability Partnership Act, 2008 (Act No. 6 of 2009)",
  short_names: ["Limited Liability Partnership Act, 2008", "Limited Liability Partnership Act 2008", "LLP Act"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2023",
  date: "2009-01-07",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Limited liability partnership to be body corporate",
      summary:
        "An LLP is a body corporate formed and incorporated under the Act, a legal entity separate from its partners with perpetual succession, and a change in partners does not affect its existence, rights or liabilities.",
      topics: ["partnership", "llp", "companies"],
      situations: ["is an LLP a separate legal person from its partners", "what is the difference between an LLP and an ordinary partnership"],
    },
    {
      article: "6",
      heading: "Minimum number of partners",
      summary:
        "Every LLP must have at least two partners; if it carries on business for more than six months with only one, that sole partner, knowing it, becomes personally liable for the LLP's obligations incurred during that period.",
      topics: ["partnership", "llp"],
      situations: ["my LLP partner resigned and I am the only partner left", "our LLP has had just one partner for a year; who is liable"],
    },
    {
      article: "7",
      heading: "Designated partners",
      summary:
        "Every LLP must have at least two designated partners who are individuals, at least one resident in India (120 days in the financial year), who consent to act, are notified to the Registrar within thirty days and hold a Designated Partner Identification Number.",
      topics: ["partnership", "llp", "corporate-governance"],
      situations: ["can a foreigner be a designated partner of an Indian LLP", "how many designated partners does an LLP need"],
    },
    {
      article: "8",
      heading: "Liabilities of designated partners",
      summary:
        "Designated partners are responsible for everything the LLP must do to comply with the Act, including filings, returns and statements, and are liable to all penalties imposed on the LLP for contraventions.",
      topics: ["partnership", "llp", "compliance", "liability"],
      situations: ["as designated partner, am I personally liable for late filing penalties", "who in an LLP is responsible for filings with the registrar"],
    },
    {
      article: "23",
      heading: "Relationship of partners",
      summary:
        "Partners' mutual rights and duties, and those between the LLP and its partners, are governed by the LLP agreement, which must be filed with the Registrar; matters not covered by agreement are governed by the First Schedule defaults.",
      topics: ["partnership", "llp", "contract"],
      situations: ["our LLP agreement says nothing about profit sharing; what applies", "do we have to file the LLP agreement"],
    },
    {
      article: "24",
      heading: "Cessation of partnership interest",
      summary:
        "A partner may leave as agreed or, absent agreement, on at least thirty days' written notice, and ceases on death, dissolution, insolvency or unsoundness of mind; unless notice is given or filed, third parties may treat them as still a partner; the former partner is entitled (unless otherwise agreed) to their capital contribution and share of accumulated profits net of losses.",
      topics: ["partnership", "llp", "termination"],
      situations: ["how do I resign from an LLP", "what do I get back when I leave an LLP"],
    },
    {
      article: "26",
      heading: "Partner as agent",
      summary: "Every partner is an agent of the LLP for the purpose of its business, but not an agent of the other partners.",
      topics: ["partnership", "llp", "liability"],
      situations: ["can one LLP partner sign a contract that binds the LLP", "is the LLP bound by a lease my partner signed"],
    },
    {
      article: "27",
      heading: "Extent of liability of limited liability partnership",
      summary:
        "An LLP is not bound by a partner's act where the partner lacked authority and the other party knew it or did not know they were a partner; the LLP is liable for partners' wrongful acts in the course of its business, and its obligations are its own, met out of its property.",
      topics: ["partnership", "llp", "liability"],
      situations: ["the LLP owes money; who has to pay it", "a partner made a mistake that cost a client money; is the LLP liable"],
    },
    {
      article: "28",
      heading: "Extent of liability of partner",
      summary:
        "A partner is not personally liable for the LLP's obligations merely by being a partner, and is not liable for another partner's wrongful acts, but remains personally liable for their own wrongful acts or omissions.",
      topics: ["partnership", "llp", "liability"],
      situations: ["can creditors of the LLP take my house", "am I liable for my LLP partner's negligence"],
    },
    {
      article: "30",
      heading: "Unlimited liability in case of fraud",
      summary:
        "Where the LLP or partners act to defraud creditors or for a fraudulent purpose, the liability of the LLP and of the partners involved becomes unlimited, knowing participants face up to five years' imprisonment and a fine of Rs 50,000 to Rs 5 lakh, and compensation may be ordered to those who suffered loss.",
      topics: ["partnership", "llp", "fraud", "liability"],
      situations: ["my LLP partner used the firm to cheat suppliers; am I exposed", "the LLP was used to defraud creditors; are the partners personally liable"],
    },
    {
      article: "32",
      heading: "Form of contribution",
      summary:
        "A partner's contribution may be tangible or intangible property or another benefit to the LLP, including money, promissory notes, other binding commitments to contribute cash or property, and contracts for services performed or to be performed.",
      topics: ["partnership", "llp", "capital"],
      situations: ["can I contribute my services instead of money to an LLP", "can a partner contribute a building instead of cash to the LLP"],
    },
    {
      article: "34",
      heading: "Maintenance of books of account, other records and audit, etc.",
      summary:
        "An LLP must keep proper double-entry books of account at its registered office, prepare a Statement of Account and Solvency within six months of each financial year end signed by designated partners, file it with the Registrar, and have accounts audited as the rules require, with daily penalties for late filing.",
      topics: ["partnership", "llp", "accounts", "compliance"],
      situations: ["what annual filings does an LLP have to make", "does my small LLP need an audit"],
    },
    {
      article: "35",
      heading: "Annual return",
      summary: "Every LLP must file an annual return with the Registrar within sixty days of the end of each financial year in the prescribed form and with the fee, with penalties for failure.",
      topics: ["partnership", "llp", "compliance"],
      situations: ["when is the LLP annual return due", "what is the fine for filing the LLP annual return late"],
    },
    {
      article: "42",
      heading: "Partner's transferable interest",
      summary:
        "A partner's right to share profits and losses and receive distributions is transferable in whole or part; a transfer does not by itself dissolve the LLP or let the transferee take part in management or access information about its transactions.",
      topics: ["partnership", "llp", "transfer"],
      situations: ["can I sell my share in an LLP to an outsider", "can a buyer of my LLP share manage the business"],
    },
    {
      article: "55",
      heading: "Conversion from firm into limited liability partnership",
      summary: "A partnership firm may convert into an LLP in accordance with section 55 and the Second Schedule.",
      topics: ["partnership", "llp", "restructuring"],
      situations: ["can our partnership firm become an LLP", "what happens to our firm's property when we convert to an LLP"],
    },
    {
      article: "56",
      heading: "Conversion from private company into limited liability partnership",
      summary: "A private company may convert into an LLP in accordance with section 56 and the Third Schedule.",
      topics: ["partnership", "llp", "companies", "restructuring"],
      situations: ["how do I convert my private limited company into an LLP", "can a private company change into an LLP without winding up"],
    },
  ],
};
