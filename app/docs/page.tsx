import { redirect } from "next/navigation";

export default function DocsIndex() {
  redirect("/docs/api");
}
