import type { ContractTemplate } from "../types";

/** Technology and SaaS agreements. */
export const technologyTemplates: ContractTemplate[] = [];
