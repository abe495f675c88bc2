#!/usr/bin/env bash
# `npm test`: lint, typecheck, web build and the scaffold; unit, integration (PGlite, then PostgreSQL/Redis
# when configured), the flood; end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/reports
rm -f .tmp/reports/*.json

started=$SECONDS
# Each step says when it began, so a slow step shows in CI's log.
step() { printf '\n=== %s (at %d s) ===\n' "$*" "$((SECONDS - started))"; }

# Before ten minutes of other steps: the end-to-end browser starts, or this says what to install.
step "end-to-end browser"
npx tsx e2e/check-browser.ts

step "codegen"
npm run --silent codegen >/dev/null

# Lint and typecheck are each mostly one thread, and the typecheck ends well before lint: on its core the
# web build and then the new-domain scaffold (a typecheck and a few tests in a copy of the tree, at a lower
# priority) follow it. None of them is timed; the timed tests come after, alone.
step "lint beside typecheck, web build and the new-domain scaffold (in a copy of the tree)"
npm run --silent lint >.tmp/lint.log 2>&1 &
lint=$!
{
  npm run --silent typecheck >.tmp/typecheck.log 2>&1 || { echo "typecheck failed:"; cat .tmp/typecheck.log; exit 1; }
  npm run --silent build:web >.tmp/build-web.log 2>&1 || { echo "web build failed:"; cat .tmp/build-web.log; exit 1; }
  npx vitest run --project scaffold --reporter=default --reporter=json --outputFile=.tmp/reports/scaffold.json \
    >.tmp/scaffold.log 2>&1 || { echo "the new-domain scaffold failed:"; cat .tmp/scaffold.log; exit 1; }
  # Its timings (copy, typecheck, tests), for CI's log.
  grep -h "npm run new-domain in" .tmp/scaffold.log || true
} &
others=$!
checks_failed=0
wait "$lint" || { echo "lint failed:"; cat .tmp/lint.log; checks_failed=1; }
wait "$others" || checks_failed=1
[ "$checks_failed" -eq 0 ]

step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile=.tmp/reports/unit.json

step "integration tests on embedded PostgreSQL (PGlite) and the in-process bus"
env -u DATABASE_URL -u REDIS_URL npx vitest run --project int --reporter=default --reporter=json --outputFile=.tmp/reports/int-pglite.json

if [ -n "${DATABASE_URL:-}" ] || [ -n "${REDIS_URL:-}" ]; then
  step "integration tests on ${DATABASE_URL:+PostgreSQL }${REDIS_URL:+Redis}"
  # The tests generated for every route ran on PGlite above (vitest.config.ts says why).
  HEARTH_ROUTE_TESTS_ONCE=1 npx vitest run --project int --reporter=default --reporter=json --outputFile=.tmp/reports/int-services.json
fi

# Latency goals under one user's flood, judged with no other test file sharing the two cores; once, on
# the PostgreSQL server and Redis when configured (the deployment the goals are for), else embedded.
step "one user's flood of the collab server, alone"
npx vitest run --project flood --reporter=default --reporter=json --outputFile=.tmp/reports/flood.json

step "end-to-end tests in Chromium"
# Absolute: Playwright resolves a relative name against its config's folder (e2e/), out of the summary's sight.
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/reports/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/summarize-tests.mjs .tmp/reports
echo "npm test finished in $((SECONDS - started)) s"
