import { describe, expect, it } from 'vitest';
import { stubFetch } from '@client/test/render';
import { trackEvent } from './telemetry';

describe('trackEvent', () => {
  it('posts the event as JSON with cookies and keepalive', () => {
    const calls = stubFetch(() => ({ status: 204 }));
    trackEvent('slang_add_open', { targetStyle: 'gen_z_english' });
    expect(calls[0]?.url).toBe('/api/telemetry');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.keepalive).toBe(true);
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      eventType: 'slang_add_open',
      eventData: { targetStyle: 'gen_z_english' },
    });
  });

  it('swallows network failures and synchronous throws', async () => {
    globalThis.fetch = () => Promise.reject(new Error('offline'));
    expect(() => trackEvent('x')).not.toThrow();
    globalThis.fetch = () => {
      throw new TypeError('bad');
    };
    expect(() => trackEvent('x')).not.toThrow();
    await Promise.resolve();
  });
});
