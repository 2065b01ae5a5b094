// The environment the server process starts with (npm start, and the tests' and benchmarks' servers).
//
// glibc's malloc gives every thread that allocates its own arena (up to eight per core) and keeps what is freed in
// them. Rendering a scanned page for OCR, the OCR worker and pdf.js's buffers then left the server ~90 MB larger at
// its peak than the same work with two arenas (measured on a 9.7 MiB scanned PDF: +352 MB → +257 MB). Two arenas is
// the usual setting for Node services that process images. An operator's own value wins.
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: "2", ...env };
}
