import type { ContractTemplate } from "../types";

/** Privacy and data protection. */
export const privacyTemplates: ContractTemplate[] = [];
