import type { InstrumentInput } from "../../schema";

export const deEfzg: InstrumentInput = {
  source_id: "de-efzg",
  title: "Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)",
  short_names: ["EFZG", "EntgFG", "Entgeltfortzahlungsgesetz", "Continued Remuneration Act", "German sick pay law"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/entgfg/",
  date: "1994-05-26",
  provisions: [
    {
      article: "2",
      heading: "Entgeltzahlung an Feiertagen",
      summary: "Obliges the employer to pay employees for working time lost because of a public holiday as if they had worked.",
      topics: ["employment", "public-holidays", "wages"],
      situations: ["do I get paid for public holidays in Germany"],
    },
    {
      article: "3",
      heading: "Anspruch auf Entgeltfortzahlung im Krankheitsfall",
      summary: "Entitles an employee who is unable to work because of illness, without fault, to continued pay from the employer for up to six weeks; a new six-week period for the same illness arises only after six months without incapacity from it or twelve months from the first incapacity; the right arises after four weeks of uninterrupted employment.",
      topics: ["employment", "sick-pay", "sickness"],
      situations: [
        "how long does my employer pay me when I'm sick in Germany",
        "do I get sick pay in my first weeks at a new job",
        "does my employer in Germany keep paying my wages when I'm off sick",
        "I've been ill for four weeks, does my German employer still have to pay me",
      ],
    },
    {
      article: "4",
      heading: "Höhe des fortzuzahlenden Arbeitsentgelts",
      summary: "Sets continued pay during illness at the full regular pay for the employee's regular working time, excluding overtime pay.",
      topics: ["employment", "sick-pay", "wages"],
      situations: ["how much of my pay do I get while I'm off sick in Germany, does overtime count", "is my sick pay the full salary"],
    },
    {
      article: "5",
      heading: "Anzeige- und Nachweispflichten",
      summary: "Obliges the employee to notify the employer immediately of incapacity and its expected duration and, where it lasts more than three calendar days, to have it medically established by the next working day (for statutorily insured employees the employer retrieves the certificate electronically); the employer may require this earlier.",
      topics: ["employment", "sickness", "medical-certificate"],
      situations: ["when do I need a doctor's note for sick leave", "my boss wants a sick note on the first day"],
    },
    {
      article: "7",
      heading: "Leistungsverweigerungsrecht des Arbeitgebers",
      summary: "Lets the employer refuse continued pay while the employee fails to provide the medical certificate or to meet the reporting duty, unless the employee is not responsible.",
      topics: ["employment", "sick-pay", "medical-certificate"],
      situations: ["my employer won't pay me because I handed in my sick note late", "my employer stopped sick pay because I didn't hand in the doctor's certificate"],
    },
    {
      article: "8",
      heading: "Beendigung des Arbeitsverhältnisses",
      summary: "Keeps the entitlement to continued pay where the employer terminates the employment because of the illness.",
      topics: ["employment", "sick-pay", "dismissal"],
      situations: ["I was fired while on sick leave, does sick pay stop", "sick pay after my employer ended my contract because I was ill"],
    },
  ],
};
