import "server-only";
import path from "node:path";
import { createWorker, OEM } from "tesseract.js";
import { env } from "@/lib/env";
import { Semaphore } from "@/lib/model/semaphore";

export interface OcrResult {
  text: string;
  confidence: number;
}

/**
 * Offline OCR: tesseract.js with its wasm core and the English LSTM data resolved from node_modules
 * (`tesseract.js-core`, `@tesseract.js-data/eng`); nothing is downloaded and nothing is cached to disk. One worker
 * serves a whole document, started on its first page image: `readPages` gets a `recognize` for each page image and the worker ends with it, so a caller can
 * render and read one page at a time instead of holding every page's image. At most DOCUMENT_OCR_CONCURRENCY
 * documents are read at once per instance (a worker takes about 150 MB); the others wait for a turn.
 */
export async function withOcr<T>(readPages: (recognize: (image: Buffer) => Promise<OcrResult>) => Promise<T>): Promise<T> {
  const release = await ocrTurns().acquire();
  try {
    return await recognizeWithWorker(readPages);
  } finally {
    release();
  }
}

const holder = globalThis as unknown as { __ocrTurns?: Semaphore };
function ocrTurns(): Semaphore {
  return (holder.__ocrTurns ??= new Semaphore(env().DOCUMENT_OCR_CONCURRENCY));
}

async function recognizeWithWorker<T>(readPages: (recognize: (image: Buffer) => Promise<OcrResult>) => Promise<T>): Promise<T> {
  // Imported at run time, past the bundler: webpack cannot analyse createRequire with a computed argument and replaced
  // it with a stub without `resolve`, so every scanned page failed in a webpack build ("reading 'resolve'", a 400).
  const { createRequire } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "node:module");
  const require = createRequire(path.join(process.cwd(), "package.json"));
  const langPath = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
  const corePath = path.dirname(require.resolve("tesseract.js-core/package.json"));
  // Started on the first page that needs reading: a document whose scanned pages are all blank needs no worker.
  const lazy: { worker?: ReturnType<typeof createWorker> } = {};
  const started = () => (lazy.worker ??= createWorker("eng", OEM.LSTM_ONLY, { langPath, corePath, cacheMethod: "none", gzip: true, logger: () => {} }));
  try {
    return await readPages(async (image) => {
      const { data } = await (await started()).recognize(image);
      return { text: data.text, confidence: data.confidence };
    });
  } finally {
    await lazy.worker?.then((w) => w.terminate(), () => {});
  }
}
