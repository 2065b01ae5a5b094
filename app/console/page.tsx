import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/session";

export default async function ConsoleHome() {
  await requireUser();
  redirect("/console/keys");
}
