import type { InstrumentInput } from "../../schema";

export const ukPartTimeWorkersRegulations2000: InstrumentInput = {
  source_id: "uk-part-time-workers-regulations-2000",
  title: "The Part-time Workers (Prevention of Less Favourable Treatment) Regulations 2000 (SI 2000/1551)",
  short_names: ["Part-time Workers Regulations 2000", "Part-time Workers (Prevention of Less Favourable Treatment) Regulations 2000", "PTW Regulations"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/2000/1551/contents",
  date: "2000",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Meaning of full-time worker, part-time worker and comparable full-time worker",
      summary:
        "Defines part-time and full-time workers by reference to the employer's customary hours, and a comparable full-time worker as one employed by the same employer on the same type of contract doing broadly similar work at the same establishment (or another if none).",
      topics: ["employment", "part-time", "definitions"],
      situations: [
        "who do I compare myself with as a part-time worker",
        "am I a part-time worker if I work 25 hours a week",
      ],
    },
    {
      article: "5",
      heading: "Less favourable treatment of part-time workers",
      summary:
        "A part-time worker has the right not to be treated less favourably than a comparable full-time worker as regards contract terms or any other detriment, on the ground of being part-time, unless objectively justified; the pro rata principle applies to pay and benefits.",
      topics: ["employment", "part-time", "discrimination", "wages"],
      situations: [
        "part-timers at my work get a lower hourly rate than full-timers",
        "I was refused training because I work part time",
      ],
    },
    {
      article: "6",
      heading: "Right to receive a written statement of reasons for less favourable treatment",
      summary:
        "A part-time worker who considers they have been treated less favourably may request a written statement of the reasons, which the employer must give within 21 days.",
      topics: ["employment", "part-time", "transparency"],
      situations: [
        "can I ask my employer why part-timers are treated differently",
        "can I demand written reasons for being treated worse as a part-timer",
      ],
    },
    {
      article: "7",
      heading: "Unfair dismissal and the right not to be subjected to detriment",
      summary:
        "Dismissal of a part-time employee for asserting rights under the Regulations is automatically unfair, and workers have a right not to be subjected to a detriment for doing so.",
      topics: ["employment", "part-time", "dismissal"],
      situations: [
        "I was dismissed after complaining about part-time pay",
        "I was punished for complaining about part-time treatment",
      ],
    },
    {
      article: "8",
      heading: "Complaints to employment tribunals etc",
      summary:
        "A worker may complain to an employment tribunal of an infringement of regulation 5 or 7, generally within three months of the less favourable treatment or detriment, and the tribunal may award just and equitable compensation.",
      topics: ["employment", "part-time", "remedies", "limitation"],
      situations: [
        "how do I bring a part-time worker discrimination claim",
        "how long do I have to claim for part-time discrimination",
      ],
    },
  ],
};
