// What a daily review reminder push carries (issue 29 item 4): the server writes it (src/server/reminders), the
// service worker shows it (src/client/public/push-handler.js). No imports, so the browser tests can read it too.

export const REMINDER_TITLE = 'Time to review';
/** Where the notification opens (the client's paths.flashcards). */
export const REMINDER_URL = '/flashcards';

/** The notification's text: how many cards are due and, when there is one, the streak at stake. */
export function reminderBody(due: number, streak: number): string {
  const cards = due === 1 ? '1 card is due' : `${due} cards are due`;
  return streak > 0 ? `${cards} — keep your ${streak}-day streak` : cards;
}

/** A push's JSON. */
export interface ReminderMessage {
  title: string;
  body: string;
  url: string;
}
