import { describe, expect, it } from "vitest";
import { analyzeUbo, uboComplianceInput } from "./analyze";
import { OwnershipGraph, type OwnershipEdge } from "./ownership-graph";

/** Edges whose `owner` reads are counted: the work a graph does per edge, without timing it. */
function counted(edges: OwnershipEdge[]): { edges: OwnershipEdge[]; reads: () => number } {
  let reads = 0;
  const wrapped = edges.map((e) => {
    const c = { owned: e.owned, percent: e.percent } as OwnershipEdge;
    Object.defineProperty(c, "owner", { enumerable: true, get: () => (reads++, e.owner) });
    return c;
  });
  return { edges: wrapped, reads: () => reads };
}

describe("ownership graph on large inputs", () => {
  it("measures a chain of 20,000 companies without recursion (it overflowed the call stack)", () => {
    const edges: OwnershipEdge[] = Array.from({ length: 20_000 }, (_, i) => ({ owner: `Company ${i + 1}`, owned: `Company ${i}`, percent: 100 }));
    edges.push({ owner: "Ada Byron", owned: "Company 20000", percent: 100 });
    const graph = new OwnershipGraph(edges, "Company 0", []);
    expect(graph.depth("Company 0")).toBe(20_001);
    expect(graph.holdingsOf("Ada Byron", "multiplicative").get("Company 0")).toBe(100);
  });

  it("names a cycle 20,000 companies long without recursion", () => {
    const edges: OwnershipEdge[] = Array.from({ length: 20_000 }, (_, i) => ({ owner: `Company ${(i + 1) % 20_000}`, owned: `Company ${i}`, percent: 100 }));
    expect(() => new OwnershipGraph(edges, "Company 0", [])).toThrow(/ownership cycle: Company 0 → Company 19999 → .* → Company 1 → Company 0$/);
  });

  it("reads each edge a bounded number of times when thousands of people own the entity directly", () => {
    // 2,000 people with 0.05% each and a senior managing official each: every person's holdings used to walk all
    // 2,000 edges into the target (twice), and the direct holding filtered them again: about 12 million reads.
    const n = 2_000;
    const input = uboComplianceInput.parse({
      entity: "Target SAS",
      ownership: Array.from({ length: n }, (_, i) => ({ owner: `Person ${i}`, owned: "Target SAS", percent: 100 / n })),
      control: Array.from({ length: n }, (_, i) => ({ person: `Person ${i}`, entity: "Target SAS", kind: "senior_managing_official" })),
    });
    const { edges, reads } = counted(input.ownership);
    const result = analyzeUbo({ ...input, ownership: edges }, "FR");
    expect(result.ownership_analysis).toHaveLength(n);
    expect(result.ownership_analysis[0]).toEqual({ person: "Person 0", direct_percent: 0.05, multiplicative_percent: 0.05, majority_lookthrough_percent: 0.05, effective_percent: 0.05 });
    expect(result.beneficial_owners).toHaveLength(n);
    expect(reads()).toBeLessThan(n * 30);
  });

  it("orders a group of 5,000 subsidiaries under one holding without scanning every edge for each company", () => {
    const n = 5_000;
    const { edges, reads } = counted([
      ...Array.from({ length: n }, (_, i) => ({ owner: `Sub ${i}`, owned: "Target SAS", percent: 100 / n })),
      ...Array.from({ length: n }, (_, i) => ({ owner: "Holdco SARL", owned: `Sub ${i}`, percent: 100 })),
      { owner: "Claire Martin", owned: "Holdco SARL", percent: 100 },
    ]);
    const graph = new OwnershipGraph(edges, "Target SAS", []);
    expect(graph.depth("Target SAS")).toBe(3);
    expect(graph.holdingsOf("Claire Martin", "multiplicative").get("Target SAS")).toBeCloseTo(100, 9);
    // Scanning every edge for each of the 5,002 companies read 50 million owners.
    expect(reads()).toBeLessThan(2 * n * 30);
  });
});

describe("ownership graph: holdings walked from their owner", () => {
  /** The walk over every entity of the graph in order, as first written: the reference for the walk from the owner. */
  function reference(graph: OwnershipGraph, source: string, method: "multiplicative" | "majority_lookthrough", controlled: ReadonlySet<string>) {
    const held = new Map<string, number>();
    for (const entity of graph.order) {
      let total = 0;
      for (const e of graph.owners(entity)) {
        if (e.owner === source) total += e.percent;
        else if (graph.entities.has(e.owner)) {
          const via = held.get(e.owner) ?? 0;
          if (method === "multiplicative") total += (via * e.percent) / 100;
          else if (via > 50 + 1e-9 || controlled.has(e.owner)) total += e.percent;
        }
      }
      held.set(entity, total);
    }
    return held;
  }

  it("gives every entity the same holding, to the last bit, on 200 random groups", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    for (let round = 0; round < 200; round++) {
      // Companies C0 (the target) … C11 owned only by companies with a higher number (no cycle), and four people.
      const edges: OwnershipEdge[] = [];
      for (let owned = 0; owned < 12; owned++) {
        let left = 100;
        for (let owner = owned + 1; owner < 16 && left > 1; owner++) {
          if (random() < 0.35) {
            const percent = Math.round(random() * left * 100) / 100;
            if (percent > 0) edges.push({ owner: owner < 12 ? `C${owner}` : `P${owner}`, owned: `C${owned}`, percent });
            left -= percent;
          }
        }
      }
      if (edges.length === 0) continue;
      const graph = new OwnershipGraph(edges, "C0", []);
      const controlled = new Set([...graph.entities].filter(() => random() < 0.2));
      for (const source of [...graph.persons, ...graph.entities]) {
        for (const method of ["multiplicative", "majority_lookthrough"] as const) {
          const expected = reference(graph, source, method, controlled);
          const got = graph.holdingsOf(source, method, controlled);
          for (const entity of graph.entities) expect(got.get(entity) ?? 0).toBe(expected.get(entity));
        }
      }
    }
  });
});
