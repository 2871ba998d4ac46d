import type { Browser, Page } from '@playwright/test';
import { callApi, expect, secondBrowser, signUpVerified } from './fixtures';

/** The matchmaking preferences a candidate saves (what the chat widget and employers' matching need). */
export interface Preferences {
  categoryIds: number[];
  seniorities: string[];
  salaryExpectation: number;
  workplaceTypes: string[];
  /** Whether employers may see the preferences and invite the candidate to chat. */
  openToInvitations?: boolean;
}

/** Saves the signed-in candidate's preferences (no skills, cities, languages or mandatory criteria). */
export async function savePreferences(page: Page, preferences: Preferences) {
  const res = await callApi(page, 'PUT', '/api/v2/user-panel/preferences', {
    skills: [],
    salaryCurrency: 'PLN',
    cityIds: [],
    languages: [],
    mandatory: [],
    ...preferences,
  });
  expect(res.status).toBe(200);
}

/**
 * A candidate in a browser of their own beside the employer's, signed up and verified, on a desktop-wide
 * window (the chat widget is hidden below 900 px). `errors` collects the page's console errors.
 */
export async function openCandidate(browser: Browser, baseURL: string, email: string, name: string) {
  const context = await secondBrowser(browser, baseURL, { width: 1440, height: 900 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signUpVerified(page, email, name);
  return { context, page, errors };
}
