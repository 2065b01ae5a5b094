import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const brLei80361990: InstrumentInput = {
  source_id: "br-lei-8036-1990",
  title: "Lei nº 8.036, de 11 de maio de 1990 – Dispõe sobre o Fundo de Garantia do Tempo de Serviço",
  short_names: ["Lei do FGTS", "FGTS", "Lei 8.036/1990", "Severance Guarantee Fund Act (Brazil)"],
  jurisdiction: "BR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.planalto.gov.br/ccivil_03/leis/l8036consol.htm",
  date: "1990-05-11",
  provisions: [
    {
      article: "15",
      heading: "[Untitled] Monthly FGTS deposits",
      summary: "Obliges employers to deposit each month into a linked bank account in the employee's name eight percent of the remuneration paid in the previous month.",
      topics: ["employment", "severance", "social-security"],
      situations: ["is my employer paying into my FGTS in Brazil"],
    },
    {
      article: "18",
      heading: "[Untitled] FGTS on dismissal without just cause",
      summary: "Requires the employer, on dismissing an employee without just cause, to deposit in the FGTS account an amount equal to 40 percent of all deposits made during the employment, with interest, reduced to 20 percent for reciprocal fault or force majeure.",
      topics: ["employment", "severance", "dismissal"],
      situations: ["how much is the FGTS fine when I'm fired in Brazil"],
    },
    {
      article: "20",
      heading: "[Untitled] Withdrawal of the FGTS balance",
      summary: "Lists when the employee may withdraw the FGTS balance, including dismissal without just cause, retirement, buying a home, serious illness and death.",
      topics: ["employment", "severance", "social-security"],
      situations: [
        "when can I withdraw my FGTS money in Brazil",
        "can I use my FGTS to buy a house",
      ],
    },
  ],
};
