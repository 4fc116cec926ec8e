// What the visit streak's component tests share: a signed-in person, the header's account sync, and a stub
// server answering /api/auth/me and PUT /api/streak.
import type { VisitStreakRecord } from '@shared/engagement/visit-streak-rules';
import { stubFetch } from '@client/test/render';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { useVisitStreakSync } from './visit-streak-tracker';

export const STREAK_USER = {
  id: 'u1',
  name: 'Sam Streak',
  firstName: 'Sam',
  email: 'sam@example.com',
  image: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  roles: [],
};

/** The header's part of the tracking: the account sync while someone is signed in. */
export function AccountSync() {
  const { user } = useCurrentUser();
  useVisitStreakSync(user?.id ?? null);
  return null;
}

/** Answers /api/auth/me (signed in or out) and PUT /api/streak with `streakAnswer(sent)` (the sent record by default). */
export function stubStreakServer({
  signedIn,
  streakAnswer = (sent) => sent,
}: {
  signedIn: boolean;
  streakAnswer?: (sent: VisitStreakRecord) => VisitStreakRecord;
}) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/me')
      return signedIn
        ? { status: 200, body: { user: STREAK_USER } }
        : { status: 401, body: { error: 'Unauthorized: please sign in.', code: 'UNAUTHORIZED' } };
    if (url === '/api/streak' && init?.method === 'PUT') {
      const { streak } = JSON.parse(init.body as string) as { streak: VisitStreakRecord };
      return { status: 200, body: { streak: streakAnswer(streak) } };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
}
