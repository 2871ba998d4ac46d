import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';

/** Opens the list's map: the phone's map view, or the desktop's map column (its layout cookie). */
async function openListMap(page: Page, path: string, mobile: boolean, scheme: 'light' | 'dark') {
  const cookies: { name: string; value: string; url: string }[] = [
    { name: 'color-scheme', value: scheme, url: tenantUrl('it', '/') },
  ];
  if (!mobile) cookies.push({ name: 'offers-list-layout', value: 'map', url: tenantUrl('it', '/') });
  await page.context().addCookies(cookies);
  await page.goto(tenantUrl('it', mobile ? `${path}?showMap=true` : path));
  const map = page.getByTestId('offers-map');
  await map.scrollIntoViewIfNeeded();
  return map;
}

const zoomOf = async (frame: Locator) => Number(await frame.getAttribute('data-zoom'));

/** Zooms in with the map's own button until the map is at `target` or past it. */
async function zoomTo(map: Locator, target: number) {
  const frame = map.locator('[data-zoom]');
  await expect.poll(() => zoomOf(frame), { timeout: 20_000 }).toBeGreaterThan(8);
  for (let i = 0; i < 6 && (await zoomOf(frame)) < target - 0.05; i++) {
    const before = await zoomOf(frame);
    await map.getByRole('button', { name: 'Przybliż', exact: true }).click();
    await expect.poll(() => zoomOf(frame)).toBeGreaterThan(before);
  }
  expect(await zoomOf(frame)).toBeGreaterThanOrEqual(target - 0.05);
}

/**
 * The share of the canvas drawn in the detail layer's water colour (the theme's primary tint): the screenshot
 * is taken with the HTML markers and names hidden, so only the canvas counts.
 */
async function waterShare(page: Page, canvas: Locator): Promise<number> {
  const hide = await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-ctrl { visibility: hidden; }' });
  const png = await canvas.screenshot();
  await hide.evaluate((el) => (el as HTMLElement).remove());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let blue = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (b - r > 40 && b - g > 15) blue++;
  }
  return blue / (info.width * info.height);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`at zoom 12 on Kraków the offline map shows its river and the offers apart (${scheme})`, async ({
    page,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    const map = await openListMap(page, '/job-offers/krakow', mobile, scheme);
    await zoomTo(map, 12);
    const frame = map.locator('[data-zoom]');
    // The Vistula and its tributaries are drawn from the detail cells (at 390 px the view holds two pieces of it) (the frame counts the shapes drawn).
    await expect
      .poll(async () => Number(await frame.getAttribute('data-detail-water')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const canvas = map.locator('canvas');
    expect(await waterShare(page, canvas)).toBeGreaterThan(0.003);
    // The city's offers stand apart as pins and small clusters, not one 99+ bubble.
    const markers = map.locator('[data-testid="map-cluster"], [data-testid="map-pin"]');
    await expect.poll(() => markers.count(), { timeout: 20_000 }).toBeGreaterThan(3);
    await expect(markers.first()).toBeVisible();
    expect(await map.locator('[data-testid="map-cluster"]', { hasText: '99+' }).count()).toBe(0);
    await page.screenshot({ path: info.outputPath(`krakow-z12-${scheme}.png`) });
  });
}

test('close in on Warsaw the offline map names its districts and draws the Vistula', async ({ page }, info) => {
  const mobile = info.project.name === 'mobile';
  const map = await openListMap(page, '/job-offers/warszawa', mobile, 'light');
  await zoomTo(map, 11);
  await expect(map.locator('[data-testid="map-label"][data-kind="district"]').first()).toBeVisible({ timeout: 20_000 });
  // The board's own name stands for the centre; GeoNames' "Warsaw" (and the centre district beside it) is not
  // written over it.
  await expect(map.getByTestId('map-label').filter({ hasText: /^Warszawa$/ })).toBeVisible();
  expect(await map.getByTestId('map-label').filter({ hasText: /^Warsaw$/ }).count()).toBe(0);
  await expect
    .poll(async () => Number(await map.locator('[data-zoom]').getAttribute('data-detail-water')))
    .toBeGreaterThan(0);
  await page.screenshot({ path: info.outputPath('warszawa-z11.png') });
});

test('seen whole, Poland loads no detail cells', async ({ page }, info) => {
  const mobile = info.project.name === 'mobile';
  const cells: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/map/detail-1/') && !r.url().endsWith('index.json')) cells.push(r.url());
  });
  const map = await openListMap(page, '/job-offers', mobile, 'light');
  await expect(map.getByTestId('map-cluster').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  expect(cells).toEqual([]);
});
