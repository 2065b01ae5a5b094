/**
 * Which of a fixed set of ASCII literals occur in a text, in one pass (an Aho–Corasick automaton compiled into a
 * table of next states). The clause reader asks this of every clause and sentence for a few hundred literals; one
 * `includes` per literal cost more than the patterns it saved. Written here rather than taken from npm: the
 * maintained packages match whole grapheme clusters, so a literal followed by a combining mark would not be found,
 * where the regular expressions it stands in for (and `includes`) find it.
 */
export class LiteralScanner {
  private readonly next: Uint32Array;
  /** For each state, the literals that end there (its own and those of its fail chain), or null. */
  private readonly ends: (number[] | null)[];
  readonly size: number;

  constructor(literals: string[]) {
    this.size = literals.length;
    const goto: Map<number, number>[] = [new Map()];
    const own: number[][] = [[]];
    literals.forEach((literal, id) => {
      if (!/^[\x00-\x7f]+$/.test(literal)) throw new Error(`not an ASCII literal: ${JSON.stringify(literal)}`);
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const c = literal.charCodeAt(i);
        let to = goto[state].get(c);
        if (to === undefined) {
          to = goto.length;
          goto.push(new Map());
          own.push([]);
          goto[state].set(c, to);
        }
        state = to;
      }
      own[state].push(id);
    });
    // Breadth first, so that a state's fail target is complete before the state itself.
    this.next = new Uint32Array(goto.length * 128);
    const fail = new Uint32Array(goto.length);
    this.ends = own.map((ids) => (ids.length ? ids : null));
    const queue: number[] = [];
    for (let c = 0; c < 128; c++) {
      const to = goto[0].get(c);
      if (to !== undefined) {
        this.next[c] = to;
        queue.push(to);
      }
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head];
      const inherited = this.ends[fail[state]];
      if (inherited) this.ends[state] = [...(this.ends[state] ?? []), ...inherited];
      for (let c = 0; c < 128; c++) {
        const to = goto[state].get(c);
        const viaFail = this.next[fail[state] * 128 + c];
        if (to === undefined) this.next[state * 128 + c] = viaFail;
        else {
          this.next[state * 128 + c] = to;
          fail[to] = viaFail;
          queue.push(to);
        }
      }
    }
  }

  /** 1 at each literal's index that occurs in `text`, else 0. No literal holds a non-ASCII character, so one restarts the scan. */
  scan(text: string): Uint8Array {
    const found = new Uint8Array(this.size);
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      state = c < 128 ? this.next[state * 128 + c] : 0;
      const ends = this.ends[state];
      if (ends) for (const id of ends) found[id] = 1;
    }
    return found;
  }
}
