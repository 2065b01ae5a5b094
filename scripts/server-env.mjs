// The environment the server process starts with (npm start, and the tests' and benchmarks' servers).
//
// glibc's malloc gives every thread that allocates its own arena (up to eight per core), keeps what is freed in them,
// and after large blocks are freed raises the size from which it maps blocks of their own. Rendering a scanned page
// for OCR, the OCR worker and pdf.js's buffers then left the server far larger at its peak than the work needs. Two
// arenas, and blocks of 128 KiB or more mapped on their own (returned to the system when freed), are the usual
// settings for Node services that process images: measured on a 9.6 MiB scanned PDF through the API, the server's
// peak went from 564 MB to 481–511 MB with two arenas and to 475–479 MB with both. An operator's own values win.
//
// V8 sizes its heap from the machine's memory (a 4 GiB limit here) and, with a limit that large, lets the heap grow to
// up to four times what survived the last full collection before it collects again (two times or less under a limit
// of 1 GiB: its heap controller scales the factor with the limit). The hostile-input suite's large bodies (1,193 of
// 100 KB to 10 MiB, six at a time) made garbage fast enough that the heap reached 636 MiB and the server 941 MiB,
// though what survived a collection stayed at 120 MiB; with a 1 GiB limit, 259 and 526 MiB. A whole long fuzz run
// passed the suite's 1 GiB bound by this garbage alone. NODE_OPTIONS is the operator's to set: a heap limit of their
// own (--max-old-space-size or --max-heap-size) is kept as it is.
export const SERVER_OLD_SPACE_MIB = 1024;

export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072", ...env, NODE_OPTIONS: withHeapLimit(env.NODE_OPTIONS) };
}

/** NODE_OPTIONS with the server's heap limit added, unless it names one already. */
function withHeapLimit(nodeOptions = "") {
  if (/--max-(old-space|heap)-size\b/.test(nodeOptions)) return nodeOptions;
  return `${nodeOptions} --max-old-space-size=${SERVER_OLD_SPACE_MIB}`.trim();
}
