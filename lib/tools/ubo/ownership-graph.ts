import { addToGroup } from "@/lib/tools/group";
import { ToolInputError } from "@/lib/tools/input-error";

export interface OwnershipEdge {
  owner: string;
  owned: string;
  percent: number;
}

export type IndirectMethod = "multiplicative" | "majority_lookthrough";

/** Tolerance for comparing sums of floating-point percentages. */
export const EPSILON = 1e-9;

/**
 * A validated ownership graph. Anything that is owned is a legal entity; so is anything the caller lists as one.
 * Every other owner is a natural person.
 */
export class OwnershipGraph {
  readonly entities: Set<string>;
  readonly persons: Set<string>;
  /** Entities ordered so that every owner comes before what it owns. */
  readonly order: string[];
  private readonly inbound = new Map<string, OwnershipEdge[]>();
  /** Each owner's edges in input order, with their input positions (sums keep the input's order of addition). */
  private readonly outbound = new Map<string, number[]>();
  /** Position of each entity in `order`. */
  private readonly rank = new Map<string, number>();

  constructor(
    readonly edges: OwnershipEdge[],
    target: string,
    declaredEntities: readonly string[],
  ) {
    this.entities = new Set([target, ...declaredEntities, ...edges.map((e) => e.owned)]);
    this.persons = new Set(edges.map((e) => e.owner).filter((o) => !this.entities.has(o)));

    const errors: { field: string; message: string }[] = [];
    edges.forEach((e, i) => {
      if (e.owner === e.owned) errors.push({ field: `ownership.${i}.owner`, message: `${e.owner} cannot own itself` });
      addToGroup(this.inbound, e.owned, e);
      addToGroup(this.outbound, e.owner, i);
    });
    for (const [owned, list] of this.inbound) {
      const total = list.reduce((s, e) => s + e.percent, 0);
      if (total > 100 + EPSILON) {
        const last = edges.lastIndexOf(list[list.length - 1]);
        errors.push({ field: `ownership.${last}.percent`, message: `holdings in ${owned} add up to ${total}%, more than 100%` });
      }
    }
    if (errors.length > 0) throw new ToolInputError(errors);
    this.order = this.topologicalOrder();
    this.order.forEach((entity, i) => this.rank.set(entity, i));
  }

  owners(entity: string): OwnershipEdge[] {
    return this.inbound.get(entity) ?? [];
  }

  private topologicalOrder(): string[] {
    const indegree = new Map<string, number>([...this.entities].map((e) => [e, 0]));
    for (const e of this.edges) if (this.entities.has(e.owner)) indegree.set(e.owned, (indegree.get(e.owned) ?? 0) + 1);
    // A queue read by position and each owner's own edges: scanning every edge for each entity, or shifting the
    // queue, was quadratic in the size of the graph (a 10,000-entity group held the event loop for seconds).
    const ready = [...this.entities].filter((e) => indegree.get(e) === 0).sort();
    const order: string[] = [];
    for (let head = 0; head < ready.length; head++) {
      const next = ready[head];
      order.push(next);
      for (const i of this.outbound.get(next) ?? []) {
        const e = this.edges[i];
        const left = (indegree.get(e.owned) as number) - 1;
        indegree.set(e.owned, left);
        if (left === 0) ready.push(e.owned);
      }
    }
    if (order.length < this.entities.size) {
      throw new ToolInputError([{ field: "ownership", message: `ownership cycle: ${this.findCycle().join(" → ")}` }]);
    }
    return order;
  }

  /** A cycle, found depth-first with a stack of its own: a chain thousands of entities long must not overflow the call stack. */
  private findCycle(): string[] {
    const state = new Map<string, "open" | "done">();
    for (const root of [...this.entities].sort()) {
      if (state.has(root)) continue;
      const path: string[] = [root];
      const next: number[] = [0];
      state.set(root, "open");
      while (path.length > 0) {
        const node = path[path.length - 1];
        const out = this.outbound.get(node) ?? [];
        const k = next[next.length - 1]++;
        if (k >= out.length) {
          path.pop();
          next.pop();
          state.set(node, "done");
          continue;
        }
        const owned = this.edges[out[k]].owned;
        if (state.get(owned) === "open") return [...path.slice(path.indexOf(owned)), owned];
        if (!state.has(owned)) {
          state.set(owned, "open");
          path.push(owned);
          next.push(0);
        }
      }
    }
    return [];
  }

  /**
   * Interest of `source` in every entity, direct plus indirect.
   * - multiplicative: each chain contributes the product of its percentages; chains add up.
   * - majority_lookthrough: an intermediate's whole holding is attributed to the source only if the source holds
   *   more than 50% of it (or controls it outright); otherwise that chain contributes nothing.
   */
  holdingsOf(source: string, method: IndirectMethod, controlled: ReadonlySet<string> = new Set()): Map<string, number> {
    // Only the entities below the source (or below an entity it controls) can hold anything: the others are left out
    // of the map (0), so that a graph of many owners costs each one its own part of it, not the whole graph.
    const reached = new Set<string>();
    const incoming = new Map<string, number[]>();
    const pending = [source, ...[...controlled].filter((e) => e !== source && this.entities.has(e))];
    for (const e of pending) if (this.entities.has(e)) reached.add(e);
    for (let head = 0; head < pending.length; head++) {
      for (const i of this.outbound.get(pending[head]) ?? []) {
        const owned = this.edges[i].owned;
        addToGroup(incoming, owned, i);
        if (!reached.has(owned)) {
          reached.add(owned);
          pending.push(owned);
        }
      }
    }
    const held = new Map<string, number>();
    for (const entity of [...reached].sort((a, b) => (this.rank.get(a) as number) - (this.rank.get(b) as number))) {
      let total = 0;
      // The edges into the entity from the source or from what it reached, added in input order as before.
      for (const i of (incoming.get(entity) ?? []).sort((a, b) => a - b)) {
        const e = this.edges[i];
        if (e.owner === source) total += e.percent;
        else if (this.entities.has(e.owner)) {
          const via = held.get(e.owner) ?? 0;
          if (method === "multiplicative") total += (via * e.percent) / 100;
          else if (via > 50 + EPSILON || controlled.has(e.owner)) total += e.percent;
        }
      }
      held.set(entity, total);
    }
    return held;
  }

  /** Longest chain of legal entities from any owner down to `target` (1 = owned directly). */
  depth(target: string): number {
    // In topological order every owner's depth is known before what it owns: no recursion down a long chain.
    const depth = new Map<string, number>();
    for (const entity of this.order) {
      let d = 0;
      for (const e of this.owners(entity)) d = Math.max(d, 1 + (this.entities.has(e.owner) ? (depth.get(e.owner) as number) : 0));
      depth.set(entity, d);
    }
    return depth.get(target) ?? 0;
  }
}
