export const SERVER_OLD_SPACE_MIB: number;
export function serverEnv<T extends Record<string, string | undefined>>(
  env: T,
): T & { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string; MALLOC_TRIM_THRESHOLD_: string; NODE_OPTIONS: string };
