"use client";

import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { curlSnippet, pythonSnippet, typescriptSnippet, KEY_ENV, type SnippetRequest } from "@/lib/console/snippets";

type Lang = "curl" | "ts" | "python";

export function SnippetTabs({ request, authenticated, streaming }: { request: SnippetRequest; authenticated: boolean; streaming: boolean }) {
  const [lang, setLang] = useState<Lang>("curl");
  const code =
    lang === "curl" ? curlSnippet(request, authenticated) : lang === "ts" ? typescriptSnippet(request, authenticated, streaming) : pythonSnippet(request, authenticated, streaming);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          label="Language"
          value={lang}
          onChange={setLang}
          options={[
            { value: "curl", label: "cURL" },
            { value: "ts", label: "TypeScript" },
            { value: "python", label: "Python" },
          ]}
        />
        <CopyButton text={code} label="Copy snippet" small />
      </div>
      <pre tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-indigo-400 mt-3 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100" data-testid="snippet">
        <code>{code}</code>
      </pre>
      {authenticated ? (
        <p className="mt-2 text-xs text-slate-500">
          The key is read from <code className="font-mono">${KEY_ENV}</code>, so snippets never contain it.
        </p>
      ) : null}
    </div>
  );
}
