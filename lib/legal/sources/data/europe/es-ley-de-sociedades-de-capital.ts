import type { InstrumentInput } from "../../schema";

export const esLeyDeSociedadesDeCapital: InstrumentInput = {
  source_id: "es-ley-de-sociedades-de-capital",
  title: "Real Decreto Legislativo 1/2010, de 2 de julio, por el que se aprueba el texto refundido de la Ley de Sociedades de Capital",
  short_names: ["Ley de Sociedades de Capital", "LSC", "Real Decreto Legislativo 1/2010", "RDLeg 1/2010", "Spanish Companies Act"],
  jurisdiction: "ES",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.boe.es/eli/es/rdlg/2010/07/02/1/con",
  date: "2010-07-02",
  provisions: [
    {
      article: "1",
      heading: "Sociedades de capital",
      summary: "Defines capital companies as the limited liability company (SL), public limited company (SA) and partnership limited by shares, whose members are not personally liable for corporate debts.",
      topics: ["company-law", "limited-liability"],
    },
    {
      article: "196",
      heading: "Derecho de información del socio en la sociedad de responsabilidad limitada",
      summary: "Entitles members of an SL to request, in writing before or orally during the general meeting, the reports or clarifications they consider appropriate on agenda items, which the directors must provide unless publicity would harm the company, a refusal not allowed when supported by members holding at least a quarter of the capital.",
      topics: ["company-law", "shareholders", "information-rights"],
      situations: [
        "as a member of a Spanish SL, can I ask the directors for information before the meeting",
      ],
    },
    {
      article: "225",
      heading: "Deber general de diligencia",
      summary: "Requires directors to perform their duties with the diligence of an orderly businessman, taking account of the nature of the post, and to have adequate dedication and the information needed.",
      topics: ["company-law", "directors", "duties"],
      situations: [
        "what duty of care do directors owe a Spanish company",
        "the director of our SL isn't paying attention to the business",
      ],
    },
    {
      article: "236",
      heading: "Presupuestos y extensión subjetiva de la responsabilidad",
      summary: "Makes directors liable to the company, the members and creditors for damage caused by acts or omissions contrary to law or the articles or in breach of their duties, where they acted with fault, presuming fault for acts contrary to law or the articles.",
      topics: ["company-law", "directors", "liability"],
      situations: [
        "can I sue the directors of a Spanish company for damage they caused",
        "directors' liability to shareholders and creditors in Spain",
      ],
    },
    {
      article: "273",
      heading: "Aplicación del resultado",
      summary: "Lets the general meeting decide on the use of the year's profit, allowing dividends only out of the year's profit or free reserves where net assets are not, or would not become, lower than share capital.",
      topics: ["company-law", "distributions", "dividends", "capital-maintenance"],
      situations: ["can a Spanish company pay dividends when it has losses", "when can a Spanish company distribute profits to its partners"],
    },
    {
      article: "348bis",
      heading: "Derecho de separación en caso de falta de distribución de dividendos",
      summary: "Gives a member who voted in favour of distributing profits a right to leave the company, from the fifth year after registration, where the general meeting does not distribute at least a quarter of the year's legally distributable profits and the company earned profits in the previous three years, subject to exceptions and to different articles.",
      topics: ["company-law", "minority-rights", "dividends", "exit-rights"],
      situations: ["the majority never pays dividends, can I get out of the company", "can a partner leave a Spanish company that keeps refusing to pay dividends"],
    },
    {
      article: "363",
      heading: "Causas de disolución",
      summary: "Lists grounds for dissolving a capital company, including cessation of activity, impossibility of achieving its purpose, paralysis of its organs, and losses reducing net assets below half of share capital unless it is increased or reduced sufficiently.",
      topics: ["company-law", "dissolution", "insolvency"],
      situations: [
        "when must a Spanish company be dissolved because of losses",
      ],
    },
    {
      article: "367",
      heading: "Responsabilidad solidaria de los administradores",
      summary: "Makes directors who fail to call the general meeting within two months to resolve on dissolution, or to apply for dissolution or insolvency, jointly liable for the company's obligations arising after the ground for dissolution.",
      topics: ["company-law", "directors", "liability", "insolvency"],
      situations: ["am I personally liable as a director if the company has big losses in Spain", "directors' personal liability for failing to dissolve a company with heavy losses"],
    },
  ],
};
