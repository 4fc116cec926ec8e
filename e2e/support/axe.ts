// axe-core (WCAG 2 A/AA and best practices) on a page as it is now. axe runs through page.evaluate, which the
// page's Content-Security-Policy does not apply to, so the app's CSP stays as strict as in production.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the page as it is now; returns one readable line per violation and element. */
export async function violations(page: Page): Promise<string[]> {
  // Colours are measured after fade-ins end (a half-faded menu is not what the user reads); endless
  // animations such as spinners are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}
