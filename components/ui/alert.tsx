const tones = {
  error: "bg-red-50 text-red-800 ring-red-200",
  warn: "bg-amber-50 text-amber-900 ring-amber-200",
  success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  info: "bg-indigo-50 text-indigo-900 ring-indigo-200",
} as const;

/** Errors are announced at once (role=alert); other notices politely. */
export function Alert({ tone = "info", children, className = "" }: { tone?: keyof typeof tones; children: React.ReactNode; className?: string }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md px-3 py-2 text-sm ring-1 ring-inset ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}
