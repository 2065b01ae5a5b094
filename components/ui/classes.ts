/** Shared Tailwind class sets, so every page's buttons, fields and cards look and focus alike. */
const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
const btnBase = `inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focus}`;

export const btnPrimary = `${btnBase} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500`;
export const btnSecondary = `${btnBase} bg-white text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50`;
export const btnDanger = `${btnBase} bg-red-600 text-white shadow-sm hover:bg-red-500`;
export const btnGhost = `${btnBase} text-slate-700 hover:bg-slate-100`;
export const btnSmall = "!px-2.5 !py-1.5 !text-xs";

export const input =
  "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-indigo-600 disabled:bg-slate-50";
export const label = "block text-sm font-medium text-slate-800";
export const hint = "mt-1 text-xs text-slate-500";
export const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";
export const link = `rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline ${focus}`;
export const th = "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
export const td = "whitespace-nowrap px-3 py-2 text-sm text-slate-700";
export const focusRing = focus;
