// The figures of a fuzz run: per route, how many requests were sent and which statuses came back; in total, the
// 5xx answers and the hangs. Each test file keeps its own tally; summary-setup.ts adds them up and prints the
// table once, at the end of the run, so CI output shows what was covered.

/** What one request came to: a status code, no answer before the deadline, or an inject that failed. */
export type Outcome = number | 'hang' | 'error';

/** A tally as JSON (files hand theirs to the run's teardown). */
export interface TallyData {
  routes: Record<string, Record<string, number>>;
  databases: Record<string, number>;
  /** Runs per route on each database, for the heading. */
  runs: Record<string, number>;
  serverErrors: number;
  hangs: number;
  errors: number;
  /** 503s the voice route documents (no voice here): shown, but not counted as failures. */
  documented503: number;
}

const count = (value: number) => value.toLocaleString('en-US');

const emptyTally = (): TallyData => ({
  routes: {},
  databases: {},
  runs: {},
  serverErrors: 0,
  hangs: 0,
  errors: 0,
  documented503: 0,
});

export class FuzzTally {
  readonly data: TallyData = emptyTally();

  record(route: string, database: string, outcome: Outcome, documented = false): void {
    const outcomes = (this.data.routes[route] ??= {});
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    this.data.databases[database] = (this.data.databases[database] ?? 0) + 1;
    if (outcome === 'hang') this.data.hangs++;
    else if (outcome === 'error') this.data.errors++;
    else if (outcome >= 500 && documented) this.data.documented503++;
    else if (outcome >= 500) this.data.serverErrors++;
  }

  /** Adds another file's tally to this one. */
  add(other: TallyData): void {
    for (const [route, outcomes] of Object.entries(other.routes)) {
      const mine = (this.data.routes[route] ??= {});
      for (const [outcome, times] of Object.entries(outcomes)) {
        mine[outcome] = (mine[outcome] ?? 0) + times;
      }
    }
    for (const [database, requests] of Object.entries(other.databases)) {
      this.data.databases[database] = (this.data.databases[database] ?? 0) + requests;
    }
    Object.assign(this.data.runs, other.runs);
    this.data.serverErrors += other.serverErrors;
    this.data.hangs += other.hangs;
    this.data.errors += other.errors;
    this.data.documented503 += other.documented503;
  }

  /** A table of routes (requests, `status×count`, hangs and errors last) and the total line. */
  summary(seed: number): string {
    const { routes, databases, runs, serverErrors, hangs, errors, documented503 } = this.data;
    const order = (outcome: string) => (/^\d+$/.test(outcome) ? Number(outcome) : 1e6);
    let total = 0;
    const rows = Object.entries(routes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, outcomes]) => {
        const requests = Object.values(outcomes).reduce((sum, times) => sum + times, 0);
        total += requests;
        const statuses = Object.entries(outcomes)
          .sort(([a], [b]) => order(a) - order(b))
          .map(([outcome, times]) => `${outcome}×${count(times)}`)
          .join(' ');
        return [route, count(requests), statuses] as const;
      });
    const routeWidth = Math.max(5, ...rows.map(([route]) => route.length));
    const requestWidth = Math.max(8, ...rows.map(([, requests]) => requests.length));
    const perRoute = Object.entries(runs)
      .map(([database, runCount]) => `${count(runCount)} per API route on ${database}`)
      .join(', ');
    const perDatabase = Object.entries(databases)
      .map(([database, requests]) => `${count(requests)} on ${database}`)
      .join(', ');
    const documented = documented503
      ? ` (and ${count(documented503)} documented 503 "voice unavailable")`
      : '';
    const failedInjects = errors ? `, ${count(errors)} failed injects` : '';
    return [
      `Fuzz summary (seed ${seed}; ${perRoute}; pages and files a twentieth of it)`,
      `  ${'route'.padEnd(routeWidth)}  ${'requests'.padStart(requestWidth)}  statuses`,
      ...rows.map(
        ([route, requests, statuses]) =>
          `  ${route.padEnd(routeWidth)}  ${requests.padStart(requestWidth)}  ${statuses}`,
      ),
      `fuzz: ${count(rows.length)} routes, ${count(total)} requests (${perDatabase}), ` +
        `${count(serverErrors)} × 5xx${documented}, ${count(hangs)} hangs${failedInjects}`,
    ].join('\n');
  }
}
