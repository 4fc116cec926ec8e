// POST /api/detect through the whole app: validation and the ranked candidates.
import { expect, it } from 'vitest';
import { forEachDatabase, hasStackTrace, JSON_HEADERS } from '../test/test-app';

const detect = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/detect',
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});

forEachDatabase('POST /api/detect', (context) => {
  it('ranks the styles a text looks written in, with names and scores', async () => {
    const response = await context.app.inject(
      detect({ text: 'Che, ¿vos sabés dónde queda el bondi?' }),
    );
    expect(response.statusCode).toBe(200);
    const { candidates } = response.json<{
      candidates: { code: string; name: string; score: number }[];
    }>();
    expect(candidates[0]).toMatchObject({
      code: 'rioplatense_spanish',
      name: 'Rioplatense Spanish',
    });
    expect(candidates).toHaveLength(3);
    const scores = candidates.map((candidate) => candidate.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.reduce((sum, score) => sum + score, 0)).toBeLessThanOrEqual(1.001);
  });

  it('refuses a blank or over-long text with a message, never a stack trace', async () => {
    for (const [body, message] of [
      [{ text: '  ' }, /Please enter some text to detect its style/],
      [{ text: 'x'.repeat(5001) }, /limit your text to 5000 characters/],
      [{}, /./],
    ] as const) {
      const response = await context.app.inject(detect(body));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string; code: string }>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: expect.stringMatching(message) as unknown,
      });
      expect(hasStackTrace(response.body)).toBe(false);
    }
  });
});
