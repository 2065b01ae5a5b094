-- Rate-limit counters need no crash safety: after a database crash the current minute simply starts
-- again. Unlogged, their upserts skip the write-ahead log and its flush on every request.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
