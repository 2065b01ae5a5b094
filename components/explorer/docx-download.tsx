"use client";

import { btnSecondary, btnSmall } from "@/components/ui/classes";

/** The first `docx_base64` string anywhere in a JSON value, with a sibling file name when one is given. */
export function findDocx(value: unknown): { base64: string; filename: string } | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (typeof record.docx_base64 === "string" && record.docx_base64.length > 0) {
    const name = typeof record.docx_filename === "string" ? record.docx_filename : typeof record.filename === "string" ? record.filename : "document.docx";
    return { base64: record.docx_base64, filename: name.endsWith(".docx") ? name : `${name}.docx` };
  }
  for (const v of Object.values(record)) {
    const found = findDocx(v);
    if (found) return found;
  }
  return null;
}

/** Shown under any response that carries `docx_base64` (e.g. the contracts endpoint): downloads it as a file. */
export function DocxDownload({ body }: { body: string }) {
  let docx: { base64: string; filename: string } | null = null;
  try {
    docx = findDocx(JSON.parse(body));
  } catch {
    return null;
  }
  if (!docx) return null;
  const { base64, filename } = docx;
  function download() {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const url = URL.createObjectURL(new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = filename;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <button type="button" className={`${btnSecondary} ${btnSmall}`} onClick={download}>
      Download .docx
    </button>
  );
}
