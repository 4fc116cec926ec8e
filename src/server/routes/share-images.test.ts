// GET /og/slang/{slug}.png: a term's link-preview picture — a 1200×630 PNG cached by browsers and crawlers for a
// day and by the server until the term changes; a JSON 404 for an unknown term; a rate limit per client.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { slangTerms } from '../db/schema';
import { errorBodyOf, onOneDatabase } from '../test/test-app';

onOneDatabase('GET /og/slang/:slug.png', (context) => {
  const picture = (slug: string) =>
    context.app.inject({ url: `/og/slang/${encodeURIComponent(slug)}.png` });

  it('answers a PNG of 1200×630 with a day of public caching', async () => {
    const response = await picture('rizz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('draws an Iraqi Arabic term', async () => {
    const [arabic] = await context.db
      .select()
      .from(slangTerms)
      .where(eq(slangTerms.language, 'iraqi_arabic'))
      .limit(1);
    const response = await picture(arabic!.slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('draws an edited term afresh', async () => {
    const slug = `og${Date.now().toString(36)}`;
    await context.db.insert(slangTerms).values({
      slug,
      term: slug,
      meaning: 'First meaning',
      language: 'us_english',
      source: 'admin',
    });
    const before = (await picture(slug)).rawPayload;
    await context.db
      .update(slangTerms)
      .set({ meaning: 'A quite different and much longer second meaning' })
      .where(eq(slangTerms.slug, slug));
    const after = (await picture(slug)).rawPayload;
    expect(after.equals(before)).toBe(false);
  });

  it('limits pictures per client to SHARE_IMAGE_RATE_LIMIT_PER_MINUTE: past it 429 RATE_LIMITED', async () => {
    const app = await context.buildApp({ env: { SHARE_IMAGE_RATE_LIMIT_PER_MINUTE: '2' } });
    const ask = (remoteAddress: string) =>
      app.inject({ url: '/og/slang/zzqq-no-such-term.png', remoteAddress });
    expect((await ask('10.0.0.1')).statusCode).toBe(404);
    expect((await ask('10.0.0.1')).statusCode).toBe(404);
    const refused = await ask('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused).code).toBe('RATE_LIMITED');
    // Another client is not held back.
    expect((await ask('10.0.0.2')).statusCode).toBe(404);
  });

  it('answers 404 {error, code} for an unknown term', async () => {
    const response = await picture('zzqq-no-such-term');
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toEqual({ error: 'Term not found.', code: 'NOT_FOUND' });
  });
});
