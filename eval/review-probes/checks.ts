/**
 * The probe expectations of eval/review-probes/expectations.md (dev) and held-out-19/expectations.md (held out), for the
 * risks review19 added (a GB lease's tenant risks, residuals, penalties and sole-remedy delay damages), as checks a
 * script can score. Each names a clause by its contract label, the words its findings must carry and the lowest (or,
 * for a near-miss, no) rating. Written from the expectations files, not from the engine's output.
 */
export interface ProbeCheck {
  file: string;
  label: string;
  /** Words the clause's findings must carry (all, case-insensitive); null with `absent` = a near-miss. */
  words: string[];
  atLeast?: "low" | "medium" | "high";
  exactly?: "low" | "medium" | "high";
  /** The clause must carry none of `words`. */
  absent?: boolean;
  /** Provisions ("source article") the clause (or every clause, label "*") must not cite: UCTA's reasonableness test. */
  notCited?: string[];
  /** Sources the clause must cite. */
  cites?: string[];
}

export interface ProbeFile {
  file: string;
  jurisdiction: string;
  perspective: string;
}

const UCTA_TEST = ["2", "3", "11"].map((a) => `uk-unfair-contract-terms-act-1977 ${a}`);

export const devFiles: ProbeFile[] = [
  { file: "05-lease-gb.txt", jurisdiction: "GB", perspective: "Tenant" },
  { file: "03-nda-sg.txt", jurisdiction: "SG", perspective: "Lumen" },
  { file: "02-licence-de.txt", jurisdiction: "DE", perspective: "Licensee" },
  { file: "08-supply-fr.txt", jurisdiction: "FR", perspective: "Buyer" },
];

export const devChecks: ProbeCheck[] = [
  { file: "05-lease-gb.txt", label: "3.2", words: ["upward-only"], atLeast: "medium" },
  { file: "05-lease-gb.txt", label: "4.1", words: ["service charge"], atLeast: "medium" },
  { file: "05-lease-gb.txt", label: "5", words: ["inherent"], atLeast: "high" },
  { file: "05-lease-gb.txt", label: "7.2", words: ["redevelop"], atLeast: "high" },
  { file: "05-lease-gb.txt", label: "10", words: ["forfeiture"], atLeast: "medium" },
  { file: "05-lease-gb.txt", label: "12", words: ["1954"], atLeast: "medium", cites: ["uk-landlord-and-tenant-act-1954"] },
  { file: "05-lease-gb.txt", label: "9", words: [], notCited: UCTA_TEST },
  { file: "03-nda-sg.txt", label: "2.3", words: ["residuals"], atLeast: "high" },
  { file: "02-licence-de.txt", label: "7.2", words: ["penalty"], atLeast: "high", cites: ["de-bgb"] },
  { file: "08-supply-fr.txt", label: "4.2", words: ["sole"], atLeast: "medium" },
];

export const heldOutFiles: ProbeFile[] = [
  { file: "h1-lease-tenant-gb.txt", jurisdiction: "GB", perspective: "Tenant" },
  { file: "h2-lease-nearmiss-gb.txt", jurisdiction: "GB", perspective: "Tenant" },
  { file: "h3-lease-landlord-gb.txt", jurisdiction: "GB", perspective: "Landlord" },
  { file: "h4-nda-oneway-gb.txt", jurisdiction: "GB", perspective: "Northstar" },
  { file: "h5-nda-penalty-de.txt", jurisdiction: "DE", perspective: "Veltrup" },
  { file: "h6-supply-ld-gb.txt", jurisdiction: "GB", perspective: "Buyer" },
];

const leaseRisks = (file: string, rating: { atLeast?: "medium" | "high"; exactly?: "low" }, high = rating): ProbeCheck[] => [
  { file, label: "2", words: ["upward-only"], ...rating },
  { file, label: "3", words: ["service charge"], ...rating },
  { file, label: "4", words: ["inherent"], ...high },
  { file, label: "5", words: ["forfeiture"], ...rating },
  { file, label: "6", words: ["redevelop"], ...high },
  { file, label: "7", words: ["1954"], ...rating, cites: ["uk-landlord-and-tenant-act-1954"] },
];

export const heldOutChecks: ProbeCheck[] = [
  ...leaseRisks("h1-lease-tenant-gb.txt", { atLeast: "medium" }, { atLeast: "high" }).map((c) => (c.label === "7" ? c : { ...c, cites: undefined })),
  ...["2", "3", "4", "5", "6", "7"].map((label, i) => ({ file: "h2-lease-nearmiss-gb.txt", label, words: [["upward-only"], ["service charge"], ["inherent"], ["forfeiture"], ["redevelop"], ["1954"]][i], absent: true })),
  { file: "h2-lease-nearmiss-gb.txt", label: "*", words: [], notCited: UCTA_TEST },
  ...leaseRisks("h3-lease-landlord-gb.txt", { exactly: "low" }).map((c) => ({ ...c, cites: undefined })),
  { file: "h4-nda-oneway-gb.txt", label: "3", words: ["residuals"], atLeast: "high" },
  { file: "h5-nda-penalty-de.txt", label: "2", words: ["residuals"], absent: true },
  { file: "h5-nda-penalty-de.txt", label: "3", words: ["penalty"], atLeast: "medium", cites: ["de-bgb 339", "de-bgb 343"] },
  { file: "h6-supply-ld-gb.txt", label: "3", words: ["sole"], atLeast: "medium" },
];
