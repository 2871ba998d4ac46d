import type { Page, TestInfo } from '@playwright/test';
import { COLOR_SCHEME_ATTRIBUTE } from '../lib/theme/color-scheme';
import { signInAsEmployer } from './employer';
import { expect, test } from './fixtures';
import { fillContactAndConsents, heading, next, setLogo } from './offer-form-steps';

test.setTimeout(120_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores

/** Pictures of the journey for the report, in both colour schemes (the attribute the scheme toggle sets). */
async function attachScreens(page: Page, testInfo: TestInfo, name: string) {
  const scheme = await page.evaluate((a) => document.documentElement.getAttribute(a), COLOR_SCHEME_ATTRIBUTE);
  for (const next of ['light', 'dark'] as const) {
    await page.evaluate(([a, s]) => document.documentElement.setAttribute(a!, s!), [COLOR_SCHEME_ATTRIBUTE, next]);
    const file = testInfo.outputPath(`${name.replaceAll(' ', '-')}-${next}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name} (${next})`, { path: file, contentType: 'image/png' });
  }
  await page.evaluate(
    ([a, s]) => document.documentElement.setAttribute(a!, s!),
    [COLOR_SCHEME_ATTRIBUTE, scheme ?? 'light'],
  );
}

test('an employer asks the assistant in Polish, sees the streamed answer and the proposal as a diff, applies it, the form holds the fields, and publishes', async ({
  page,
}, testInfo) => {
  // The title gets a unique word before publishing, to find this offer in the list.
  const word = `asystent${Date.now().toString(36)}`;
  await signInAsEmployer(page, undefined, { next: '/employer/offers/new' });
  await heading(page, 'Firma');

  // The SignalR client is not part of the form's first load: it comes with the assistant, when it is opened.
  const hubRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/hubs/assistant')) hubRequests.push(r.url());
  });
  const button = page.getByTestId('assistant-button');
  await expect(button).toContainText('BETA');
  expect(hubRequests).toEqual([]);
  await button.click();
  const popover = page.getByTestId('assistant-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toHaveAttribute('data-status', 'connected', { timeout: 20_000 });
  await expect(popover.getByTestId('assistant-message').first()).toContainText('Opisz stanowisko');
  await expect(popover.getByTestId('assistant-ai-notice')).toContainText('AI');

  // Whitespace alone is not sent; Shift+Enter is a new line; Enter sends.
  const input = popover.getByTestId('assistant-input');
  await input.fill('   ');
  await input.press('Enter');
  await expect(popover.getByTestId('assistant-user-message')).toHaveCount(0);
  await input.fill('Senior Java developer, Kraków hybrydowo, 25-30k B2B');
  await input.press('Shift+Enter');
  await input.pressSequentially('Spring, Kafka');
  await expect(input).toHaveValue('Senior Java developer, Kraków hybrydowo, 25-30k B2B\nSpring, Kafka');
  await input.press('Enter');
  await expect(popover.getByTestId('assistant-user-message')).toHaveText([/Senior Java developer/]);

  // The answer streams into one assistant message, which ends with the AI disclosure.
  const answer = popover.getByTestId('assistant-message').nth(1);
  await expect(answer).toHaveAttribute('data-ended', 'true', { timeout: 20_000 });
  await expect(answer).toContainText('Java');
  await expect(answer).toContainText('25');
  await expect(input).toBeEnabled();

  // The proposal: what will change, field by field, against the (empty) form.
  const proposal = answer.getByTestId('assistant-proposal');
  await expect(proposal).toBeVisible();
  const change = (part: string) => proposal.locator(`[data-part="${part}"]`);
  await expect(change('jobPositionName')).toContainText('Senior Java Developer');
  await expect(change('jobPositionExperience')).toContainText('Senior');
  await expect(change('salary')).toContainText('25000–30000');
  await expect(change('locations')).toContainText('Kraków');
  await expect(change('requiredSkills')).toContainText('Spring');
  await expect(change('requiredSkills')).toContainText('Kafka');

  await attachScreens(page, testInfo, 'assistant proposal');

  // The category is proposed only when the board's offers make it clear (decision 0024).
  const categoryProposed = (await change('category').count()) > 0;

  // Rating: the controls come a second after the answer; the dialog can be cancelled.
  await answer.getByRole('button', { name: 'Pomocna odpowiedź', exact: true }).click();
  const dialog = page.getByTestId('assistant-rating-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();

  // Apply one field first, then the rest.
  await change('workingPlace').getByRole('button', { name: 'Zastosuj' }).click();
  await expect(change('workingPlace')).toHaveCount(0);
  await expect(popover.getByTestId('assistant-snackbar')).toContainText('Zaproponowano ogłoszenie');
  await proposal.getByTestId('assistant-apply-all').click();
  await expect(answer.getByTestId('assistant-proposal-applied')).toBeVisible();

  // Now rate it, once.
  await answer.getByRole('button', { name: 'Pomocna odpowiedź', exact: true }).click();
  await dialog.getByRole('textbox').fill('Szybko i trafnie.');
  await dialog.getByRole('button', { name: 'Wyślij ocenę' }).click();
  await expect(answer).toContainText('Dziękujemy za ocenę');
  await expect(answer.getByRole('button', { name: 'Pomocna odpowiedź', exact: true })).toHaveCount(0);
  await popover.getByRole('button', { name: 'Zamknij asystenta' }).click();
  await expect(popover).toBeHidden();

  // The form holds what was applied: walk the steps, filling only what the assistant was not told
  // (the logo is stored with the draft, so publishing finds it).
  await setLogo(page);
  await next(page);
  await fillContactAndConsents(page);
  await heading(page, 'Kategoria');
  const category = page.getByTestId('field-jobCategory');
  if (categoryProposed) await expect(category).not.toHaveValue('');
  else {
    await category.selectOption({ index: 1 });
    const sub = page.getByTestId('field-jobSubcategory');
    if (await sub.isVisible()) await sub.selectOption({ index: 1 });
  }
  await next(page);
  await heading(page, 'Opis stanowiska');
  await expect(page.getByTestId('description-editor')).toContainText('Senior Java Developer');
  await next(page);
  await heading(page, 'Lokalizacje');
  await expect(page.getByTestId('location-0-city')).toHaveValue('Kraków');
  await page.getByTestId('location-0-street').fill('Rynek Główny 1');
  await next(page);
  await heading(page, 'Stanowisko');
  await expect(page.getByTestId('field-jobPositionName')).toHaveValue('Senior Java Developer');
  await page.getByTestId('field-jobPositionName').fill(`Senior Java Developer ${word}`);
  await expect(page.getByLabel('Senior')).toBeChecked();
  await next(page);
  await heading(page, 'Wynagrodzenie');
  await expect(page.getByTestId('field-primarySalary.employmentType')).toHaveValue('b2b');
  await expect(page.getByTestId('primarySalary-from')).toHaveValue('25000');
  await expect(page.getByTestId('primarySalary-to')).toHaveValue('30000');
  await next(page);
  await heading(page, 'Umiejętności i języki');
  await expect(page.getByTestId('skills-requiredSkills')).toContainText('Spring');
  await expect(page.getByTestId('skills-requiredSkills')).toContainText('Kafka');
  await next(page);
  await heading(page, 'Tryb pracy');
  await expect(page.getByLabel('Praca hybrydowa')).toBeChecked();
  await page.getByTestId('field-workingTime').selectOption('full_time');
  await next(page);

  // The summary shows the ad with the assistant's description.
  await heading(page, 'Podsumowanie');
  await expect(page.getByTestId('review-body')).toContainText('Senior Java Developer');

  // Publish with the demo board's code (it comes with the plans' seed).
  await next(page);
  await heading(page, 'Płatność');
  await next(page);
  await heading(page, 'Publikacja');
  await page.getByTestId('promo-code').fill('WAKAT-DEMO');
  await page.getByTestId('verify-code').click();
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('published')).toBeVisible({ timeout: 30_000 });

  // Listed in Kraków under its title, with the assistant's description on its page.
  const title = `Senior Java Developer ${word}`;
  await page.goto(`/job-offers/krakow?keyword=${word}`);
  const card = page.getByTestId('offer-card-title').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article')).toContainText('Kafka');
});
