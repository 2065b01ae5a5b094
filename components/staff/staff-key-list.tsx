"use client";

import { staffRevokeKeyAction } from "@/app/staff/actions";
import { KeyList } from "@/components/keys/key-list";
import type { ConsoleKey } from "@/lib/console/keys";

/** A tenant's keys as staff see them: revoke only (rotation creates a raw key, which belongs to the owner). */
export function StaffKeyList({ keys }: { keys: ConsoleKey[] }) {
  return <KeyList keys={keys} revoke={(id) => staffRevokeKeyAction(id)} emptyText="This tenant has no keys." />;
}
