import { describe, expect, it } from 'vitest';
import { dayWord, daysToBeatRecord, nextMilestone, streakMessage } from './visit-streak';

describe('visit streak display rules', () => {
  it('names the next milestone: 7, then 30, then 100, then Amazing!', () => {
    expect(nextMilestone(0)).toBe(7);
    expect(nextMilestone(6)).toBe(7);
    expect(nextMilestone(7)).toBe(30);
    expect(nextMilestone(29)).toBe(30);
    expect(nextMilestone(99)).toBe(100);
    expect(nextMilestone(100)).toBe('Amazing!');
  });

  it('counts the days to beat the record, or says New Record!', () => {
    expect(daysToBeatRecord(3, 10)).toBe(8);
    expect(daysToBeatRecord(10, 10)).toBe('New Record!');
    expect(daysToBeatRecord(0, 0)).toBe(1);
  });

  it('changes the message at each band edge', () => {
    const bands = [0, 1, 6, 7, 29, 30, 99, 100].map(streakMessage);
    expect(bands[1]).toBe(bands[2]);
    expect(bands[3]).toBe(bands[4]);
    expect(bands[5]).toBe(bands[6]);
    expect(new Set([bands[0], bands[1], bands[3], bands[5], bands[7]]).size).toBe(5);
  });

  it('says day for one and days otherwise', () => {
    expect(dayWord(1)).toBe('day');
    expect(dayWord(2)).toBe('days');
    expect(dayWord(0)).toBe('days');
  });
});
