import type { InstrumentInput } from "../../schema";

/** Ireland's Unfair Dismissals Act 1977: who is covered, what makes a dismissal unfair, and the redress available. */
export const ieUnfairDismissalsAct1977: InstrumentInput = {
  source_id: "ie-unfair-dismissals-act-1977",
  title: "Unfair Dismissals Act 1977 (No. 10 of 1977)",
  short_names: ["Unfair Dismissals Act 1977", "Unfair Dismissals Acts 1977 to 2015", "UDA 1977"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1977/act/10/revised/en/html",
  date: "1977-04-06",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Exclusions",
      summary:
        "The Act does not protect certain people, most importantly employees with less than one year's continuous service (though that limit does not apply where the dismissal is for pregnancy, maternity or other family leave, trade union membership or activity, or certain other protected reasons), people over the normal retirement age, close relatives employed in a private home or farm, and some public office holders and members of the Defence Forces and Garda Síochána.",
      topics: ["employment", "dismissal", "eligibility"],
      situations: [
        "can I claim unfair dismissal in Ireland if I worked there only eight months",
        "I was let go after six months because I am pregnant, am I protected",
      ],
    },
    {
      article: "6",
      heading: "Unfair dismissal",
      summary:
        "Every dismissal is presumed unfair unless the employer shows substantial grounds justifying it, such as the employee's capability, competence or qualifications, conduct, redundancy, or a legal bar on continuing the employment. Dismissals wholly or mainly for listed reasons such as trade union activity, religious or political opinions, making a protected disclosure, taking part in proceedings against the employer, race, colour, sexual orientation, age, membership of the Traveller community, pregnancy or the exercise of family-leave rights are unfair automatically, and the fairness of the employer's procedure is taken into account.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: [
        "I was sacked in Ireland without any warning or hearing",
        "my employer fired me after I reported safety breaches to the authorities",
        "was I unfairly dismissed for being off sick too often",
      ],
    },
    {
      article: "7",
      heading: "Redress for unfair dismissal",
      summary:
        "An employee found to have been unfairly dismissed may be awarded reinstatement in the same job, re-engagement in the same or a suitable job, or compensation for financial loss of up to 104 weeks' remuneration; where there was no financial loss, up to 4 weeks' remuneration may be awarded. The employee's own conduct and efforts to reduce their loss are taken into account.",
      topics: ["employment", "dismissal", "compensation"],
      situations: [
        "how much compensation can I get for unfair dismissal in Ireland",
        "can the WRC make my employer give me my job back",
      ],
    },
    {
      article: "14",
      heading: "Notice to employees of procedure for, and grounds of, dismissal",
      summary:
        "An employer must give each employee, within 28 days of starting, a written notice of the procedure it will follow before and for the purpose of dismissing them, and must give a dismissed employee, on request, a written statement of the principal grounds for the dismissal within 14 days.",
      topics: ["employment", "dismissal", "procedure"],
      situations: [
        "my Irish employer will not tell me in writing why I was fired",
        "we never received any disciplinary procedure when I started the job",
      ],
    },
  ],
};
