import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".scratch/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  // The client libraries: dist/ is tsc output; clients/python holds the Python package and its venv.
  { ignores: ["clients/typescript/dist/**", "clients/python/**"] },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Only lib/env.ts reads the environment (instrumentation reads NEXT_RUNTIME, set by Next.js itself).
    files: ["app/**/*.{ts,tsx}", "lib/**/*.ts", "components/**/*.tsx"],
    ignores: ["lib/env.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through lib/env.ts." }],
    },
  },
];

export default config;
