/** One step of the overview's first-call checklist. */
export interface FirstStep {
  id: "key" | "call" | "usage";
  title: string;
  detail: string;
  href: string;
  done: boolean;
}

/**
 * The first hour as a checklist (as the Stripe and OpenAI dashboards open): create a key, make a call, see what it
 * cost (the address is confirmed before the first sign-in). The first step not done is the next step.
 */
export function firstSteps(state: { activeKeys: number; keysEverUsed: boolean; callsThisMonth: number }): FirstStep[] {
  const called = state.keysEverUsed || state.callsThisMonth > 0;
  return [
    { id: "key", title: "Create an API key", detail: "Copy it once and keep it in LEGAL_AI_API_KEY.", href: "/console/keys", done: state.activeKeys > 0 },
    { id: "call", title: "Make your first call", detail: "Run a request in the explorer, or paste its cURL snippet into a shell.", href: "/console/explorer", done: called },
    { id: "usage", title: "See what it cost", detail: "Every call is listed on the usage page with its credits.", href: "/console/usage", done: state.callsThisMonth > 0 },
  ];
}

/** The first step not done yet, or null when the checklist is complete. */
export function nextStep(steps: FirstStep[]): FirstStep | null {
  return steps.find((s) => !s.done) ?? null;
}
