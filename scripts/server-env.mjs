// The environment the server process starts with (npm start, and the tests' and benchmarks' servers).
//
// glibc's malloc gives every thread that allocates its own arena (up to eight per core), keeps what is freed in them,
// and after large blocks are freed raises the size from which it maps blocks of their own. Rendering a scanned page
// for OCR, the OCR worker and pdf.js's buffers then left the server far larger at its peak than the work needs. Two
// arenas, and blocks of 128 KiB or more mapped on their own (returned to the system when freed), are the usual
// settings for Node services that process images: measured on a 9.6 MiB scanned PDF through the API, the server's
// peak went from 564 MB to 481–511 MB with two arenas and to 475–479 MB with both. An operator's own values win.
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072", ...env };
}
