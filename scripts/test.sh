#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit, integration (PGlite, then PostgreSQL/Redis when configured), web build, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/reports
rm -f .tmp/reports/*.json

step() { printf '\n=== %s ===\n' "$*"; }
started=$SECONDS

step "codegen"
npm run --silent codegen >/dev/null

step "lint"
npm run --silent lint

step "typecheck"
npm run --silent typecheck

step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile=.tmp/reports/unit.json

step "integration tests on embedded PostgreSQL (PGlite) and the in-process bus"
env -u DATABASE_URL -u REDIS_URL npx vitest run --project int --reporter=default --reporter=json --outputFile=.tmp/reports/int-pglite.json

# The end-to-end server runs on its own embedded database and the test files on private Redis
# channels, so the run against the real services shares nothing with it and goes alongside.
services_pid=""
if [ -n "${DATABASE_URL:-}" ] || [ -n "${REDIS_URL:-}" ]; then
  step "integration tests on ${DATABASE_URL:+PostgreSQL }${REDIS_URL:+Redis} (alongside the end-to-end tests; output below them)"
  npx vitest run --project int --reporter=default --reporter=json --outputFile=.tmp/reports/int-services.json >.tmp/reports/int-services.log 2>&1 &
  services_pid=$!
fi

step "web build"
npm run --silent build:web

step "end-to-end tests in Chromium"
e2e_status=0
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/reports/e2e.json npx playwright test -c e2e/playwright.config.ts --reporter=list,json || e2e_status=$?

services_status=0
if [ -n "$services_pid" ]; then
  step "integration tests on ${DATABASE_URL:+PostgreSQL }${REDIS_URL:+Redis}: their output"
  wait "$services_pid" || services_status=$?
  cat .tmp/reports/int-services.log
fi

node scripts/summarize-tests.mjs .tmp/reports
echo "npm test finished in $((SECONDS - started)) s"
if [ "$e2e_status" -ne 0 ] || [ "$services_status" -ne 0 ]; then
  echo "end-to-end tests exit $e2e_status, integration tests on the services exit $services_status"
  exit 1
fi
