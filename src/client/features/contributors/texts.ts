// Contributors' visible texts (issue 28 item 5): a contributor's public page (/u/{handle}) and the "Public handle"
// card of the account page (./handle-text.ts), shared by the UI and its tests.
export { HANDLE_TEXT } from './handle-text';
import { countOf } from '@client/lib/plural';

export const CONTRIBUTOR_TEXT = {
  handle: (handle: string) => `@${handle}`,
  since: (month: string) => `Contributor since ${month}`,
  votesLabel: 'Votes earned',
  /** The votes' accessible wording (the page shows 👍 / 👎 and the numbers). */
  votes: (up: number, down: number) =>
    `${countOf(up, 'up vote', 'up votes')}, ${countOf(down, 'down vote', 'down votes')}`,
  definitionsHeading: (count: number) => countOf(count, 'definition', 'definitions'),
  definitionsLabel: 'Approved definitions',
  none: (name: string) => `${name} has no approved definitions yet.`,
  loading: 'Loading the contributor',
  loadFailed: 'We could not load this contributor.',
} as const;
