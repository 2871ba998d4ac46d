// npx tsx bench/offer-form-steps.ts [--port N] [--runs 3]  (after `npm run build`)
//
// Main-thread work of one step change of the offer form on the Lighthouse mobile profile: a 412×823 phone
// viewport at DPR 1.75 in Debian's Chromium, and main-thread CPU multiplied by 4, as Lighthouse's default
// (simulated) mobile throttling does: it observes an unthrottled run and scales main-thread work by its CPU
// slowdown multiplier. The figure is the renderer main thread's CPU time (trace `tdur`, so other processes
// on the machine do not inflate it), × 4.
// The demo employer signs in and goes through all ten steps to the summary. Every "next" is a bare input
// event under a performance trace; the budgeted figure is the main-thread work from that input until the end
// of the frame that shows the new step (a MutationObserver on the step heading marks the animation callback of
// the first frame after the change; the frame's task ends once its paint is handed to the compositor), i.e.
// the work the employer waits for. The trace's work over the 1.5 s after the click, minus the
// same window with no click, is printed too: it adds what the step starts in idle time (loading the next
// step's editor, say). Before each click the draft's autosave (2 s after the last change) has run and
// answered, so its request and re-render are not counted.
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { DEMO_EMPLOYER, DEMO_EMPLOYER_PASSWORD } from '../e2e/employer';
import { addLocation, setLogo } from '../e2e/offer-form-steps';
import { freePort, percentile, printTable, startServer, stopServer, verdict, waitForPage } from './lib';

const BUDGET_MS = 50;
/** Lighthouse's mobile CPU slowdown multiplier (simulated throttling). */
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;
/** The form's autosave delay after the last change, and its "saving" status text (pl). */
const AUTOSAVE_MS = 2000;
const SAVING_TEXT = 'Zapisywanie…';
const HOST = 'it.localhost';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function headingText(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
}

/** Records a trace of the renderer while `action` runs and for `settleMs` after it. */
async function traced(cdp: CDPSession, action: () => Promise<void>, settleMs: number): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const onData = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] },
    transferMode: 'ReportEvents',
  });
  await pause(200);
  await action();
  await pause(settleMs);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', onData);
  return events;
}

/** The page's main-thread top-level tasks in a trace. */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  return events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask',
  );
}

/** Main-thread CPU ms of the tasks that end after `from` and start before `to`, scaled as Lighthouse does. */
const sumMs = (tasks: TraceEvent[], from: number, to: number) =>
  (tasks.filter((t) => t.ts + (t.dur ?? 0) > from && t.ts < to).reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) /
    1000) *
  CPU_SLOWDOWN;

interface StepFigure {
  from: string;
  to: string;
  /** Main-thread ms from the input until the new step is painted (budgeted). */
  painted: number;
  /** Main-thread ms in the settle window, less the same window idle. */
  settled: number;
}

/** One step change, measured in a trace. */
async function measuredNext(page: Page, cdp: CDPSession): Promise<StepFigure> {
  const from = await headingText(page);
  const box = (await page.getByTestId('next').boundingBox())!;
  // The frame that shows the new step: a mark in the animation callback of the first frame after the heading
  // changes. The step is painted when that frame's main-thread task ends (its paint handed to the compositor).
  await page.evaluate(() => {
    const h1 = document.querySelector('[data-testid="offer-form"] h1');
    if (!h1) throw new Error('no step heading');
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => performance.mark('wk-step-frame'));
    });
    observer.observe(h1, { childList: true, characterData: true, subtree: true });
  });
  const idle = sumMs(mainThreadTasks(await traced(cdp, async () => {}, SETTLE_MS)), 0, Number.POSITIVE_INFINITY);
  const events = await traced(cdp, () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2), SETTLE_MS);
  const to = await headingText(page);
  if (to === from) throw new Error(`"next" on "${from}" did not change the step`);
  const input = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'mousedown');
  const mark = events.find((e) => e.name === 'wk-step-frame');
  if (!input || !mark) throw new Error(`the trace of "${from}" lacks the input or the frame mark`);
  const tasks = mainThreadTasks(events);
  const frame = tasks.find((t) => t.ts <= mark.ts && t.ts + (t.dur ?? 0) >= mark.ts);
  if (!frame) throw new Error(`the trace of "${from}" lacks the task of the step's frame`);
  return {
    from,
    to,
    painted: sumMs(tasks, input.ts, frame.ts + (frame.dur ?? 0)),
    settled: Math.max(0, sumMs(tasks, 0, Number.POSITIVE_INFINITY) - idle),
  };
}

/** The fields of each step, filled before its "next" is measured (the same values as the browser journey). */
const FILL: ((page: Page) => Promise<void>)[] = [
  async (page) => {
    await setLogo(page);
    await page.getByTestId('field-companyName').fill('Demo Software');
    await page.getByTestId('field-companySize').selectOption('26-50');
    await page.getByTestId('field-companyWebsite').fill('https://demo.example.com');
  },
  async (page) => {
    await page.getByTestId('field-applicationTypeUri').fill('jobs@demo.example.com');
    await page.getByTestId('field-contactName').fill('Anna Nowak');
    await page.getByTestId('field-contactEmail').fill('anna@demo.example.com');
  },
  async (page) => {
    await page
      .getByTestId('field-informationClauseText')
      .fill('Administratorem danych osobowych jest Demo Software sp. z o.o.; dane przetwarzamy w celu rekrutacji.');
  },
  async (page) => {
    await page.getByTestId('field-jobCategory').selectOption({ index: 1 });
    const sub = page.getByTestId('field-jobSubcategory');
    if (await sub.isVisible()) await sub.selectOption({ index: 1 });
  },
  async (page) => {
    await page.getByTestId('description-editor').click();
    await page.getByTestId('description-editor').pressSequentially('Budujemy silnik płatności. ');
  },
  async (page) => {
    await addLocation(page, 0, 'Kraków', 'Rynek Główny 1');
  },
  async (page) => {
    await page.getByTestId('field-jobPositionName').fill('Programista/Programistka Rust');
    await page.getByLabel('Mid').check();
  },
  async (page) => {
    await page.getByTestId('primarySalary-from').fill('20000');
    await page.getByTestId('primarySalary-to').fill('26000');
  },
  async (page) => {
    await page.getByTestId('skill-search-requiredSkills').fill('Rust');
    await page.getByRole('button', { name: 'Rust', exact: true }).first().click();
  },
  async (page) => {
    await page.getByLabel('Praca hybrydowa').check();
    await page.getByTestId('field-workingTime').selectOption('full_time');
  },
];

async function oneRun(port: number): Promise<StepFigure[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      baseURL: `http://${HOST}:${port}`,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'pl-PL',
    });
    const page = await context.newPage();
    await page.goto(`/employer/sign-in?next=${encodeURIComponent('/employer/offers/new')}`);
    await page.locator('#employer-email').fill(DEMO_EMPLOYER.owner);
    await page.locator('#employer-password').fill(DEMO_EMPLOYER_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/employer/offers/new', { timeout: 30_000 });
    await page.getByTestId('next').waitFor();
    const cdp = await context.newCDPSession(page);
    const steps: StepFigure[] = [];
    for (const fill of FILL) {
      await fill(page);
      // Let the typing's own work and the autosave finish, then measure the same window with nothing happening.
      // Twice: storing a chosen logo changes a value, which schedules one more save.
      for (let i = 0; i < 2; i++) {
        await pause(AUTOSAVE_MS + 200);
        await page.waitForFunction(
          (saving) => document.querySelector('[data-testid="save-state"]')?.textContent !== saving,
          SAVING_TEXT,
        );
      }
      await pause(300);
      steps.push(await measuredNext(page, cdp));
    }
    return steps;
  } finally {
    await browser.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string' }, runs: { type: 'string', default: '3' } } });
  const existing = values.port ? Number(values.port) : undefined;
  const port = existing ?? (await freePort());
  const child = existing ? undefined : startServer(port);
  try {
    await waitForPage(port, Date.now());
    const runs: StepFigure[][] = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await oneRun(port));
    const median = (i: number, key: 'painted' | 'settled') =>
      percentile(
        runs.map((r) => r[i]![key]),
        50,
      );
    printTable(
      runs[0]!.map((step, i) => ({
        'step change': `${step.from} → ${step.to}`,
        'until painted, median ms': median(i, 'painted').toFixed(1),
        'until painted, max ms': Math.max(...runs.map((r) => r[i]!.painted)).toFixed(1),
        'with idle work (1.5 s), median ms': median(i, 'settled').toFixed(1),
        budget: BUDGET_MS,
        verdict: verdict(median(i, 'painted'), BUDGET_MS),
      })),
    );
    const painted = runs[0]!.map((_, i) => median(i, 'painted'));
    const worst = Math.max(...painted);
    console.log(
      `main-thread work per step change until painted (CPU ${CPU_SLOWDOWN}×, ${runs.length} runs): median ${percentile(painted, 50).toFixed(1)} ms, worst step ${worst.toFixed(1)} ms — budget ${BUDGET_MS} ms: ${verdict(worst, BUDGET_MS)}`,
    );
  } finally {
    if (child) await stopServer(child);
  }
}

void main();
