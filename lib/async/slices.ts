import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Long synchronous work written as a generator that yields between units (a clause, a page): `runToEnd` runs it in
 * one go, `runInSlices` gives the event loop back whenever a slice has run `sliceMs`, so that one long document does
 * not hold up every other call the instance is serving. Both return what the generator returns.
 */
export type Steps<T> = Generator<void, T, void>;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function runInSlices<T>(steps: Steps<T>, sliceMs = 10): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
