import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { ITGC_DOMAINS, itgcDomainIds, type ItgcDomainId } from "@/lib/audit/tools/itgc/domains";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { worstRating } from "@/lib/tools/risk-rating";
import { nonEmptyText } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

const conclusions = ["effective", "deficient", "not_tested"] as const;

export const iaItAuditInput = z.strictObject({
  systems: z.array(nonEmptyText("System name")).default([]).describe("IT applications in scope"),
  domain_results: z
    .array(
      z.strictObject({
        domain: z.enum(itgcDomainIds).describe("access, change, sdlc or operations"),
        conclusion: z.enum(conclusions).describe("Result of testing the domain's controls"),
        exceptions: z.number().int().min(0).optional().describe("Number of exceptions found"),
      }),
    )
    .default([])
    .describe("Testing results per ITGC domain; domains not listed are reported as not tested"),
  relies_on_application_controls: z.boolean().default(false).describe("The audit plans to rely on automated application controls or system reports"),
  user_accounts: z
    .array(
      z.strictObject({
        user_id: nonEmptyText("Account id"),
        active: z.boolean().describe("Account is enabled"),
        terminated: z.boolean().default(false).describe("The holder has left the organisation"),
        privileged: z.boolean().default(false).describe("Administrator or other privileged access"),
        developer: z.boolean().default(false).describe("The holder develops or changes programs"),
        production_access: z.boolean().default(false).describe("Can change production programs or data"),
      }),
    )
    .optional()
    .describe("User listing for the access tests (leavers with active accounts, developers with production access)"),
});
type IaItAuditInput = z.infer<typeof iaItAuditInput>;

export const iaItAuditResult = z.object({
  ...resultBase,
  systems: z.array(z.string()),
  domains: z.array(
    z.object({
      domain: z.enum(itgcDomainIds),
      title: z.string(),
      objective: z.string(),
      procedures: z.array(z.string()),
      cobit_objectives: z.array(z.string()),
      conclusion: z.enum(conclusions),
      exceptions: z.number().nullable(),
    }),
  ),
  access_exceptions: z
    .object({
      terminated_with_active_access: z.array(z.string()),
      developers_with_production_access: z.array(z.string()),
      privileged_accounts: z.array(z.string()),
    })
    .nullable(),
  application_control_reliance: z.enum(["supported", "not_supported", "not_assessed"]),
});
type IaItAuditResult = z.infer<typeof iaItAuditResult>;

function run(input: IaItAuditInput): IaItAuditResult {
  const problems = new InputProblems();
  const results = new Map<ItgcDomainId, (typeof input.domain_results)[number]>();
  input.domain_results.forEach((r, i) => {
    if (results.has(r.domain)) problems.add(`domain_results.${i}.domain`, `${r.domain} is listed twice`);
    if (r.conclusion === "not_tested" && (r.exceptions ?? 0) > 0) problems.add(`domain_results.${i}.exceptions`, "a domain that was not tested cannot have exceptions");
    results.set(r.domain, r);
  });
  const seen = new Set<string>();
  input.user_accounts?.forEach((u, i) => {
    if (seen.has(u.user_id)) problems.add(`user_accounts.${i}.user_id`, `duplicate account ${u.user_id}`);
    seen.add(u.user_id);
  });
  problems.throwIfAny();

  const findings: string[] = [];
  const ratings: RiskRating[] = [];
  const domains = itgcDomainIds.map((id) => {
    const r = results.get(id);
    const d = ITGC_DOMAINS[id];
    return {
      domain: id,
      title: d.title,
      objective: d.objective,
      procedures: d.procedures,
      cobit_objectives: d.cobit,
      conclusion: r?.conclusion ?? ("not_tested" as const),
      exceptions: r?.exceptions ?? null,
    };
  });

  const deficient = domains.filter((d) => d.conclusion === "deficient");
  const untested = domains.filter((d) => d.conclusion === "not_tested");
  for (const d of deficient) findings.push(`${d.title}: controls deficient${d.exceptions ? ` (${d.exceptions} exceptions)` : ""}.`);
  if (untested.length > 0) findings.push(`Not tested: ${untested.map((d) => d.title).join("; ")}.`);
  const coreDeficient = deficient.filter((d) => d.domain === "access" || d.domain === "change").length;
  if (coreDeficient === 2) ratings.push("critical");
  else if (deficient.length > 0) ratings.push("high");
  if (untested.length > 0) ratings.push("medium");

  let access: IaItAuditResult["access_exceptions"] = null;
  if (input.user_accounts) {
    const accounts = input.user_accounts;
    access = {
      terminated_with_active_access: accounts.filter((u) => u.terminated && u.active).map((u) => u.user_id),
      developers_with_production_access: accounts.filter((u) => u.developer && u.production_access && u.active).map((u) => u.user_id),
      privileged_accounts: accounts.filter((u) => u.privileged && u.active).map((u) => u.user_id),
    };
    if (access.terminated_with_active_access.length > 0) {
      ratings.push("high");
      findings.push(`${access.terminated_with_active_access.length} leaver(s) still have active accounts: disable them and check what they did after leaving.`);
    }
    if (access.developers_with_production_access.length > 0) {
      ratings.push("high");
      findings.push(`${access.developers_with_production_access.length} developer(s) can change production: segregation between development and production is broken.`);
    }
    findings.push(`${access.privileged_accounts.length} active privileged account(s); confirm each is needed and its activity is monitored.`);
  }

  const relianceBlocked = deficient.some((d) => d.domain === "access" || d.domain === "change") || (access !== null && (access.terminated_with_active_access.length > 0 || access.developers_with_production_access.length > 0));
  const reliance: IaItAuditResult["application_control_reliance"] = relianceBlocked
    ? "not_supported"
    : domains.every((d) => d.conclusion === "effective")
      ? "supported"
      : "not_assessed";
  if (input.relies_on_application_controls && reliance === "not_supported") {
    findings.push("Weak IT general controls mean automated application controls and system reports cannot be relied on: expand substantive testing.");
  } else if (input.relies_on_application_controls && reliance === "not_assessed") {
    findings.push("Reliance on application controls is planned but not all ITGC domains are shown effective yet.");
  }
  if (input.systems.length === 0) findings.push("No systems listed: identify the IT applications in scope and the ITGCs over them.");

  return {
    findings,
    risk_rating: worstRating(...ratings),
    systems: input.systems,
    domains,
    access_exceptions: access,
    application_control_reliance: reliance,
  };
}

export const iaItAuditTool = defineTool({
  tool_type: "ia_it_audit",
  name: "IT general controls audit",
  description:
    "ITGC audit programme over the four domains (access, program change, development, operations) mapped to COBIT 2019, with conclusions from testing, user-access exceptions and whether application controls can be relied on.",
  input: iaItAuditInput,
  result: iaItAuditResult,
  example: {
    tool_type: "ia_it_audit",
    jurisdiction: "SG",
    systems: ["SAP S/4HANA", "Payroll (Workday)"],
    domain_results: [
      { domain: "access", conclusion: "deficient", exceptions: 3 },
      { domain: "change", conclusion: "effective" },
      { domain: "operations", conclusion: "effective" },
    ],
    relies_on_application_controls: true,
    user_accounts: [
      { user_id: "jtan", active: true, terminated: true },
      { user_id: "dev01", active: true, developer: true, production_access: true },
      { user_id: "admin", active: true, privileged: true },
    ],
  },
  run: (input) => run(input),
});
