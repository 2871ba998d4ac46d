import type { Browser, Page } from '@playwright/test';
import { openCandidate, savePreferences } from './chat-steps';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { callApi, expect, getJson, seriousA11yViolations, test } from './fixtures';

/**
 * Puts company A back as the demo has it, as its admin: nobody assigned to the offer, recruiters seeing every
 * offer. Every test that limits the recruiter ends with it, pass or fail.
 */
async function resetRecruiterScope(page: Page, assigned: string | number | null) {
  await page.context().clearCookies();
  await signInAsEmployer(page, DEMO_EMPLOYER.admin, { next: '/employer/company' });
  if (assigned)
    expect(
      (await callApi(page, 'PUT', `/api/v2/employer-panel/offers/${assigned}/assignees`, { userIds: [] })).status,
    ).toBe(200);
  expect(
    (await callApi(page, 'PATCH', '/api/v2/employer-panel/company/recruiter-access', { recruitersAssignedOnly: false }))
      .status,
  ).toBe(200);
}

// The recruiter's call on an offer out of reach answers 404, as it should.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an admin limits recruiters to their offers and assigns one; the recruiter then sees only that one', async ({
  page,
}) => {
  test.setTimeout(150_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  await signInAsEmployer(page, DEMO_EMPLOYER.admin, { next: '/employer/company' });
  const access = page.getByTestId('recruiter-access');
  const box = access.getByLabel('Rekruterzy widzą tylko przypisane im oferty');
  await expect(box).not.toBeChecked();
  let assigned: string | null = null;
  try {
    await box.check();
    await access.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(access.getByRole('status')).toHaveText('Zmiany zapisane.');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Assign the newest published offer to the recruiter, from its row.
    await page.goto('/employer/offers?state=published');
    const first = page.getByTestId('offer-row').first();
    assigned = await first.getAttribute('data-offer-id');
    const row = page.locator(`[data-offer-id="${assigned}"]`);
    await row.getByRole('button', { name: /^Przypisz rekruterów do/ }).click();
    const editor = page.getByTestId('assignees-editor');
    await editor.getByLabel(/Rita Wiśniewska/).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(editor).toHaveCount(0);
    await expect(row.getByTestId('offer-assignees')).toContainText('Rita Wiśniewska');
    const other = await page
      .getByTestId('offer-row')
      .evaluateAll((els, id) => els.map((el) => el.getAttribute('data-offer-id')).find((v) => v && v !== id), assigned);

    // The recruiter sees that offer alone (and, as before, the drafts she started), and nothing of the others.
    await page.context().clearCookies();
    await signInAsEmployer(page, DEMO_EMPLOYER.recruiter, { next: '/employer/offers' });
    await expect(page.getByTestId('offers-limited')).toBeVisible();
    const offerIds = await page
      .locator('[data-testid="offer-row"][data-offer-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-offer-id')));
    expect(offerIds).toEqual([assigned]);
    await expect(page.getByRole('button', { name: /^Przypisz rekruterów do/ })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(
      await page.evaluate(
        async (id) => (await fetch(`/api/v2/employer-panel/offers/statistics?offerId=${id}`)).status,
        other,
      ),
    ).toBe(404);
  } finally {
    await resetRecruiterScope(page, assigned);
  }
});

interface PanelOffer {
  kind: string;
  id: number;
  slug: string;
  title: string;
}

/**
 * A candidate matched to both offers (their categories, seniorities and workplaces), invited by the owner to
 * a chat about each, who accepts both in the chat widget and writes in each. Answers the candidate's name.
 */
async function candidateInTwoChats(page: Page, browser: Browser, baseURL: string, offers: PanelOffer[]) {
  const first = `Ola${Date.now().toString(36)}`;
  const candidate = await openCandidate(browser, baseURL, `scope.${Date.now()}@example.com`, `${first} Zakresowa`);
  const details = await Promise.all(
    offers.map((o) =>
      getJson<{ category: { id: number }; experienceLevel: string; workplaceType: string }>(
        candidate.page,
        `/api/v1/offers/${o.slug}`,
      ),
    ),
  );
  await savePreferences(candidate.page, {
    categoryIds: [...new Set(details.map((d) => d.category.id))],
    seniorities: [...new Set(details.map((d) => d.experienceLevel))],
    salaryExpectation: 1000,
    workplaceTypes: [...new Set(details.map((d) => d.workplaceType))],
    openToInvitations: true,
  });
  for (const offer of offers) {
    const matched = await callApi(page, 'GET', `/api/v2/employer-panel/offers/${offer.id}/matched-candidates`);
    const found = (matched.body.candidates as { candidateId: string; name: string }[]).find(
      (c) => c.name === `${first} Z.`,
    );
    expect(found, `the candidate is matched to "${offer.title}"`).toBeTruthy();
    const invited = await callApi(page, 'POST', '/api/v2/employer-panel/chat/invitations', {
      offerId: offer.id,
      candidateId: found!.candidateId,
    });
    expect(invited.status).toBe(201);
  }
  await candidate.page.goto('/');
  const widget = candidate.page.getByTestId('chat-widget');
  await widget.getByTestId('chat-toggle').click();
  for (const offer of offers) {
    const invitation = widget.getByTestId('chat-invitation').filter({ hasText: offer.title });
    await invitation.getByRole('button', { name: 'Przyjmij' }).click();
    // The accepted invitation's conversation opens in place of the one before: write once it is there.
    await expect(widget.getByTestId('chat-conversation')).toContainText(offer.title);
    const composer = widget.getByRole('textbox', { name: 'Napisz wiadomość' });
    await composer.fill(`Pytanie o ofertę ${offer.title}`);
    await composer.press('Enter');
    await expect(widget.getByTestId('chat-messages')).toContainText(`Pytanie o ofertę ${offer.title}`);
  }
  expect(candidate.errors, "the candidate's console errors").toEqual([]);
  await candidate.context.close();
  return `${first} Zakresowa`;
}

test('a recruiter limited to assigned offers sees the chat of the assigned offer, and none of another', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  // Two published offers of company A (with different titles, to tell their conversations apart).
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/offers' });
  const own = await getJson<{ data: PanelOffer[] }>(page, '/api/v2/employer-panel/offers?state=published&pageSize=50');
  const listed = own.data.filter((o) => o.kind === 'offer');
  const assigned = listed[0]!;
  const other = listed.find((o) => o.title !== assigned.title)!;
  expect(other, 'company A has two published offers with different titles').toBeTruthy();
  const name = await candidateInTwoChats(page, browser, baseURL!, [assigned, other]);

  try {
    // The admin limits recruiters to their offers and assigns one of the two to the recruiter.
    await page.context().clearCookies();
    await signInAsEmployer(page, DEMO_EMPLOYER.admin, { next: '/employer/company' });
    const limited = await callApi(page, 'PATCH', '/api/v2/employer-panel/company/recruiter-access', {
      recruitersAssignedOnly: true,
    });
    expect(limited.status).toBe(200);
    const team = await callApi(page, 'GET', '/api/v2/employer-panel/users');
    const recruiter = (team.body.members as { id: string; email: string }[]).find(
      (m) => m.email === DEMO_EMPLOYER.recruiter,
    )!;
    const assign = await callApi(page, 'PUT', `/api/v2/employer-panel/offers/${assigned.id}/assignees`, {
      userIds: [recruiter.id],
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);

    // The recruiter: over HTTP, the assigned offer's chat standing is there, the other offer is not found…
    await page.context().clearCookies();
    await signInAsEmployer(page, DEMO_EMPLOYER.recruiter, { next: '/employer/chat' });
    const mine = await callApi(page, 'GET', `/api/v2/employer-panel/offers/${assigned.id}/matched-candidates`);
    expect(mine.status).toBe(200);
    expect(mine.body.candidates).toContainEqual(
      expect.objectContaining({ name: `${name.split(' ')[0]} Z.`, invitation: 'accepted' }),
    );
    expect((await callApi(page, 'GET', `/api/v2/employer-panel/offers/${other.id}/matched-candidates`)).status).toBe(
      404,
    );
    // …and in the chat, over the hub: the assigned offer's conversation with its history, nothing of the other.
    const conversations = page.getByTestId('employer-conversation').filter({ hasText: name });
    await expect(conversations).toHaveCount(1, { timeout: 20_000 });
    await expect(conversations).toContainText(assigned.title);
    await expect(page.getByTestId('employer-conversation').filter({ hasText: other.title })).toHaveCount(0);
    await conversations.click();
    await expect(page.getByTestId('chat-messages')).toContainText(`Pytanie o ofertę ${assigned.title}`);
    await expect(page.getByTestId('chat-messages')).not.toContainText(`Pytanie o ofertę ${other.title}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await resetRecruiterScope(page, assigned.id);
  }
});
