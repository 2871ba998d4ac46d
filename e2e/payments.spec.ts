import type { Page } from '@playwright/test';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, test } from './fixtures';

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

/** A call from the page itself (the browser resolves *.localhost; Node's request context does not). */
function call(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
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

/** Starts a payment extending one of the signed-in owner's published offers; answers where to pay. */
async function startExtension(page: Page, key: string): Promise<string> {
  const list = await call(page, 'GET', '/api/v2/user-panel/offers/by-cursor?itemsCount=100');
  const offers = (list.body as { data: { id: number }[] }).data;
  for (const offer of offers) {
    const res = await call(
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
  const pdf = await call(page, 'GET', href!);
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
