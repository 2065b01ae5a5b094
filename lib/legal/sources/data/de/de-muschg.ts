import type { InstrumentInput } from "../../schema";

export const deMuschg: InstrumentInput = {
  source_id: "de-muschg",
  title: "Gesetz zum Schutz von Müttern bei der Arbeit, in der Ausbildung und im Studium (Mutterschutzgesetz – MuSchG)",
  short_names: ["MuSchG", "Mutterschutzgesetz", "Maternity Protection Act", "German maternity protection law"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/muschg_2018/",
  date: "2017-05-23",
  provisions: [
    {
      article: "3",
      heading: "Schutzfristen vor und nach der Entbindung",
      summary: "Prohibits employing a woman in the six weeks before the expected birth unless she expressly declares herself willing, and in the eight weeks after birth (twelve weeks after premature or multiple births or where the child has a disability); protection periods also apply after a miscarriage from the 13th week of pregnancy.",
      topics: ["employment", "maternity-leave", "pregnancy"],
      situations: ["how long is maternity leave in Germany", "when does maternity protection start before the birth"],
    },
    {
      article: "4",
      heading: "Verbot der Mehrarbeit; Ruhezeit",
      summary: "Prohibits employing pregnant or breastfeeding women for more than eight and a half hours a day or 90 hours a double week (lower limits for minors) and requires an uninterrupted rest of at least eleven hours after the daily working time.",
      topics: ["employment", "pregnancy", "working-time"],
    },
    {
      article: "5",
      heading: "Verbot der Nachtarbeit",
      summary: "Prohibits employing pregnant or breastfeeding women between 8 pm and 6 am, subject to an official approval procedure for work until 10 pm.",
      topics: ["employment", "pregnancy", "night-work"],
    },
    {
      article: "7",
      heading: "Freistellung für Untersuchungen und zum Stillen",
      summary: "Obliges the employer to release the woman for medical examinations during pregnancy and, in the first twelve months after birth, for breastfeeding for the necessary time.",
      topics: ["employment", "pregnancy", "breastfeeding", "time-off"],
      situations: ["do I get paid time off for prenatal appointments"],
    },
    {
      article: "16",
      heading: "Ärztliches Beschäftigungsverbot",
      summary: "Prohibits employing a pregnant woman to the extent a doctor's certificate states that her or her child's health is endangered by continued employment, and restricts employment after birth where a doctor certifies reduced capacity.",
      topics: ["employment", "pregnancy", "medical-prohibition"],
    },
    {
      article: "17",
      heading: "Kündigungsverbot",
      summary: "Makes dismissal of a woman inadmissible during pregnancy, until four months after a miscarriage after the twelfth week, and until the end of the protection period after birth but at least four months after it, if the employer knew or is informed within two weeks of the notice; the supervisory authority may exceptionally declare a dismissal admissible in special cases unrelated to her condition.",
      topics: ["employment", "pregnancy", "dismissal", "maternity-leave"],
      situations: ["I was fired after telling my boss I'm pregnant", "can my employer dismiss me during maternity leave"],
    },
    {
      article: "18",
      heading: "Mutterschutzlohn",
      summary: "Entitles a woman who cannot work, wholly or partly, because of an employment prohibition outside the protection periods to maternity protection pay equal to her average earnings of the last three full calendar months before the pregnancy began.",
      topics: ["employment", "pregnancy", "wages"],
    },
    {
      article: "19",
      heading: "Mutterschaftsgeld",
      summary: "Entitles women insured in the statutory health insurance to maternity benefit (Mutterschaftsgeld) for the protection periods and the day of birth, with a lump sum from the Federal Office for others.",
      topics: ["employment", "maternity-pay"],
      situations: ["who pays me during maternity leave in Germany"],
    },
    {
      article: "20",
      heading: "Zuschuss zum Mutterschaftsgeld",
      summary: "Obliges the employer to pay, during the protection periods, a supplement to maternity benefit equal to the difference between 13 euros a day and the woman's average daily net earnings.",
      topics: ["employment", "maternity-pay", "employer-obligations"],
    },
    {
      article: "24",
      heading: "Fortbestehen des Erholungsurlaubs bei Beschäftigungsverboten",
      summary: "Counts periods of employment prohibitions as periods of employment for annual leave, and allows leave not taken before a prohibition to be taken after it in the current or following year.",
      topics: ["employment", "annual-leave", "pregnancy"],
      situations: ["do I still accrue holiday during maternity leave"],
    },
  ],
};
