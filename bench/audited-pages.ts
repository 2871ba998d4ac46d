// The pages issue 28 holds to Lighthouse's budgets, and the servers they are measured on: shared by
// bench/lighthouse.ts and bench/client-cpu.ts.
import type { ChildProcess } from 'node:child_process';
import { prepare50k } from './data-50k';
import { freePort, get, signInDemoEmployer, startNextReference, startServer, stopServer, waitForPage } from './lib';

/** A page to measure: what it is, its address, and the cookie it is loaded with (the panel's pages). */
export type AuditedPage = [what: string, url: string, cookie?: string];

export interface PageServers {
  port: number;
  referenceUrl: string;
  stop(): Promise<void>;
}

/**
 * The product's server (the one already at `port`, else a production server on 50,000 offers of `driver`)
 * and the minimal Next page with 100 cards: the floor this machine and browser give.
 */
export async function startPageServers(driver: string, port?: string): Promise<PageServers> {
  let at = Number(port);
  let server: ChildProcess | null = null;
  if (!port) {
    const env = await prepare50k(driver);
    at = await freePort();
    server = startServer(at, { ...env, SEED_ON_START: 'false' });
    await waitForPage(at, Date.now(), 300_000, '/api/v2/app-config');
  }
  const referencePort = await freePort();
  const reference = startNextReference(referencePort);
  await waitForPage(referencePort, Date.now(), 120_000);
  return {
    port: at,
    referenceUrl: `http://127.0.0.1:${referencePort}/`,
    stop: async () => {
      await Promise.all([server ? stopServer(server) : null, stopServer(reference)]);
    },
  };
}

/**
 * Home, the list, an offer page, a brand story, pricing, the employer sign-in, the panel's home and the offer
 * form (signed in as the demo employer), then the reference; `chosen` keeps those whose names start with one
 * of its entries (and the reference).
 */
export async function auditedPages({ port, referenceUrl }: PageServers, chosen?: string[]): Promise<AuditedPage[]> {
  const offer = JSON.parse((await get(port, '/api/v2/user-panel/offers/by-cursor?itemsCount=1')).body.toString()) as {
    data: { slug: string }[];
  };
  const origin = `http://it.localhost:${port}`;
  const brands = (await get(port, '/brands')).body.toString('utf8');
  const story = /href="(\/brands\/story\/[^"#?]+)"/.exec(brands)?.[1];
  // The panel's pages are measured signed in as the demo employer (signed in only when they are asked for).
  const employer =
    !chosen || chosen.some((c) => 'employer panel offer form'.includes(c)) ? await signInDemoEmployer(port) : '';
  const all: AuditedPage[] = [
    ['home', `${origin}/`],
    ['list', `${origin}/job-offers`],
    ['offer page', `${origin}/job-offer/${offer.data[0]!.slug}`],
    ...(story ? [['brand story', `${origin}${story}`] as AuditedPage] : []),
    ['pricing', `${origin}/pricing`],
    ['employer sign-in', `${origin}/employer/sign-in`],
    ['employer panel', `${origin}/employer`, employer],
    ['offer form', `${origin}/employer/offers/new`, employer],
    ['reference: minimal Next page, 100 cards', referenceUrl],
  ];
  return chosen ? all.filter(([what]) => what.startsWith('reference') || chosen.some((c) => what.startsWith(c))) : all;
}
