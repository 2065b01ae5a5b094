import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { signatureHeader } from "./signing";
import { verifySnippet } from "./verify-snippet";

describe("the documented verification snippet", () => {
  it("accepts our signature and refuses a changed body, another secret and an old timestamp", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "snippet-")), "verify.mjs");
    writeFileSync(file, verifySnippet);
    const { verifyLegalAiSignature } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      verifyLegalAiSignature: (secret: string, header: string, body: string) => boolean;
    };
    const body = '{"id":"alt_1","object":"event","type":"credits.low","data":{"balance":8,"threshold":20}}';
    const now = Math.floor(Date.now() / 1000);
    expect(verifyLegalAiSignature("whsec_a", signatureHeader("whsec_a", now, body), body)).toBe(true);
    expect(verifyLegalAiSignature("whsec_a", signatureHeader("whsec_a", now, body), body.replace("8", "9"))).toBe(false);
    expect(verifyLegalAiSignature("whsec_b", signatureHeader("whsec_a", now, body), body)).toBe(false);
    expect(verifyLegalAiSignature("whsec_a", signatureHeader("whsec_a", now - 600, body), body)).toBe(false);
  });
});
