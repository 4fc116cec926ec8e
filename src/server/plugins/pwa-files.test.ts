// The installable app's files (vite-plugin-pwa's sw.js and manifest.webmanifest in the built client): served with
// their types and revalidated on every load (no-cache), so a new version's worker is found on the next visit, and
// the page's Content-Security-Policy lets the browser load both.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createFakeClientDir, forEachDatabase } from '../test/test-app';

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return entry?.slice(1) ?? [];
}

forEachDatabase(
  'Service worker and web app manifest',
  (context) => {
    const client = createFakeClientDir();
    writeFileSync(join(client.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(join(client.dir, 'manifest.webmanifest'), '{"name":"SlangBridge"}');
    afterAll(() => client.remove());

    it.each([
      ['/sw.js', /^(application|text)\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ])('serves %s with its type and no-cache', async (url, type) => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('lets pages register a worker and read a manifest from their own origin only', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
      expect(directive(policy, 'manifest-src')).toEqual(["'self'"]);
    });
  },
  // Headers and files do not depend on the database.
  { only: ['pglite'] },
);
