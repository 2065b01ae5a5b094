import { accelerationRisk } from "./acceleration";
import { changeOfControlRisk } from "./change-of-control";
import { defaultInterestRisk } from "./default-interest";
import { delaySoleRemedyRisk } from "./delay-sole-remedy";
import { disputeConflictRisks } from "./dispute-conflict";
import { employeeIpRisk } from "./employee-ip";
import { evergreenRisk } from "./evergreen";
import { generalDisclosureRisk } from "./general-disclosure";
import { goodwillWaiverRisk } from "./goodwill-waiver";
import { governanceRisks } from "./governance";
import { grantBackRisk } from "./grant-back";
import { minimumCommitmentRisk } from "./minimum-commitment";
import { leaseTenantRisks } from "./lease-tenant";
import { loanDefaultRisks } from "./loan-defaults";
import { nonCompetePenaltyRisk } from "./non-compete-penalty";
import { penaltyRisk } from "./penalty";
import { priceVariationRisk } from "./price-variation";
import { probationRisk } from "./probation";
import { residualsRisk } from "./residuals";
import { subjectiveDismissalRisk } from "./subjective-dismissal";
import { trainingBondRisk } from "./training-bond";
import { tupeRisk } from "./tupe";
import { unilateralVariationRisk } from "./unilateral-variation";
import type { CoreRisk, CoreRiskInput } from "./types";

export type { CoreRisk, CoreRiskInput, CoreRiskClause } from "./types";

/** Every core risk the contract carries, in the order a lawyer would raise them. */
export function coreRisksOf(input: CoreRiskInput): CoreRisk[] {
  const one = [tupeRisk, changeOfControlRisk, accelerationRisk, defaultInterestRisk, priceVariationRisk, evergreenRisk, residualsRisk, generalDisclosureRisk, grantBackRisk, minimumCommitmentRisk, goodwillWaiverRisk, penaltyRisk, delaySoleRemedyRisk].map((f) => f(input)).filter((r): r is CoreRisk => r !== null);
  const employment = [unilateralVariationRisk, trainingBondRisk, subjectiveDismissalRisk, nonCompetePenaltyRisk, employeeIpRisk, probationRisk].map((f) => f(input)).filter((r): r is CoreRisk => r !== null);
  return [...disputeConflictRisks(input), ...one, ...governanceRisks(input), ...loanDefaultRisks(input), ...leaseTenantRisks(input), ...employment];
}
