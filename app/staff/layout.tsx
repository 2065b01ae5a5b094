import { ConsoleShell } from "@/components/console/shell";
import { requireStaff } from "@/lib/auth/session";

/** Feeds the shell; the pages and every staff action check the staff flag themselves (layouts do not guard pages). */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaff();
  return <ConsoleShell user={user}>{children}</ConsoleShell>;
}
