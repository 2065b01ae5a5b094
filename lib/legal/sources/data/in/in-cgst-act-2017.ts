import type { InstrumentInput } from "../../schema";

/** Central Goods and Services Tax Act, 2017 (Act No. 12 of 2017). */
export const inCgstAct2017: InstrumentInput = {
  source_id: "in-cgst-act-2017",
  title: "The Central Goods and Services Tax Act, 2017",
  short_names: ["CGST Act", "CGST Act 2017", "GST Act", "Central GST Act", "Act No. 12 of 2017"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/15689",
  date: "2017-04-12",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including aggregate turnover, business, composite and mixed supply, goods, services, input tax credit, recipient, supplier, taxable person and reverse charge.",
      topics: ["definitions", "tax", "gst"],
    },
    {
      article: "7",
      heading: "Scope of supply",
      summary:
        "Defines supply broadly to include sale, transfer, barter, exchange, licence, rental, lease or disposal for consideration in the course of business, the activities in Schedule I even without consideration, and excludes the activities in Schedule III.",
      topics: ["tax", "gst", "scope"],
      situations: [
        "is renting out my commercial property in India treated as a supply for GST",
        "does GST apply when I barter goods in my business in India",
      ],
    },
    {
      article: "8",
      heading: "Tax liability on composite and mixed supplies",
      summary:
        "Taxes a composite supply as a supply of its principal supply, and a mixed supply as the supply in it that attracts the highest rate of tax.",
      topics: ["tax", "gst"],
      situations: [
        "I sell a gift hamper with items at different GST rates in India, which rate applies",
        "how is GST charged on a package of goods and services bundled together",
      ],
    },
    {
      article: "9",
      heading: "Levy and collection",
      summary:
        "Levies central tax on intra-State supplies of goods and services (except alcoholic liquor for human consumption) at notified rates not exceeding 20%, payable by the taxable person, with reverse charge on notified supplies and liability for electronic commerce operators on notified services.",
      topics: ["tax", "gst"],
      situations: [
        "what GST applies to goods and services sold within a state in India",
      ],
    },
    {
      article: "10",
      heading: "Composition levy",
      summary:
        "Lets eligible registered persons with aggregate turnover up to the notified limit opt to pay tax at a concessional rate on turnover instead of the normal scheme, subject to conditions and without input tax credit.",
      topics: ["tax", "gst"],
      situations: [
        "can my small business in India pay GST under the composition scheme",
      ],
    },
    {
      article: "12",
      heading: "Time of supply of goods",
      summary:
        "Fixes when tax on goods becomes payable: generally the earlier of the invoice date (or last date for issuing it) and the date of receipt of payment, with special rules for reverse charge and vouchers.",
      topics: ["tax", "gst"],
      situations: [
        "when do I have to pay GST on goods I sold, at invoice or on payment",
        "I received an advance for goods in India, when does GST become payable",
      ],
    },
    {
      article: "13",
      heading: "Time of supply of services",
      summary:
        "Fixes when tax on services becomes payable, generally by reference to the invoice date, the date of payment or completion of service, with special rules for reverse charge and vouchers.",
      topics: ["tax", "gst"],
      situations: [
        "when does GST become payable on services I provide in India",
        "I invoiced a client for consultancy in India, when is GST due on it",
      ],
    },
    {
      article: "15",
      heading: "Value of taxable supply",
      summary:
        "Values a supply at the transaction value where the parties are unrelated and price is the sole consideration, includes items such as other taxes, incidental expenses, interest and subsidies linked to price, and allows certain discounts to be excluded.",
      topics: ["tax", "gst"],
      situations: [
        "on what value is GST charged if I give a discount to my customer in India",
        "does GST apply to delivery charges and interest added to my invoice",
      ],
    },
    {
      article: "16",
      heading: "Eligibility and conditions for taking input tax credit",
      summary:
        "Allows registered persons credit of tax on inputs used in the course of business, subject to holding a tax invoice, receiving the goods or services, the tax being paid to the Government, filing returns and related conditions, with reversal if the supplier is not paid within 180 days and a time limit for claiming credit.",
      topics: ["tax", "gst"],
      situations: [
        "can I claim input tax credit on GST I paid on business purchases in India",
      ],
    },
    {
      article: "17",
      heading: "Apportionment of credit and blocked credits",
      summary:
        "Apportions input tax credit between taxable and exempt or non-business use and blocks credit on listed items such as certain motor vehicles, food and beverages, club memberships, works contracts for immovable property, goods lost or gifted, and tax paid under section 74 demands for earlier years.",
      topics: ["tax", "gst"],
      situations: ["can I claim GST input credit on a company car or food", "blocked input tax credit"],
    },
    {
      article: "22",
      heading: "Persons liable for registration",
      summary:
        "Requires registration in a State or Union territory where a supplier's aggregate turnover in a financial year exceeds 20 lakh rupees, with a lower threshold for special category States and a higher notified threshold for some suppliers of goods.",
      topics: ["tax", "gst"],
      situations: [
        "at what turnover must my business in India register for GST",
        "do I need GST registration for my small shop in India",
      ],
    },
    {
      article: "24",
      heading: "Compulsory registration in certain cases",
      summary:
        "Requires registration regardless of turnover for categories such as inter-State suppliers, casual and non-resident taxable persons, persons liable under reverse charge, input service distributors, e-commerce operators and certain suppliers through them.",
      topics: ["tax", "gst"],
      situations: [
        "do I need GST registration in India even with a small turnover if I sell online",
      ],
    },
    {
      article: "25",
      heading: "Procedure for registration",
      summary:
        "Sets the procedure for applying for registration within thirty days of becoming liable, requires PAN-based registration per State, and allows separate registrations for business verticals and voluntary registration.",
      topics: ["tax", "gst"],
      situations: ["how do I apply for GST registration", "deadline to register for GST after crossing the threshold"],
    },
    {
      article: "29",
      heading: "Cancellation or suspension of registration",
      summary:
        "Allows registration to be cancelled on the person's application or by the proper officer for grounds such as non-filing of returns or fraud, with provision for suspension during the proceedings.",
      topics: ["tax", "gst", "enforcement"],
      situations: ["my GST registration was cancelled for not filing returns", "cancelling my GST registration after closing the business"],
    },
    {
      article: "31",
      heading: "Tax invoice",
      summary:
        "Requires registered persons to issue a tax invoice with prescribed particulars for taxable supplies within the prescribed time, and provides for bills of supply, receipt and payment vouchers and invoices in reverse-charge cases.",
      topics: ["tax", "gst", "records"],
      situations: [
        "what must a GST invoice in India contain",
      ],
    },
    {
      article: "34",
      heading: "Credit and debit notes",
      summary:
        "Provides for credit notes where the taxable value or tax charged was excessive or goods are returned, and debit notes where it was too low, with time limits for declaring credit notes in returns.",
      topics: ["tax", "gst", "records"],
      situations: ["issuing a credit note when goods are returned", "I charged too much GST on an invoice"],
    },
    {
      article: "35",
      heading: "Accounts and other records",
      summary:
        "Requires registered persons to keep true and correct accounts of production, stock, supplies, input tax credit and tax at the principal place of business, and provides for tax assessment where goods are unaccounted for.",
      topics: ["tax", "gst", "records", "books-and-records"],
      situations: [
        "what accounts and records must I keep as a GST-registered business in India",
        "how long and where must a GST business in India keep its books and stock records",
      ],
    },
    {
      article: "37",
      heading: "Furnishing details of outward supplies",
      summary:
        "Requires registered persons to furnish electronically the details of outward supplies for each tax period within the prescribed time, which are communicated to recipients.",
      topics: ["tax", "gst"],
      situations: [
        "how do I report my sales invoices each month under GST in India",
        "when do I file the details of my outward supplies under GST in India",
      ],
    },
    {
      article: "39",
      heading: "Furnishing of returns",
      summary:
        "Requires registered persons to file monthly or quarterly returns of supplies, input tax credit, tax payable and tax paid, with separate returns for composition taxpayers, non-residents and others, and bars filing when earlier returns are pending.",
      topics: ["tax", "gst"],
      situations: [
        "how often must I file GST returns in India",
      ],
    },
    {
      article: "44",
      heading: "Annual return",
      summary:
        "Requires registered persons, other than excluded categories, to file an annual return for each financial year by 31 December following its end, with a reconciliation statement where turnover exceeds the prescribed limit.",
      topics: ["tax", "gst", "financial-reporting"],
      situations: ["who must file the GST annual return and by when", "annual GST return due by 31 December"],
    },
    {
      article: "49",
      heading: "Payment of tax, interest, penalty and other amounts",
      summary:
        "Provides for electronic cash and credit ledgers, the order in which input tax credit may be used against integrated, central and State tax, and payment of tax, interest and penalties.",
      topics: ["tax", "gst"],
      situations: [
        "how can I use my input tax credit to pay GST in India",
        "in what order can input tax credit be set off against IGST, CGST and SGST in India",
      ],
    },
    {
      article: "50",
      heading: "Interest on delayed payment of tax",
      summary:
        "Charges interest on tax paid late at notified rates, and on input tax credit wrongly availed and utilised, computed on the portion of tax paid by debiting the electronic cash ledger except in specified cases.",
      topics: ["tax", "gst"],
      situations: [
        "I paid my GST late in India; how much interest is charged",
      ],
    },
    {
      article: "54",
      heading: "Refund of tax",
      summary:
        "Allows refund of tax and interest paid, including unutilised input tax credit on zero-rated supplies and inverted duty structures, on application within two years from the relevant date, subject to unjust enrichment rules.",
      topics: ["tax", "gst"],
      situations: [
        "how do I get a GST refund in India",
      ],
    },
    {
      article: "67",
      heading: "Power of inspection, search and seizure",
      summary:
        "Empowers authorised officers, on reasons to believe, to inspect places of business and to search and seize goods, documents and books liable to confiscation or useful in proceedings.",
      topics: ["tax", "gst", "enforcement"],
      situations: [
        "GST officers came to search my shop in India, what powers do they have",
        "can GST officers seize my account books and goods in India",
      ],
    },
    {
      article: "69",
      heading: "Power to arrest",
      summary:
        "Lets the Commissioner authorise arrest of a person believed to have committed specified offences punishable under section 132, with rules on informing grounds of arrest and production before a Magistrate.",
      topics: ["tax", "gst", "enforcement", "criminal"],
      situations: [
        "can I be arrested for GST fraud in India",
        "I received an arrest warning for a GST offence in India, what are my rights",
      ],
    },
    {
      article: "73",
      heading:
        "Determination of tax, pertaining to the period up to Financial Year 2023-24, not paid or short paid or erroneously refunded or input tax credit wrongly availed or utilised for any reason other than fraud or any wilful-misstatement or suppression of facts",
      summary:
        "Sets the show-cause and adjudication procedure for tax short paid, wrongly refunded or wrongly credited without fraud, with an order due within three years of the annual return due date and reduced consequences for early payment. It applies to periods up to financial year 2023-24; later years fall under section 74A.",
      topics: ["tax", "gst", "enforcement", "limitation"],
      situations: [
        "I got a GST show cause notice in India for short payment of tax, no fraud alleged, what is the time limit",
        "the GST department says I wrongly claimed input tax credit for 2021, what happens",
      ],
    },
    {
      article: "74",
      heading:
        "Determination of tax, pertaining to the period up to Financial Year 2023-24, not paid or short paid or erroneously refunded or input tax credit wrongly availed or utilised by reason of fraud or any wilful-misstatement or suppression of facts",
      summary:
        "Sets the procedure where tax is short paid, refunded or credited because of fraud, wilful misstatement or suppression, with an order due within five years of the annual return due date and penalty equal to the tax, reduced for early payment. It applies to periods up to financial year 2023-24; later years fall under section 74A.",
      topics: ["tax", "gst", "enforcement", "penalties", "limitation"],
      situations: [
        "GST department alleges I suppressed sales to evade tax in India, how far back can they go",
        "the GST department accuses me of fraud in tax returns, what penalty applies",
      ],
    },
    {
      article: "83",
      heading: "Provisional attachment to protect revenue in certain cases",
      summary:
        "Lets the Commissioner provisionally attach property, including bank accounts, of a taxable person during specified proceedings where needed to protect government revenue; the attachment lapses after one year.",
      topics: ["tax", "gst", "enforcement"],
      situations: [
        "the GST department froze my bank account in India, is that allowed",
        "can GST authorities attach my property during an investigation in India",
      ],
    },
    {
      article: "107",
      heading: "Appeals to Appellate Authority",
      summary:
        "Allows appeal against an adjudicating authority's order within three months of communication (six months for the department), extendable by only one further month for sufficient cause, on pre-deposit of admitted amounts plus 10% of disputed tax subject to caps; the Appellate Authority should decide within a year where possible.",
      topics: ["tax", "gst", "remedies", "limitation"],
      situations: [
        "how do I appeal against a GST order in India",
      ],
    },
    {
      article: "108",
      heading: "Powers of Revisional Authority",
      summary:
        "Lets the Revisional Authority call for and revise orders of subordinate officers found erroneous and prejudicial to revenue, after hearing the affected person and within prescribed time limits.",
      topics: ["tax", "gst", "remedies"],
      situations: [
        "a senior GST officer in India wants to revise an order that went in my favour as loss to revenue",
        "can the GST revisional authority reopen a decided order against me",
      ],
    },
    {
      article: "112",
      heading: "Appeals to Appellate Tribunal",
      summary:
        "Allows appeals to the Goods and Services Tax Appellate Tribunal against first appellate or revisional orders within three months of communication or the notified date, whichever is later, on a further pre-deposit of 10% of the remaining disputed tax subject to a cap; small-value appeals may be refused.",
      topics: ["tax", "gst", "remedies", "limitation"],
      situations: [
        "how do I appeal to the GST Appellate Tribunal in India and how much must I deposit",
        "how much pre-deposit is needed for a second GST appeal in India",
      ],
    },
    {
      article: "117",
      heading: "Appeal to High Court",
      summary:
        "Allows an appeal to the High Court from orders of State Benches of the Appellate Tribunal within 180 days if it involves a substantial question of law, with condonation of delay for sufficient cause.",
      topics: ["tax", "gst", "remedies"],
      situations: [
        "can I appeal a GST tribunal order to the High Court in India",
        "can I appeal to the High Court on a question of law in a GST case",
      ],
    },
    {
      article: "118",
      heading: "Appeal to Supreme Court",
      summary:
        "Provides for appeals to the Supreme Court from orders of the Principal Bench of the Appellate Tribunal and from High Court judgments in appeals under section 117 that the High Court certifies fit.",
      topics: ["tax", "gst", "remedies"],
      situations: [
        "can a GST dispute in India be taken to the Supreme Court",
      ],
    },
    {
      article: "122",
      heading: "Penalty for certain offences",
      summary:
        "Imposes penalties for listed contraventions such as supplying without an invoice or with a false invoice, collecting but not paying tax, wrongly availing credit or refunds and obstructing officers, generally the higher of ten thousand rupees or the tax involved.",
      topics: ["tax", "gst", "penalties"],
      situations: ["penalty for issuing an invoice without supplying goods", "collected GST from customers but did not pay it to the government"],
    },
    {
      article: "129",
      heading: "Detention, seizure and release of goods and conveyances in transit",
      summary:
        "Allows detention or seizure of goods and conveyances transported in contravention of the Act, releasable on payment of the specified penalty, with confiscation proceedings if it is not paid in time.",
      topics: ["tax", "gst", "enforcement", "penalties"],
      situations: ["GST officers stopped my truck and detained the goods", "release of goods seized in transit"],
    },
    {
      article: "130",
      heading: "Confiscation of goods or conveyances and levy of penalty",
      summary:
        "Provides for confiscation of goods and conveyances involved in specified contraventions with intent to evade tax, with an option to pay a fine in lieu and liability for penalty.",
      topics: ["tax", "gst", "enforcement", "penalties"],
      situations: [
        "my goods were confiscated by GST officers for evading tax, can I pay a fine to get them back",
        "can goods be confiscated for GST evasion, and can I pay a fine instead",
      ],
    },
    {
      article: "132",
      heading: "Punishment for certain offences",
      summary:
        "Makes specified tax frauds, such as supplies without invoices, issuing fake invoices to pass on credit and fraudulent refunds, criminal offences punishable with imprisonment and fine graded by the amount involved, with the most serious cases cognizable and non-bailable.",
      topics: ["tax", "gst", "offences", "punishment", "criminal"],
      situations: ["jail for fake GST invoices", "criminal punishment for GST fraud"],
    },
  ],
};
