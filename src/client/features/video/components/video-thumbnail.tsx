// A video's thumbnail filling its (relatively positioned) box, for the daily video card and the admin preview. A
// thumbnail that does not load (a removed video, a blocked host) or a platform without one gives way to a cover.
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import type { VideoLink } from '@shared/video-url';

export function VideoThumbnail({
  link,
  alt = '',
  coverIcon = false,
}: {
  link: VideoLink;
  alt?: string;
  /** A play icon on the cover, where no button sits over it. */
  coverIcon?: boolean;
}) {
  const [failedThumbnail, setFailedThumbnail] = useState<string | null>(null);
  const thumbnail = link.thumbnailUrl === failedThumbnail ? null : link.thumbnailUrl;
  return thumbnail ? (
    <img
      src={thumbnail}
      alt={alt}
      className="absolute inset-0 size-full object-cover"
      loading="lazy"
      onError={() => setFailedThumbnail(thumbnail)}
    />
  ) : (
    <div
      className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary/70 to-accent/70 text-primary-foreground"
      aria-hidden
    >
      {coverIcon && <PlayCircle className="size-8" />}
    </div>
  );
}
