import type { Locator, Page } from '@playwright/test';
import { expect, getJson, tenantUrl, test } from './fixtures';

/**
 * What a visitor types into a server-rendered field before the page's script has run must survive
 * hydration. Chromium runs at a quarter of its speed (DevTools' "4× slowdown"), the typing starts
 * at the first paint, and each journey runs twice: once with the page's scripts held back until the
 * typing is over (the slow phone on a slow network: every character typed before hydration), once
 * with the scripts free (the characters land before, during and after hydration).
 */

async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return {
    release: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    },
  };
}

/** Holds the page's own scripts until `release` is called (the HTML and CSS paint meanwhile). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** React has hydrated the element once its event props are attached to the node. */
async function waitForHydration(field: Locator) {
  await expect
    .poll(() => field.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Opens `path` and waits only for the first paint of `field`, then types `text` into it at `delay` ms a key. */
async function typeFromFirstPaint(field: Locator, text: string, delay: number) {
  await field.waitFor({ state: 'visible', timeout: 30_000 });
  await field.click();
  await field.page().keyboard.type(text, { delay });
}

const HELD = [true, false] as const;

for (const held of HELD) {
  test(`the search box keeps every character typed from the first paint (4× slower CPU, scripts ${held ? 'held back' : 'free'})`, async ({
    page,
  }) => {
    test.slow();
    const cpu = await throttleCpu(page, 4);
    const release = held ? await holdScripts(page) : null;
    await page.goto(tenantUrl('it', '/'), { waitUntil: 'commit' });
    const box = page.getByRole('search').getByRole('combobox', { name: 'Stanowisko, firma, umiejętność' });
    const typed = 'kubernetes engineer';
    await typeFromFirstPaint(box, typed, 40);
    release?.();
    await waitForHydration(box);
    // Renders after hydration (opening the suggestions, moving the caret) must not write the
    // server's empty value back over what was typed.
    await box.press('ArrowDown');
    await box.press('End');
    await expect(box).toHaveValue(typed);
    // Leaving the box and coming back renders it again (its focus opens the recent searches).
    await box.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(typed);
    await cpu.release();
    await box.press('Enter');
    // The list takes each typed word as a keyword.
    await expect(page).toHaveURL(/\/job-offers\?/);
    expect(new URL(page.url()).searchParams.getAll('keyword').sort()).toEqual(['engineer', 'kubernetes']);
  });

  test(`the apply form keeps every character typed from the first paint (4× slower CPU, scripts ${held ? 'held back' : 'free'})`, async ({
    page,
  }, info) => {
    test.slow();
    await page.goto('/');
    const { data } = await getJson<{ data: { slug: string; applyUrl: string | null }[] }>(
      page,
      '/api/v2/user-panel/offers/by-cursor?itemsCount=60',
    );
    const offer = data.findLast((o) => !o.applyUrl)!;
    const cpu = await throttleCpu(page, 4);
    const release = held ? await holdScripts(page) : null;
    await page.goto(`/job-offer/${offer.slug}`, { waitUntil: 'commit' });
    const form = page.getByTestId('apply-form');
    const name = form.getByRole('textbox', { name: 'Imię i nazwisko' });
    const email = form.getByRole('textbox', { name: 'E-mail' });
    const message = form.getByRole('textbox', { name: 'Wiadomość do pracodawcy' });
    const values = {
      name: `Ola Szybka ${info.project.name} ${held ? 'A' : 'B'} ${Date.now()}`,
      email: 'ola.szybka@example.com',
      message: 'Dzień dobry, piszę zanim strona się załadowała – żaden znak nie może zginąć.',
    };
    await typeFromFirstPaint(name, values.name, 20);
    await typeFromFirstPaint(email, values.email, 20);
    await typeFromFirstPaint(message, values.message, 10);
    release?.();
    await waitForHydration(message);
    // A render of every field: leave each one and come back.
    for (const field of [name, email, message]) {
      await field.focus();
      await field.press('End');
    }
    await page.getByRole('heading', { level: 1 }).click();
    await expect(name).toHaveValue(values.name);
    await expect(email).toHaveValue(values.email);
    await expect(message).toHaveValue(values.message);
    // The form's own state has the text too: the counter counts it and the message is what is sent.
    await expect(form.getByTestId('message-counter')).toHaveText(`${values.message.length} / 1000`);
    await cpu.release();
    await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
    await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 30_000 });
  });
}
