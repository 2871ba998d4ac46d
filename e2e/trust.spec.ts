import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import { rawRequest } from './raw-http';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A page's status, header size and names, and body, for any Host. */
async function raw(path: string, host: string) {
  const answer = await rawRequest(path, { host });
  return {
    status: answer.status,
    headerBytes: answer.rawHeaders.reduce((n, h) => n + h.length + 2, 0),
    headers: answer.rawHeaders.filter((_, i) => i % 2 === 0).map((h) => h.toLowerCase()),
    body: answer.body,
  };
}

test('a long page path is answered 414 without being echoed into the headers', async () => {
  const long = await raw(`/job-offers/${'a'.repeat(4000)}`, `it.localhost:${PORT}`);
  expect(long.status).toBe(414);
  expect(long.headerBytes).toBeLessThan(1024);
  // A path under the limit is never echoed as Link, and the answer's headers stay small.
  const path = `/${'b'.repeat(1500)}`;
  const shorter = await raw(path, `it.localhost:${PORT}`);
  expect(shorter.headers).not.toContain('link');
  expect(shorter.headerBytes).toBeLessThan(path.length + 2048);
});

test('an unknown Host never reaches a link of the page', async () => {
  const page = await raw('/job-offers', 'attacker.example');
  expect(page.status).toBe(200);
  expect(page.headers).not.toContain('link');
  expect(page.body).toContain(`href="http://it.localhost:${PORT}/job-offers"`);
  expect(page.body).not.toContain('attacker.example');
});

async function signIn(page: Page, email: string) {
  await page.goto(tenantUrl('it', '/register'));
  const status = await page.evaluate(async (email) => {
    const res = await fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Ola Next', password: 'correct horse battery', privacyAccepted: true }),
    });
    return res.status;
  }, email);
  expect(status).toBe(200);
  const text = await page.evaluate(async (address) => {
    const res = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
    return ((await res.json()) as { mails: { text: string }[] }).mails[0]!.text;
  }, email);
  await page.goto(/http:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)![0]);
}

test('/login?next=/%09/evil.example sends a signed-in candidate home, not away', async ({ page }, info) => {
  await signIn(page, `next.${info.project.name}.${Date.now()}@example.com`);
  await page.goto(tenantUrl('it', '/login?next=/%09/evil.example'));
  await expect(page).toHaveURL(tenantUrl('it', '/'));
  await page.goto(tenantUrl('it', '/login?next=/favorite-offers'));
  await expect(page).toHaveURL(tenantUrl('it', '/favorite-offers'));
});
