import { signInAsEmployer } from './employer';
import { expect, test } from './fixtures';
import { fillFirstSteps, fillLastSteps, keywordOf, next, publishWithDemoCode } from './offer-form-steps';

test('an office in a town outside the city dictionary: found by name, pinned at the town, published, listed and described', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const title = `Programista/Programistka Elixir ${Date.now().toString(36)}`;
  await signInAsEmployer(page, undefined, { next: '/employer/offers/new' });
  await fillFirstSteps(page, 'Budujemy system zwiedzania kopalni soli. ');
  await page.getByTestId('add-location').click();

  // A place nobody knows: the spec's ZERO_RESULTS message on the city.
  const city = page.getByTestId('location-0-city');
  await city.fill('Atlantyda');
  await expect(page.getByText('Nie ma takiej miejscowości na liście. Sprawdź pisownię.')).toBeVisible();
  await page.getByTestId('location-0-street').fill('Zatopiona 1');
  await page.getByTestId('location-0-street').press('Tab');
  await expect(page.getByTestId('location-0-pin')).toHaveText('Nie znaleziono współrzędnych adresu. Sprawdź adres.');
  await expect(city).toHaveAttribute('aria-invalid', 'true');

  // Wieliczka is not among the board's cities: typed without its diacritics and chosen from the suggestions.
  await city.fill('wielicz');
  const suggestion = page.getByTestId('location-0-suggestion').filter({ hasText: 'Wieliczka' });
  await expect(suggestion).toContainText('małopolskie');
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Wieliczka');
  await page.getByTestId('location-0-street').fill('Rynek Górny 1');
  await page.getByTestId('location-0-street').press('Tab');
  // No geocoder configured: the pin stands in the town's centre, to be dragged to the office.
  await expect(page.getByTestId('location-0-pin')).toHaveText(
    'Pinezka stoi w centrum miejscowości. Przeciągnij ją na mapie tam, gdzie jest biuro.',
  );
  await expect(city).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('offer-location-map')).toBeVisible();

  await next(page);
  await fillLastSteps(page, {
    title,
    seniority: 'Mid',
    salary: ['18000', '24000'],
    skill: 'Elixir',
    workplace: 'Praca stacjonarna',
  });
  await expect(page.getByTestId('check-jsonld')).toContainText('jobLocation');
  await publishWithDemoCode(page);

  // The town is a filter of the list now, and the offer page describes the place with its coordinates.
  await page.goto(`/job-offers/wieliczka?keyword=${keywordOf(title)}`);
  const card = page.getByTestId('offer-card-title').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = ld.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === 'JobPosting');
  expect(posting?.jobLocation).toEqual([
    expect.objectContaining({
      address: expect.objectContaining({ addressLocality: 'Wieliczka', streetAddress: 'Rynek Górny 1' }),
      geo: expect.objectContaining({ latitude: expect.closeTo(49.987, 2), longitude: expect.closeTo(20.065, 2) }),
    }),
  ]);
});
