import 'server-only';
import { createHmac } from 'node:crypto';
import { derivedKey } from '@/lib/secret';

/**
 * Crawlers, link previewers, monitors and headless browsers announce themselves in the user agent;
 * their visits are never counted (the rate rule in the daily aggregation catches those that do not).
 */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link|whatsapp|telegram|skype|discord|preview|monitor|uptime|pingdom|lighthouse|pagespeed|headless|phantom|python-requests|python-urllib|curl\/|wget|httpie|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|scrapy|feedfetcher|mediapartners|adsbot|apis-google|petalbot|yandex|baidu|semrush|ahrefs|mj12|dotbot/i;

/** True for a user agent that is not a person's browser (an empty one included). */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 12) return true;
  return BOT_UA.test(userAgent);
}

/** Router prefetches and speculative loads are not views: nobody looked at the page yet. */
export function isPrefetch(headers: Headers): boolean {
  return (
    headers.get('next-router-prefetch') === '1' ||
    /prefetch|prerender/i.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '')
  );
}

/**
 * A visitor's id for one board and one UTC day, without a cookie: a keyed hash of the address and the
 * browser. The day is part of the key, so the id changes at midnight and cannot follow anyone.
 */
export function visitorId(tenantId: number, address: string, userAgent: string, at: Date): string {
  return createHmac('sha256', derivedKey('offer-stats:visitor'))
    .update(`${tenantId}|${at.toISOString().slice(0, 10)}|${address}|${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}
