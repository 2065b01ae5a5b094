import { jurisdictionChain } from "../jurisdictions";
import type { Registry } from "../sources/registry";
import type { Instrument, Provision } from "../sources/schema";
import { parseArticleReference, parseCitationText, type CitationLabel, type ParsedCitation } from "./parse";

export type UnverifiedReason = "unknown_instrument" | "unknown_article" | "wrong_jurisdiction" | "ambiguous" | "unparseable";

export interface VerifiedResolution {
  verified: true;
  source_id: string;
  /** The article as the registry numbers it (canonical case), without pinpoint. */
  article: string;
  pinpoint?: string;
  provision: Provision;
  instrument: Instrument;
}

export interface UnverifiedResolution {
  verified: false;
  reason: UnverifiedReason;
  /** The claimed source_id, or the instrument the citation was identified with. */
  source_id?: string;
  /** That instrument's jurisdiction, when it is a registry instrument (e.g. "US-CA" for a CCPA citation made for IN). */
  jurisdiction?: string;
  article?: string;
  pinpoint?: string;
  /** The instrument's name or code prefix as written in the text. */
  instrument_name?: string;
  /** For "ambiguous" (and name matches that fail elsewhere): the source_ids that would fit. */
  candidates?: string[];
  text?: string;
}

export type CitationResolution = VerifiedResolution | UnverifiedResolution;

export interface CitationInput {
  source_id?: string;
  article?: string;
  text?: string;
}

export interface ResolveOptions {
  /** The requested jurisdiction; its ancestors (jurisdictionChain) count too, so an EU instrument verifies for FR. */
  jurisdiction: string;
  /** Instruments the answer was written from, in order; the only way a bare "Article 17" can resolve. */
  contextSourceIds?: readonly string[];
}

interface Reference {
  article: string;
  pinpoint: string | null;
  label: CitationLabel | null;
}

/** A name in text may be a title, a short name or a code prefix ("15 U.S.C."). */
export function instrumentsNamed(registry: Registry, name: string): Instrument[] {
  const found = new Set([...registry.findInstrumentsByCodification(name), ...registry.findInstrumentsByName(name)]);
  return registry.instruments.filter((i) => found.has(i));
}

export function knownNamePredicate(registry: Registry): (name: string) => boolean {
  return (name) => registry.findInstrumentsByCodification(name).length > 0 || registry.findInstrumentsByName(name).length > 0;
}

function labelFits(instrument: Instrument, label: CitationLabel | null): boolean {
  return label === null || instrument.provision_label === label;
}

/**
 * Narrows several fitting instruments to one: first by the instruments the answer was written from, then by an
 * exact name over one that only matched without its year ("IT Act" is the IT Act 2000, not "IT Act 1961"), then
 * by the kind of label used ("Article 17" is not a section of an Act numbered in sections). Anything left is
 * ambiguous.
 */
function pickOne(list: Instrument[], ref: Reference, context: readonly string[], exactlyNamed: Instrument[]): Instrument[] {
  let narrowed = list;
  for (const keep of [
    (i: Instrument) => context.includes(i.source_id),
    (i: Instrument) => exactlyNamed.includes(i),
    (i: Instrument) => labelFits(i, ref.label),
  ]) {
    if (narrowed.length <= 1) break;
    const kept = narrowed.filter(keep);
    if (kept.length > 0) narrowed = kept;
  }
  return narrowed;
}

/** Leaves unknown fields out rather than present-but-undefined, so resolutions compare and serialise cleanly. */
function unverified(reason: UnverifiedReason, fields: Omit<UnverifiedResolution, "verified" | "reason">): UnverifiedResolution {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { verified: false, reason, ...present } as UnverifiedResolution;
}

/** Resolves a reference against candidate instruments (named ones, or the context for a bare reference). */
function resolveAmong(
  registry: Registry,
  candidates: Instrument[],
  ref: Reference,
  options: ResolveOptions,
  claimed: { instrument_name?: string; text?: string; bare: boolean },
): CitationResolution {
  const exactlyNamed = claimed.instrument_name === undefined ? [] : registry.findInstrumentsByName(claimed.instrument_name, { exact: true });
  const chain = jurisdictionChain(options.jurisdiction);
  const context = options.contextSourceIds ?? [];
  const single = (list: Instrument[]) =>
    list.length === 1 ? { source_id: list[0].source_id, jurisdiction: list[0].jurisdiction } : {};
  const base = {
    article: ref.article,
    pinpoint: ref.pinpoint ?? undefined,
    instrument_name: claimed.instrument_name,
    text: claimed.text,
  };

  const withArticle = candidates.filter((i) => registry.getProvision(i.source_id, ref.article) !== undefined);
  if (withArticle.length === 0) {
    if (claimed.bare && candidates.length === 0) return unverified("unknown_instrument", base);
    return unverified("unknown_article", {
      ...base,
      ...single(candidates),
      ...(candidates.length > 1 ? { candidates: candidates.map((i) => i.source_id) } : {}),
    });
  }

  const inChain = withArticle.filter((i) => chain.includes(i.jurisdiction));
  if (inChain.length === 0) {
    return unverified("wrong_jurisdiction", {
      ...base,
      ...single(withArticle),
      ...(withArticle.length > 1 ? { candidates: withArticle.map((i) => i.source_id) } : {}),
    });
  }

  const picked = pickOne(inChain, ref, context, exactlyNamed);
  if (picked.length !== 1) return unverified("ambiguous", { ...base, candidates: picked.map((i) => i.source_id) });
  const instrument = picked[0];
  const provision = registry.getProvision(instrument.source_id, ref.article)!;
  return {
    verified: true,
    source_id: instrument.source_id,
    article: provision.article,
    ...(ref.pinpoint ? { pinpoint: ref.pinpoint } : {}),
    provision,
    instrument,
  };
}

function contextInstruments(registry: Registry, options: ResolveOptions): Instrument[] {
  const seen = new Set<string>();
  const list: Instrument[] = [];
  for (const id of options.contextSourceIds ?? []) {
    const instrument = registry.getInstrument(id);
    if (instrument !== undefined && !seen.has(instrument.source_id)) {
      seen.add(instrument.source_id);
      list.push(instrument);
    }
  }
  return list;
}

/** Resolves one citation that `parseCitationText` found. */
export function resolveParsedCitation(
  registry: Registry,
  parsed: ParsedCitation,
  options: ResolveOptions,
): CitationResolution {
  const ref = { article: parsed.article, pinpoint: parsed.pinpoint, label: parsed.label };
  if (parsed.instrument === null) {
    return resolveAmong(registry, contextInstruments(registry, options), ref, options, { text: parsed.text, bare: true });
  }
  const named = instrumentsNamed(registry, parsed.instrument);
  const claimed = { instrument_name: parsed.instrument, text: parsed.text, bare: false };
  if (named.length === 0) {
    return unverified("unknown_instrument", {
      article: ref.article,
      pinpoint: ref.pinpoint ?? undefined,
      instrument_name: parsed.instrument,
      text: parsed.text,
    });
  }
  return resolveAmong(registry, named, ref, options, claimed);
}

/**
 * Decides whether a claimed citation is one we can vouch for: its instrument and article must be a provision in
 * the registry, of the requested jurisdiction or one of its ancestors. Accepts a structured claim (source_id +
 * article), free text ("GDPR Art. 17(1)"), or a name in `text` with the number in `article`.
 */
export function resolveCitation(registry: Registry, input: CitationInput, options: ResolveOptions): CitationResolution {
  const text = input.text?.trim() || undefined;
  const parsedText = text === undefined ? [] : parseCitationText(text, { isKnownName: knownNamePredicate(registry) });

  if (input.source_id !== undefined && input.source_id.trim() !== "") {
    const raw = input.article ?? parsedText[0]?.article;
    const ref = raw === undefined ? null : parseArticleReference(raw);
    const pinpoint = ref?.pinpoint ?? (input.article === undefined ? parsedText[0]?.pinpoint : null) ?? null;
    const instrument = registry.getInstrument(input.source_id);
    if (instrument === undefined) {
      return unverified("unknown_instrument", {
        source_id: input.source_id,
        article: ref?.article,
        pinpoint: pinpoint ?? undefined,
        text,
      });
    }
    if (ref === null) {
      return unverified("unparseable", { source_id: instrument.source_id, jurisdiction: instrument.jurisdiction, text });
    }
    return resolveAmong(registry, [instrument], { ...ref, pinpoint }, options, { text, bare: false });
  }

  if (parsedText.length > 0) return resolveParsedCitation(registry, parsedText[0], options);

  if (input.article !== undefined && input.article.trim() !== "") {
    const ref = parseArticleReference(input.article);
    if (text === undefined) {
      return resolveAmong(registry, contextInstruments(registry, options), ref, options, { bare: true });
    }
    const named = instrumentsNamed(registry, text);
    if (named.length === 0) {
      return unverified("unknown_instrument", {
        article: ref.article,
        pinpoint: ref.pinpoint ?? undefined,
        instrument_name: text,
        text,
      });
    }
    return resolveAmong(registry, named, ref, options, { instrument_name: text, text, bare: false });
  }

  return unverified("unparseable", { text });
}

/** Every citation in a piece of text, each with its resolution. */
export function resolveCitationText(
  registry: Registry,
  text: string,
  options: ResolveOptions,
): { parsed: ParsedCitation; resolution: CitationResolution }[] {
  return parseCitationText(text, { isKnownName: knownNamePredicate(registry) }).map((parsed) => ({
    parsed,
    resolution: resolveParsedCitation(registry, parsed, options),
  }));
}
