export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-lg border-2 border-dashed border-slate-200 px-6 py-10 text-center">
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-slate-500">{children}</div> : null}
    </div>
  );
}
