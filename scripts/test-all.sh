#!/usr/bin/env bash
# Every test: typecheck and lint, production build, unit + API tests (PGlite always, PostgreSQL when
# TEST_DATABASE_URL is set), the short hostile-input suite (npm run fuzz -- --short), the Python client's pytest suite, browser tests in Debian Chromium on the same build,
# and the short soak on the PostgreSQL lane. Prints each phase's duration at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
rm -f .test-lanes
mkdir -p .test-results

phases=()
run_started=$SECONDS
# phase NAME COMMAND...: runs the command, records how long it took (also when it fails).
phase() {
  local name=$1 started=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  phases+=("$(printf '%-28s %4ds' "$name" $((SECONDS - started)))")
  if [ "$status" -ne 0 ]; then
    print_phases
    exit "$status"
  fi
}
print_phases() {
  echo "== phase durations"
  printf '  %s\n' "${phases[@]}"
  printf '  %-28s %4ds\n' "total" $((SECONDS - run_started))
}

# tsc and eslint are single-threaded: on two or more cores they run side by side.
typecheck_and_lint() {
  npx tsc --noEmit -p . > .test-results/typecheck.log 2>&1 &
  local tsc=$!
  local lint_status=0 tsc_status=0
  npx eslint . > .test-results/lint.log 2>&1 || lint_status=$?
  wait "$tsc" || tsc_status=$?
  cat .test-results/typecheck.log .test-results/lint.log
  [ "$tsc_status" -eq 0 ] && [ "$lint_status" -eq 0 ]
}

# The test build skips Next's own type check (tsc above checks the same code, and the tests too) and the Turbopack
# build cache (a clean checkout has none to reuse; writing it cost CPU time the other phases need). next.config.ts.
build() {
  NEXT_TEST_BUILD=1 npx next build > .next-build.log 2>&1 || { cat .next-build.log; return 1; }
}

reset_postgres() {
  npx tsx scripts/reset-test-database.ts
}

vitest_phase() {
  local status=0
  npx vitest run --reporter=default --reporter=json --outputFile=.test-results/vitest.json || status=$?
  node scripts/slowest-test-files.mjs 12
  return "$status"
}

# Random, schema-mutated and hostile requests against the build above, on every lane; fails on a 5xx or on the server's
# memory or event-loop delay passing its bounds (test/api/fuzz.test.ts).
fuzz_short() {
  npm run --silent fuzz -- --short > .test-results/fuzz-short.log 2>&1 || { cat .test-results/fuzz-short.log; return 1; }
  grep -E "^fuzz " .test-results/fuzz-short.log || true
}

soak_short() {
  npx tsx --conditions=react-server bench/soak.ts --short > .test-results/soak-short.log 2>&1 || { cat .test-results/soak-short.log; return 1; }
  tail -n 1 .test-results/soak-short.log
}

phase "typecheck + lint" typecheck_and_lint
phase "build" build
if [ -n "${TEST_DATABASE_URL:-}" ]; then phase "reset PostgreSQL test db" reset_postgres; fi
phase "Python client install" bash scripts/setup-python-client-tests.sh
phase "unit and API tests" vitest_phase
phase "hostile input (fuzz --short)" fuzz_short
phase "Python client tests" npx tsx scripts/run-python-client-tests.ts
phase "browser tests" env PLAYWRIGHT_JSON_OUTPUT_NAME=.test-results/playwright.json npx playwright test --reporter=list,json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # 60 s of mixed load on two instances, a kill -9 and model faults; fails on a lost debit or a 5xx.
  phase "soak (short)" soak_short
fi

if [ -n "${TEST_DATABASE_URL:-}" ] && ! grep -q "postgres lane: ran" .test-lanes 2>/dev/null; then
  echo "TEST_DATABASE_URL is set but no test ran against PostgreSQL" >&2
  exit 1
fi

print_phases
node scripts/test-summary.mjs
