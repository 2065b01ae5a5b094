import type { ContractTemplate } from "../types";

/** Disputes and settlement. */
export const disputesTemplates: ContractTemplate[] = [];
