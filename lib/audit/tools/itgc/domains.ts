/** The four classic IT general control domains, with COBIT 2019 objectives they map to. */
export const itgcDomainIds = ["access", "change", "sdlc", "operations"] as const;
export type ItgcDomainId = (typeof itgcDomainIds)[number];

export interface ItgcDomain {
  title: string;
  objective: string;
  procedures: string[];
  cobit: string[];
}

export const ITGC_DOMAINS: Record<ItgcDomainId, ItgcDomain> = {
  access: {
    title: "Access to programs and data",
    objective: "Only authorised people can use systems and data, with access fitting their role",
    procedures: [
      "Test provisioning for a sample of joiners and removal for a sample of leavers",
      "Inspect periodic user access reviews and their follow-up",
      "Review privileged and generic accounts and who holds them",
      "Check password and multi-factor authentication settings at application, database, operating system and network level",
      "Confirm physical security over data centres and server rooms",
    ],
    cobit: ["DSS05 Managed security services", "APO13 Managed security"],
  },
  change: {
    title: "Program changes (change management)",
    objective: "Changes to production systems are authorised, tested and approved",
    procedures: [
      "Trace a sample of production changes to authorisation, user acceptance testing and approval before release",
      "Check separation of development, test and production environments",
      "Confirm developers cannot move changes into production",
      "Compare a system-generated change log with approved change tickets",
    ],
    cobit: ["BAI06 Managed IT changes", "BAI07 Managed IT change acceptance and transitioning"],
  },
  sdlc: {
    title: "Program development (SDLC)",
    objective: "New systems are designed, tested, converted and accepted properly",
    procedures: [
      "Review design documents and testing evidence for new systems in the period",
      "Test data conversion reconciliations",
      "Inspect user sign-off and go-live approval",
    ],
    cobit: ["BAI03 Managed solutions identification and build"],
  },
  operations: {
    title: "Computer operations",
    objective: "Systems run as scheduled and recover from failures",
    procedures: [
      "Review batch job scheduling and monitoring of failures",
      "Test incident and problem management for a sample of tickets",
      "Inspect backup logs and evidence of restore testing",
      "Review disaster recovery plans and test results",
    ],
    cobit: ["DSS01 Managed operations", "DSS02 Managed service requests and incidents", "DSS04 Managed continuity"],
  },
};
