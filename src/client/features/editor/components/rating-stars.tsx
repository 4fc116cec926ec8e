// A review's rating as five stars, read out as "Rated 2 out of 5 stars".
import { Star } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { REVIEW_TEXT as T } from '../texts';

export function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={T.rating(rating)} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn(
            'size-4',
            star <= rating ? 'fill-warning text-warning' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}
