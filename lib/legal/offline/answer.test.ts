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
