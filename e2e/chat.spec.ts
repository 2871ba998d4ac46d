import type { Page, TestInfo } from '@playwright/test';
import { COLOR_SCHEME_ATTRIBUTE } from '../lib/theme/color-scheme';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { openCandidate, savePreferences } from './chat-steps';
import { expect, getJson, onePagePdf, test } from './fixtures';

/** The required matchmaking preferences (the widget's list is fully active only with them). */
async function fillPreferences(page: Page) {
  const { data } = await getJson<{ data: { id: number; isStatic: boolean; children: { id: number }[] }[] }>(
    page,
    '/api/v1/categories',
  );
  const category = data.find((c) => !c.isStatic)!;
  await savePreferences(page, {
    categoryIds: [category.id],
    seniorities: ['mid'],
    salaryExpectation: 15000,
    workplaceTypes: ['remote'],
  });
}

test.setTimeout(180_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores

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

test('an employer invites an applicant to chat → the candidate accepts in the widget → they exchange messages → both reload and see the history', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the chat widget is hidden below 900 px (spec), so it has no phone journey',
  );

  // The employer (company A of the demo data) and an offer of theirs that takes applications through the form.
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/applications' });
  const own = await getJson<{ data: { offer: { slug: string } }[] }>(
    page,
    '/api/v2/employer-panel/applications?pageSize=100',
  );
  const slugs = new Set(own.data.map((a) => a.offer.slug));
  expect(slugs.size, 'the demo company has applications to its offers').toBeGreaterThan(0);

  const name = `Ola Czat ${Date.now().toString(36)}`;
  const {
    context: candidate,
    page: cpage,
    errors: candidateErrors,
  } = await openCandidate(browser, baseURL!, `chat.${Date.now()}@example.com`, name);
  await fillPreferences(cpage);
  const { data: listed } = await getJson<{ data: { slug: string; applyUrl: string | null }[] }>(
    cpage,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=100',
  );
  let offer = listed.find((o) => slugs.has(o.slug) && !o.applyUrl)?.slug;
  for (const slug of slugs) {
    if (offer) break;
    const html = await cpage.evaluate(async (path) => {
      const res = await fetch(path);
      return res.ok ? res.text() : '';
    }, `/job-offer/${slug}`);
    if (html.includes('id="apply"') && !html.includes('data-testid="apply-external"')) offer = slug;
  }
  expect(offer, 'an active offer of company A with the apply form').toBeTruthy();

  // 1. The candidate applies (signed in, so the application is tied to the account).
  await cpage.goto(`/job-offer/${offer}#apply`);
  const form = cpage.getByTestId('apply-form');
  await expect(form.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue(name);
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(cpage.getByTestId('apply-success').or(form.getByRole('alert'))).toBeVisible({ timeout: 60_000 });
  await expect(cpage.getByTestId('apply-success')).toBeVisible();

  // The candidate's widget: connected over the hub's WebSocket, nothing to talk about yet.
  await cpage.goto('/');
  const widget = cpage.getByTestId('chat-widget');
  await widget.getByTestId('chat-toggle').click();
  await expect(widget).toContainText('Nie masz jeszcze rozmów', { timeout: 20_000 });

  // 2. The employer opens the application and invites the candidate to chat.
  await page.goto(`/employer/applications?q=${encodeURIComponent(name)}`);
  await page.getByTestId('applications-list').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const invite = page.getByTestId('invite-to-chat');
  await invite.getByRole('button', { name: 'Zaproś do czatu' }).click();
  await expect(invite).toContainText('czekamy na odpowiedź');

  // 3. The invitation reaches the open widget at once (a server event), and the candidate accepts it.
  const invitation = widget.getByTestId('chat-invitation');
  await expect(invitation).toBeVisible({ timeout: 20_000 });
  await invitation.getByRole('button', { name: 'Przyjmij' }).click();
  const thread = widget.getByTestId('chat-messages');
  await expect(thread).toBeVisible();
  const composer = widget.getByRole('textbox', { name: 'Napisz wiadomość' });
  await composer.fill('Dzień dobry, dziękuję za zaproszenie!');
  await composer.press('Enter');
  await expect(thread.getByTestId('chat-message')).toHaveText([/Dzień dobry, dziękuję za zaproszenie!/]);

  // 4. The employer sees it in the panel's chat and answers.
  await page.reload();
  await expect(invite).toContainText('Zaproszenie przyjęte');
  await invite.getByRole('link', { name: 'Otwórz rozmowę' }).click();
  await page.waitForURL(/\/employer\/chat$/);
  await page.getByTestId('employer-conversation').filter({ hasText: name }).click();
  const panelThread = page.getByTestId('chat-messages');
  await expect(panelThread).toContainText('Dzień dobry, dziękuję za zaproszenie!');
  const reply = page.getByRole('textbox', { name: 'Napisz wiadomość' });
  await reply.fill('Miło nam! Czy czwartek o 10:00 pasuje?');
  await reply.press('Enter');
  await expect(panelThread).toContainText('Miło nam! Czy czwartek o 10:00 pasuje?');

  // 5. The candidate's open conversation shows the answer as it comes.
  await expect(thread).toContainText('Miło nam! Czy czwartek o 10:00 pasuje?', { timeout: 20_000 });

  // 6. Both reload and see the whole history (the widget reopens the saved conversation).
  await cpage.reload();
  await expect(cpage.getByTestId('chat-messages').getByTestId('chat-message')).toHaveText(
    [/Dzień dobry, dziękuję za zaproszenie!/, /Miło nam! Czy czwartek o 10:00 pasuje\?/],
    { timeout: 20_000 },
  );
  await page.reload();
  await page.getByTestId('employer-conversation').filter({ hasText: name }).click();
  await expect(page.getByTestId('chat-message')).toHaveText([
    /Dzień dobry, dziękuję za zaproszenie!/,
    /Miło nam! Czy czwartek o 10:00 pasuje\?/,
  ]);

  await cpage.getByTestId('chat-toggle').click();
  await expect(cpage.getByTestId('chat-widget').getByRole('list')).toBeVisible();
  await attachScreens(cpage, testInfo, 'chat widget');
  await attachScreens(page, testInfo, 'employer chat');

  expect(candidateErrors, "the candidate's console errors").toEqual([]);
  await candidate.close();
});

test('an employer invites a candidate matched to an offer → the candidate accepts in the widget', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the chat widget is hidden below 900 px (spec), so it has no phone journey',
  );

  // One of the demo company's published offers, as candidates see it.
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/offers' });
  const own = await getJson<{ data: { kind: string; id: number; slug: string; title: string }[] }>(
    page,
    '/api/v2/employer-panel/offers?state=published&pageSize=20',
  );
  const target = own.data.find((o) => o.kind === 'offer');
  expect(target, 'the demo company has a published offer').toBeTruthy();

  // A candidate whose preferences fit it, and who lets employers see them.
  const first = `Ola${Date.now().toString(36)}`;
  const {
    context: candidate,
    page: cpage,
    errors: candidateErrors,
  } = await openCandidate(browser, baseURL!, `matched.${Date.now()}@example.com`, `${first} Dopasowana`);
  const offer = await getJson<{
    category: { id: number } | null;
    experienceLevel: string;
    workplaceType: string;
  }>(cpage, `/api/v1/offers/${target!.slug}`);
  expect(offer.category, 'the offer has a category').toBeTruthy();
  await savePreferences(cpage, {
    categoryIds: [offer.category!.id],
    seniorities: [offer.experienceLevel],
    salaryExpectation: 1000,
    workplaceTypes: [offer.workplaceType],
    openToInvitations: true,
  });
  await cpage.goto('/');
  const widget = cpage.getByTestId('chat-widget');
  await widget.getByTestId('chat-toggle').click();
  await expect(widget).toContainText('Nie masz jeszcze rozmów', { timeout: 20_000 });

  // 1. The employer finds the candidate among those matched to the offer (no contact data) and invites them.
  await page.goto(`/employer/offers/${target!.id}/statistics`);
  const section = page.getByTestId('matched-candidates');
  await expect(section.getByRole('heading', { name: 'Kandydaci dopasowani do tej oferty' })).toBeVisible();
  const row = section.getByTestId('matched-candidate').filter({ hasText: `${first} D.` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('%');
  await expect(section).not.toContainText('@example.com');
  await section.scrollIntoViewIfNeeded();
  await attachScreens(page, testInfo, 'matched candidates');
  const inviteButton = row.getByRole('button', { name: 'Zaproś do rozmowy' });
  await expect(inviteButton).toHaveAccessibleDescription(`${first} D.`);
  await inviteButton.click();
  await expect(row).toContainText('czekamy na odpowiedź');
  await expect(row).toHaveAttribute('data-status', 'received');

  // 2. The invitation reaches the open widget at once, naming the offer; the candidate accepts and writes.
  const invitation = widget.getByTestId('chat-invitation');
  await expect(invitation).toBeVisible({ timeout: 20_000 });
  await expect(invitation).toContainText(target!.title);
  await invitation.getByRole('button', { name: 'Przyjmij' }).click();
  const thread = widget.getByTestId('chat-messages');
  await expect(thread).toBeVisible();
  const composer = widget.getByRole('textbox', { name: 'Napisz wiadomość' });
  await composer.fill('Chętnie porozmawiam o tej ofercie.');
  await composer.press('Enter');
  await expect(thread.getByTestId('chat-message')).toHaveText([/Chętnie porozmawiam o tej ofercie./]);

  // 3. The employer's list shows the acceptance and leads to the conversation.
  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'accepted');
  await row.getByRole('link', { name: 'Przyjęte – otwórz czat' }).click();
  await page.waitForURL(/\/employer\/chat$/);
  await page.getByTestId('employer-conversation').filter({ hasText: first }).click();
  await expect(page.getByTestId('chat-messages')).toContainText('Chętnie porozmawiam o tej ofercie.');

  expect(candidateErrors, "the candidate's console errors").toEqual([]);
  await candidate.close();
});
