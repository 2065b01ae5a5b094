import type { InstrumentInput } from "../../schema";

/**
 * The Directive's articles have no titles of their own; each heading below is the title of the chapter the article sits in,
 * followed by a descriptive label of ours in square brackets.
 */
export const euTransferOfUndertakingsDirective: InstrumentInput = {
  source_id: "eu-transfer-of-undertakings-directive",
  title: "Council Directive 2001/23/EC of 12 March 2001 on the approximation of the laws of the Member States relating to the safeguarding of employees' rights in the event of transfers of undertakings, businesses or parts of undertakings or businesses",
  short_names: ["Acquired Rights Directive", "Transfer of Undertakings Directive", "TUPE Directive", "Council Directive 2001/23/EC", "Directive 2001/23/EC"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2001/23/oj",
  date: "2001-03-12",
  provisions: [
    {
      article: "1",
      heading: "Scope and definitions [what counts as a transfer]",
      summary: "Applies to any transfer of an undertaking, business or part of one to another employer as a result of a legal transfer or merger, meaning a transfer of an economic entity which retains its identity, in public and private undertakings engaged in economic activities.",
      topics: ["employment", "transfer-of-undertaking", "scope"],
    },
    {
      article: "3",
      heading: "Safeguarding of employees' rights [rights pass to the transferee]",
      summary: "Transfers the transferor's rights and obligations arising from existing employment contracts or relationships to the transferee, requires the transferee to observe collective agreement terms until their expiry or replacement (Member States may limit this to at least one year), and excludes certain old-age and survivors' benefits under supplementary pension schemes.",
      topics: ["employment", "transfer-of-undertaking", "employment-contract"],
      situations: ["our company was taken over, does the new owner have to keep my salary"],
    },
    {
      article: "4",
      heading: "Safeguarding of employees' rights [no dismissal because of the transfer]",
      summary: "Provides that the transfer shall not in itself constitute grounds for dismissal, without preventing dismissals for economic, technical or organisational reasons entailing changes in the workforce, and treats the employer as responsible for a termination caused by a substantial change in working conditions to the employee's detriment.",
      topics: ["employment", "transfer-of-undertaking", "dismissal"],
      situations: ["I was dismissed right after the business was sold"],
    },
    {
      article: "7",
      heading: "Information and consultation [informing employees' representatives]",
      summary: "Requires transferor and transferee to inform employees' representatives in good time of the date, reasons and legal, economic and social implications of the transfer and envisaged measures, and to consult them on measures, with information directly to employees where there are no representatives.",
      topics: ["employment", "transfer-of-undertaking", "consultation"],
      situations: ["our company is being sold, must staff be informed", "consultation of employee representatives before a business transfer"],
    },
  ],
};
