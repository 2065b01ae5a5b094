/**
 * Figures as a client reads them: money in its currency's own convention (₹1,50,00,000 with Indian grouping;
 * €4.71 m for millions), dates in words (31 October 2026). Pure.
 */

export const CURRENCIES = ["INR", "EUR", "USD", "GBP", "SGD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (v: unknown): v is Currency => typeof v === "string" && (CURRENCIES as readonly string[]).includes(v);

const SYMBOL: Record<Currency, string> = { INR: "₹", EUR: "€", USD: "US$", GBP: "£", SGD: "S$" };

/**
 * An amount in full units of its currency. `unit: "m"` says the amount is already in millions (Pillar Two inputs,
 * project-finance figures given in millions): "€4.71 m", but rupees are never written in millions — ₹115 m is
 * ₹11,50,00,000 in the Indian grouping a reader in India uses.
 */
export function formatMoney(amount: number, currency: Currency = "INR", unit: "units" | "m" = "units"): string {
  const sign = amount < 0 ? "−" : "";
  const abs = unit === "m" && currency === "INR" ? Math.round(Math.abs(amount) * 1e6 * 100) / 100 : Math.abs(amount);
  const symbol = SYMBOL[currency];
  if (currency === "INR") return `${sign}${symbol}${abs.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
  if (unit === "m") return `${sign}${symbol}${trimmed(abs, 2)} m`;
  if (abs >= 1_000_000_000) return `${sign}${symbol}${trimmed(abs / 1_000_000_000, 2)} bn`;
  if (abs >= 1_000_000) return `${sign}${symbol}${trimmed(abs / 1_000_000, 2)} m`;
  return `${sign}${symbol}${abs.toLocaleString("en-GB", { maximumFractionDigits: 2 })}`;
}

function trimmed(value: number, decimals: number): string {
  return value.toLocaleString("en-GB", { maximumFractionDigits: decimals });
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 2026-10-31 → "31 October 2026"; anything that is not an ISO date is returned unchanged. */
export function formatDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
}

/** Every ISO date inside a text, in words. */
export const datesInWords = (text: string): string => text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (d) => formatDate(d));

export const formatPercent = (value: number): string => `${trimmed(value, 4)}%`;

export const plural = (n: number, word: string): string => `${n.toLocaleString("en-GB")} ${word}${n === 1 ? "" : "s"}`;
