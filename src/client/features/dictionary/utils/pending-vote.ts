// The vote a visitor asked for before signing in (issue 28): kept in this tab's sessionStorage while they sign in
// (a social provider takes them away and back), and cast by the term page once they are back there signed in.
import type { VoteValue } from '@shared/schemas/dictionary';
import { isRecord } from '@client/lib/storage';

export interface PendingVote {
  definitionId: string;
  value: VoteValue;
  slug: string;
  /** When it was asked for (ms since the epoch): an old wish is not cast on a later visit. */
  at: number;
}

/** Long enough to create an account or go through a social provider; a later visit is a new decision. */
export const PENDING_VOTE_TTL_MS = 30 * 60 * 1000;

export const PENDING_VOTE_KEY = 'slangbridge:pendingDefinitionVote:v1';

const isPendingVote = (value: unknown): value is PendingVote =>
  isRecord(value) &&
  typeof value.definitionId === 'string' &&
  typeof value.slug === 'string' &&
  typeof value.at === 'number' &&
  (value.value === 1 || value.value === -1 || value.value === 0);

export function rememberVote(vote: PendingVote) {
  try {
    sessionStorage.setItem(PENDING_VOTE_KEY, JSON.stringify(vote));
  } catch {
    // Private mode or a full quota: the visitor votes again once signed in.
  }
}

export function forgetVote() {
  try {
    sessionStorage.removeItem(PENDING_VOTE_KEY);
  } catch {
    // Nothing to do.
  }
}

/** The remembered vote, or null when there is none, it is too old, or it cannot be read. */
export function rememberedVote(now = Date.now()): PendingVote | null {
  try {
    const raw = sessionStorage.getItem(PENDING_VOTE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isPendingVote(parsed) || now - parsed.at > PENDING_VOTE_TTL_MS) return null;
    return parsed;
  } catch {
    return null;
  }
}
