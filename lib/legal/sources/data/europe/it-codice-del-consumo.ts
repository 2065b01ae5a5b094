import type { InstrumentInput } from "../../schema";

export const itCodiceDelConsumo: InstrumentInput = {
  source_id: "it-codice-del-consumo",
  title: "Decreto legislativo 6 settembre 2005, n. 206 – Codice del consumo, a norma dell'articolo 7 della legge 29 luglio 2003, n. 229",
  short_names: ["Codice del consumo", "D.Lgs. 206/2005", "Decreto legislativo 206/2005", "Italian Consumer Code"],
  jurisdiction: "IT",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2005-09-06;206",
  date: "2005-09-06",
  provisions: [
    {
      article: "20",
      heading: "Divieto delle pratiche commerciali scorrette",
      summary: "Prohibits unfair commercial practices, meaning those contrary to professional diligence that distort or are likely to distort the economic behaviour of the average consumer, in particular misleading and aggressive practices.",
      topics: ["consumer-protection", "unfair-commercial-practices"],
      situations: [
        "an Italian shop used misleading or aggressive sales tactics on me",
      ],
    },
    {
      article: "33",
      heading: "Clausole vessatorie nel contratto tra professionista e consumatore",
      summary: "Deems unfair terms in consumer contracts that, despite good faith, cause a significant imbalance of rights and obligations to the consumer's detriment, with a list of terms presumed unfair.",
      topics: ["consumer-protection", "unfair-terms"],
      situations: [
        "an unfair clause in my consumer contract in Italy",
      ],
    },
    {
      article: "52",
      heading: "Diritto di recesso",
      summary: "Gives the consumer fourteen days to withdraw from a distance or off-premises contract without giving reasons and without costs other than those provided, running for goods from physical possession.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: [
        "can I return an online purchase in Italy",
        "14 days to cancel a contract made online or at my door in Italy",
        "I want to cancel something I bought online in Italy",
        "cooling-off period for purchases in Italy",
      ],
    },
    {
      article: "54",
      heading: "Esercizio del diritto di recesso",
      summary: "Requires the consumer to inform the trader of the decision to withdraw before the period expires, using the model form or another explicit statement.",
      topics: ["consumer-protection", "withdrawal-right"],
      situations: [
        "how do I tell an Italian seller I'm withdrawing from the purchase",
        "form to cancel an online contract in Italy",
      ],
    },
    {
      article: "56",
      heading: "Obblighi del professionista nel caso di recesso",
      summary: "Requires the trader to reimburse all payments received, including standard delivery costs, without undue delay and within fourteen days of being informed of the withdrawal, using the same means of payment.",
      topics: ["consumer-protection", "withdrawal-right", "refund"],
      situations: [
        "the Italian online shop hasn't refunded me after I withdrew",
      ],
    },
    {
      article: "59",
      heading: "Eccezioni al diritto di recesso",
      summary: "Excludes the right of withdrawal for listed contracts, such as fully performed services, goods made to the consumer's specifications, perishable goods, sealed goods unsealed after delivery and dated leisure services.",
      topics: ["consumer-protection", "withdrawal-right"],
      situations: [
        "which purchases can't be returned under Italian consumer law",
      ],
    },
  ],
};
