import type { ContractTemplate } from "../types";

/** Corporate and finance. */
export const corporateTemplates: ContractTemplate[] = [];
