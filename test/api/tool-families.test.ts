import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem, type TestTenant } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import { answeringReply, modelEnv, parseSse, startAnsweringModel } from "../support/model";

interface CatalogueTool {
  tool_type: string;
  example: Record<string, unknown>;
  jurisdictions: string[];
  key_fields: string[];
  input_schema: { properties?: Record<string, unknown>; additionalProperties?: boolean };
}

/** Every `citation_ids` array anywhere in a value, flattened. */
function citationIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(citationIdsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => (k === "citation_ids" && Array.isArray(v) ? v.map(String) : citationIdsIn(v)));
}

const families = [
  { name: "litigation", covers: ["IN"], outside: { tool_type: "ip-lit", jurisdiction: "GB", question: "Someone copied our registered trade mark. Where do we sue?" } },
  { name: "corporate", covers: null, outside: { tool_type: "banking-lending", jurisdiction: "BR", question: "When does an overdue loan become non-performing?" } },
] as const;

describe.each(lanes().flatMap((lane) => families.map((family) => [lane, family] as const)))("tool family (%s, %s)", (lane, family) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  let tenant: TestTenant;
  let tools: CatalogueTool[] = [];
  beforeAll(async () => {
    fake = await startAnsweringModel();
    server = await startTestServer(lane, { env: modelEnv(fake) });
    tenant = await createTenant(server, { credits: 1000, tier: "enterprise" });
    tools = (await api(server, "GET", `/v1/${family.name}/tools`, { key: tenant.key })).body.tools;
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.setResponder((request) => answeringReply(request, { answer: "The computed deadlines and forum above apply; file within the period shown." }));
  });

  const analyze = (body: unknown, key = tenant.key) => api(server, "POST", `/v1/${family.name}/analyze`, { key, body });
  const litigationOnly = family.name === "litigation" ? it : it.skip;
  const balance = async (key = tenant.key) => (await api(server, "GET", "/v1/usage", { key })).body.credits_balance as number;

  it("lists each tool with its JSON Schema, a working example, its key fields and the jurisdictions it computes for", async () => {
    if (family.name === "litigation") {
      expect(tools.map((t) => t.tool_type)).toEqual(expect.arrayContaining(["property-lit", "writ-petition", "commercial-lit", "insolvency-lit", "ip-lit"]));
    } else {
      // All 17 identifiers of the spec (section 4.1 rule 4), in its order.
      expect(tools.map((t) => t.tool_type)).toEqual([
        "tax-treaty", "pillar-two", "anti-bribery", "esg-supply-chain", "export-controls", "ubo-mapper", "spv-advisor", "jv-governance", "insolvency",
        "corp-secretary", "franchise-dist", "sandbox-nav", "banking-lending", "banking-compliance", "banking-recovery", "fintech-licensing", "project-finance",
      ]);
    }
    for (const t of tools) {
      if (family.covers) expect(t.jurisdictions).toEqual(family.covers);
      expect(t.jurisdictions).toContain(String(t.example.jurisdiction ?? "").split("-")[0]);
      expect(t.key_fields.length).toBeGreaterThan(0);
      expect(t.input_schema.additionalProperties).toBe(false);
      expect(t.example.tool_type).toBe(t.tool_type);
    }
  });

  it("every example answers as JSON: computed result, deterministic, citation ids that resolve, 3 credits once", async () => {
    for (const t of tools) {
      const before = await balance();
      const first = await analyze(t.example);
      expect(first.status, `${t.tool_type}: ${first.text.slice(0, 300)}`).toBe(200);
      expect(await balance()).toBe(before - 3);
      expect(first.body).toMatchObject({ tool_type: t.tool_type, model: expect.not.stringMatching(/^offline$/) });
      expect(first.body.tokens_used).toBeGreaterThan(0);
      expect(first.body.answer).toContain("file within the period shown");
      const ids = new Set(first.body.citations.map((c: { citation_id: string }) => c.citation_id));
      for (const id of citationIdsIn(first.body.result)) expect(ids.has(id), `${t.tool_type} cites ${id}`).toBe(true);
      const second = await analyze(t.example);
      expect(second.body.result).toEqual(first.body.result);
    }
  });

  it("every example streams in the chat framing, the last chunk carrying the result, and bills 3 credits once", async () => {
    for (const t of tools) {
      const before = await balance();
      const res = await analyze({ ...t.example, stream: true });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const sse = parseSse(res.text);
      expect(sse.done).toBe(true);
      expect(sse.errors).toEqual([]);
      const text = sse.data.map((d) => d.choices[0].delta.content ?? "").join("");
      expect(text).toContain("file within the period shown");
      const last = sse.data.at(-1);
      expect(last.choices[0].finish_reason).toBe("stop");
      expect(last).toMatchObject({ tool_type: t.tool_type, disclaimer: expect.any(String), citations: expect.any(Array), warnings: expect.any(Array) });
      expect(last.tokens_used).toBeGreaterThan(0);
      expect(last.result).toEqual((await analyze(t.example)).body.result);
      expect(await balance()).toBe(before - 6);
    }
  });

  litigationOnly("a model that changes a computed date is caught: the computed narrative replaces it, with a warning", async () => {
    fake.setResponder((request) => answeringReply(request, { answer: "You have until 2031-12-31 to file, and the deposit is ₹1,23,45,678." }));
    const example = tools.find((t) => t.tool_type === "insolvency-lit")!.example;
    const res = await analyze(example);
    expect(res.status).toBe(200);
    expect(res.body.answer).not.toContain("2031-12-31");
    expect(res.body.answer).toContain("Computed answer (the model's explanation changed a computed figure");
    expect(res.body.warnings).toContainEqual({ code: "narrative_replaced", message: expect.stringContaining("date 2031-12-31") });
  });

  it("a 529 from the model degrades to the computed narrative, unbilled and marked X-Degraded", async () => {
    fake.setResponder(() => ({ fault: "status", status: 529 }));
    const before = await balance();
    const res = await analyze(tools[0].example);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body.model).toBe("offline");
    expect(res.body.answer).toMatch(/^Computed answer \(no language model was used/);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("degraded");
    expect(res.body.result).not.toBeNull();
    expect(await balance()).toBe(before);
  });

  it("citations the model invents stay in the answer unverified, with a warning each", async () => {
    fake.setResponder((request) => answeringReply(request, { answer: "See the provisions cited.", extraCitations: [{ source_id: "in-cpc-1908", article: "999" }] }));
    const res = await analyze(tools[0].example);
    const invented = res.body.citations.find((c: { source_id: string; article: string }) => c.source_id === "in-cpc-1908" && c.article === "999");
    expect(invented).toMatchObject({ verified: false });
    expect(res.body.warnings).toContainEqual({ code: "unverified_citation", message: expect.stringContaining(invented.citation_id) });
  });

  it("a narrative that changes a computed date or amount is set aside for the computed one, with a warning (still billed)", async () => {
    fake.setResponder((request) => answeringReply(request, { answer: "File by 1999-12-31 and pay 987,654,321 first." }));
    const before = await balance();
    const res = await analyze(tools[0].example);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    const replaced = res.body.warnings.find((w: { code: string }) => w.code === "narrative_replaced");
    expect(replaced?.message).toContain("date 1999-12-31");
    expect(res.body.answer).not.toContain("1999-12-31");
    expect(await balance()).toBe(before - 3);
  });

  it("bad input is a 400 with per-field errors: an unknown tool_type, another tool's field, negative money", async () => {
    const unknown = await analyze({ tool_type: "no-such-tool", question: "Where do I stand?" });
    expectProblem(unknown, 400, "invalid_request");
    expect(unknown.body.errors[0].field).toBe("tool_type");
    const [first, second] = tools;
    const foreignField = Object.keys(second!.example).find((k) => !(k in first!.example) && !["question", "jurisdiction", "as_of"].includes(k))!;
    const foreign = await analyze({ ...first!.example, [foreignField]: second!.example[foreignField] });
    expectProblem(foreign, 400, "invalid_request");
    expect(foreign.body.errors).toContainEqual(expect.objectContaining({ field: foreignField, message: expect.stringMatching(/^unknown field/) }));
    // The first top-level money field of any example (a number the schema bounds at zero) made negative.
    for (const tool of tools) {
      const schema = tool.input_schema as { properties?: Record<string, { type?: string; minimum?: number; exclusiveMinimum?: number }> };
      const field = Object.keys(tool.example).find((k) => typeof tool.example[k] === "number" && (schema.properties?.[k]?.minimum === 0 || schema.properties?.[k]?.exclusiveMinimum === 0));
      if (!field) continue;
      const negative = await analyze({ ...tool.example, [field]: -5 });
      expectProblem(negative, 400, "invalid_request");
      expect(negative.body.errors.map((e: { field: string }) => e.field), `${tool.tool_type}.${field}`).toContain(field);
      return;
    }
    throw new Error("no example has a non-negative number field");
  });

  it("sandbox keys never reach the model and are never billed", async () => {
    const sandbox = await createTenant(server, { credits: 5, sandbox: true });
    const res = await analyze(tools[1].example, sandbox.key);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-sandbox")).toBe("true");
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("sandbox");
    expect(fake.requests).toHaveLength(0);
    expect(await balance(sandbox.key)).toBe(5);
  });

  it("outside the jurisdictions a core covers, the answer comes from retrieval and the model only, with no computed figures", async () => {
    const res = await analyze(family.outside);
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("jurisdiction_not_covered");
  });

  litigationOnly("bad input is a 400 with per-field errors: unknown tool, another tool's field, a date after as_of, negative money, nothing to go on", async () => {
    const unknown = await analyze({ tool_type: "tax-lit", question: "Where do I appeal?" });
    expectProblem(unknown, 400, "invalid_request");
    expect(unknown.body.errors[0].field).toBe("tool_type");

    const example = tools.find((t) => t.tool_type === "insolvency-lit")!.example;
    const foreign = await analyze({ ...example, specified_value: 100 });
    expectProblem(foreign, 400, "invalid_request");
    expect(foreign.body.errors).toContainEqual({ field: "specified_value", message: "unknown field" });

    const future = await analyze({ ...example, order_date: "2026-05-01", as_of: "2026-04-20" });
    expectProblem(future, 400, "invalid_request");
    expect(future.body.errors.map((e: { field: string }) => e.field)).toContain("order_date");

    const moneyExample = tools.find((t) => t.tool_type === "commercial-lit")!.example;
    const negative = await analyze({ ...moneyExample, specified_value: -5 });
    expectProblem(negative, 400, "invalid_request");
    expect(negative.body.errors.map((e: { field: string }) => e.field)).toContain("specified_value");

    const empty = await analyze({ tool_type: "ip-lit" });
    expectProblem(empty, 400, "invalid_request");
    expect(empty.body.errors).toEqual([{ field: "question", message: expect.stringContaining("required when none of") }]);
  });
});
