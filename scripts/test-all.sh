#!/usr/bin/env bash
# `npm test`: unit/API/component tests and the fuzz suite (with typecheck, ESLint and Prettier in the background at
# low priority beside them), build, first-page size budget, end-to-end in Chromium, and — with PostgreSQL and
# Redis — three replicas behind a balancer and the fault suite; in that order, stopping at the first failure.
# Prepares what a fresh machine lacks (Chromium) when it can.
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres  also runs the API tests on PostgreSQL
#   REDIS_URL=redis://127.0.0.1:6379                               also tests what is shared through Redis
#   both                                                           also runs test:cluster and test:faults (the
#                                                                  fault suite restarts that PostgreSQL)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
started_at=$SECONDS
current_step=""
declare -a timings=()

on_exit() {
  local status=$? pid
  for pid in "${background_pids[@]}"; do kill_tree "$pid"; done
  rm -rf "${background_dir:-}"
  if [[ $status -ne 0 ]]; then
    echo
    echo "npm test: FAILED at step '${current_step:-set-up}' (exit $status) after $((SECONDS - started_at)) s"
  fi
}
trap on_exit EXIT

step() {
  current_step="$1"
  shift
  local step_started=$SECONDS
  echo
  echo "==> ${current_step}: $*"
  "$@"
  timings+=("${current_step} $((SECONDS - step_started))s")
  check_background
}

# Static checks (typecheck, ESLint, Prettier) have no deadlines and no timings to disturb: they run in the
# background at the lowest CPU priority from the start and take the cycles the test suites leave while those wait
# on databases, timers and each other. A finished check that failed stops the run at the next step boundary;
# all are awaited (and printed) before the build.
background_dir="$(mktemp -d)"
declare -a background_names=() background_pids=()
run_started_epoch=$(date +%s)

start_background() {
  local name="$1" command="$2"
  (
    status=0
    nice -n 19 bash -c "$command" >"$background_dir/$name.log" 2>&1 || status=$?
    echo "$status $(($(date +%s) - run_started_epoch))" >"$background_dir/$name.done"
  ) &
  background_names+=("$name")
  background_pids+=($!)
}

# Prints a finished background check's output once; returns its exit status.
report_background() {
  local name="$1" status elapsed
  read -r status elapsed <"$background_dir/$name.done"
  if [[ ! -f "$background_dir/$name.reported" ]]; then
    echo
    echo "==> ${name} (background, exit ${status}, done ${elapsed} s into the run)"
    cat "$background_dir/$name.log"
    touch "$background_dir/$name.reported"
    timings+=("${name} done at ${elapsed}s")
  fi
  return "$status"
}

# Stops the run if a background check has already failed.
check_background() {
  local name status=0
  for name in "${background_names[@]}"; do
    [[ -f "$background_dir/$name.done" ]] || continue
    report_background "$name" || status=$?
    if [[ $status -ne 0 ]]; then
      current_step="$name"
      exit "$status"
    fi
  done
}

wait_background() {
  current_step="static checks"
  local index
  for index in "${!background_pids[@]}"; do
    wait "${background_pids[$index]}" || true
  done
  check_background
}

kill_tree() {
  local pid="$1" child
  for child in $(pgrep -P "$pid" 2>/dev/null); do kill_tree "$child"; done
  kill "$pid" 2>/dev/null || true
}

ensure_chromium() {
  if [[ -x "$CHROMIUM_PATH" ]]; then
    return
  fi
  if [[ "$CHROMIUM_PATH" == /usr/bin/chromium && "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "==> Chromium is missing: installing it from Debian's packages"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
    return
  fi
  echo "Chromium is missing at $CHROMIUM_PATH and this script cannot install it (not root, or a custom CHROMIUM_PATH)." >&2
  echo "Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
  exit 1
}

describe_databases() {
  if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
    echo "==> API tests run on PGlite and on PostgreSQL (a fresh database on ${TEST_DATABASE_URL%%\?*})"
  elif command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    echo "==> API tests run on PGlite only. A PostgreSQL answers on 127.0.0.1:5432: set"
    echo "    TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to test against it too."
  else
    echo "==> API tests run on PGlite only (TEST_DATABASE_URL is unset)."
  fi
  if [[ -z "${REDIS_URL:-}" ]]; then
    echo "    REDIS_URL is unset: the tests of what replicas share through Redis are skipped."
  fi
  if [[ -z "${TEST_DATABASE_URL:-}" || -z "${REDIS_URL:-}" ]]; then
    echo "    Without both TEST_DATABASE_URL and REDIS_URL, test:cluster and test:faults do not run."
  fi
}

current_step="set-up"
if [[ ! -d node_modules ]]; then
  echo "node_modules is missing: run 'npm ci' first." >&2
  exit 1
fi
ensure_chromium
describe_databases

start_background typecheck "npm run --silent typecheck"
start_background eslint "npm run --silent lint:eslint"
start_background prettier "npm run --silent lint:prettier"
rm -rf test-results
step "unit+api+component" npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step fuzz npm run --silent test:fuzz -- --reporter=default --reporter=json --outputFile.json=test-results/fuzz.json
wait_background
step build npm run --silent build
# The first-page budget is a size, not a timing: checked on every run so a stray import cannot slip past.
step "bundle budget" node bench/bundle-size.mjs
step e2e env CHROMIUM_PATH="$CHROMIUM_PATH" E2E_SKIP_BUILD=1 npm run --silent test:e2e
reports="test-results/vitest.json test-results/fuzz.json test-results/e2e.json"
if [[ -n "${TEST_DATABASE_URL:-}" && -n "${REDIS_URL:-}" ]]; then
  step cluster npm run --silent test:cluster -- --reporter=default --reporter=json --outputFile.json=test-results/cluster.json
  step faults npm run --silent test:faults -- --reporter=default --reporter=json --outputFile.json=test-results/faults.json
  reports="$reports test-results/cluster.json test-results/faults.json"
fi

current_step=""
echo
printf 'Step times:'; printf ' [%s]' "${timings[@]}"; echo
echo "npm test: ALL PASSED (every step above) in $((SECONDS - started_at)) s"
# The plain closing line CI reads: every test counted across the Vitest reports.
REPORTS="$reports" node -e '
  const { readFileSync } = require("node:fs");
  const reports = process.env.REPORTS.split(" ").map((f) => JSON.parse(readFileSync(f, "utf8")));
  const sum = (key) => reports.reduce((total, r) => total + r[key], 0);
  console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`);
'
