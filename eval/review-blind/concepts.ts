/**
 * The examiner's concept names (snake case, CUAD-style where CUAD has the concept) mapped onto the engine's category
 * ids (lib/documents/taxonomy.ts) and the ids of the playbook's expected clauses (`termination`). Lenient: a concept
 * maps to every engine id that does its work, so "anti_assignment" is met by the CUAD `anti_assignment` or our
 * `assignment`, "termination" by the expected-clause id or either termination category. A concept the engine has no
 * category for at all (a guarantee, a probation period, rent abatement) maps to null and is reported "not scorable",
 * never as a miss. Written from the taxonomy's descriptions, not from any review output.
 */
export const CONCEPT_IDS: Record<string, string[] | null> = {
  confidentiality: ["confidentiality"],
  limitation_of_liability: ["limitation_of_liability", "cap_on_liability"],
  indemnification: ["indemnification"],
  termination: ["termination", "termination_for_cause", "termination_for_convenience"],
  governing_law: ["governing_law"],
  dispute_resolution: ["dispute_resolution", "arbitration"],
  force_majeure: ["force_majeure"],
  anti_assignment: ["anti_assignment", "assignment"],
  warranty: ["warranty", "warranty_duration"],
  ip_ownership_assignment: ["ip_ownership_assignment", "joint_ip_ownership"],
  payment_terms: ["payment_terms"],
  // An employee's salary is the employment contract's payment terms: the engine has no category of its own for pay.
  remuneration: ["payment_terms"],
  non_solicitation: ["non_solicitation", "no_solicit_of_customers", "no_solicit_of_employees"],
  data_protection: ["data_protection"],
  audit_rights: ["audit_rights"],
  minimum_commitment: ["minimum_commitment"],
  exclusivity: ["exclusivity"],
  non_compete: ["non_compete"],
  license_grant: ["license_grant"],
  change_of_control: ["change_of_control"],
  insurance: ["insurance"],
  renewal_term: ["renewal_term"],
  notices: ["notices"],
  source_code_escrow: ["source_code_escrow"],
  // No engine category: nothing in the taxonomy or the playbook's expected clauses does this concept's work.
  probation: null,
  leave: null,
  security_deposit: null,
  guarantee: null,
  security_for_claims: null,
  damage_and_destruction: null,
  landlord_repair_obligations: null,
  service_levels: null,
  franchisor_support_obligations: null,
  // The engine's indemnification category has no direction, and the licence has the Licensee's indemnity: a missing
  // indemnity *from the Licensor* cannot be expressed in its missing list.
  licensor_ip_indemnity: null,
};

/** The engine ids a concept maps to; null when it has none, or is a name this table does not know. */
export function conceptIds(concept: string): string[] | null {
  return Object.hasOwn(CONCEPT_IDS, concept) ? CONCEPT_IDS[concept] : null;
}
