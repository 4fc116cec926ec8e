// The footer (spec 1 §1, §2): legal links, Support and Contact Us dialogs, the 2025 copyright line and IP notice.
import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/brand';
import { FOOTER_YEAR } from '@shared/limits';
import { Brand } from '@client/components/layout/brand';
import { legalLink } from '@client/config/paths';
import { CommunityDialog } from '@client/features/support/components/community-dialog';
import { ContactDialog } from '@client/features/support/components/contact-dialog';

export const FOOTER_TEXT = {
  copyright: `© ${FOOTER_YEAR} ${BRAND_NAME}. All rights reserved.`,
  ipNotice: `All content, code, audio and design on ${BRAND_NAME} are the intellectual property of ${BRAND_NAME} and may not be reproduced without written permission.`,
} as const;

const linkClasses = 'text-sm text-muted-foreground hover:text-foreground';

export function AppFooter() {
  return (
    <footer className="mt-16 border-t bg-surface/60">
      {/* pb-24: the last lines scroll clear of the floating share button (56 px, 16 px above the bottom). */}
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 pb-24 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-2">
          <Brand />
          <p className="max-w-sm text-sm text-muted-foreground">
            Translate between slang, styles and dialects, and learn the words people actually use.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link href={legalLink('privacy')} className={linkClasses}>
            Privacy Policy
          </Link>
          <Link href={legalLink('terms')} className={linkClasses}>
            Terms of Service
          </Link>
          <Link href={legalLink('api')} className={linkClasses}>
            API
          </Link>
          <CommunityDialog
            trigger={
              <button type="button" className={`${linkClasses} cursor-pointer`}>
                Support
              </button>
            }
          />
          <ContactDialog
            trigger={
              <button type="button" className={`${linkClasses} cursor-pointer`}>
                Contact Us
              </button>
            }
          />
        </nav>
        <div className="grid gap-1 border-t pt-6 text-xs text-muted-foreground md:col-span-2">
          <p>{FOOTER_TEXT.copyright}</p>
          <p>{FOOTER_TEXT.ipNotice}</p>
        </div>
      </div>
    </footer>
  );
}
