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
      const list = this.inbound.get(e.owned) ?? [];
      list.push(e);
      this.inbound.set(e.owned, list);
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
  }

  owners(entity: string): OwnershipEdge[] {
    return this.inbound.get(entity) ?? [];
  }

  private topologicalOrder(): string[] {
    const indegree = new Map<string, number>([...this.entities].map((e) => [e, 0]));
    for (const e of this.edges) if (this.entities.has(e.owner)) indegree.set(e.owned, (indegree.get(e.owned) ?? 0) + 1);
    const ready = [...this.entities].filter((e) => indegree.get(e) === 0).sort();
    const order: string[] = [];
    while (ready.length > 0) {
      const next = ready.shift() as string;
      order.push(next);
      for (const e of this.edges) {
        if (e.owner !== next) continue;
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

  private findCycle(): string[] {
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (node: string): string[] | null => {
      state.set(node, "open");
      stack.push(node);
      for (const e of this.edges.filter((x) => x.owner === node)) {
        if (state.get(e.owned) === "open") return [...stack.slice(stack.indexOf(e.owned)), e.owned];
        if (!state.has(e.owned)) {
          const found = visit(e.owned);
          if (found) return found;
        }
      }
      stack.pop();
      state.set(node, "done");
      return null;
    };
    for (const node of [...this.entities].sort()) {
      if (!state.has(node)) {
        const found = visit(node);
        if (found) return found;
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
    const held = new Map<string, number>();
    for (const entity of this.order) {
      let total = 0;
      for (const e of this.owners(entity)) {
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
    const memo = new Map<string, number>();
    const walk = (entity: string): number => {
      if (memo.has(entity)) return memo.get(entity) as number;
      const owners = this.owners(entity);
      const d = owners.length === 0 ? 0 : 1 + Math.max(...owners.map((e) => (this.entities.has(e.owner) ? walk(e.owner) : 0)));
      memo.set(entity, d);
      return d;
    };
    return walk(target);
  }
}
