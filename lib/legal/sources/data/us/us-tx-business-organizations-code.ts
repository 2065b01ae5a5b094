import type { InstrumentInput } from "../../schema";

/** Texas Business Organizations Code: shareholders' right to examine corporate records. */
export const usTxBusinessOrganizationsCode: InstrumentInput = {
  source_id: "us-tx-business-organizations-code",
  title: "Texas Business Organizations Code",
  short_names: ["Texas Business Organizations Code", "Tex. Bus. Orgs. Code", "TBOC"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "section",
  codified_at: "Tex. Bus. Orgs. Code",
  official_url: "https://statutes.capitol.texas.gov/?link=BO",
  date: "2003",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "21.218",
      heading: "Examination of Records",
      summary: "Entitles a shareholder who has held shares for at least six months, or holds at least five percent of the outstanding shares, to examine and copy the corporation's books, records of account, minutes and share transfer records for a proper purpose on written demand, with remedies if refused.",
      topics: ["company-law", "shareholders", "inspection-rights"],
      situations: [
        "as a shareholder in a Texas corporation can I see the company's books",
        "the Texas corporation refuses to let me inspect its records as a shareholder",
        "how long must I hold shares to see a Texas company's books",
      ],
    },
    {
      article: "21.302",
      heading: "Authority for Distributions",
      summary:
        "Lets the board of directors authorize, and the corporation make, a distribution subject to the limits in section 21.303; the board may authorize it by fixing a maximum amount and period (including by formula), payable in stated amounts and times or in a stated manner.",
      topics: ["company-law", "distributions", "dividends", "directors"],
      situations: [
        "who decides whether my Texas corporation pays a dividend",
        "can the board approve a series of payouts to shareholders over the year",
      ],
    },
    {
      article: "21.303",
      heading: "Limitations on Distributions",
      summary:
        "Bars a corporation from making a distribution that violates its certificate of formation and, unless made in compliance with the winding-up rules of Chapter 11, a distribution that would leave it insolvent or that exceeds the distribution limit (generally its surplus).",
      topics: ["company-law", "distributions", "dividends", "solvency", "capital-maintenance"],
      situations: [
        "can a Texas company pay dividends if it cannot pay its debts",
        "my Texas corporation has no surplus, can it still buy back my shares",
      ],
    },
    {
      article: "21.316",
      heading: "Liability of Directors for Wrongful Distributions",
      summary:
        "Makes directors who vote for or assent to a distribution prohibited by section 21.303 jointly and severally liable to the corporation for the excess over what could lawfully be distributed, unless the director relied in good faith and with ordinary care on the statements, reports or advice the section lists, or on the assets being worth at least book value.",
      topics: ["company-law", "distributions", "directors", "liability"],
      situations: [
        "am I personally liable as a Texas director for approving a dividend we could not afford",
        "I relied on the accountant's figures when voting for a payout, am I still on the hook",
      ],
    },
  ],
};
