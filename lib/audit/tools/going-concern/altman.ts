/** Altman Z-score family, in ratio form (inputs are amounts, not percentages). */
export const altmanModels = ["z", "z_prime", "z_double_prime"] as const;
export type AltmanModel = (typeof altmanModels)[number];

export interface AltmanSpec {
  label: string;
  /** Coefficients for X1…X5; X5 (sales / total assets) is absent from Z''. */
  coefficients: readonly [number, number, number, number, number | null];
  equity: "market_value_equity" | "book_value_equity";
  /** Above `safe_above` is safe, below `distress_below` is distress; between (inclusive) is grey. */
  safe_above: number;
  distress_below: number;
}

export const ALTMAN: Record<AltmanModel, AltmanSpec> = {
  z: {
    label: "Altman Z (1968, public manufacturers)",
    coefficients: [1.2, 1.4, 3.3, 0.6, 1.0],
    equity: "market_value_equity",
    safe_above: 2.99,
    distress_below: 1.81,
  },
  z_prime: {
    label: "Altman Z' (private firms)",
    coefficients: [0.717, 0.847, 3.107, 0.42, 0.998],
    equity: "book_value_equity",
    safe_above: 2.9,
    distress_below: 1.23,
  },
  z_double_prime: {
    label: "Altman Z'' (non-manufacturers and emerging markets)",
    coefficients: [6.56, 3.26, 6.72, 1.05, null],
    equity: "book_value_equity",
    safe_above: 2.6,
    distress_below: 1.1,
  },
};

export type Zone = "safe" | "grey" | "distress";

export function zoneFor(model: AltmanModel, score: number): Zone {
  const spec = ALTMAN[model];
  if (score > spec.safe_above) return "safe";
  if (score < spec.distress_below) return "distress";
  return "grey";
}
