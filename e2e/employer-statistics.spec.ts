import type { Page } from '@playwright/test';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, seriousA11yViolations, test } from './fixtures';

/** Every offer of the panel's list (all states, every page) with its application count. */
interface Listed {
  id: string;
  state: string;
  applications: number;
}

async function listedOffers(page: Page): Promise<Listed[]> {
  const found: Listed[] = [];
  let next: string | null = '/employer/offers?pageSize=100&sort=applications';
  while (next) {
    await page.goto(next);
    await expect(page.getByTestId('offers-list')).toBeVisible();
    const rows = await page.locator('[data-testid="offer-row"][data-offer-id]').evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute('data-offer-id')!,
        state: el.getAttribute('data-state') ?? '',
        applications: Number(
          el.querySelector('[data-testid="offer-row-applications"]')?.getAttribute('data-value') ?? 0,
        ),
      })),
    );
    found.push(...rows);
    next = await page
      .locator('a[rel="next"]')
      .first()
      .getAttribute('href', { timeout: 1_000 })
      .catch(() => null);
  }
  return found;
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('application counts agree across the offers list, each offer’s funnel and the panel home; the funnel links to the applications and the public offer', async ({
  page,
}) => {
  test.setTimeout(150_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer' });
  const homeTotal = Number(await page.locator('[data-figure="applications.total"]').getAttribute('data-value'));
  expect(homeTotal).toBeGreaterThan(0);
  await expect(page.locator('[data-figure="applications.total"] dd')).toHaveText(
    new Intl.NumberFormat('pl-PL').format(homeTotal),
  );

  const offers = await listedOffers(page);
  expect(offers.length).toBeGreaterThan(0);
  // The home's total is the sum of the list's counts: one definition of "applications".
  expect(offers.reduce((sum, o) => sum + o.applications, 0)).toBe(homeTotal);

  // The offers with the most applications, and one without any: the funnel says the same as the list, and
  // the applications page it links to lists as many.
  const withApplications = [
    offers.find((o) => o.applications > 0 && o.state === 'published')!,
    offers.find((o) => o.applications > 0 && o.state !== 'published'),
  ].filter((o): o is Listed => o !== undefined);
  expect(withApplications[0]).toBeDefined();
  const without = offers.find((o) => o.applications === 0 && ['published', 'expired', 'finished'].includes(o.state));
  for (const offer of [...withApplications, ...(without ? [without] : [])]) {
    await page.goto(`/employer/offers/${offer.id}/statistics`);
    const step = page.getByTestId('statistics-funnel').locator('[data-step="applications"]');
    await expect(step).toHaveAttribute('data-value', String(offer.applications));
    const link = page.getByTestId('statistics-applications-link');
    await expect(link).toHaveAttribute('href', `/employer/applications?offerId=${offer.id}`);
    if (offer === withApplications[0]) {
      expect(await seriousA11yViolations(page)).toEqual([]);
      // A published offer's statistics link to its public page too.
      const publicLink = page.getByTestId('statistics-links').getByRole('link', { name: 'Zobacz ogłoszenie' });
      await expect(publicLink).toHaveAttribute('href', /^\/job-offer\/[^/]+$/);
    }
    await link.click();
    await page.waitForURL(new RegExp(`/employer/applications\\?offerId=${offer.id}`));
    expect(digits(await page.getByTestId('applications-total').textContent())).toBe(offer.applications);
  }
});
