import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/db/client";
import { appMeta, legalInstruments, legalProvisions } from "@/lib/db/schema";
import { fingerprint } from "@/lib/http/canonical-json";
import { log } from "@/lib/log";
import type { Instrument } from "../sources/schema";

const BUILTIN_HASH_KEY = "builtin_corpus_hash";
const CORPUS_LOCK_ID = 72_201_992;
const CHUNK = 250;

/**
 * Copies the built-in registry into the database (beside the instruments operators import) when it changed since
 * the last start. Serialised by an advisory lock, so several instances starting together do it once.
 */
export async function syncBuiltInCorpus(db: Db, instruments: Instrument[]): Promise<"unchanged" | "synced"> {
  const hash = fingerprint(instruments);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CORPUS_LOCK_ID})`);
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, BUILTIN_HASH_KEY));
    if (meta?.value === hash) return "unchanged";
    await tx.delete(legalInstruments).where(eq(legalInstruments.origin, "builtin"));
    await insertInstruments(tx, instruments, "builtin");
    await tx
      .insert(appMeta)
      .values({ key: BUILTIN_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: new Date() } });
    return "synced";
  });
}

/** Inserts instruments with their provisions; an instrument whose source_id is taken is skipped and named. */
export async function insertInstruments(tx: DbOrTx, instruments: Instrument[], origin: "builtin" | "import"): Promise<string[]> {
  const skipped: string[] = [];
  const inserted = new Set<string>();
  for (let i = 0; i < instruments.length; i += CHUNK) {
    const rows = await tx
      .insert(legalInstruments)
      .values(
        instruments.slice(i, i + CHUNK).map((ins) => ({
          sourceId: ins.source_id,
          title: ins.title,
          shortNames: ins.short_names,
          jurisdiction: ins.jurisdiction,
          kind: ins.kind,
          provisionLabel: ins.provision_label,
          codifiedAt: ins.codified_at ?? null,
          officialUrl: ins.official_url,
          date: ins.date,
          asOf: ins.as_of ?? null,
          provenance: ins.provenance ?? null,
          origin,
        })),
      )
      .onConflictDoNothing()
      .returning({ sourceId: legalInstruments.sourceId });
    for (const r of rows) inserted.add(r.sourceId);
  }
  const provisions = instruments.flatMap((ins) => {
    if (!inserted.has(ins.source_id)) {
      skipped.push(ins.source_id);
      return [];
    }
    return ins.provisions.map((p, position) => ({
      sourceId: ins.source_id,
      article: p.article,
      heading: p.heading,
      summary: p.summary,
      topics: p.topics,
      situations: p.situations ?? null,
      text: p.text ?? null,
      position,
    }));
  });
  for (let i = 0; i < provisions.length; i += CHUNK) await tx.insert(legalProvisions).values(provisions.slice(i, i + CHUNK));
  if (skipped.length > 0) log.warn("corpus: source_id already present, instrument skipped", { origin, skipped });
  return skipped;
}

/** Operator-imported instruments, as registry records, so citations to them can be verified. */
export async function loadImportedInstruments(db: DbOrTx): Promise<Instrument[]> {
  const instruments = await db.select().from(legalInstruments).where(eq(legalInstruments.origin, "import"));
  if (instruments.length === 0) return [];
  const provisions = await db
    .select()
    .from(legalProvisions)
    .where(inArray(legalProvisions.sourceId, instruments.map((i) => i.sourceId)))
    .orderBy(legalProvisions.sourceId, legalProvisions.position);
  return instruments.map((i) => ({
    source_id: i.sourceId,
    title: i.title,
    short_names: i.shortNames,
    jurisdiction: i.jurisdiction,
    kind: i.kind as Instrument["kind"],
    provision_label: i.provisionLabel as Instrument["provision_label"],
    ...(i.codifiedAt ? { codified_at: i.codifiedAt } : {}),
    official_url: i.officialUrl,
    date: i.date,
    ...(i.asOf ? { as_of: i.asOf } : {}),
    ...(i.provenance ? { provenance: i.provenance } : {}),
    provisions: provisions
      .filter((p) => p.sourceId === i.sourceId)
      .map((p) => ({
        article: p.article,
        heading: p.heading,
        summary: p.summary,
        topics: p.topics,
        ...(p.situations ? { situations: p.situations } : {}),
        ...(p.text ? { text: p.text } : {}),
      })),
  }));
}
