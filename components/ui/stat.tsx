export function Stat({ label, value, note, tone = "default" }: { label: string; value: React.ReactNode; note?: React.ReactNode; tone?: "default" | "warn" }) {
  return (
    <div className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${tone === "warn" ? "ring-amber-300" : "ring-slate-200"}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}
