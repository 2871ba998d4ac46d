import sharp from 'sharp';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, seriousA11yViolations, test } from './fixtures';

const photo = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg()
    .toBuffer();

test('an employer writes a brand story with a cover and a gallery; it shows publicly with the company offers', async ({
  page,
}) => {
  test.setTimeout(120_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/brand-stories' });
  await expect(page.getByRole('heading', { level: 1, name: 'Historia Twojej marki' })).toBeVisible();

  // Start from an empty gallery and no technologies (the demo board keeps what earlier runs saved).
  const removePhoto = page.getByRole('button', { name: /^Usuń zdjęcie/ });
  while ((await removePhoto.count()) > 0) await removePhoto.first().click();
  const removeTech = page.getByRole('button', { name: /^Usuń (?!zdjęcie)/ });
  while ((await removeTech.count()) > 0) await removeTech.first().click();

  const stamp = Date.now().toString(36);
  const short = `Budujemy produkty, z których korzystają tysiące firm – wersja ${stamp}.`;
  await page.getByLabel('Krótki opis').fill(short);
  await page.getByLabel('Rodzaj firmy').selectOption('software-house');
  const editor = page.getByTestId('story-body-editor');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` Nowy rozdział ${stamp}.`);

  await page.locator('#story-cover').setInputFiles({
    name: 'okladka.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1800, 600, [30, 90, 160]),
  });
  await page.locator('#story-gallery').setInputFiles([
    { name: 'zespol.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600, [200, 120, 40]) },
    { name: 'biuro.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600, [40, 160, 90]) },
  ]);
  await expect(page.getByTestId('gallery-editor').locator('img')).toHaveCount(2);

  await page.getByLabel('Szukaj technologii').fill('java');
  await page
    .getByRole('button', { name: /^\+ Java/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Usuń Java/ })).toHaveCount(1);
  await page.getByLabel(/^Opublikowana/).check();

  // The preview renders the public page's own component with what is typed and chosen.
  await page.getByRole('tab', { name: 'Podgląd' }).click();
  const preview = page.getByTestId('story-preview');
  await expect(preview).toContainText(short);
  await expect(preview).toContainText(`Nowy rozdział ${stamp}`);
  await expect(preview.getByTestId('story-gallery').locator('img')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Edycja' }).click();

  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zmiany zapisane.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('story-state')).toHaveText('Opublikowana');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const slug = await page.locator('#story-slug').inputValue();
  await page.goto(`/story/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(short)).toBeVisible();
  await expect(page.getByText(`Nowy rozdział ${stamp}`)).toBeVisible();
  const cover = page.locator('article img').first();
  await expect(cover).toHaveAttribute('src', /^\/api\/v1\/brand-stories\/images\/[a-f0-9]{32}\.jpg$/);
  const gallery = page.getByTestId('story-gallery').locator('img');
  await expect(gallery).toHaveCount(2);
  for (const img of [cover, gallery.first(), gallery.last()]) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('listitem').filter({ hasText: /^Java/ }).first()).toBeVisible();
  // The company's listed offers, as the board lists them.
  const offers = page.locator('#story-offers + ul > li');
  expect(await offers.count()).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // An offer of the company previews the story (its new cover) and links to it.
  const coverSrc = await cover.getAttribute('src');
  await offers.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/job-offer\//);
  const companyPreview = page.locator('section[aria-labelledby="company-title"]');
  await expect(companyPreview.locator('img').first()).toHaveAttribute('src', coverSrc!);
  await expect(companyPreview.getByRole('link', { name: /profil|profile/i }).first()).toHaveAttribute(
    'href',
    `/story/${slug}`,
  );

  // The list's reading of the same story still answers.
  await page.goto(`/brands/story/${slug}`);
  await expect(page.getByText(short)).toBeVisible();
});
