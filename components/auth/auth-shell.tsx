import { SiteHeader } from "@/components/site-header";

export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-sm">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">{children}</div>
          {footer ? <p className="mt-4 text-center text-sm text-slate-600">{footer}</p> : null}
        </div>
      </main>
    </div>
  );
}
