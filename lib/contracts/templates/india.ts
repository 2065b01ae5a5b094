import type { ContractTemplate } from "../types";

/** India-specific instruments. */
export const indiaTemplates: ContractTemplate[] = [];
