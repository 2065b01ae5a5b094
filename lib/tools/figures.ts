import { z } from "zod";

/**
 * Bounded figure schemas every tool family uses for an amount, a count or a measure: 0 or 1e-6 to 1e15 in size, so no
 * input can make a core's arithmetic overflow into a 500 (test/api/fuzz.test.ts tries each example's figures at those
 * edges).
 */

// Above 1e15 a double can no longer hold whole cents, so half-up rounding to 2 decimals would be meaningless.
const FIGURE_MAX = 1e15;
// Below a millionth of a unit a figure is no amount, and a ratio with one beneath it overflows a double (1 / 5e-324 is
// Infinity): such figures are refused rather than computed with.
const FIGURE_MIN_SIZE = 1e-6;

const sized = (figure: z.ZodNumber) =>
  figure.refine((v) => v === 0 || Math.abs(v) >= FIGURE_MIN_SIZE, { message: `must be 0 or at least ${FIGURE_MIN_SIZE} in size` });

/** A figure (an amount, a count, a measure) of 0 up to 1e15. */
export const nonNegativeFigure = (description: string) => sized(z.number().min(0).max(FIGURE_MAX)).describe(description);

/** A figure above 0 up to 1e15: one that may divide another. */
export const positiveFigure = (description: string) => sized(z.number().gt(0).max(FIGURE_MAX)).describe(description);

/** A figure of either sign, up to 1e15 in size. */
export const signedFigure = (description: string) => sized(z.number().min(-FIGURE_MAX).max(FIGURE_MAX)).describe(description);

export const money = nonNegativeFigure;
export const positiveMoney = positiveFigure;
export const signedMoney = signedFigure;

export const percent = (description: string) => z.number().min(0).max(100).describe(description);

/**
 * Dates a tool takes: from the first full year of the Gregorian calendar (the one the date arithmetic counts in) to
 * the end of 2999, which leaves every period a tool adds (a 999-year lease included) inside four-digit years.
 */
export const EARLIEST_DATE = "1583-01-01";
export const LATEST_DATE = "2999-12-31";
export const calendarDate = () =>
  z.iso.date().refine((d) => d >= EARLIEST_DATE && d <= LATEST_DATE, { message: `must be a date from ${EARLIEST_DATE} to ${LATEST_DATE}` });

export const isoDate = (description: string) => calendarDate().describe(`${description} (ISO date YYYY-MM-DD)`);

export const nonEmptyText = (description: string) => z.string().trim().min(1).describe(description);
