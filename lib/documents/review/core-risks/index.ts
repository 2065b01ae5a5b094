import { accelerationRisk } from "./acceleration";
import { changeOfControlRisk } from "./change-of-control";
import { delaySoleRemedyRisk } from "./delay-sole-remedy";
import { disputeConflictRisk } from "./dispute-conflict";
import { evergreenRisk } from "./evergreen";
import { leaseTenantRisks } from "./lease-tenant";
import { loanDefaultRisks } from "./loan-defaults";
import { penaltyRisk } from "./penalty";
import { priceVariationRisk } from "./price-variation";
import { residualsRisk } from "./residuals";
import { tupeRisk } from "./tupe";
import type { CoreRisk, CoreRiskInput } from "./types";

export type { CoreRisk, CoreRiskInput, CoreRiskClause } from "./types";

/** Every core risk the contract carries, in the order a lawyer would raise them. */
export function coreRisksOf(input: CoreRiskInput): CoreRisk[] {
  const one = [tupeRisk, disputeConflictRisk, changeOfControlRisk, accelerationRisk, priceVariationRisk, evergreenRisk, residualsRisk, penaltyRisk, delaySoleRemedyRisk].map((f) => f(input)).filter((r): r is CoreRisk => r !== null);
  return [...one, ...loanDefaultRisks(input), ...leaseTenantRisks(input)];
}
