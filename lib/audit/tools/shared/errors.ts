import { AuditInputError } from "@/lib/audit/tool";

/** Collects every inconsistency in an input before failing, so a caller can fix them all in one round trip. */
export class InputProblems {
  private readonly errors: { field: string; message: string }[] = [];

  add(field: string, message: string): this {
    this.errors.push({ field, message });
    return this;
  }

  get any(): boolean {
    return this.errors.length > 0;
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new AuditInputError([...this.errors]);
  }
}

export function fail(field: string, message: string): never {
  throw new AuditInputError([{ field, message }]);
}
