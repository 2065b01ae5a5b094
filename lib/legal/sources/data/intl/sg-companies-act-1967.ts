import type { InstrumentInput } from "../../schema";

/** Singapore Companies Act 1967 (2020 Revised Edition) — selected governance, meeting and accounts provisions. */
export const sgCompaniesAct1967: InstrumentInput = {
  source_id: "sg-companies-act-1967",
  title: "Companies Act 1967",
  short_names: ["Companies Act", "Singapore Companies Act", "CA 1967", "Companies Act (Cap. 50)"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/CoA1967",
  date: "1967",
  provisions: [
    {
      article: "142",
      heading: "Registered office of company",
      summary:
        "Requires every company to have, from incorporation, a registered office in Singapore to which communications may be addressed and which is open to the public for at least 3 hours during ordinary business hours on each business day; default is an offence.",
      topics: ["corporate-governance", "offences"],
      situations: ["does my company need a registered office address", "registered office open to the public"],
    },
    {
      article: "145",
      heading: "Directors",
      summary:
        "Requires every company to have at least one director who is ordinarily resident in Singapore, and sets basic eligibility rules for directors such as being a natural person of full age and capacity.",
      topics: ["directors", "corporate-governance"],
      situations: ["does my company need a local resident director", "who can be a company director"],
    },
    {
      article: "157",
      heading: "Duty and liability of officers",
      summary:
        "Requires a director to act honestly and use reasonable diligence in discharging the duties of office, and bars officers and agents from making improper use of company information or their position to gain an advantage or cause detriment to the company, with liability to the company and criminal penalties.",
      topics: ["directors-duties", "directors", "liability", "offences"],
      situations: [
        "a director used his position to make money for himself at the company's expense",
        "what duties does a company director have",
        "director misused company information for personal gain",
        "a Singapore director used his position for his own benefit",
        "can a director in Singapore be liable for not acting honestly",
      ],
    },
    {
      article: "175",
      heading: "Annual general meeting",
      summary:
        "Subject to section 175A, requires every company to hold an annual general meeting after the end of each financial year, within 4 months for a listed public company and 6 months for any other company, with Registrar extensions and penalties for default.",
      topics: ["annual-general-meeting", "meetings", "shareholders"],
      situations: ["when must the company hold its AGM", "deadline for the annual general meeting"],
    },
    {
      article: "175A",
      heading: "When private company need not hold annual general meeting",
      summary:
        "Lets a private company dispense with annual general meetings by unanimous resolution, or skip one where it has sent its financial statements to members within the required period or is a dormant company exempt from preparing them, while preserving members' right to demand a meeting.",
      topics: ["annual-general-meeting", "meetings", "shareholders"],
      situations: ["can a private company skip its AGM", "dispensing with annual general meetings"],
    },
    {
      article: "197",
      heading: "Annual return",
      summary:
        "Requires companies to lodge an annual return with the Registrar containing the prescribed information within the required period after the end of each financial year.",
      topics: ["corporate-governance", "records"],
      situations: ["when must my company file its annual return", "annual return to the registrar"],
    },
    {
      article: "199",
      heading: "Accounting records and systems of control",
      summary:
        "Requires companies to keep accounting and other records that sufficiently explain their transactions and financial position and allow true and fair financial statements to be prepared, to retain them for 5 years, and for public companies and their subsidiaries to maintain adequate internal accounting controls.",
      topics: ["books-and-records", "internal-controls", "accounts"],
      situations: ["what accounting records must a company keep", "bookkeeping obligations of a company"],
    },
    {
      article: "201",
      heading: "Financial statements and consolidated financial statements",
      summary:
        "Requires directors to lay the company's financial statements, and for parent companies consolidated statements, before the annual general meeting, prepared in accordance with the Accounting Standards and giving a true and fair view.",
      topics: ["financial-reporting", "accounts", "annual-general-meeting"],
      situations: ["presenting financial statements at the AGM", "directors must lay accounts before shareholders"],
    },
    {
      article: "340",
      heading: "Responsibility for fraudulent trading",
      summary:
        "Allows the court, in a winding up or otherwise, to declare persons who knowingly carried on a company's business with intent to defraud creditors or for any fraudulent purpose personally liable for its debts, and makes such conduct an offence.",
      topics: ["liability", "insolvency", "winding-up", "offences"],
      situations: [
        "directors ran the business to cheat creditors",
        "personal liability for fraudulent trading",
        "directors in Singapore kept taking credit knowing the company couldn't pay",
      ],
    },
    {
      article: "403",
      heading: "Dividends payable from profits only",
      summary:
        "Allows dividends (including bonuses) to be paid to shareholders only out of profits, and excludes from dividends the profits applied to share buy-backs and gains on disposing of treasury shares; a director or chief executive officer who wilfully pays or permits a dividend in breach commits an offence and is liable to the company's creditors for the amount by which the dividends exceeded the profits.",
      topics: ["company-law", "distributions", "dividends", "directors", "capital-maintenance"],
      situations: [
        "can my Singapore company pay out dividends when it made a loss this year",
        "what happens to a director who pays dividends the company could not afford",
      ],
    },
  ],
};
