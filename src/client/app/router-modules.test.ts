// The server names a page's chunk by the module its router entry gives (src/client/app/rendered-modules.ts): each
// name must be the module the entry imports, or the page would load its chunk late.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(__dirname, 'router.tsx'), 'utf8');

describe("the router's page modules", () => {
  it('names each lazily loaded page by the file it imports', () => {
    const entries = [
      ...source.matchAll(/page\(\s*'([\w-]+)',\s*\(\) =>\s*import\('\.\/routes\/([\w-]+)'\)/g),
    ];
    const lazyImports = [...source.matchAll(/import\('\.\/routes\//g)];
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.length).toBe(lazyImports.length);
    for (const [, name, file] of entries) expect(name).toBe(file);
  });
});
