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
import { DAILY_VIDEO_TEXT } from '../texts';
import { VideoThumbnail } from './video-thumbnail';

export function DailyVideoCard() {
  const { data: url } = useLatestVideoUrl();
  const [playing, setPlaying] = useState(false);
  const link = url ? parseVideoUrl(url) : null;
  if (!link) return null;
  const vertical = link.platform !== 'youtube';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{DAILY_VIDEO_TEXT.title}</CardTitle>
        <CardDescription>{DAILY_VIDEO_TEXT.description(link.platform)}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className={`relative mx-auto overflow-hidden rounded-lg bg-muted ${vertical ? 'aspect-[9/16] max-w-xs' : 'aspect-video'}`}
        >
          {playing ? (
            <iframe
              src={link.embedUrl}
              title={DAILY_VIDEO_TEXT.playerTitle}
              className="absolute inset-0 size-full"
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <>
              <VideoThumbnail link={link} />
              <div className="absolute inset-0 flex items-center justify-center bg-black/25">
                <Button size="lg" onClick={() => setPlaying(true)}>
                  <PlayCircle aria-hidden /> {DAILY_VIDEO_TEXT.watch}
                </Button>
              </div>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
