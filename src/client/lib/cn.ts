// Joins class names. It does not resolve conflicts between them (no tailwind-merge: 8 KB on every first load, and a
// long task to build its class map): each element's classes must not contradict one another, which the tests and
// the development server check with cn.checked.ts.
import { clsx, type ClassValue } from 'clsx';

export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
