import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { HORIZONTAL_POPUP_COOKIE, HORIZONTAL_POPUP_MAX_CLOSES, SURVEY_COOKIE } from '../features/popups/rules';

/** A visitor who has already dismissed the survey and the layout promo, on both boards. */
async function dismissPopups(context: BrowserContext, baseURL: string) {
  const port = new URL(baseURL).port;
  const cookies = ['it.localhost', 'biz.localhost'].flatMap((host) => [
    { name: SURVEY_COOKIE, value: 'true', url: `http://${host}:${port}/` },
    { name: HORIZONTAL_POPUP_COOKIE, value: String(HORIZONTAL_POPUP_MAX_CLOSES), url: `http://${host}:${port}/` },
  ]);
  await context.addCookies(cookies);
}

/** A second browser in the same test (e.g. the candidate's beside the employer's), past the popups. */
export async function secondBrowser(
  browser: Browser,
  baseURL: string,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', ...(viewport ? { viewport } : {}) });
  await dismissPopups(context, baseURL);
  return context;
}

/** A small, valid one-page PDF (a CV to attach). */
export function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/** Fails the test on any console error, uncaught page error or Content-Security-Policy violation. */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[]; showPopups: boolean }>({
  /** Journeys run as a visitor who has already dismissed the survey and the layout promo. */
  showPopups: [false, { option: true }],
  context: async ({ context, showPopups, baseURL }, provide) => {
    if (!showPopups) await dismissPopups(context, baseURL ?? 'http://it.localhost:3100');
    await provide(context);
  },
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
      // Every document reports what the policy blocked (Chromium also logs most of it to the console).
      await page.exposeBinding('__wakatCspViolation', (_source, text: string) => errors.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __wakatCspViolation?: (text: string) => void }).__wakatCspViolation;
          report?.(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
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

/**
 * A call of the API from the page itself (the browser resolves *.localhost; Node's request context does
 * not), as the signed-in user: the status, the content type and the JSON body (null for anything else).
 */
export function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return page.evaluate(
    async ([m, p, b, h]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json', ...(h as Record<string, string>) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        body: res.headers.get('content-type')?.includes('json') ? await res.json() : null,
      };
    },
    [method, path, body, headers] as const,
  );
}

/** GET any path from the page itself: status, content type and body text. */
export async function getText(page: Page, path: string): Promise<{ status: number; type: string; text: string }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p);
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }, path);
}

/**
 * Registers through the auth API and opens the verification link from the mailbox, which signs the
 * browser in. The calls go from the page (Chromium resolves *.localhost; Node may not).
 */
export async function signUpVerified(page: Page, email: string, name: string) {
  await page.goto('/');
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password: 'correct horse battery', name, privacyAccepted: true },
  );
  expect(status).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const text = await page.evaluate(async (to) => {
        const res = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { mails } = (await res.json()) as { mails: { text: string }[] };
        return mails[0]?.text ?? '';
      }, email);
      link = /http:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
}
