// The page CSP lets the daily video card's players load and nothing else in a frame: frame-src is exactly the
// origins of the embed addresses parseVideoUrl builds, one per supported platform.
import { afterAll, expect, it } from 'vitest';
import { parseVideoUrl, type VideoPlatform } from '@shared/video-url';
import { createFakeClientDir, forEachDatabase } from '../test/test-app';

/** A link of each platform the card supports (a Record, so a new platform cannot be left out). */
const SAMPLE_LINKS: Record<VideoPlatform, string[]> = {
  youtube: [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ],
  tiktok: ['https://www.tiktok.com/@someone/video/7234567890123456789'],
  instagram: ['https://www.instagram.com/reel/Cxyz123AbC/', 'https://www.instagram.com/p/Cxyz1/'],
};

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return entry?.slice(1) ?? [];
}

forEachDatabase(
  'Page Content-Security-Policy',
  (context) => {
    const client = createFakeClientDir();
    afterAll(() => client.remove());

    it("allows frames from exactly the video card's embed origins", async () => {
      const embedOrigins = new Set(
        Object.entries(SAMPLE_LINKS).flatMap(([platform, links]) =>
          links.map((link) => {
            const parsed = parseVideoUrl(link);
            expect(parsed?.platform, link).toBe(platform);
            return new URL(parsed!.embedUrl).origin;
          }),
        ),
      );
      const app = await context.buildApp({ clientDir: client.dir });
      for (const url of ['/', '/dictionary']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        const policy = String(response.headers['content-security-policy']);
        expect(directive(policy, 'frame-src').sort()).toEqual([...embedOrigins].sort());
      }
      expect([...embedOrigins].sort()).toEqual([
        'https://www.instagram.com',
        'https://www.tiktok.com',
        'https://www.youtube-nocookie.com',
      ]);
    });

    it("allows the card's thumbnails as images", async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      const imgSrc = directive(String(response.headers['content-security-policy']), 'img-src');
      const thumbnail = parseVideoUrl(SAMPLE_LINKS.youtube[0]!)?.thumbnailUrl;
      expect(thumbnail).toMatch(/^https:\/\//);
      expect(imgSrc).toContain('https:');
    });
  },
  // Headers do not depend on the database.
  { only: ['pglite'] },
);
