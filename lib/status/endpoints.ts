/** The public endpoints of the spec, exactly as the status response lists them (DECISIONS "Status"). */
export const publicEndpointPaths = [
  "/v1/chat/completions",
  "/v1/documents/analyze",
  "/v1/compliance/check",
  "/v1/corporate/analyze",
  "/v1/litigation/analyze",
  "/v1/audit/analyze",
  "/v1/audit/tools",
  "/v1/contracts/draft",
] as const;
