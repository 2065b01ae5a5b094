import type { InstrumentInput } from "../../schema";

/** Ireland's Sick Leave Act 2022: statutory paid sick leave, its rate and protection from penalisation. */
export const ieSickLeaveAct2022: InstrumentInput = {
  source_id: "ie-sick-leave-act-2022",
  title: "Sick Leave Act 2022 (No. 24 of 2022)",
  short_names: ["Sick Leave Act 2022", "statutory sick pay (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.irishstatutebook.ie/eli/2022/act/24/enacted/en/html",
  date: "2022-07-20",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "5",
      heading: "Employee's entitlement to statutory sick leave",
      summary:
        "An employee with at least 13 weeks' continuous service who cannot work because of illness or injury, and who gives the employer a medical certificate, is entitled to statutory sick leave for days they would normally work, up to the number of days a year fixed by the Act as varied by ministerial order (3 days at first, later raised).",
      topics: ["employment", "leave", "sick-leave"],
      situations: [
        "does my employer in Ireland have to pay me when I am off sick",
        "I only started the job a month ago, can I get paid sick days",
        "do I need a doctor's cert for sick pay in Ireland",
      ],
    },
    {
      article: "7",
      heading: "Statutory sick leave payment",
      summary:
        "The employer must pay the employee for each statutory sick leave day at the rate prescribed by regulations, calculated by reference to the employee's normal daily pay and subject to a daily cap.",
      topics: ["employment", "wages", "sick-leave"],
      situations: [
        "how much sick pay is my Irish employer required to pay",
        "is statutory sick pay in Ireland my full wage",
      ],
    },
    {
      article: "12",
      heading: "Protection of employees from penalisation",
      summary:
        "An employer must not penalise or threaten to penalise an employee for taking or proposing to take statutory sick leave, for opposing a breach of the Act, or for giving evidence in proceedings under it.",
      topics: ["employment", "sick-leave", "retaliation"],
      situations: [
        "my manager gave me a warning because I took certified sick days",
        "can I be punished for using my statutory sick leave in Ireland",
      ],
    },
  ],
};
