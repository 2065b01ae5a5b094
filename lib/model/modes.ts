import { z } from "zod";
import { env } from "@/lib/env";

export const modes = ["small", "medium", "deep"] as const;
export type Mode = (typeof modes)[number];
export const modeSchema = z.enum(modes);

export interface ModeSettings {
  mode: Mode;
  model: string;
  maxTokens: number;
}

export function modeSettings(mode: Mode): ModeSettings {
  const e = env();
  const table: Record<Mode, ModeSettings> = {
    small: { mode: "small", model: e.MODEL_SMALL, maxTokens: e.MODEL_SMALL_MAX_TOKENS },
    medium: { mode: "medium", model: e.MODEL_MEDIUM, maxTokens: e.MODEL_MEDIUM_MAX_TOKENS },
    deep: { mode: "deep", model: e.MODEL_DEEP, maxTokens: e.MODEL_DEEP_MAX_TOKENS },
  };
  return table[mode];
}

const deepSignals = /\b(compare|comparison|analy[sz]e|analysis|multi-?jurisdiction|cross-border|draft|strategy|risks?|versus|vs\.?|step[- ]by[- ]step|in detail|exceptions?)\b/i;

/**
 * The documented heuristic used when `mode` is omitted: short factual questions go to `small`, long or
 * analytical ones (several questions, comparisons, risk analysis, attached text) to `deep`, the rest to
 * `medium`.
 *   - deep:   over 2,000 characters, or an analytical keyword with over 300 characters, or 3+ question marks
 *   - small:  under 200 characters with at most one question and no analytical keyword
 *   - medium: everything else
 */
export function pickMode(text: string): Mode {
  const length = text.length;
  const questions = (text.match(/\?/g) ?? []).length;
  const analytical = deepSignals.test(text);
  if (length > 2000 || (analytical && length > 300) || questions >= 3) return "deep";
  if (length < 200 && questions <= 1 && !analytical) return "small";
  return "medium";
}
