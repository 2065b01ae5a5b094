import { signOutAction } from "@/app/console/actions";
import { btnGhost, btnSmall } from "@/components/ui/classes";

/** A form posting a server action: works without scripts, and ends the session on the server, not only in this browser. */
export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <button type="submit" className={`${btnGhost} ${btnSmall}`}>
        Sign out
      </button>
    </form>
  );
}
