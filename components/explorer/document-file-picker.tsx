"use client";

import { useState } from "react";
import { hint, label } from "@/components/ui/classes";

const MAX_BYTES = 10 * 1024 * 1024;

/** Base64 of a file's bytes, built in chunks so large files do not overflow the call stack. */
function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Picks a PDF or DOCX and puts it in the request body as `document_base64` (removing `document_text`, since the
 * API takes exactly one). The file stays in the browser until the request is sent.
 */
export function DocumentFilePicker({ body, onBody }: { body: string; onBody: (next: string) => void }) {
  const [note, setNote] = useState<string | null>(null);
  async function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setNote(`${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MiB; the limit is 10 MiB.`);
      return;
    }
    let current: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(body || "{}");
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) current = parsed as Record<string, unknown>;
    } catch {
      // The body is not valid JSON yet: start from an empty object.
    }
    const { document_text: _dropped, ...rest } = current;
    void _dropped;
    const document_base64 = toBase64(new Uint8Array(await file.arrayBuffer()));
    onBody(JSON.stringify({ ...rest, document_base64 }, null, 2));
    setNote(`${file.name} (${(file.size / 1024).toFixed(0)} KiB) is in the body as document_base64.`);
  }
  return (
    <div>
      <label htmlFor="document-file" className={label}>
        Document file (PDF or DOCX)
      </label>
      <input
        id="document-file"
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
        className="mt-1 block text-sm"
      />
      <p className={hint} role="status">
        {note ?? "Fills document_base64 in the body below (up to 10 MiB). The type is detected from the file's bytes."}
      </p>
    </div>
  );
}
