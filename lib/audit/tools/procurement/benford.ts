import { roundHalfUp } from "@/lib/tools/money";

/** Benford first-digit probabilities P(d) = log10(1 + 1/d), d = 1…9. */
export const BENFORD_FIRST_DIGIT = Array.from({ length: 9 }, (_, i) => Math.log10(1 + 1 / (i + 1)));

/** Nigrini's first-digit MAD bands (upper bounds, inclusive). */
export const NIGRINI_FIRST_DIGIT_BANDS = [
  { upTo: 0.006, conformity: "close_conformity" },
  { upTo: 0.012, conformity: "acceptable_conformity" },
  { upTo: 0.015, conformity: "marginally_acceptable_conformity" },
] as const;
export const conformityLevels = ["close_conformity", "acceptable_conformity", "marginally_acceptable_conformity", "nonconformity"] as const;
export type Conformity = (typeof conformityLevels)[number];

export function firstDigit(amount: number): number {
  if (!(amount > 0)) throw new RangeError("Benford digits need positive amounts");
  return Number(amount.toExponential()[0]);
}

export function conformityFor(mad: number): Conformity {
  return NIGRINI_FIRST_DIGIT_BANDS.find((b) => mad <= b.upTo)?.conformity ?? "nonconformity";
}

export interface BenfordTest {
  n: number;
  digits: { digit: number; count: number; observed: number; expected: number }[];
  mad: number;
  conformity: Conformity;
}

export function benfordFirstDigit(amounts: readonly number[]): BenfordTest {
  const counts = new Array<number>(9).fill(0);
  for (const a of amounts) counts[firstDigit(a) - 1]++;
  const n = amounts.length;
  const deviations = counts.map((c, i) => Math.abs(c / n - BENFORD_FIRST_DIGIT[i]));
  const mad = deviations.reduce((s, d) => s + d, 0) / 9;
  return {
    n,
    digits: counts.map((count, i) => ({
      digit: i + 1,
      count,
      observed: roundHalfUp(count / n, 5),
      expected: roundHalfUp(BENFORD_FIRST_DIGIT[i], 5),
    })),
    mad: roundHalfUp(mad, 6),
    conformity: conformityFor(mad),
  };
}
