import type { InstrumentInput } from "../../schema";

/** Corporate Sustainability Due Diligence Directive (CSDDD). Omnibus I amendments are described in the tool, not here. */
export const euCsddd: InstrumentInput = {
  source_id: "eu-csddd",
  title:
    "Directive (EU) 2024/1760 of the European Parliament and of the Council of 13 June 2024 on corporate sustainability due diligence and amending Directive (EU) 2019/1937 and Regulation (EU) 2023/2859",
  short_names: ["CSDDD", "CS3D", "Corporate Sustainability Due Diligence Directive", "Directive (EU) 2024/1760"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2024/1760/oj",
  date: "2024-06-13",
  provisions: [
    {
      article: "1",
      heading: "Subject matter",
      summary:
        "Lays down obligations for companies on actual and potential adverse human-rights and environmental impacts of their own operations, their subsidiaries and their business partners in their chains of activities, and on liability for breaching them.",
      topics: ["supply-chain", "due-diligence", "human-rights", "environment"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Sets which EU and third-country companies and parent companies fall under the Directive by employee numbers and net turnover (worldwide for EU companies, generated in the Union for third-country companies), including franchising and licensing arrangements above set royalty and turnover levels.",
      topics: ["supply-chain", "due-diligence", "scope"],
    },
    {
      article: "5",
      heading: "Due diligence",
      summary:
        "Requires member states to ensure that in-scope companies carry out risk-based human-rights and environmental due diligence, listing the actions involved from integrating it into policies to monitoring and communicating.",
      topics: ["supply-chain", "due-diligence"],
    },
    {
      article: "27",
      heading: "Penalties",
      summary:
        "Requires member states to lay down effective, proportionate and dissuasive penalties for breaches, including fines set by reference to the company's net worldwide turnover, and to publish decisions imposing them.",
      topics: ["supply-chain", "due-diligence", "penalties"],
    },
  ],
};
