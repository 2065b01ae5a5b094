/**
 * Half-up rounding (ties away from zero) to `decimals` places.
 *
 * A double carries about 15 significant decimal digits faithfully, so the value is first read at that precision:
 * this strips representation noise (1.005 is stored as 1.00499999…) before the tie is decided, which plain
 * `Math.round(x * 100) / 100` gets wrong.
 */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round a non-finite number (${value})`);
  if (value === 0) return 0;
  const sign = value < 0 ? -1 : 1;
  const [mantissa, exponent] = Math.abs(value).toExponential(14).split("e");
  const scaled = Number(`${mantissa}e${Number(exponent) + decimals}`);
  const rounded = (sign * Math.round(scaled)) / 10 ** decimals;
  return rounded === 0 ? 0 : rounded; // never return -0, it serialises oddly and breaks deep equality
}

export const roundMoney = (value: number): number => roundHalfUp(value, 2);

/** Whole cents, so that sums and residues are exact integer arithmetic. */
export function toCents(value: number): number {
  const rounded = roundMoney(value);
  const cents = Math.round(Math.abs(rounded) * 100);
  return rounded < 0 ? -cents : cents;
}

export const fromCents = (cents: number): number => (cents === 0 ? 0 : cents / 100);

/** Exact money sum: adds whole cents rather than doubles. */
export function sumMoney(values: readonly number[]): number {
  return fromCents(values.reduce((total, v) => total + toCents(v), 0));
}

/** `part` as a percentage of `whole`, half-up to `decimals`; 0 when the whole is 0 so callers need no guard. */
export function percentOf(part: number, whole: number, decimals = 2): number {
  return whole === 0 ? 0 : roundHalfUp((part / whole) * 100, decimals);
}
