import type { Page } from '@playwright/test';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { callApi, expect, test } from './fixtures';
import {
  addLocation,
  fillFirstSteps,
  fillLastSteps,
  heading,
  keywordOf,
  next,
  nextUntil,
  payOnline,
} from './offer-form-steps';

const INVOICE = {
  invoice_company_name: 'Demo Software sp. z o.o.',
  invoice_tax_id: '5252248481',
  invoice_street: 'ul. Prosta',
  invoice_number: '1',
  invoice_postal_code: '00-001',
  invoice_city: 'Warszawa',
  invoice_country: 'Polska',
};

// Finding the owner's offer asks for payments of other companies' offers too: those 403s are expected.
test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

/** Starts a payment extending one of the signed-in owner's published offers; answers where to pay. */
async function startExtension(page: Page, key: string): Promise<string> {
  const list = await callApi(page, 'GET', '/api/v2/user-panel/offers/by-cursor?itemsCount=100');
  const offers = (list.body as { data: { id: number }[] }).data;
  for (const offer of offers) {
    const res = await callApi(
      page,
      'POST',
      '/api/v1/payments',
      { offer_type: 'pro', offer_id: offer.id, extend: true, accepted_regulations: true, ...INVOICE },
      { 'idempotency-key': `${key}-${offer.id}` },
    );
    // Another company's offer is refused (403): the first of the owner's own is paid for.
    if (res.status === 403) continue;
    expect(res.status).toBe(200);
    return (res.body as { payment_request_url: string }).payment_request_url;
  }
  throw new Error('no offer of the demo company in the list');
}

test('an owner pays on the embedded provider, sees the payment settle and downloads the invoice', async ({ page }) => {
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/billing' });
  await expect(page.getByRole('heading', { level: 1, name: 'Płatności' })).toBeVisible();

  const url = await startExtension(page, `e2e-pay-${Date.now()}`);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Wbudowany operator płatności' })).toBeVisible();
  await expect(page.getByTestId('dev-pay-amount')).toContainText('zł');
  await page.locator('[data-action="pay"]').click();

  await page.waitForURL(/\/employer\/payments\/\d+$/);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność przyjęta' })).toBeVisible();

  await page.goto('/employer/billing');
  const invoices = page.getByTestId('billing-invoices');
  await expect(invoices).toContainText(/FV\/\d{4}\/\d+/);
  const href = await invoices.locator('a').first().getAttribute('href');
  const pdf = await callApi(page, 'GET', href!);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toBe('application/pdf');
  await expect(page.getByTestId('billing-payments')).toContainText('Opłacona');
});

test('a failed payment offers to try again, and the retry pays', async ({ page }) => {
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/billing' });
  await page.goto(await startExtension(page, `e2e-fail-${Date.now()}`));
  await page.locator('[data-action="fail"]').click();
  await page.waitForURL(/\/employer\/payments\/\d+$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'failure', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await page.waitForURL(/\/dev\/pay\//);
  await page.locator('[data-action="pay"]').click();
  await page.waitForURL(/\/employer\/payments\/\d+$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });
});

/** A new offer of the demo company through the ten steps, up to the payment step; answers its title. */
async function toPaymentStep(page: Page, stem: string): Promise<string> {
  const title = `${stem} ${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  await signInAsEmployer(page, undefined, { next: '/employer/offers/new' });
  await fillFirstSteps(page, 'Budujemy system rozliczeń dla sklepów internetowych. ');
  await addLocation(page, 0, 'Kraków', 'Rynek Główny 1');
  await next(page);
  await fillLastSteps(page, {
    title,
    seniority: 'Mid',
    salary: ['18000', '24000'],
    skill: 'Rust',
    workplace: 'Praca zdalna',
  });
  await nextUntil(page, 'Podsumowanie', 'Płatność');
  return title;
}

test('a wrong NIP on the payment step is refused on the spot; corrected, the offer is paid and goes live', async ({
  page,
}) => {
  test.setTimeout(150_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  const title = await toPaymentStep(page, 'Programista/Programistka Rust NIP');
  await page.getByTestId('invoice-tax_id').fill('1234567890');
  await page.getByTestId('accept-regulations').check();
  await page.getByTestId('pay-online').click();
  await expect(page.getByText('Ten NIP jest niepoprawny: sprawdź cyfry.')).toBeVisible();
  await expect(page.getByTestId('invoice-tax_id')).toHaveAttribute('aria-invalid', 'true');
  // Nothing left the page: still the payment step, and the draft is no offer waiting for payment.
  await heading(page, 'Płatność');
  const pending = await callApi(page, 'GET', '/api/v2/employer-panel/offers?state=pending_payment&pageSize=100');
  expect((pending.body as { data: { title: string }[] }).data.map((o) => o.title)).not.toContain(title);

  await payOnline(page);
  const listed = await callApi(
    page,
    'GET',
    `/api/v2/user-panel/offers/by-cursor?itemsCount=100&keyword=${keywordOf(title)}`,
  );
  expect((listed.body as { data: { title: string }[] }).data.map((o) => o.title)).toContain(title);
});

test('a lost redirect leads back to the panel, which shows the payment in progress and never a second one', async ({
  page,
}) => {
  test.setTimeout(150_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  const title = await toPaymentStep(page, 'Programista/Programistka Rust Lost');
  await page.getByTestId('accept-regulations').check();
  await page.getByTestId('pay-online').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wbudowany operator płatności' })).toBeVisible();
  await page.locator('[data-action="payLoseRedirect"]').click();
  await expect(page.getByTestId('dev-pay-message')).toBeVisible();
  await page.getByTestId('dev-pay-back-to-panel').click();
  await page.waitForURL(/\/employer\/offers$/);

  const word = title.split(' ').pop()!;
  await page.goto(`/employer/offers?q=${encodeURIComponent(word)}&state=pending_payment`);
  const row = page.getByTestId('offer-row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: 'Płatność w toku' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Zapłać', exact: true })).toHaveCount(0);

  // The payment's page asks the provider: the lost redirect was paid; the offer is live, with one payment.
  await row.getByRole('link', { name: 'Płatność w toku' }).click();
  await page.waitForURL(/\/employer\/payments\/\d+$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });
  await page.goto('/employer/billing');
  await expect(page.getByTestId('billing-payments').getByText(title)).toHaveCount(1);
});
