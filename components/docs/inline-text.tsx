/** Descriptions in the OpenAPI document use `backticks` for code; paragraphs are separated by blank lines. */
export function InlineText({ text, className = "" }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== "");
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className={className}>
          {p.split(/(`[^`]+`)/g).map((part, j) =>
            part.startsWith("`") && part.endsWith("`") && part.length > 1 ? (
              <code key={j} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800">
                {part.slice(1, -1)}
              </code>
            ) : (
              part
            ),
          )}
        </p>
      ))}
    </>
  );
}
