// POST /api/telemetry: 204 and stored; oversized data and malformed event types are refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { TELEMETRY_DATA_MAX_BYTES, TELEMETRY_TYPE_MAX } from '@shared/limits';
import { telemetryEvents } from '../db/schema';
import { JSON_HEADERS, onOneDatabase } from '../test/test-app';

const post = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/telemetry',
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});

/** eventData whose JSON is exactly `bytes` long. */
const dataOfSize = (bytes: number) => {
  const overhead = JSON.stringify({ pad: '' }).length;
  return { pad: 'x'.repeat(bytes - overhead) };
};

// Runs on one database: validation, and rows written and read back by id.
onOneDatabase('POST /api/telemetry', (context) => {
  const rowsOf = (eventType: string) =>
    context.db.select().from(telemetryEvents).where(eq(telemetryEvents.eventType, eventType));

  it('answers 204 with no body and stores the event with its data', async () => {
    const eventType = `test.translate:${randomUUID()}`;
    const eventData = {
      source: 'en',
      target: 'en-genz',
      chars: 42,
      nested: { ok: true },
      emoji: '🔥',
    };
    const response = await context.app.inject(post({ eventType, eventData }));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await rowsOf(eventType);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.eventData).toEqual(eventData);
  });

  it('stores {} when no eventData is sent', async () => {
    const eventType = `test_empty_${randomUUID()}`;
    expect((await context.app.inject(post({ eventType }))).statusCode).toBe(204);
    expect((await rowsOf(eventType))[0]?.eventData).toEqual({});
  });

  it(`accepts eventData of exactly ${TELEMETRY_DATA_MAX_BYTES} bytes and refuses one byte more`, async () => {
    const eventType = `test_size_${randomUUID()}`;
    const atLimit = await context.app.inject(
      post({ eventType, eventData: dataOfSize(TELEMETRY_DATA_MAX_BYTES) }),
    );
    expect(atLimit.statusCode).toBe(204);

    const over = await context.app.inject(
      post({ eventType, eventData: dataOfSize(TELEMETRY_DATA_MAX_BYTES + 1) }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: `eventData must be at most ${TELEMETRY_DATA_MAX_BYTES} bytes.`,
    });
    expect(await rowsOf(eventType)).toHaveLength(1);
  });

  it('counts bytes, not characters (multi-byte text)', async () => {
    // 1500 × "€" is 4500 bytes of UTF-8 but only 1500 characters.
    const response = await context.app.inject(
      post({ eventType: 'test_bytes', eventData: { text: '€'.repeat(1500) } }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses a body far over the limit with 413 PAYLOAD_TOO_LARGE before parsing it', async () => {
    const response = await context.app.inject(
      post({ eventType: 'test_huge', eventData: dataOfSize(64 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['spaces', 'page view'],
    ['markup', '<script>'],
    ['empty', ''],
    ['too long', 'a'.repeat(TELEMETRY_TYPE_MAX + 1)],
    ['not a string', 7],
  ])('refuses an eventType with %s: 400', async (_label, eventType) => {
    const response = await context.app.inject(post({ eventType, eventData: {} }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses eventData that is not an object', async () => {
    for (const eventData of [[1, 2], 'text', 3]) {
      const response = await context.app.inject(post({ eventType: 'test_shape', eventData }));
      expect(response.statusCode).toBe(400);
    }
  });
});
