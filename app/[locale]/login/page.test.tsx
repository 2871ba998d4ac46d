import type { ReactElement } from 'react';
import LoginPage from './page';

const context = vi.hoisted(() => ({
  caller: { kind: 'anonymous', tenantId: 1 } as { kind: string; tenantId: number },
}));
vi.mock('@/features/account/server/page-guards', () => ({
  accountPageContext: async () => ({ tenant: { id: 1 }, caller: context.caller }),
}));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async () => (key: string) => key,
}));

/** Where the page sends a signed-in candidate (the redirect Next would answer with). */
async function redirectOf(next: string, locale: 'pl' | 'en' = 'pl'): Promise<string> {
  context.caller = { kind: 'candidate', tenantId: 1 };
  try {
    await LoginPage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({ next }) });
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!;
    throw error;
  }
  throw new Error('no redirect');
}

/** The `next` the login form is given for an anonymous visitor. */
async function formNextOf(next: string): Promise<string> {
  context.caller = { kind: 'anonymous', tenantId: 1 };
  const page = (await LoginPage({
    params: Promise.resolve({ locale: 'pl' }),
    searchParams: Promise.resolve({ next }),
  })) as ReactElement<{ children: ReactElement<{ next: string }> }>;
  return page.props.children.props.next;
}

describe('/login?next=', () => {
  it('redirects a signed-in candidate to a local path only (/%09/evil.example → /)', async () => {
    expect(await redirectOf(decodeURIComponent('/%09/evil.example'))).toBe('/');
    expect(await redirectOf('/\n/evil.example')).toBe('/');
    expect(await redirectOf('/\\evil.example', 'en')).toBe('/en');
    expect(await redirectOf('/profile')).toBe('/profile');
  });

  it('hands the login form only a local path', async () => {
    expect(await formNextOf('/\t/evil.example')).toBe('/');
    expect(await formNextOf('/favorite-offers')).toBe('/favorite-offers');
  });
});
