import type { InstrumentInput } from "../../schema";

export const deAo: InstrumentInput = {
  source_id: "de-ao",
  title: "Abgabenordnung (AO)",
  short_names: ["AO", "Abgabenordnung", "German Fiscal Code"],
  jurisdiction: "DE",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/ao_1977/",
  date: "1976-03-16",
  provisions: [
    {
      article: "149",
      heading: "Abgabe der Steuererklärungen",
      summary: "Sets who must file tax returns and when: annual returns are generally due seven months after the end of the calendar year, with later deadlines where a tax adviser prepares them.",
      topics: ["tax", "tax-return", "deadlines"],
      situations: [
        "when is my German tax return due",
        "do I have to file a tax return in Germany",
      ],
    },
    {
      article: "152",
      heading: "Verspätungszuschlag",
      summary: "Imposes a late-filing surcharge for tax returns not filed or filed late, fixed by a formula based on the tax assessed and the months of delay, with minimum amounts per month.",
      topics: ["tax", "penalties", "late-filing"],
      situations: ["what happens if I file my tax return late in Germany"],
    },
    {
      article: "169",
      heading: "Festsetzungsfrist",
      summary: "Bars assessment or amendment of a tax after the assessment period has expired, normally four years, extended to five years for reckless understatement and ten years for tax evasion.",
      topics: ["tax", "limitation"],
      situations: ["how far back can the German tax office reassess me"],
    },
    {
      article: "233a",
      heading: "Verzinsung von Steuernachforderungen und Steuererstattungen",
      summary: "Charges interest on tax back-payments and pays interest on refunds of income, corporation, trade and VAT, beginning 15 months after the end of the tax year, at 0.15 percent per month.",
      topics: ["tax", "interest"],
      situations: ["interest on my tax refund or tax back-payment", "interest charged when I pay tax late"],
    },
    {
      article: "370",
      heading: "Steuerhinterziehung",
      summary: "Punishes tax evasion, such as giving incorrect or incomplete information to the tax authorities or failing to inform them, with imprisonment of up to five years or a fine, and up to ten years in particularly serious cases.",
      topics: ["tax", "tax-evasion", "criminal-offence"],
      situations: ["penalty for tax evasion", "not declaring income to the tax office"],
    },
    {
      article: "371",
      heading: "Selbstanzeige bei Steuerhinterziehung",
      summary: "Grants exemption from punishment for tax evasion to a person who correctly and completely reports all unreported tax matters for the relevant years and pays the evaded tax, unless a bar applies, such as a tax audit having been announced or the offence already discovered.",
      topics: ["tax", "tax-evasion", "voluntary-disclosure"],
      situations: ["can I avoid prosecution by correcting my old tax returns"],
    },
  ],
};
