/** Fixed disclaimer texts (spec section 1); the contracts endpoint uses its own wording. */
export const DISCLAIMER =
  "This output is AI-generated and is for informational purposes only; it is not legal advice. " +
  "It must be reviewed by a qualified legal professional before you rely on it.";

export const CONTRACT_DISCLAIMER =
  "This draft is AI-generated and is a starting point only. " +
  "It must be reviewed and validated by a qualified legal professional before execution.";
