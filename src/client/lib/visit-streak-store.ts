// The visit streak record kept in the browser (spec 1 §3 "Visit streak record").
import { z } from 'zod';
import { storedValue } from './storage';

export const visitStreakSchema = z.object({
  current: z.number().int().min(0),
  best: z.number().int().min(0),
  lastDate: z.string().nullable().optional(),
  startedAt: z.string().nullable().optional(),
  lastCountedAtMs: z.number().optional(),
  lastRepairMonth: z.string().nullable().optional(),
});
export type VisitStreakRecord = z.infer<typeof visitStreakSchema>;

export const visitStreakStore = storedValue<VisitStreakRecord>('visit-streak', 1, visitStreakSchema, { current: 0, best: 0 });
