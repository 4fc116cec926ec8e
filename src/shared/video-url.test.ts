import { describe, expect, it } from 'vitest';
import { parseVideoUrl, VIDEO_EMBED_ORIGINS } from './video-url';

describe('parseVideoUrl', () => {
  it('reads YouTube watch, short, youtu.be and Shorts links', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      const link = parseVideoUrl(url);
      expect(link?.platform).toBe('youtube');
      expect(link?.id).toBe('dQw4w9WgXcQ');
      expect(link?.embedUrl).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    }
  });

  it('reads TikTok and Instagram links', () => {
    expect(
      parseVideoUrl('https://www.tiktok.com/@someone/video/7234567890123456789'),
    ).toMatchObject({
      platform: 'tiktok',
      id: '7234567890123456789',
    });
    expect(parseVideoUrl('https://www.instagram.com/reel/Cxyz123AbC/')).toMatchObject({
      platform: 'instagram',
      id: 'Cxyz123AbC',
    });
  });

  it('refuses other sites, bad ids and non-web schemes', () => {
    expect(parseVideoUrl('')).toBeNull();
    expect(parseVideoUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull();
    expect(parseVideoUrl('https://www.tiktok.com/@someone')).toBeNull();
  });

  it("embeds every platform from its own origin in VIDEO_EMBED_ORIGINS (the CSP's frame-src)", () => {
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.tiktok.com/@someone/video/7234567890123456789',
      'https://www.instagram.com/p/Cxyz123AbC/',
    ]) {
      const link = parseVideoUrl(url)!;
      expect(new URL(link.embedUrl).origin).toBe(VIDEO_EMBED_ORIGINS[link.platform]);
    }
  });
});
