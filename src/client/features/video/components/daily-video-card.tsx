// The daily video card (spec 1 §4): a thumbnail until 'Watch Video' is pressed, then the embedded player.
// Renders nothing when no video is set or the link is not from a supported platform.
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { parseVideoUrl } from '@shared/video-url';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { useLatestVideoUrl } from '../api/get-latest-video-url';

const PLATFORM_NAMES = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' } as const;

export function DailyVideoCard() {
  const { data: url } = useLatestVideoUrl();
  const [playing, setPlaying] = useState(false);
  const link = url ? parseVideoUrl(url) : null;
  if (!link) return null;
  const vertical = link.platform !== 'youtube';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Slang of the day, on video</CardTitle>
        <CardDescription>
          Hear how people really use it, from our {PLATFORM_NAMES[link.platform]} channel.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className={`relative mx-auto overflow-hidden rounded-lg bg-muted ${vertical ? 'aspect-[9/16] max-w-xs' : 'aspect-video'}`}
        >
          {playing ? (
            <iframe
              src={link.embedUrl}
              title="Daily slang video"
              className="absolute inset-0 size-full"
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <>
              {link.thumbnailUrl ? (
                <img
                  src={link.thumbnailUrl}
                  alt=""
                  className="absolute inset-0 size-full object-cover"
                  loading="lazy"
                />
              ) : (
                <div
                  className="absolute inset-0 bg-gradient-to-br from-primary/70 to-accent/70"
                  aria-hidden
                />
              )}
              <div className="absolute inset-0 flex items-center justify-center bg-black/25">
                <Button size="lg" onClick={() => setPlaying(true)}>
                  <PlayCircle aria-hidden /> Watch Video
                </Button>
              </div>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
