/**
 * What a lawyer writes down about a contract's renewal and money terms, for `npm run eval:facts`. The contracts are
 * CUAD's (../shared/data/cuad-dev, never copied here), referenced by a unique prefix of their CUAD title; the split
 * (dev tuned on, test held out) is the first byte of sha256(title), as `eval:clauses`. Chosen by a fixed rule: in
 * title order, the first twelve of each half labelled "Notice Period To Terminate Renewal" (renewal), and the first ten
 * of each half whose "Cap On Liability" or "Minimum Commitment" labels state an amount of money (money). A contract
 * whose labelled text is redacted, or whose labelled "cap" is not one, is left out. Every answer was written from the
 * labelled contract text before the extraction code was run on it.
 *
 * - `renewal.automatic`: the contract renews or continues by itself unless notice is given (absent: not scored).
 * - `renewal.notice`: the notice window before the end of a term, as written (absent: not scored).
 * - `money`: amounts the contract states, with ISO currency and the kind a lawyer files them under ("cap",
 *   "minimum" for a minimum payment, spend or purchase, "quota" for a sales or revenue target, "fee"); `kinds`
 *   lists the kinds accepted when the wording allows more than one.
 */
export interface FactsExpectation {
  title: string;
  renewal?: { automatic?: boolean; notice?: { amount: number; unit: "day" | "month" | "year" } };
  money?: { currency: string; amount: number; kinds: string[] }[];
}

export const factsExpectations: FactsExpectation[] = [
  // Renewal, dev half.
  { title: "2ThemartComInc_19990826", renewal: { automatic: true, notice: { amount: 30, unit: "day" } } },
  { title: "AMERICANPHYSICIANSCAPITALINC", renewal: { notice: { amount: 120, unit: "day" } } },
  { title: "AMERICASSHOPPINGMALLINC", renewal: { automatic: true, notice: { amount: 90, unit: "day" } } },
  { title: "ASIANDRAGONGROUPINC", renewal: { automatic: true, notice: { amount: 60, unit: "day" } } },
  { title: "Apollo Endosurgery", renewal: { automatic: true, notice: { amount: 1, unit: "year" } } },
  { title: "BELLRINGBRANDS,INC_02_07_2020", renewal: { automatic: true, notice: { amount: 12, unit: "month" } } },
  { title: "BLUEFLYINC", renewal: { automatic: true, notice: { amount: 90, unit: "day" } } },
  { title: "BOLIVARMININGCORP", renewal: { automatic: true, notice: { amount: 90, unit: "day" } } },
  { title: "CHANGEPOINTCORP", renewal: { automatic: true, notice: { amount: 30, unit: "day" } } },
  { title: "CHAPARRALRESOURCESINC", renewal: { automatic: true, notice: { amount: 65, unit: "day" } } },
  { title: "COOLTECHNOLOGIES", renewal: { automatic: true, notice: { amount: 30, unit: "day" } } },
  // Renewal, held-out half.
  { title: "AURASYSTEMSINC", renewal: { automatic: true, notice: { amount: 90, unit: "day" } } },
  { title: "AgapeAtpCorp", renewal: { automatic: true, notice: { amount: 6, unit: "month" } } },
  { title: "BNLFINANCIALCORP", renewal: { automatic: true, notice: { amount: 6, unit: "month" } } },
  { title: "BUFFALOWILDWINGSINC", renewal: { notice: { amount: 3, unit: "month" } } },
  { title: "CCAINDUSTRIESINC", renewal: { automatic: true, notice: { amount: 6, unit: "month" } } },
  { title: "CENTRACKINTERNATIONALINC", renewal: { automatic: true, notice: { amount: 15, unit: "day" } } },
  { title: "DUOSTECHNOLOGIESGROUP", renewal: { automatic: true, notice: { amount: 90, unit: "day" } } },
  { title: "DataCallTechnologies", renewal: { automatic: true, notice: { amount: 60, unit: "day" } } },
  { title: "ENTERPRISEPRODUCTSPARTNERSLP", renewal: { automatic: true, notice: { amount: 30, unit: "day" } } },
  { title: "ENTERTAINMENTGAMINGASIAINC", renewal: { notice: { amount: 90, unit: "day" } } },
  { title: "ETELOS,INC", renewal: { automatic: true, notice: { amount: 1, unit: "month" } } },
  { title: "EdietsComInc", renewal: { automatic: true, notice: { amount: 60, unit: "day" } } },
  // Money, dev half.
  { title: "ASPIRITYHOLDINGSLLC", money: [{ currency: "USD", amount: 2500, kinds: ["minimum"] }, { currency: "USD", amount: 7.5, kinds: ["fee"] }] },
  { title: "AlliedEsportsEntertainmentInc_20190815_8-K_EX-10.19", money: [{ currency: "USD", amount: 3_000_000, kinds: ["minimum"] }] },
  { title: "DIVERSINETCORP", money: [{ currency: "USD", amount: 400_000, kinds: ["minimum"] }, { currency: "USD", amount: 700_000, kinds: ["minimum"] }] },
  {
    title: "ENTRUSTINC",
    money: [
      { currency: "USD", amount: 10_000_000, kinds: ["cap"] },
      { currency: "USD", amount: 5_000_000, kinds: ["cap"] },
      { currency: "USD", amount: 1_000_000, kinds: ["cap"] },
    ],
  },
  { title: "EhaveInc", money: [{ currency: "USD", amount: 500_000, kinds: ["quota", "minimum"] }] },
  { title: "ExactSciencesCorp", money: [{ currency: "USD", amount: 80_000_000, kinds: ["minimum"] }, { currency: "USD", amount: 12_000_000, kinds: ["minimum"] }] },
  { title: "GpaqAcquisitionHoldingsInc_20200123_S-4A_EX-10.6", money: [{ currency: "USD", amount: 1_250_000, kinds: ["minimum"] }] },
  { title: "IMPCOTECHNOLOGIESINC", money: [{ currency: "USD", amount: 1_000_000, kinds: ["quota", "minimum"] }] },
  // Money, held-out half.
  { title: "ADAPTIMMUNETHERAPEUTICSPLC", money: [{ currency: "USD", amount: 19_644_000, kinds: ["minimum"] }] },
  { title: "AIRSPANNETWORKSINC", money: [{ currency: "USD", amount: 1_000_000, kinds: ["cap"] }] },
  { title: "BNLFINANCIALCORP", money: [{ currency: "USD", amount: 5_000, kinds: ["minimum"] }] },
  { title: "BUFFALOWILDWINGSINC", money: [{ currency: "USD", amount: 50_000, kinds: ["minimum"] }] },
  { title: "DUOSTECHNOLOGIESGROUP", money: [{ currency: "GBP", amount: 200_000, kinds: ["cap"] }] },
  { title: "DYNAMEXINC", money: [{ currency: "USD", amount: 4.41, kinds: ["cap"] }, { currency: "USD", amount: 2, kinds: ["cap"] }] },
  { title: "ENTERPRISEPRODUCTSPARTNERSLP", money: [{ currency: "USD", amount: 125, kinds: ["minimum"] }, { currency: "USD", amount: 140, kinds: ["minimum"] }] },
  { title: "GOLDRESOURCECORP", money: [{ currency: "USD", amount: 5_000_000, kinds: ["minimum"] }] },
  { title: "GOOSEHEADINSURANCE", money: [{ currency: "USD", amount: 600, kinds: ["minimum"] }] },
];
