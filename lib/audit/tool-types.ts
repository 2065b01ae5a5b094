/** The 16 audit tool identifiers, in the order of the spec (section 4.1 rule 6). */
export const auditToolTypes = [
  "risk",
  "materiality",
  "program",
  "going_concern",
  "opinion",
  "ia_charter",
  "ia_qaip",
  "ia_payroll_fn",
  "ia_it_audit",
  "ubo_compliance",
  "agm_planner",
  "murabaha",
  "zakat",
  "complete_audit",
  "performance_audit",
  "procurement_audit",
] as const;

export type AuditToolType = (typeof auditToolTypes)[number];
