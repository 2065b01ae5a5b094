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
      situations: ["as a shareholder in a Texas corporation can I see the company's books"],
    },
  ],
};
