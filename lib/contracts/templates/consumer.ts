import type { ContractTemplate } from "../types";

/** Business-to-consumer terms. */
export const consumerTemplates: ContractTemplate[] = [];
