import { expect, seriousA11yViolations, tenantUrl, test } from './fixtures';

test('on a phone the map replaces the list with clusters, and "List view" brings the list back', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the map toggle is the phone layout');
  await page.goto(tenantUrl('it', '/job-offers'));
  await expect(page.getByTestId('offer-list')).toBeVisible();
  await page.getByTestId('map-toggle').click();
  await expect(page).toHaveURL(/\/job-offers\?showMap=true$/);
  await expect(page.getByTestId('offer-list')).toBeHidden();
  const map = page.getByRole('region', { name: 'Mapa ofert' });
  await expect(map).toBeVisible();
  // Clusters are buttons named by their count; the whole board fits into a few of them.
  const clusters = map.getByTestId('map-cluster');
  await expect(clusters.first()).toBeVisible({ timeout: 20_000 });
  await expect(clusters.first()).toHaveText(/^(\d{1,2}|99\+)$/);
  await expect(clusters.first()).toHaveAccessibleName(/ofert.* w tym miejscu/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Widok listy' }).click();
  await expect(page).toHaveURL(/\/job-offers$/);
  await expect(page.getByTestId('offer-list')).toBeVisible();
  await expect(page.getByTestId('offers-map')).toHaveCount(0);
});

test('a click on a cluster zooms in until its offers are listed in a popup linking to them', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'one width is enough for the map itself');
  await page.goto(tenantUrl('it', '/job-offers/krakow?showMap=true'));
  const map = page.getByTestId('offers-map');
  const markers = map.locator('[data-testid="map-cluster"], [data-testid="map-pin"]');
  await expect(markers.first()).toBeVisible({ timeout: 20_000 });
  // Clusters zoom in (two levels a click) until a click lists the offers. A city opens close in, so some of
  // its markers lie past the map's edges: the one clicked is the first whose centre is inside the map.
  const canvasBox = async () => (await map.locator('canvas').boundingBox())!;
  const inside = async () => {
    const box = await canvasBox();
    const centres = await markers.evaluateAll((elements) =>
      elements.map((element) => {
        const r = element.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }),
    );
    const index = centres.findIndex(
      (c) => c.x > box.x + 20 && c.x < box.x + box.width - 20 && c.y > box.y + 20 && c.y < box.y + box.height - 20,
    );
    return markers.nth(Math.max(index, 0));
  };
  for (let i = 0; i < 8; i++) {
    const marker = await inside();
    const name = (await marker.getAttribute('aria-label')) ?? '';
    await marker.click();
    if (/pokaż listę/.test(name)) break;
    await page.waitForTimeout(1200);
  }
  const popup = map.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  const first = popup.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/job-offer\//);
  // A click elsewhere on the map closes it.
  const canvas = map.locator('canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: 6, y: box.height - 6 } });
  await expect(popup).toBeHidden();
});

test('on a desktop the map layout is remembered across a reload', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop', 'the layout switch is the desktop layout');
  // Only the layout cookie: the others are the visitor's dismissed invitations.
  await context.clearCookies({ name: 'offers-list-layout' });
  await page.goto(tenantUrl('it', '/job-offers'));
  await expect(page.getByTestId('offers-map')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pokaż mapę' }).click();
  const map = page.getByRole('region', { name: 'Mapa ofert' });
  await expect(map).toBeVisible();
  await expect(page.getByTestId('offer-list')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'offers-list-layout');
  expect(cookie).toMatchObject({ value: 'map', httpOnly: true });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

  await page.reload();
  await expect(map).toBeVisible();
  await expect(map.getByTestId('map-cluster').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Ukryj mapę' }).click();
  await expect(page.getByTestId('offers-map')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('offers-map')).toHaveCount(0);
});

/** Opens the list's map: the phone's map view, or the desktop's map column (its layout cookie). */
async function openListMap(page: import('@playwright/test').Page, path: string, mobile: boolean) {
  if (!mobile) {
    await page
      .context()
      .addCookies([{ name: 'offers-list-layout', value: 'map', url: tenantUrl('it', '/'), httpOnly: true }]);
  }
  await page.goto(tenantUrl('it', mobile ? `${path}?showMap=true` : path));
  const map = page.getByTestId('offers-map');
  await map.scrollIntoViewIfNeeded();
  return map;
}

test('with a city filter the map opens on that city and names it; all of Poland names its voivodeships', async ({
  page,
}, info) => {
  const mobile = info.project.name === 'mobile';
  let map = await openListMap(page, '/job-offers/krakow', mobile);
  const canvas = map.locator('[data-initial-bounds]');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const [w, s, e, n] = (await canvas.getAttribute('data-initial-bounds'))!.split(',').map(Number);
  expect((s! + n!) / 2).toBeCloseTo(50.06, 1);
  expect((w! + e!) / 2).toBeCloseTo(19.94, 1);
  // A city's view, not the country's: zoomed well past the whole-Poland view.
  await expect.poll(async () => Number(await canvas.getAttribute('data-zoom')), { timeout: 20_000 }).toBeGreaterThan(8);
  await expect(map.getByTestId('map-label').filter({ hasText: /^Kraków$/ })).toBeVisible();
  await expect(map.locator('[data-testid="map-label"][data-kind="region"]')).toHaveCount(0);

  map = await openListMap(page, '/job-offers', mobile);
  await expect(map.locator('[data-testid="map-label"][data-kind="region"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(map.getByTestId('map-label').filter({ hasText: /^mazowieckie$/ })).toBeVisible();
  await expect(map.getByTestId('map-label').filter({ hasText: /^Warszawa$/ })).toBeVisible();
});

test('the offer page shows its place on a small map', async ({ page }) => {
  await page.goto(tenantUrl('it', '/job-offers/warszawa'));
  await page.getByTestId('offer-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/job-offer\//);
  const map = page.getByRole('region', { name: 'Mapa lokalizacji oferty' });
  await expect(map).toBeVisible();
  // The map loads when it comes into view (on phones it sits below the summary).
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: /Lokalizacja: Warszawa/ }).first()).toBeVisible({ timeout: 20_000 });
  // The offline base map has no names of its own: the region and the main cities are labelled over it.
  await expect(map.getByTestId('map-label').filter({ hasText: /^mazowieckie$/ })).toBeVisible();
});
