import type { Operation } from "@/lib/pipeline/operation";
import { getStatusOperation } from "@/lib/status/operation";
import { analyzeAuditOperation, listAuditToolsOperation } from "@/lib/audit/operations";
import {
  createKeyOperation,
  createUserOperation,
  findUsersOperation,
  grantCreditsOperation,
  listKeysOperation,
  revokeKeyOperation,
  updateUserOperation,
} from "@/lib/admin/operations";
import { getUsageOperation } from "@/lib/usage/operations";
import { chatOperation } from "@/lib/chat/operations";
import { listJurisdictionsOperation } from "@/lib/legal/operations";
import { complianceOperation } from "@/lib/compliance/operations";
import { openApiOperation } from "./operation";

/** Every /v1 operation. A test checks that each app/v1 route appears here, so none goes undocumented. */
export const allOperations: Operation<any, any>[] = [
  getStatusOperation,
  openApiOperation,
  chatOperation,
  complianceOperation,
  analyzeAuditOperation,
  listAuditToolsOperation,
  getUsageOperation,
  listJurisdictionsOperation,
  createUserOperation,
  findUsersOperation,
  updateUserOperation,
  grantCreditsOperation,
  createKeyOperation,
  listKeysOperation,
  revokeKeyOperation,
];
