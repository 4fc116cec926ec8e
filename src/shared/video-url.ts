// Recognises the video links the daily video card can embed (spec 1 §5): a long-video platform (YouTube,
// including Shorts), a short-video platform (TikTok) and a photo-sharing platform (Instagram posts and reels).
export type VideoPlatform = 'youtube' | 'tiktok' | 'instagram';

/** What each platform is called on screen (the card's caption, the admin setting's preview). */
export const VIDEO_PLATFORM_NAMES = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
} as const satisfies Record<VideoPlatform, string>;

/**
 * The only origins an `embedUrl` below points at. The page CSP's frame-src is exactly these
 * (src/server/plugins/security.ts), so a platform added here is allowed there and nothing else is.
 */
export const VIDEO_EMBED_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  tiktok: 'https://www.tiktok.com',
  instagram: 'https://www.instagram.com',
} as const satisfies Record<VideoPlatform, string>;

export interface VideoLink {
  platform: VideoPlatform;
  id: string;
  embedUrl: string;
  /** A still image we can show before the player loads, when the platform offers one at a fixed address. */
  thumbnailUrl: string | null;
}

const YOUTUBE_ID = /^[\w-]{11}$/;

export function parseVideoUrl(raw: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);

  let youtubeId: string | undefined;
  if (host === 'youtu.be') youtubeId = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtubeId = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live')
      youtubeId = parts[1];
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return {
      platform: 'youtube',
      id: youtubeId,
      embedUrl: `${VIDEO_EMBED_ORIGINS.youtube}/embed/${youtubeId}?autoplay=1&rel=0`,
      thumbnailUrl: `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`,
    };
  }

  if (host === 'tiktok.com') {
    const index = parts.indexOf('video');
    const id = index >= 0 ? parts[index + 1] : undefined;
    if (id && /^\d{6,25}$/.test(id)) {
      return {
        platform: 'tiktok',
        id,
        embedUrl: `${VIDEO_EMBED_ORIGINS.tiktok}/embed/v2/${id}`,
        thumbnailUrl: null,
      };
    }
  }

  if (
    host === 'instagram.com' &&
    (parts[0] === 'p' || parts[0] === 'reel' || parts[0] === 'reels')
  ) {
    const id = parts[1];
    if (id && /^[\w-]{5,40}$/.test(id)) {
      return {
        platform: 'instagram',
        id,
        embedUrl: `${VIDEO_EMBED_ORIGINS.instagram}/p/${id}/embed`,
        thumbnailUrl: null,
      };
    }
  }
  return null;
}
