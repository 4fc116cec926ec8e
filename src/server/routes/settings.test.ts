// GET /api/settings/:key: public settings read '' until set, then the stored value; other keys are 404.
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { settings } from '../db/schema';
import { forEachDatabase } from '../test/test-app';

forEachDatabase('GET /api/settings/:key', (context) => {
  // Only this file writes settings, so emptying the table cannot disturb tests running in parallel.
  const reset = () => context.truncate(settings);

  it('answers {value:""} for latestVideoUrl while it is unset', async () => {
    await reset();
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/settings/latestVideoUrl',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ value: '' });
  });

  it('answers the stored value once a row exists', async () => {
    await reset();
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    await context.db.insert(settings).values({ key: 'latestVideoUrl', value: url });
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/settings/latestVideoUrl',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ value: url });
  });

  it('answers 404 NOT_FOUND for a key that is not public, even when a row exists', async () => {
    await reset();
    await context.db.insert(settings).values({ key: 'smtpPassword', value: 'secret' });
    for (const key of ['smtpPassword', 'unknown', 'LATESTVIDEOURL']) {
      const response = await context.app.inject({ method: 'GET', url: `/api/settings/${key}` });
      expect(response.statusCode).toBe(404);
      const body = response.json<ApiError>();
      expect(body.code).toBe('NOT_FOUND');
      expect(body.error).toBe(`There is no public setting named "${key}".`);
      expect(response.body).not.toContain('secret');
    }
  });
});
