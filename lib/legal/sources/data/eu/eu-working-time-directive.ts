import type { InstrumentInput } from "../../schema";

export const euWorkingTimeDirective: InstrumentInput = {
  source_id: "eu-working-time-directive",
  title: "Directive 2003/88/EC of the European Parliament and of the Council of 4 November 2003 concerning certain aspects of the organisation of working time",
  short_names: ["Working Time Directive", "WTD", "Directive 2003/88/EC", "Directive 2003/88"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2003/88/oj",
  date: "2003-11-04",
  provisions: [
    {
      article: "1",
      heading: "Purpose and scope",
      summary: "Lays down minimum safety and health requirements for the organisation of working time, covering daily and weekly rest, breaks, maximum weekly working time, annual leave and aspects of night and shift work, in all public and private sectors, subject to sector exceptions.",
      topics: ["employment", "working-time", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary: "Defines working time as any period during which the worker is working, at the employer's disposal and carrying out activities or duties, and rest period as any period which is not working time, and defines night time, night worker, shift work and shift worker.",
      topics: ["employment", "working-time", "definitions"],
      situations: ["does being on call count as working time in the EU"],
    },
    {
      article: "3",
      heading: "Daily rest",
      summary: "Requires Member States to ensure that every worker is entitled to a minimum daily rest period of eleven consecutive hours per 24-hour period.",
      topics: ["employment", "rest-periods"],
      situations: ["how many hours off between shifts does EU law require"],
    },
    {
      article: "4",
      heading: "Breaks",
      summary: "Entitles every worker whose working day is longer than six hours to a rest break, with details set by collective agreement or national law.",
      topics: ["employment", "working-time", "breaks"],
    },
    {
      article: "5",
      heading: "Weekly rest period",
      summary: "Entitles every worker to a minimum uninterrupted rest period of 24 hours plus the eleven hours' daily rest in each seven-day period, which may be reduced to 24 hours where justified.",
      topics: ["employment", "rest-periods"],
    },
    {
      article: "6",
      heading: "Maximum weekly working time",
      summary: "Limits the average working time for each seven-day period, including overtime, to 48 hours.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["can my employer make me work 60 hours a week in the EU"],
    },
    {
      article: "7",
      heading: "Annual leave",
      summary: "Entitles every worker to paid annual leave of at least four weeks, which may not be replaced by an allowance in lieu except where the employment relationship is terminated.",
      topics: ["employment", "annual-leave", "payment-in-lieu"],
      situations: ["how much paid holiday does EU law guarantee", "can my employer pay me instead of letting me take holiday"],
    },
    {
      article: "8",
      heading: "Length of night work",
      summary: "Limits normal hours of work for night workers to an average of eight hours in any 24-hour period, and to eight hours in any 24-hour period for night work involving special hazards or heavy strain.",
      topics: ["employment", "night-work"],
    },
    {
      article: "16",
      heading: "Reference periods",
      summary: "Allows reference periods of up to 14 days for weekly rest and up to four months for the 48-hour average, with annual leave and sick leave periods neutral in calculating the average.",
      topics: ["employment", "working-time"],
    },
    {
      article: "22",
      heading: "Miscellaneous provisions",
      summary: "Allows a Member State not to apply the 48-hour limit where the worker individually agrees to work longer (opt-out), subject to safeguards: no detriment for refusing, records of such workers, and information to authorities.",
      topics: ["employment", "working-time", "opt-out"],
      situations: ["I was asked to sign an opt-out from the 48-hour week"],
    },
  ],
};
