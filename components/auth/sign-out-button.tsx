"use client";

import { signOut } from "next-auth/react";
import { btnGhost, btnSmall } from "@/components/ui/classes";

export function SignOutButton() {
  return (
    <button type="button" className={`${btnGhost} ${btnSmall}`} onClick={() => signOut({ callbackUrl: "/" })}>
      Sign out
    </button>
  );
}
