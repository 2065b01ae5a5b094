/**
 * The explorer's recent requests, kept in this tab's sessionStorage (gone when the tab closes) and never holding the
 * API key: only the operation, its path parameters and the body. Bodies too large to keep (an uploaded file) are
 * dropped with a note rather than filling the browser's storage.
 */
export interface HistoryEntry {
  at: string;
  operationKey: string;
  params: Record<string, string>;
  /** Null when the body was too large to keep. */
  body: string | null;
  status: number | null;
}

export const HISTORY_LIMIT = 20;
export const MAX_KEPT_BODY = 64 * 1024;
const STORAGE_KEY = "explorer.history.v1";

export function addToHistory(history: HistoryEntry[], entry: Omit<HistoryEntry, "body"> & { body: string }): HistoryEntry[] {
  const kept: HistoryEntry = { ...entry, params: { ...entry.params }, body: entry.body.length > MAX_KEPT_BODY ? null : entry.body };
  return [kept, ...history].slice(0, HISTORY_LIMIT);
}

export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter((e): e is HistoryEntry => typeof e === "object" && e !== null && typeof e.operationKey === "string" && typeof e.at === "string")
      .slice(0, HISTORY_LIMIT);
  } catch {
    return [];
  }
}

export function loadHistory(): HistoryEntry[] {
  try {
    return parseHistory(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveHistory(history: HistoryEntry[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the history lives only in memory for this page.
  }
}
