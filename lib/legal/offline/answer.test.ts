import { describe, expect, it, vi } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";

// The built-in registry only: no database for imported instruments.
vi.mock("@/lib/legal/runtime-registry", () => ({ getRegistry: async () => builtInRegistry() }));

const { offlineAnswer } = await import("./answer");

describe("offline answer", () => {
  it("cites the Code on Wages's time limit for unpaid salary in Bengaluru, and no leave or dividend provision (issue 33)", async () => {
    const { citations, answer } = await offlineAnswer({ question: "My company in Bengaluru hasn't paid my salary for three months. What can I do?", jurisdiction: "IN-KA" });
    expect(`${citations[0].source_id} ${citations[0].article}`).toBe("in-code-on-wages-2019 17");
    const cited = citations.map((c) => `${c.source_id} ${c.article}`);
    expect(cited).not.toContain("in-ka-shops-and-commercial-establishments-act-1961 15");
    expect(cited).not.toContain("in-companies-act-2013 124");
    expect(answer).not.toMatch(/dividend|annual leave/i);
  });
});

describe("offline answer, as a lawyer would sign it (chat audit)", () => {
  it("says 'the United Kingdom', and names an instrument in full only once", async () => {
    const { answer, citations } = await offlineAnswer({ question: "Can a company in Ireland be made to send me a copy of my data, and how fast?", jurisdiction: "IE" });
    expect(answer.match(/General Data Protection Regulation\)/g)?.length ?? 0).toBeLessThanOrEqual(1);
    if (citations.every((c) => c.jurisdiction !== "IE")) expect(answer).toMatch(/none is Ireland's own legislation/);
    const gb = await offlineAnswer({ question: "How long can the police keep someone at the station before charging them?", jurisdiction: "GB" });
    expect(gb.answer).toMatch(/for the United Kingdom,/);
  });

  it("labels federal law cited for a province and drops a tenancy provision from a dismissal-notice answer", async () => {
    const { answer, citations } = await offlineAnswer({ question: "I was let go in Ottawa after five and a half years. How much notice should I have had?", jurisdiction: "CA-ON" });
    expect(citations.map((c) => c.source_id)).not.toContain("ca-on-residential-tenancies-act-2006");
    const federal = citations.findIndex((c) => c.jurisdiction === "CA");
    if (federal >= 0) expect(answer).toMatch(/national law of Canada, not law specific to Ontario/);
  });

  it("says it cannot give the deadline when the provision it found states none", async () => {
    const { answer, citations } = await offlineAnswer({ question: "A shop in Mumbai sold me a fridge that broke straight away. How long do I have to take them to the consumer court?", jurisdiction: "IN" });
    if (citations[0]?.article !== "69") expect(answer).toMatch(/\[1\] states no specific period|cannot give the figure/);
  });
});

describe("offline answer for a place outside the jurisdiction asked (chat audit)", () => {
  it("says so when a question about Ontario is asked with the default jurisdiction", async () => {
    const { answer } = await offlineAnswer({ question: "My landlord in Ontario wants to raise my rent. How much notice must he give?", jurisdiction: "US" });
    expect(answer).toMatch(/You mention Ontario, but this answer searched only the law of the United States of America/);
  });
});
