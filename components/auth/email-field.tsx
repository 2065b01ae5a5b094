import { input, label } from "@/components/ui/classes";

/** The email box every auth form asks for; `defaultValue` keeps what was typed when the server action answers. */
export function EmailField({ defaultValue }: { defaultValue: string }) {
  return (
    <div>
      <label htmlFor="email" className={label}>
        Email
      </label>
      <input id="email" name="email" type="email" autoComplete="email" required defaultValue={defaultValue} className={`${input} mt-1`} />
    </div>
  );
}
