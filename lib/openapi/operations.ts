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
  updateKeyOperation,
} from "@/lib/admin/operations";
import { getUsageOperation } from "@/lib/usage/operations";
import { chatOperation } from "@/lib/chat/operations";
import { listJurisdictionsOperation, listSourcesOperation } from "@/lib/legal/operations";
import { complianceOperation } from "@/lib/compliance/operations";
import { documentAnalyzeOperation, listDocumentCategoriesOperation } from "@/lib/documents/operations";
import { litigationAnalyzeOperation, litigationToolsOperation } from "@/lib/litigation/operations";
import { corporateAnalyzeOperation, corporateToolsOperation } from "@/lib/corporate/operations";
import { contractDraftOperation, listContractTypesOperation } from "@/lib/contracts/operations";
import { openApiOperation } from "./operation";

/** Every /v1 operation. A test checks that each app/v1 route appears here, so none goes undocumented. */
export const allOperations: Operation<any, any>[] = [
  getStatusOperation,
  openApiOperation,
  chatOperation,
  complianceOperation,
  documentAnalyzeOperation,
  listDocumentCategoriesOperation,
  analyzeAuditOperation,
  listAuditToolsOperation,
  litigationAnalyzeOperation,
  litigationToolsOperation,
  corporateAnalyzeOperation,
  corporateToolsOperation,
  contractDraftOperation,
  listContractTypesOperation,
  getUsageOperation,
  listJurisdictionsOperation,
  listSourcesOperation,
  createUserOperation,
  findUsersOperation,
  updateUserOperation,
  grantCreditsOperation,
  createKeyOperation,
  listKeysOperation,
  revokeKeyOperation,
  updateKeyOperation,
];
