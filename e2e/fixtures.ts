import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects, e.g. the 404 status of a page that is meant to be missing. */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function tenantUrl(tenant: 'it' | 'biz', path = '/'): string {
  const port = process.env.E2E_PORT ?? '3100';
  return `http://${tenant}.localhost:${port}${path}`;
}

/** Serious or critical accessibility violations on the page. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The header control visible at the current width (desktop bar or the mobile drawer). */
export async function openMobileMenuIfNeeded(page: Page) {
  const menu = page.locator('header details:has(> summary[aria-label])');
  const burger = menu.locator('> summary');
  if ((await burger.isVisible()) && (await menu.getAttribute('open')) === null) await burger.click();
}

/** GET a JSON API path from the page itself (the test runner cannot resolve *.localhost). */
export async function getJson<T = Record<string, unknown>>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p)).json(), path);
}

/** GET any path from the page itself: status, content type and body text. */
export async function getText(page: Page, path: string): Promise<{ status: number; type: string; text: string }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p);
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }, path);
}
