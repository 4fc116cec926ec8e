// STUB (interface agreed; the share helper replaces the body): share targets, native share, copy link.
import type { TranslatorPrefill } from '../lib/prefill-link';

export interface ShareMenuProps {
  /** 'input' shares the source text, 'translation' the result (their empty-state toasts differ). */
  kind: 'input' | 'translation';
  /** The text being shared; empty → the kind's 'Nothing to Share' toast. */
  text: string;
  /** What the copied link should reopen in the translator. */
  prefill: TranslatorPrefill;
}

export function ShareMenu(_props: ShareMenuProps) {
  return null;
}

export default ShareMenu;
