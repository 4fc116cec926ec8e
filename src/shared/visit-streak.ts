// Display rules of the visit streak page (spec 1 §2 "Streak page").
export const STREAK_MILESTONES = [7, 30, 100] as const;

/** The next milestone above the current streak, or 'Amazing!' past the last one. */
export function nextMilestone(current: number): number | 'Amazing!' {
  return STREAK_MILESTONES.find((milestone) => current < milestone) ?? 'Amazing!';
}

/** Days still needed to beat the best streak, or 'New Record!' when the current streak holds it. */
export function daysToBeatRecord(current: number, best: number): number | 'New Record!' {
  return current > 0 && current >= best ? 'New Record!' : best - current + 1;
}

export const dayWord = (count: number) => (count === 1 ? 'day' : 'days');

/** The motivational message for the current streak's band: 0, 1-6, 7-29, 30-99, 100 or more. */
export function streakMessage(current: number): string {
  if (current <= 0)
    return 'Every streak starts with one visit. Translate something today to begin yours!';
  if (current < 7) return 'Nice start! Come back tomorrow to keep the streak going.';
  if (current < 30) return 'A full week and counting. Your slang game is getting serious.';
  if (current < 100) return 'Over a month of daily practice. You are fluent in vibes.';
  return 'Legendary! A hundred days and more. You are a true SlangBridge regular.';
}
