import type { ContractTemplate } from "../types";

/** Intellectual property: assignments and licences. */
export const ipTemplates: ContractTemplate[] = [];
