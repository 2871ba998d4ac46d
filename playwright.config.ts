import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Specs that test the server rather than a layout: the same at every width, so run once, in the desktop project. */
const VIEWPORT_FREE = [
  '**/fuzz.spec.ts',
  '**/trust.spec.ts',
  '**/platform.spec.ts',
  '**/api-keys.spec.ts',
  '**/locale-routes.spec.ts',
  '**/not-found-html.spec.ts',
];

/**
 * Long journeys whose subject is a server-side lifecycle (payments settling, webhooks delivered, a recruiter's
 * scope, a team's membership, an offer's states), run once, in the phone project: the two projects run at once
 * and this keeps them about even. The desktop layouts they pass through (the panel, the form, the
 * applications, the chat) are walked at 1440 px by those screens' own journeys.
 */
const LIFECYCLES = [
  '**/payments.spec.ts',
  '**/webhooks.spec.ts',
  '**/recruiter-scope.spec.ts',
  '**/employer-accounts.spec.ts',
  '**/offer-lifecycle.spec.ts',
];

/** Journeys against the production build, in Debian's Chromium (Playwright cannot download browsers here). */
export default defineConfig({
  testDir: './e2e',
  // Hang guards, not speed checks: in CI both projects run at once on two cores, each with its own server.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://it.localhost:${PORT}`,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      outputDir: 'test-results/mobile',
      // Journeys whose subject is the server, not the layout (hostile input, Host and path handling, the dev
      // mailbox, the API-key lifecycle driven through the API) run once, in the desktop project.
      testIgnore: VIEWPORT_FREE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false },
    },
    {
      name: 'desktop',
      outputDir: 'test-results/desktop',
      testIgnore: LIFECYCLES,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${PORT}/api/v2/app-config`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      // `npm run test:e2e` gives each project its own server and database (scripts/e2e.mjs).
      PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? '.data/e2e-pglite',
      DEMO_OFFERS: '800',
      TENANT_HOSTS: `it.localhost=it,biz.localhost=biz`,
      LOG_LEVEL: 'warn',
      ENABLE_DEV_MAILBOX: 'true',
      // The journeys sign up many accounts from one address within minutes; the limits themselves are
      // covered by integration tests.
      RATE_LIMIT_FACTOR: '20',
      // The webhook journey's receiver listens on this machine over http (a production build refuses it otherwise).
      WEBHOOK_ALLOW_LOCAL: 'true',
    },
  },
});
