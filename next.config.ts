import type { NextConfig } from "next";

/**
 * `npm test`'s build (scripts/test-all.sh): tsc checks the same code just before (and the tests, which Next's own check
 * skips), and a clean checkout has no Turbopack build cache to reuse, so writing one only takes CPU time from the
 * phases that follow. Other builds (`npm start`) keep both.
 */
const testBuild = process.env.NEXT_TEST_BUILD === "1";

const nextConfig: NextConfig = {
  typescript: { ignoreBuildErrors: testBuild },
  experimental: { turbopackFileSystemCacheForBuild: !testBuild },
  // Native and WebAssembly packages are loaded from node_modules at run time rather than bundled.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "@node-rs/argon2", "unpdf", "tesseract.js", "tesseract.js-core", "@napi-rs/canvas", "mammoth"],
  poweredByHeader: false,
  // A separate build directory lets two builds (e.g. a developer's and a test run's) coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Every response, including static files and the API's 404/405 answers, which neither proxy.ts nor the pipeline set.
  async headers() {
    return [{ source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] }];
  },
};

export default nextConfig;
