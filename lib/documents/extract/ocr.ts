import "server-only";
import path from "node:path";
import { createRequire } from "node:module";
import { createWorker, OEM } from "tesseract.js";

/**
 * Offline OCR: tesseract.js with its wasm core and the English LSTM data resolved from node_modules
 * (`tesseract.js-core`, `@tesseract.js-data/eng`); nothing is downloaded and nothing is cached to disk.
 */
export async function ocrImages(images: Buffer[]): Promise<{ text: string; confidence: number }[]> {
  const require = createRequire(path.join(process.cwd(), "package.json"));
  const langPath = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
  const corePath = path.dirname(require.resolve("tesseract.js-core/package.json"));
  const worker = await createWorker("eng", OEM.LSTM_ONLY, { langPath, corePath, cacheMethod: "none", gzip: true, logger: () => {} });
  try {
    const out: { text: string; confidence: number }[] = [];
    for (const image of images) {
      const { data } = await worker.recognize(image);
      out.push({ text: data.text, confidence: data.confidence });
    }
    return out;
  } finally {
    await worker.terminate();
  }
}
