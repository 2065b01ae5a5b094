import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { legalInstruments } from "@/lib/db/schema";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { importInstruments } from "./import";
import { loadImportedInstruments } from "./store";

/** An operator's record carrying every optional field; its wording is placeholder text, not legal content. */
function record(sourceId: string) {
  return {
    source_id: sourceId,
    title: "Acme Tenancy Handbook 2026",
    short_names: ["Acme Tenancy Handbook"],
    jurisdiction: "US-NY",
    kind: "code",
    provision_label: "section",
    official_url: "https://intranet.example.com/tenancy",
    date: "2026-01-15",
    as_of: "2026-03-01",
    provenance: {
      source: "Acme legal department",
      url: "https://intranet.example.com/tenancy/text",
      version_date: "2026-02-28",
      licence: "Internal use",
    },
    provisions: [
      {
        article: "1",
        heading: "Deposits",
        summary: "Placeholder summary used only by the corpus import tests.",
        topics: ["test"],
        situations: ["placeholder situation one for the test", "placeholder situation two for the test"],
        text: "Placeholder official text used only by the corpus import tests.",
      },
      { article: "2", heading: "Repairs", summary: "Placeholder summary used only by the corpus import tests.", topics: ["test"] },
    ],
  };
}

describe.each(lanes())("corpus import of the optional fields (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  it("keeps situations, official text, provenance and the as-of date, and reads them back as the registry shape", async () => {
    const sourceId = `acme-tenancy-${randomUUID().slice(0, 8)}`;
    const report = await importInstruments(db, { instruments: [record(sourceId)] });
    expect(report.errors).toEqual([]);

    const loaded = (await loadImportedInstruments(db)).find((i) => i.source_id === sourceId);
    const expected = record(sourceId);
    expect(loaded).toEqual(expected);
    // A provision without the optional fields comes back without them, not with nulls.
    expect(Object.keys(loaded!.provisions[1]).sort()).toEqual(["article", "heading", "summary", "topics"]);
  });

  it("refuses official text without provenance and writes nothing", async () => {
    const sourceId = `acme-tenancy-${randomUUID().slice(0, 8)}`;
    const { provenance: _dropped, ...withoutProvenance } = record(sourceId);
    const report = await importInstruments(db, [withoutProvenance]);
    expect(report.imported).toEqual([]);
    expect(report.errors.map((e) => e.path)).toContain("provenance");
    expect(await db.select().from(legalInstruments).where(eq(legalInstruments.sourceId, sourceId))).toEqual([]);
  });
});
