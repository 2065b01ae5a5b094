/**
 * The deepest element nesting in an XML part, read in one pass over its bytes without parsing. Word's own documents
 * nest a few dozen levels (tables in tables included); a part nested thousands deep is hostile, and handing it to
 * mammoth's recursive reader would block the event loop for seconds and then overflow the stack. The scan stops as
 * soon as the depth passes `limit`, so it costs at most one read of the part.
 */
export function xmlDepthExceeds(bytes: Uint8Array, limit: number): boolean {
  const LT = 0x3c, GT = 0x3e, SLASH = 0x2f, BANG = 0x21, QUESTION = 0x3f, DQUOTE = 0x22, SQUOTE = 0x27;
  let depth = 0;
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    if (bytes[i] !== LT) {
      i++;
      continue;
    }
    const next = bytes[i + 1];
    if (next === BANG || next === QUESTION) {
      // Comments, CDATA, declarations and processing instructions nest nothing; skip to their end.
      const end = next === BANG ? skipMarkup(bytes, i) : indexOfPair(bytes, i + 2, QUESTION, GT);
      if (end < 0) return false;
      i = end;
      continue;
    }
    // A tag: find its '>' outside quoted attribute values.
    let j = i + 1;
    let quote = 0;
    while (j < n) {
      const b = bytes[j];
      if (quote) {
        if (b === quote) quote = 0;
      } else if (b === DQUOTE || b === SQUOTE) {
        quote = b;
      } else if (b === GT) {
        break;
      }
      j++;
    }
    if (j >= n) return false;
    if (next === SLASH) depth--;
    else if (bytes[j - 1] !== SLASH) {
      depth++;
      if (depth > limit) return true;
    }
    i = j + 1;
  }
  return false;
}

/** The index after the end of `<!-- … -->`, `<![CDATA[ … ]]>` or `<!…>` starting at `at`, or -1. */
function skipMarkup(bytes: Uint8Array, at: number): number {
  const startsWith = (s: string) => [...s].every((c, k) => bytes[at + k] === c.charCodeAt(0));
  if (startsWith("<!--")) return indexOfSequence(bytes, at + 4, "-->");
  if (startsWith("<![CDATA[")) return indexOfSequence(bytes, at + 9, "]]>");
  const end = bytes.indexOf(0x3e, at);
  return end < 0 ? -1 : end + 1;
}

function indexOfPair(bytes: Uint8Array, from: number, first: number, second: number): number {
  for (let k = from; k + 1 < bytes.length; k++) if (bytes[k] === first && bytes[k + 1] === second) return k + 2;
  return -1;
}

function indexOfSequence(bytes: Uint8Array, from: number, sequence: string): number {
  const codes = [...sequence].map((c) => c.charCodeAt(0));
  let k = bytes.indexOf(codes[0], from);
  while (k >= 0) {
    if (codes.every((c, m) => bytes[k + m] === c)) return k + codes.length;
    k = bytes.indexOf(codes[0], k + 1);
  }
  return -1;
}
