/** Warning objects shared by every model-backed endpoint (DECISIONS: `{ code, message }`). */
export interface Warning {
  code: string;
  message: string;
}

export const sandboxWarning = (): Warning => ({
  code: "sandbox",
  message: "Sandbox key: answered by the offline engine without calling the model; never billed.",
});

export const degradedWarning = (reason: string): Warning => ({
  code: "degraded",
  message: `The language model could not be used (${reason}); this answer comes from the offline engine and was not billed.`,
});

export const offlineLanguageWarning = (language: string): Warning => ({
  code: "language_unavailable_offline",
  message: `The offline engine answers in English only; the requested language (${language}) needs the model.`,
});

export const repairedOutputWarning = (): Warning => ({
  code: "output_repaired",
  message: "Part of the model's output was malformed and was dropped or repaired.",
});

export function unverifiedCitationWarning(citationId: string, claimed: string, reason: string): Warning {
  return {
    code: "unverified_citation",
    message: `Citation ${citationId} (${claimed}) could not be verified against the source registry: ${reason.replaceAll("_", " ")}.`,
  };
}
