import { Badge } from "@/components/ui/badge";
import type { KeyStatus } from "@/lib/keys/store";

const tone = { active: "green", expired: "amber", revoked: "red" } as const;

export function KeyStatusBadge({ status }: { status: KeyStatus }) {
  return <Badge tone={tone[status]}>{status}</Badge>;
}
