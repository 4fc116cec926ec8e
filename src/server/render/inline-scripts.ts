// The Content-Security-Policy's allowance for the built page's own inline scripts (the theme script and the boot
// script, ADR 013): a 'sha256-…' source per script, read from index.html when the server starts. Their text is
// fixed by the build (what varies per page is in attributes and in JSON data scripts, which never run), so the
// hashes hold for every page the server renders from that build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of the scripts in `html` that run inline: no src, not a data block. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || /\stype="application\/(ld\+)?json"/.test(attributes)) continue;
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(sources)];
}

/** The sources for a built client's index.html (none when it has not been built). */
export function builtPageScriptSources(clientDir: string): string[] {
  const file = join(clientDir, 'index.html');
  return existsSync(file) ? inlineScriptSources(readFileSync(file, 'utf8')) : [];
}
