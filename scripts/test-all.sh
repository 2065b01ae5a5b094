#!/usr/bin/env bash
# Every test: typecheck, lint, production build, unit + API tests (PGlite always, PostgreSQL when
# TEST_DATABASE_URL is set), the Python client's pytest suite, then browser tests in Debian Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
rm -f .test-lanes

echo "== typecheck"
npx tsc --noEmit -p .

echo "== lint"
npx eslint .

echo "== build"
npx next build > .next-build.log 2>&1 || { cat .next-build.log; exit 1; }

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== resetting the PostgreSQL test database"
  npx tsx scripts/reset-test-database.ts
fi

echo "== Python client install (offline venv)"
bash scripts/setup-python-client-tests.sh

echo "== unit and API tests"
mkdir -p .test-results
npx vitest run --reporter=default --reporter=json --outputFile=.test-results/vitest.json

echo "== Python client tests"
npx tsx scripts/run-python-client-tests.ts

echo "== browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-results/playwright.json npx playwright test --reporter=list,json

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== soak (short variant: 60 s of mixed load, a kill -9 and model faults; fails on a lost debit or a 5xx)"
  npx tsx --conditions=react-server bench/soak.ts --short > .test-results/soak-short.log 2>&1 || { cat .test-results/soak-short.log; exit 1; }
  tail -n 1 .test-results/soak-short.log
fi

if [ -n "${TEST_DATABASE_URL:-}" ] && ! grep -q "postgres lane: ran" .test-lanes 2>/dev/null; then
  echo "TEST_DATABASE_URL is set but no test ran against PostgreSQL" >&2
  exit 1
fi

node scripts/test-summary.mjs
