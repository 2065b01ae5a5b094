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
      await takeTurn();
      sliceStart = performance.now();
    }
  }
}

/**
 * Every job waiting to run its next slice, in order of arrival. One job is let go per turn of the event loop: with a
 * plain `setImmediate` each, four concurrent reviews ran four slices back to back in one check phase (40 ms and more)
 * before any network callback, and a chat call, which waits on the network several times, waited that long each time.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function letNextGo(): void {
  waiting.shift()?.();
  scheduled = waiting.length > 0;
  if (scheduled) setImmediate(letNextGo);
}

/**
 * Gives the event loop back: resolves in a later turn, after the pending network and timer callbacks, and after every
 * other sliced job that asked before it has run one slice. For long work outside `runInSlices` (a PDF's pages).
 */
export function takeTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(letNextGo);
    }
  });
}
