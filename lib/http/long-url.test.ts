import type { ServerResponse } from 'node:http';
import { MAX_PAGE_URL_LENGTH, refuseLongPageUrl } from './long-url';

function fakeResponse() {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }),
    end: (body: string) => Object.assign(sent, { body }),
  } as unknown as ServerResponse;
  return { res, sent };
}

describe('refuseLongPageUrl', () => {
  it('answers 414 to a page URL past the limit, with no part of the URL in the answer', () => {
    const { res, sent } = fakeResponse();
    const url = `/job-offers/${'a'.repeat(4000)}`;
    expect(refuseLongPageUrl({ url }, res)).toBe(true);
    expect(sent.status).toBe(414);
    expect(JSON.stringify(sent)).not.toContain('aaaa');
    expect(JSON.stringify(sent).length).toBeLessThan(300);
  });

  it('lets page URLs up to the limit, and API calls, through', () => {
    const { res, sent } = fakeResponse();
    expect(refuseLongPageUrl({ url: `/job-offers?keyword=${'a'.repeat(MAX_PAGE_URL_LENGTH - 30)}` }, res)).toBe(false);
    expect(refuseLongPageUrl({ url: `/api/v2/user-panel/offers/by-cursor?${'a'.repeat(5000)}` }, res)).toBe(false);
    expect(sent.status).toBeUndefined();
  });
});
