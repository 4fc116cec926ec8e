// The SlangBridge word mark, linking home.
import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/brand';
import { cn } from '@client/lib/cn';

export function Brand({
  className,
  href = '/',
  compact = false,
}: {
  className?: string;
  href?: string;
  /**
   * For the header: below 440 px a smaller mark, type and spacing leave room on the first row for the menu,
   * the streak and the account controls, so the name still shows on a 360 px phone.
   */
  compact?: boolean;
}) {
  return (
    <Link
      href={href}
      className={cn(
        'flex shrink-0 items-center gap-2 font-display text-lg font-extrabold tracking-tight',
        compact && 'max-[439px]:gap-1 max-[439px]:text-sm max-[439px]:tracking-tighter',
        className,
      )}
    >
      <img
        src="/favicon.svg"
        alt=""
        className={cn('size-8', compact && 'max-[439px]:size-7')}
        width={32}
        height={32}
      />
      {/* Only below 360 px, narrower than the phones we design for, does the logo stand alone. */}
      <span className="whitespace-nowrap max-[359px]:hidden" aria-hidden>
        Slang<span className="text-primary">Bridge</span>
      </span>
      <span className="sr-only">{BRAND_NAME} home</span>
    </Link>
  );
}
