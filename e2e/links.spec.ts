import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openMobileMenuIfNeeded, signUpVerified, tenantUrl, test } from './fixtures';

const PORT = process.env.E2E_PORT ?? '3100';

/** The spec's top navigation labels, as each language names them. */
const LABELS = {
  pl: [
    'Oferty',
    'Produkt',
    'O nas',
    'Pomoc',
    'Zasoby',
    'Profil kandydata',
    'Panel pracodawcy',
    'Cennik',
    'Kariera',
    'Regulamin',
    'Polityka prywatności',
    'Zaloguj się',
  ],
  en: [
    'Offers',
    'Product',
    'About us',
    'Help',
    'Resources',
    'Candidate Profile',
    'Employer Panel',
    'Pricing',
    'Career',
    'Terms',
    'Privacy policy',
    'Log in',
  ],
} as const;

/**
 * The status a path answers on a board, following redirects on the same board. The runner cannot
 * resolve *.localhost, so it asks 127.0.0.1 with the board's Host header.
 */
async function statusOf(request: APIRequestContext, board: 'it' | 'biz', path: string): Promise<number> {
  let current = path;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await request.get(`http://127.0.0.1:${PORT}${current}`, {
      headers: { host: `${board}.localhost:${PORT}` },
      maxRedirects: 0,
    });
    const location = response.headers().location;
    if (response.status() < 300 || response.status() >= 400 || !location) return response.status();
    const next = new URL(location, `http://${board}.localhost:${PORT}${current}`);
    expect(next.hostname, `${path} redirects off the board`).toBe(`${board}.localhost`);
    current = next.pathname + next.search;
  }
  throw new Error(`${path}: too many redirects`);
}

/** Every same-board path linked from the header (bar, More menu and drawer) and the footer. */
async function navigationPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const own = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(page.url()).origin)
    .map((url) => url.pathname + url.search);
  return [...new Set(own)].sort();
}

for (const board of ['it', 'biz'] as const) {
  for (const locale of ['pl', 'en'] as const) {
    test(`${board} board, ${locale}: every header, drawer and footer link leads to a page`, async ({ page }) => {
      await page.goto(tenantUrl(board, locale === 'en' ? '/en' : '/'));
      await openMobileMenuIfNeeded(page);
      const shell = page.locator('header, footer');
      for (const label of LABELS[locale]) {
        await expect(
          shell.getByRole('link', { name: label, exact: true, includeHidden: true }).first(),
          label,
        ).toBeAttached();
      }
      const paths = await navigationPaths(page);
      const prefix = locale === 'en' ? '/en' : '';
      for (const slug of ['/product', '/about-us', '/help', '/career', '/pricing', '/employer', '/candidate-profile']) {
        expect(paths).toContain(`${prefix}${slug}`);
      }
      const failures: string[] = [];
      for (const path of paths) {
        const status = await statusOf(page.request, board, path);
        if (status >= 400) failures.push(`${path} → ${status}`);
      }
      expect(failures).toEqual([]);
    });
  }
}

test('the drawer or the More menu leads to the help page, written for candidates and employers', async ({
  page,
}, info) => {
  await page.goto('/');
  if (info.project.name === 'mobile') {
    await openMobileMenuIfNeeded(page);
    await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Pomoc' }).click();
  } else {
    await page.locator('header nav').getByText('Więcej').click();
    await page.locator('header nav').getByRole('link', { name: 'Pomoc' }).click();
  }
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pomoc' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Dla kandydatów' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Dla pracodawców' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'kontakt@it.localhost' }).first()).toHaveAttribute(
    'href',
    'mailto:kontakt@it.localhost',
  );
});

test('pricing shows the board plans and the employer panel links work', async ({ page }) => {
  await page.goto(tenantUrl('biz', '/en/pricing'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan for your job ad' })).toBeVisible();
  await expect(page.getByText('Wakat Biznes', { exact: false }).first()).toBeVisible();
  // The link of the employer's new-application e-mail: a visitor is asked to sign in as an employer first.
  await page.goto(tenantUrl('it', '/employer/offers/1/applications/1'));
  await expect(page).toHaveURL(/\/employer\/sign-in\?next=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('"Candidate Profile" explains the profile to a visitor and leads to sign-up', async ({ page }) => {
  await page.goto('/candidate-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil kandydata' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Załóż profil kandydata' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('"Candidate Profile" takes a signed-in candidate to their profile', async ({ page }) => {
  const email = `links-${Date.now()}@example.com`;
  await signUpVerified(page, email, 'Ola Linkowa');
  await page.goto('/en/candidate-profile');
  await expect(page).toHaveURL(/\/en\/profile$/);
});

test('the sitemap lists the content pages', async ({ page }) => {
  await page.goto('/');
  const text = await page.evaluate(async () => (await fetch('/sitemap.xml')).text());
  for (const path of ['/product', '/about-us', '/help', '/career', '/pricing', '/candidate-profile']) {
    expect(text).toContain(`${new URL(page.url()).origin}${path}</loc>`);
  }
});
