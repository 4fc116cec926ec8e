// Counts work and says when to give the event loop a turn. Long synchronous work in the server's process (a
// parameter fit, scoring, building an export) runs beside every other request of the replica: at 100,000 review
// logs such work held the loop for a third of a second and more in one piece (bench/optimizer.mjs,
// bench/export.mjs). Turns keep each piece to a few milliseconds.
export class WorkBudget {
  private steps = 0;
  /** `stepsPerTurn`: steps of work between two turns; the default, for steps well under 1 µs. */
  constructor(private readonly stepsPerTurn = 20_000) {}

  /** True when a turn is due (then `await setImmediate()` from node:timers/promises). */
  spend(steps: number): boolean {
    this.steps += steps;
    if (this.steps < this.stepsPerTurn) return false;
    this.steps = 0;
    return true;
  }
}
