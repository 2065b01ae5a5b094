import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WebAssembly packages are loaded from node_modules at run time rather than bundled.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "@node-rs/argon2"],
  poweredByHeader: false,
  // A separate build directory lets two builds (e.g. a developer's and a test run's) coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
