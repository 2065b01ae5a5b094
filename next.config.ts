import type { NextConfig } from "next";

const nextConfig: NextConfig = {
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
