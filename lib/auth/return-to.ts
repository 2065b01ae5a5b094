export const DEFAULT_RETURN_TO = "/console/keys";
/** Signing in (a returning developer) lands on the overview; signing up lands on the keys page, the first step. */
export const SIGN_IN_RETURN_TO = "/console";

/** A placeholder origin to resolve the path against; only its being unchanged matters. */
const PROBE_ORIGIN = "http://return-to.invalid";

/**
 * Anything a browser may drop from or read as a separator inside a URL: controls (it strips tab and newline and
 * would join `/\t/evil.example` into `//evil.example`; a newline in a Location header is a 500), whitespace of every
 * script, and the dots and slashes that IDNA maps onto `.` and `/` (the ideographic full stop U+3002 and its
 * full-width and half-width forms, the full-width solidus and reverse solidus, the division and fraction slashes).
 */
const SEPARATOR_LOOKALIKES = /[\u0000-\u001f\u007f-\u009f\s\u00ad\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\u3002\uff0e\uff61\uff0f\uff3c\u2215\u2044\u29f8\u29f9\\]/u;

/** How many layers of %-escapes are looked through: a value escaped more often than that is refused. */
const MAX_DECODING_LAYERS = 4;

/**
 * Where to go after signing in (or up, or out): a path on this site, never another site. The value is checked
 * in every form it may take once decoded (the query string decodes it once, a browser or a proxy may decode it
 * again): it must begin with one `/`, and no form may hold a control character, whitespace, a backslash, or a
 * character that stands in for a dot or a slash. It is then resolved as a URL, and only its path, query and
 * fragment are kept, %-escaped by the URL serializer (so a Location header built from it is plain ASCII).
 * Anything else falls back to the console's first page.
 */
export function safeReturnTo(value: string | string[] | undefined | null, fallback = DEFAULT_RETURN_TO): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== "string" || v.length === 0 || v.length > 2048) return fallback;
  let layer = v;
  for (let i = 0; ; i++) {
    if (!isPlainSitePath(layer)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (decoded === layer) break;
    if (i === MAX_DECODING_LAYERS) return fallback;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(v, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Resolving removes dot segments, so `/.//evil.example` becomes `//evil.example`: checked again after it.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainSitePath(path) || path.startsWith("/api/auth")) return fallback;
  return path;
}

function isPlainSitePath(text: string): boolean {
  return text.startsWith("/") && !text.startsWith("//") && !SEPARATOR_LOOKALIKES.test(text);
}

/**
 * next-auth's redirect callback (after an OAuth sign-in, after its own sign-out): an absolute URL is followed only
 * on the console's own origin, and its path goes through the same check as a form's return address.
 */
export function safeRedirectUrl(url: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  let path: string;
  if (url.startsWith("/")) {
    path = safeReturnTo(url, "/");
  } else {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return `${base.origin}/`;
    }
    if (target.origin !== base.origin) return `${base.origin}/`;
    path = safeReturnTo(`${target.pathname}${target.search}${target.hash}`, "/");
  }
  return `${base.origin}${path}`;
}
