// The SlangBridge word mark, linking home.
import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/brand';
import { cn } from '@client/lib/cn';

export function Brand({ className, href = '/' }: { className?: string; href?: string }) {
  return (
    <Link
      href={href}
      className={cn(
        'flex items-center gap-2 font-display text-lg font-extrabold tracking-tight',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      {/* On the narrowest phones the logo alone stands for the name. */}
      <span className="max-[399px]:hidden" aria-hidden>
        Slang<span className="text-primary">Bridge</span>
      </span>
      <span className="sr-only">{BRAND_NAME} home</span>
    </Link>
  );
}
