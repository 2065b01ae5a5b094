import { bankingCompliance } from "@/lib/corporate/tools/banking-compliance";
import { bankingLending } from "@/lib/corporate/tools/banking-lending";
import { bankingRecovery } from "@/lib/corporate/tools/banking-recovery";
import { corpSecretary } from "@/lib/corporate/tools/corp-secretary";
import { fintechLicensing } from "@/lib/corporate/tools/fintech-licensing";
import { franchiseDist } from "@/lib/corporate/tools/franchise-dist";
import { projectFinance } from "@/lib/corporate/tools/project-finance";
import { sandboxNav } from "@/lib/corporate/tools/sandbox-nav";
import type { AnalysisTool } from "@/lib/tools/definition";

/** The eight secretarial, franchise, banking, fintech and project-finance cores, in the spec's order. */
export const regulatoryCorporateTools: readonly AnalysisTool[] = [
  corpSecretary,
  franchiseDist,
  sandboxNav,
  bankingLending,
  bankingCompliance,
  bankingRecovery,
  fintechLicensing,
  projectFinance,
] as unknown as readonly AnalysisTool[];
