import type { InstrumentInput } from "../../schema";

export const deInso: InstrumentInput = {
  source_id: "de-inso",
  title: "Insolvenzordnung (InsO)",
  short_names: ["InsO", "Insolvenzordnung", "German Insolvency Code", "German Insolvency Act"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/inso/",
  date: "1994-10-05",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "15a",
      heading: "Antragspflicht bei juristischen Personen und rechtsfähigen Personengesellschaften",
      summary:
        "When a legal person such as a GmbH or AG becomes unable to pay its debts or over-indebted, the members of its management body (or its liquidators) must file for insolvency without culpable delay, at the latest three weeks after inability to pay and six weeks after over-indebtedness arises; the same applies to partnerships with no individual as a fully liable partner. If a GmbH has no managing director, each shareholder must file unless unaware of the insolvency or the vacancy. Failing to file, or filing late or incorrectly, is a criminal offence.",
      topics: ["company", "insolvency", "directors", "directors-duties", "offences"],
      situations: [
        "my GmbH cannot pay its bills any more, when do I as managing director have to file for insolvency",
        "how long can a German company keep trading after it runs out of money",
        "can I be prosecuted for filing too late for my company's insolvency in Germany",
      ],
    },
    {
      article: "17",
      heading: "Zahlungsunfähigkeit",
      summary:
        "Inability to pay is a general ground for opening insolvency proceedings. A debtor is unable to pay when it cannot meet its payment obligations as they fall due, which is generally presumed when it has stopped making payments.",
      topics: ["insolvency", "company", "debt"],
      situations: [
        "when is a company in Germany legally insolvent because it cannot pay",
        "my company has stopped paying suppliers, does that count as insolvency",
      ],
    },
    {
      article: "19",
      heading: "Überschuldung",
      summary:
        "For a legal person, over-indebtedness is also a ground for insolvency: its assets no longer cover its existing liabilities, unless it is predominantly likely, on the circumstances, that the business can continue over the next twelve months. Subordinated shareholder loans are left out of the liabilities under certain conditions.",
      topics: ["insolvency", "company", "debt", "directors-duties"],
      situations: [
        "my company's debts are bigger than everything it owns, is it insolvent in Germany",
        "does a GmbH have to file for insolvency if it is over-indebted but still paying",
      ],
    },
  ],
};
