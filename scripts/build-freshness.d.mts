export declare const SOURCE_DIRS: string[];
export declare const ROOT_FILE_PATTERN: RegExp;
export declare function buildMarker(distDir: string): string;
export declare function newestSource(root: string): { path: string | null; mtimeMs: number };
export declare function decideBuild(root: string, distDir: string): { build: boolean; reason: string };
