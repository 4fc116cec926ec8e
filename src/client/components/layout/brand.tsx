// The SlangBridge word mark, linking home.
import { useId } from 'react';
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
      <LogoMark className={cn('size-8', compact && 'max-[439px]:size-7')} />
      {/* Only below 360 px, narrower than the phones we design for, does the logo stand alone. */}
      <span className="whitespace-nowrap max-[359px]:hidden" aria-hidden>
        Slang<span className="text-primary">Bridge</span>
      </span>
      <span className="sr-only">{BRAND_NAME} home</span>
    </Link>
  );
}

/**
 * The logo (public/favicon.svg's drawing) inline: as an <img>, Chromium built an SVG document of its own for it while
 * the page loaded, a task of ≈ 0.1–0.2 s at Lighthouse's 4× slowdown. The gradient's id is unique per mark, since
 * the header and the footer both show one.
 */
function LogoMark({ className }: { className: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} className={className} aria-hidden>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path
        d="M14 40c6-14 30-14 36 0"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="14" cy="40" r="4" fill="#fff" />
      <circle cx="50" cy="40" r="4" fill="#fff" />
      <path d="M24 26h16" stroke="#fde68a" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
