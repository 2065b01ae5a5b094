import type { InstrumentInput } from "../../schema";

export const ukFraudAct2006: InstrumentInput = {
  source_id: "uk-fraud-act-2006",
  title: "Fraud Act 2006 (2006 c. 35)",
  short_names: ["Fraud Act 2006", "Fraud Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2006/35/contents",
  date: "2006-11-08",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Fraud",
      summary:
        "Creates the offence of fraud, committed by false representation, failing to disclose information or abuse of position, punishable on indictment with up to ten years' imprisonment.",
      topics: ["criminal", "offences", "fraud"],
      situations: [
        "a seller online took my money and never sent anything; is that fraud",
        "what is the maximum sentence for fraud in England",
      ],
    },
    {
      article: "2",
      heading: "Fraud by false representation",
      summary:
        "A person commits fraud by dishonestly making a false representation, knowing it is or might be untrue or misleading, intending to make a gain or cause a loss or risk of loss; representations can be express or implied and made to a machine.",
      topics: ["criminal", "offences", "fraud"],
      situations: [
        "someone pretended to be my bank on the phone to get money",
        "a trader lied about a car's mileage to sell it",
      ],
    },
    {
      article: "3",
      heading: "Fraud by failing to disclose information",
      summary:
        "A person commits fraud by dishonestly failing to disclose information they are under a legal duty to disclose, intending to make a gain or cause loss.",
      topics: ["criminal", "offences", "fraud"],
      situations: [
        "the seller hid information he was legally required to tell me",
        "the seller concealed facts he had a legal duty to tell me",
      ],
    },
    {
      article: "4",
      heading: "Fraud by abuse of position",
      summary:
        "A person who occupies a position in which they are expected to safeguard another's financial interests commits fraud if they dishonestly abuse it, including by omission, intending gain or loss.",
      topics: ["criminal", "offences", "fraud"],
      situations: [
        "my carer has been taking money from my mother's account",
        "an employee misused company funds he was trusted with",
      ],
    },
    {
      article: "6",
      heading: "Possession etc. of articles for use in frauds",
      summary:
        "It is an offence to have in one's possession or control any article for use in the course of or in connection with any fraud.",
      topics: ["criminal", "offences", "fraud"],
      situations: [
        "is it a crime to have card skimming equipment",
        "police found fake bank card equipment at his home",
      ],
    },
    {
      article: "11",
      heading: "Obtaining services dishonestly",
      summary:
        "A person commits an offence if they dishonestly obtain services for which payment is required, knowing payment is or might be required, and avoid paying in full.",
      topics: ["criminal", "offences", "fraud"],
      situations: [
        "a customer ate a meal and left without paying",
        "someone used a fake ticket to get on a train",
      ],
    },
  ],
};
