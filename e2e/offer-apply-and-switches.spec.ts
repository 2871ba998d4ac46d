import { expect, getJson, tenantUrl, test } from './fixtures';

test('Space toggles the quick switches, as the ARIA switch pattern asks, and the page does not scroll', async ({
  page,
}) => {
  await page.goto(tenantUrl('it', '/job-offers'));
  const salary = page.getByRole('switch', { name: 'Z widełkami' }).filter({ visible: true }).first();
  await expect(salary).toHaveAttribute('aria-checked', 'false');
  await salary.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(salary).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/z-widelkami=true/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  const remote = page.getByRole('switch', { name: 'Zdalnie' }).filter({ visible: true }).first();
  await remote.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/job-offers\?z-widelkami=true&praca-zdalna=remote$/);
});

test('Enter on "Aplikuj" puts the focus in the form; once sent, "Aplikowano" replaces every "Aplikuj"', async ({
  page,
}, info) => {
  await page.goto('/');
  const { data } = await getJson<{ data: { slug: string; applyUrl: string | null }[] }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=60',
  );
  await page.goto(`/job-offer/${data.findLast((o) => !o.applyUrl)!.slug}`);
  const form = page.getByTestId('apply-form');
  // The form is there with the page, not an empty box waiting to be scrolled to.
  await expect(form.getByRole('textbox', { name: 'Imię i nazwisko' })).toBeAttached();
  const apply = page.getByTestId('apply-link');
  await expect(apply).toHaveText('Aplikuj');
  await apply.focus();
  await page.keyboard.press('Enter');
  const name = form.getByRole('textbox', { name: 'Imię i nazwisko' });
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();

  await name.fill(`Ola Aplikuje ${info.project.name}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('ola.aplikuje@example.com');
  await form.getByRole('textbox', { name: 'Wiadomość do pracodawcy' }).fill('Dzień dobry, chętnie porozmawiam.');
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
  // The side box (the bar at the bottom on phones) says so too, and leads to the confirmation.
  await expect(apply).toHaveText('✓ Aplikowano');
  await expect(apply).toHaveAttribute('href', '#apply');
  await expect(page.getByRole('link', { name: 'Aplikuj', exact: true })).toHaveCount(0);
});
