import type { InstrumentInput } from "../../schema";

/**
 * Articles 3a to 3k and 9a to 9c were inserted by Directive (EU) 2017/828 (SRD II).
 */
export const euShareholderRightsDirective: InstrumentInput = {
  source_id: "eu-shareholder-rights-directive",
  title: "Directive 2007/36/EC of the European Parliament and of the Council of 11 July 2007 on the exercise of certain rights of shareholders in listed companies",
  short_names: ["Shareholder Rights Directive", "SRD II", "SRD", "Directive 2007/36/EC", "Directive 2007/36"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2007/36/oj",
  date: "2007-07-11",
  provisions: [
    {
      article: "3a",
      heading: "Identification of shareholders",
      summary: "Gives listed companies the right to identify their shareholders and obliges intermediaries to communicate shareholder identity information on request, subject to a possible threshold of at most 0.5 percent of shares.",
      topics: ["company-law", "shareholders", "listed-companies"],
    },
    {
      article: "5",
      heading: "Information prior to the general meeting",
      summary: "Requires the general meeting to be convened at least 21 days before it (14 days in some cases), with a notice stating date, place, agenda, participation and voting procedures and the record date, and requires meeting documents to be published on the company's website.",
      topics: ["company-law", "shareholders", "general-meeting", "listed-companies"],
      situations: [
        "how much notice must a listed company give of its shareholders' meeting in the EU",
      ],
    },
    {
      article: "6",
      heading: "Right to put items on the agenda of the general meeting and to table draft resolutions",
      summary: "Gives shareholders, individually or collectively, the right to put items on the agenda and table draft resolutions, subject to a minimum stake not exceeding five percent of the share capital.",
      topics: ["company-law", "shareholders", "minority-rights", "listed-companies"],
      situations: [
        "can I as a shareholder add an item to the agenda of a listed company's meeting in the EU",
      ],
    },
    {
      article: "9",
      heading: "Right to ask questions",
      summary: "Gives every shareholder the right to ask questions related to items on the agenda of the general meeting, with the company obliged to answer, subject to measures to ensure identification, the meeting's good order and confidentiality.",
      topics: ["company-law", "shareholders", "information-rights", "listed-companies"],
      situations: [
        "can shareholders of a listed EU company ask questions at the general meeting",
      ],
    },
    {
      article: "9a",
      heading: "Right to vote on the remuneration policy",
      summary: "Requires listed companies to establish a remuneration policy for directors and submit it to a binding or advisory vote of the general meeting at every material change and at least every four years, and to pay directors only in accordance with an approved policy.",
      topics: ["company-law", "directors", "remuneration", "say-on-pay", "listed-companies"],
      situations: ["do shareholders get a vote on directors' pay in the EU"],
    },
    {
      article: "9b",
      heading: "Information to be provided in and right to vote on the remuneration report",
      summary: "Requires listed companies to draw up a clear and understandable remuneration report on each director's remuneration, put it to an advisory vote of the annual general meeting and publish it on the website for ten years.",
      topics: ["company-law", "directors", "remuneration", "say-on-pay", "listed-companies"],
    },
    {
      article: "9c",
      heading: "Transparency and approval of related party transactions",
      summary: "Requires material transactions with related parties to be publicly announced at the latest when concluded and to be approved by the general meeting or the board under procedures preventing the related party from taking advantage of its position.",
      topics: ["company-law", "related-party-transactions", "listed-companies", "conflicts-of-interest"],
    },
  ],
};
