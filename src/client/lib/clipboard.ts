// Copying text to the clipboard: the async Clipboard API, else the legacy hidden-textarea copy (older
// browsers, pages not in a secure context). Also the copy messages of spec 1 §8.

export const COPY_TEXT = {
  copied: 'Copied!',
  linkCopied: 'Link Copied!',
  failedTitle: 'Copy Failed',
  failedText: 'Unable to copy text to clipboard.',
  failedLink: 'Unable to copy link to clipboard.',
} as const;

/** Copies `text`; resolves to false when neither way works (the caller shows 'Copy Failed'). */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or the document lost focus: the legacy path may still work.
    }
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  // Read-only and off-screen: no keyboard pops up on phones and nothing flashes on screen.
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    // execCommand is deprecated but remains the only copy path without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}
