import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the heading below is an editorial description in square brackets.
 */
export const brLei40901962: InstrumentInput = {
  source_id: "br-lei-4090-1962",
  title: "Lei nº 4.090, de 13 de julho de 1962 – Institui a Gratificação de Natal para os Trabalhadores",
  short_names: ["Lei 4.090/1962", "13º salário", "Décimo terceiro salário", "Christmas bonus law (Brazil)"],
  jurisdiction: "BR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.planalto.gov.br/ccivil_03/leis/l4090.htm",
  date: "1962-07-13",
  provisions: [
    {
      article: "1",
      heading: "[Untitled] Thirteenth salary",
      summary: "Entitles every employee to a Christmas bonus (thirteenth salary) paid in December, equal to one twelfth of the December remuneration for each month of service in the year, a fraction of 15 days or more counting as a full month.",
      topics: ["employment", "wages", "bonus"],
      situations: ["when do I get my 13th salary in Brazil", "do I get a 13th salary if I only worked part of the year"],
    },
  ],
};
