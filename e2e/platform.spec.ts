import { expect, getJson, seriousA11yViolations, tenantUrl, test } from './fixtures';

interface Mailbox {
  mails: { id: number; to: string; subject: string; text: string; html: string }[];
}

/** Signs up through the API from the page (Node cannot resolve *.localhost): the mail lands in the outbox. */
async function signUp(page: import('@playwright/test').Page, email: string) {
  await page.goto(tenantUrl('it', '/dev/mailbox'));
  const status = await page.evaluate(async (email) => {
    const res = await fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Ewa Mailbox', password: 'correct horse battery', privacyAccepted: true }),
    });
    return res.status;
  }, email);
  expect(status).toBe(200);
}

test.describe('the dev mailbox', () => {
  // The test's own init script runs in every frame; the mail's sandboxed frame refuses it, as meant.
  test.use({
    allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/],
  });

  test('shows a queued mail, its HTML sandboxed and its links clickable', async ({ page }, info) => {
    const email = `mailbox.${Date.now()}@example.com`;
    await signUp(page, email);

    const { mails } = await getJson<Mailbox>(page, `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+verify-email\S+/.exec(mails[0]!.text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(tenantUrl('it', `/dev/mailbox?to=${encodeURIComponent(email)}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Skrzynka deweloperska' })).toBeVisible();
    // Checked before a mail is open: axe cannot run inside the sandboxed frame (scripts are blocked there, as meant).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('mailbox-item').filter({ hasText: email }).click();
    await expect(page.getByRole('heading', { level: 2, name: mails[0]!.subject })).toBeVisible();
    // Not looked into: Chromium refuses even Playwright's scripts in a frame sandboxed without allow-scripts.
    await expect(page.locator('iframe[sandbox]')).toHaveAttribute('srcdoc', /verify-email/);
    await expect(page.locator('iframe[sandbox]')).toHaveAttribute(
      'sandbox',
      'allow-popups allow-popups-to-escape-sandbox',
    );
    await page.screenshot({ path: info.outputPath('dev-mailbox.png'), fullPage: true });

    // The verification link in the text version signs the newcomer in.
    await page.getByTestId('mail-text').getByRole('link').click();
    await expect(page).not.toHaveURL(/dev\/mailbox/);
    const session = await getJson<{ user?: { email: string } } | null>(page, '/api/auth/get-session');
    expect(session?.user?.email).toBe(email);
  });
});

test('the dev mailbox speaks English under /en', async ({ page }) => {
  await page.goto(tenantUrl('it', '/en/dev/mailbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Development mailbox' })).toBeVisible();
});

test('the anti-bot challenge is a self-hosted proof-of-work by default', async ({ page }) => {
  await page.goto(tenantUrl('it', '/en/dev/mailbox'));
  const challenge = await getJson<{ provider: string; challenge: string; difficulty: number }>(
    page,
    '/api/antibot/challenge?action=track_redirect',
  );
  expect(challenge).toMatchObject({ provider: 'pow', difficulty: 16 });
  // The browser can do the work with its own SHA-256 (what lib/antibot/client.ts does, in slices).
  const nonce = await page.evaluate(async ({ challenge, difficulty }) => {
    const encoder = new TextEncoder();
    for (let n = 0; ; n++) {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(challenge + n)));
      let bits = 0;
      for (const byte of digest) {
        if (byte === 0) bits += 8;
        else {
          bits += Math.clz32(byte) - 24;
          break;
        }
      }
      if (bits >= difficulty) return n;
    }
  }, challenge);
  expect(nonce).toBeGreaterThanOrEqual(0);
});
