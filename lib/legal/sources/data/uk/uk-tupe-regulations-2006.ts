import type { InstrumentInput } from "../../schema";

export const ukTupeRegulations2006: InstrumentInput = {
  source_id: "uk-tupe-regulations-2006",
  title: "The Transfer of Undertakings (Protection of Employment) Regulations 2006 (SI 2006/246)",
  short_names: ["TUPE", "TUPE 2006", "Transfer of Undertakings (Protection of Employment) Regulations 2006"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/2006/246/contents",
  date: "2006",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "A relevant transfer",
      summary:
        "TUPE applies to a transfer of an undertaking or business (or part) situated in the UK that retains its identity, and to service provision changes where activities are outsourced, insourced or re-tendered to a new contractor with an organised grouping of employees dedicated to them.",
      topics: ["employment", "tupe", "business-transfer"],
      situations: [
        "our contract was taken over by a new company; does TUPE apply",
        "the business I work for is being sold",
      ],
    },
    {
      article: "4",
      heading: "Effect of relevant transfer on contracts of employment",
      summary:
        "The contracts of employees assigned to the transferring undertaking automatically transfer to the new employer on their existing terms, with all rights, powers, duties and liabilities; changes to terms because of the transfer are generally void unless for an economic, technical or organisational reason entailing changes in the workforce.",
      topics: ["employment", "tupe", "business-transfer", "contract"],
      situations: [
        "the new owner wants to cut my pay after the takeover",
        "do I keep my terms when my employer changes after a sale",
      ],
    },
    {
      article: "7",
      heading: "Dismissal of employee because of relevant transfer",
      summary:
        "Dismissal of an employee where the sole or principal reason is the transfer is automatically unfair, unless it is for an economic, technical or organisational reason entailing changes in the workforce, in which case it may be fair (for example as redundancy).",
      topics: ["employment", "tupe", "dismissal"],
      situations: [
        "I was dismissed just before the business was sold",
        "my new employer dismissed me because of the transfer",
      ],
    },
    {
      article: "11",
      heading: "Notification of Employee Liability Information",
      summary:
        "The transferor must give the transferee written employee liability information (identities, ages, particulars, disciplinary and grievance records, claims and collective agreements) at least 28 days before the transfer.",
      topics: ["employment", "tupe", "compliance"],
      situations: [
        "what employee information must the seller hand over before a TUPE transfer",
        "must the old employer tell the new one about pending claims",
      ],
    },
    {
      article: "13",
      heading: "Duty to inform and consult representatives",
      summary:
        "Both transferor and transferee must inform appropriate employee representatives, long enough before the transfer, of the transfer, its reasons, implications and measures envisaged, and consult about any measures.",
      topics: ["employment", "tupe", "consultation"],
      situations: [
        "nobody told us our jobs were being transferred to another company",
        "must the employer consult us before a TUPE transfer",
      ],
    },
    {
      article: "15",
      heading: "Failure to inform or consult",
      summary:
        "Representatives or employees may complain to an employment tribunal of a failure to inform or consult, and the tribunal may award compensation of up to 13 weeks' pay per affected employee, for which transferor and transferee may be jointly liable.",
      topics: ["employment", "tupe", "remedies"],
      situations: [
        "can we claim compensation because TUPE consultation never happened",
        "how much compensation for failing to consult on TUPE",
      ],
    },
  ],
};
