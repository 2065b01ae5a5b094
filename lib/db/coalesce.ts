/**
 * Group commit for small writes: calls that arrive while a batch is in flight wait for it and then go
 * together as the next batch, so under load many requests share one statement (one round trip, one commit)
 * while a lone call still runs at once. `run` gets the inputs in arrival order and returns one output each.
 */
export function coalesce<I, O>(run: (inputs: I[]) => Promise<O[]>, maxBatch = 256): (input: I) => Promise<O> {
  type Waiting = { input: I; resolve(o: O): void; reject(err: unknown): void };
  const queue: Waiting[] = [];
  let inFlight = false;

  const drain = async () => {
    inFlight = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outputs = await run(batch.map((w) => w.input));
        batch.forEach((w, i) => w.resolve(outputs[i]));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    inFlight = false;
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!inFlight) void drain();
    });
}
