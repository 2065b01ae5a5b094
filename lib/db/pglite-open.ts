import type { PGlite } from "@electric-sql/pglite";

/**
 * Opens PGlite on `dir` (undefined: in memory) with `sharedBuffers` as its shared_buffers, starting from the data
 * directory in `loadDataDir` (a tarball of PGlite's `dumpDataDir`) when one is given instead of running initdb. PostgreSQL's default of
 * 128MB is touched whole when PGlite starts, about 100 MB of resident memory that a small embedded database does not
 * use. Passed as a start parameter after PGlite's own: its `postgresqlconf` option would overwrite the directory's
 * postgresql.conf (and with it initdb's timezone and text search settings).
 */
export async function openPgliteClient(dir: string | undefined, sharedBuffers: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create(dir, { loadDataDir, startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`] });
}
