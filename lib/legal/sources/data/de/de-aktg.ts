import type { InstrumentInput } from "../../schema";

export const deAktg: InstrumentInput = {
  source_id: "de-aktg",
  title: "Aktiengesetz (AktG)",
  short_names: ["AktG", "Aktiengesetz", "German Stock Corporation Act"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/aktg/",
  date: "1965-09-06",
  provisions: [
    {
      article: "1",
      heading: "Wesen der Aktiengesellschaft",
      summary: "Defines the stock corporation (Aktiengesellschaft) as a company with its own legal personality, liable to creditors only with its own assets, and with a share capital divided into shares.",
      topics: ["company-law", "stock-corporation"],
    },
    {
      article: "7",
      heading: "Mindestnennbetrag des Grundkapitals",
      summary: "Sets the minimum nominal amount of the share capital at 50,000 euros.",
      topics: ["company-law", "share-capital"],
    },
    {
      article: "57",
      heading: "Keine Rückgewähr, keine Verzinsung der Einlagen",
      summary: "Prohibits returning contributions to shareholders and paying them interest; before dissolution only the balance-sheet profit may be distributed.",
      topics: ["company-law", "distributions", "capital-maintenance"],
      situations: ["can an AG pay money to a shareholder outside dividends"],
    },
    {
      article: "58",
      heading: "Verwendung des Jahresüberschusses",
      summary: "Governs use of the annual net profit, allowing management and supervisory boards to transfer up to half to other revenue reserves and letting the general meeting decide on the distribution of the balance-sheet profit.",
      topics: ["company-law", "distributions", "profits"],
    },
    {
      article: "76",
      heading: "Leitung der Aktiengesellschaft",
      summary: "Makes the management board (Vorstand) manage the company under its own responsibility and requires its members to be natural persons with full capacity, subject to disqualification rules.",
      topics: ["company-law", "management-board"],
    },
    {
      article: "84",
      heading: "Bestellung und Abberufung des Vorstands",
      summary: "Has the supervisory board appoint management board members for at most five years, renewable, and revoke the appointment only for a compelling reason such as gross breach of duty or a vote of no confidence by the general meeting.",
      topics: ["company-law", "management-board", "appointment"],
    },
    {
      article: "93",
      heading: "Sorgfaltspflicht und Verantwortlichkeit der Vorstandsmitglieder",
      summary: "Requires management board members to apply the care of a diligent and conscientious manager, protects business decisions taken on adequate information in the company's interest (business judgement rule), imposes confidentiality and makes members who breach their duties jointly and severally liable to the company.",
      topics: ["company-law", "directors", "duties", "liability"],
    },
    {
      article: "111",
      heading: "Aufgaben und Rechte des Aufsichtsrats",
      summary: "Charges the supervisory board with supervising the management, entitling it to inspect books and records and convene the general meeting, while management measures cannot be transferred to it.",
      topics: ["company-law", "supervisory-board"],
    },
    {
      article: "119",
      heading: "Rechte der Hauptversammlung",
      summary: "Lists the matters the general meeting decides, including appointment of supervisory board members, use of the balance-sheet profit, discharge of the boards, appointment of the auditor, amendments to the articles and capital measures.",
      topics: ["company-law", "shareholders", "general-meeting"],
    },
    {
      article: "131",
      heading: "Auskunftsrecht des Aktionärs",
      summary: "Entitles each shareholder to information from the management board at the general meeting on company matters so far as necessary to assess an agenda item, subject to limited grounds of refusal.",
      topics: ["company-law", "shareholders", "information-rights"],
    },
  ],
};
