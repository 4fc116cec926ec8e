// "Share link" (issue 26): makes a finished translation a public page (POST /api/shares) only when its translator
// asks, then offers the link to the system share sheet, or copies it. Part of the share menu's lazily loaded code,
// not of the first page. (Not a dynamic import of its own: a second split point there made the bundler split
// modules of the first page into more chunks, +1.2 KB gzip on / — bench/bundle-size.mjs.)
import { BRAND_NAME } from '@shared/brand';
import type { CreateShareRequest, CreateShareResponse } from '@shared/schemas/shares';
import {
  SHARE_EXPLANATION_MAX,
  SHARE_TERMS_MAX,
  SHARE_TERM_MAX,
  SHARE_TERM_MEANING_MAX,
} from '@shared/share-limits';
import type { TranslationRecord } from '@shared/schemas/translations';
import { truncateToCodePoints } from '@shared/text-length';
import { SHARE_TARGET_TEXT } from '@client/components/share/share-targets';
import { toast } from '@client/components/ui/toast';
import { apiJson, HttpError } from '@client/lib/api-client';
import { COPY_TEXT, copyText } from '@client/lib/clipboard';

/** The finished translation and what the translator said about it (`terms` as the answer gave them). */
export interface ShareLinkSource extends TranslationRecord {
  explanation?: string;
  terms?: unknown;
}

/** The terms the server keeps: well-formed ones, within its bounds. */
function termsOf(terms: unknown): { term: string; meaning: string }[] {
  if (!Array.isArray(terms)) return [];
  return terms
    .filter(
      (item): item is { term: string; meaning: string } =>
        typeof (item as { term?: unknown } | null)?.term === 'string' &&
        typeof (item as { meaning?: unknown }).meaning === 'string' &&
        (item as { term: string }).term.trim() !== '',
    )
    .slice(0, SHARE_TERMS_MAX)
    .map(({ term, meaning }) => ({
      term: truncateToCodePoints(term.trim(), SHARE_TERM_MAX),
      meaning: truncateToCodePoints(meaning.trim(), SHARE_TERM_MEANING_MAX),
    }));
}

export function shareRequestOf(source: ShareLinkSource): CreateShareRequest {
  const explanation = truncateToCodePoints(source.explanation?.trim() ?? '', SHARE_EXPLANATION_MAX);
  // The terms go with the explanation: the translator keeps them when something clears it (a loaded translation).
  const terms = explanation ? termsOf(source.terms) : [];
  return {
    sourceText: source.inputText,
    translatedText: source.outputText,
    sourceLanguage: source.sourceLanguage,
    targetLanguage: source.targetLanguage,
    ...(explanation ? { explanation } : {}),
    ...(terms.length ? { terms } : {}),
  };
}

// Sharing one translation twice gives the same link, not a second page.
const created = new Map<string, string>();

async function linkFor(source: ShareLinkSource): Promise<string> {
  const request = shareRequestOf(source);
  const key = JSON.stringify(request);
  const known = created.get(key);
  if (known) return known;
  const { url } = await apiJson<CreateShareResponse>('POST', '/api/shares', request);
  created.set(key, url);
  return url;
}

const shareFailed = (description: string = SHARE_TARGET_TEXT.failedDescription) =>
  toast({ title: SHARE_TARGET_TEXT.failedTitle, description, variant: 'destructive' });

export async function shareTranslationLink(source: ShareLinkSource): Promise<void> {
  let url: string;
  try {
    url = await linkFor(source);
  } catch (error) {
    // The server's words where it gave some (a rate limit says how long to wait).
    shareFailed(error instanceof HttpError ? error.serverMessage : undefined);
    return;
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: BRAND_NAME, text: source.outputText, url });
      return;
    } catch (error) {
      // Closing the sheet is no failure. A browser that refuses the sheet this long after the click (the link took a
      // request to make) still gets the link copied.
      if (error instanceof Error && error.name === 'AbortError') return;
    }
  }
  if (await copyText(url)) toast({ title: COPY_TEXT.linkCopied, variant: 'success' });
  else
    toast({
      title: COPY_TEXT.failedTitle,
      description: COPY_TEXT.failedLink,
      variant: 'destructive',
    });
}
