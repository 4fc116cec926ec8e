// The head tags that give a page its link-preview picture: Open Graph's image with its size and description, and
// the large-image card for X. Pages call this once with an absolute address (from the configured public address).
import { escapeHtml } from '../dictionary/pages';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './size';

export function shareImageHead({ url, alt }: { url: string; alt: string }): string[] {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const name = (key: string, content: string) =>
    `<meta name="${key}" content="${escapeHtml(content)}" />`;
  return [
    property('og:image', url),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(SHARE_IMAGE_WIDTH)),
    property('og:image:height', String(SHARE_IMAGE_HEIGHT)),
    property('og:image:alt', alt),
    name('twitter:card', 'summary_large_image'),
    name('twitter:image:alt', alt),
  ];
}
