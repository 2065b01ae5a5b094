import type { InstrumentInput } from "../../schema";

/**
 * California Code of Civil Procedure, unlawful detainer (eviction) grounds. The Code prints no official section
 * headings; each heading below is a descriptive label of ours in square brackets, as in the other California files.
 */
export const usCaCodeOfCivilProcedure: InstrumentInput = {
  source_id: "us-ca-code-of-civil-procedure",
  title: "California Code of Civil Procedure",
  short_names: ["Code of Civil Procedure", "Cal. Civ. Proc. Code", "CCP", "California Code of Civil Procedure"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Civ. Proc. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=CCP",
  date: "1872",
  provisions: [
    {
      article: "1161",
      heading: "[When a tenant is guilty of unlawful detainer]",
      summary:
        "Lists when a tenant who stays in possession can be evicted through an unlawful detainer action, including: staying after the lease term ends without the landlord's consent; failing to pay rent after a written three-day notice to pay or leave (Saturdays, Sundays and court holidays are not counted); failing to cure another breach of the lease after a three-day notice to perform or leave; and committing waste, nuisance or illegal use of the premises. Separate just-cause rules in the Civil Code may also apply.",
      topics: ["housing", "tenancy", "eviction", "rent-arrears", "notice"],
      situations: [
        "I got a three-day notice to pay rent or quit in California",
        "my California landlord says he will file an eviction because I am behind on rent",
        "how long does my landlord have to give me to pay overdue rent before filing an eviction in California",
      ],
    },
  ],
};
