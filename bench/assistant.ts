// npx tsx --import ./bench/server-only-hook.mjs bench/assistant.ts [--messages 40]
// The job-ad assistant with the offline drafting engine, through the official SignalR client over loopback:
// time from SendMessage to the first streamed part (goal ≤ 300 ms) and to EndMessage, on an embedded
// database holding the demo dictionaries (every skill and city) and a message like an employer's first one.
import { parseArgs } from 'node:util';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { createAssistantHub } from '../features/assistant/server/assistant-hub';
import { resolveTenant } from '../features/tenants/server/tenant-service';
import { installDbHandle, migrateDb, openPglite } from '../lib/db/client';
import { cities, skills } from '../lib/db/schema';
import { CITY_ROWS } from '../features/demo-data/server/seed/data/cities';
import { ALL_SKILLS } from '../features/demo-data/server/seed/data/skills';
import { resetRateLimits } from '../lib/rate-limit';
import { startHubServer } from '../lib/realtime/hub-test-server';
import { createEmployer, insertCompany } from '../tests/factories/employer';
import { insertTenant } from '../tests/factories/tenant';
import { percentile, printTable, verdict } from './lib';

const { values } = parseArgs({ options: { messages: { type: 'string', default: '40' } } });
const MESSAGES = Number(values.messages);
const MESSAGE =
  'Senior Java developer, Kraków hybrydowo, 25-30k netto B2B lub 20-24k brutto UoP, Spring, Kafka, angielski B2';

const handle = await openPglite();
await migrateDb(handle);
installDbHandle(handle);
const { db } = handle;
await insertTenant(db, 'it', undefined, true);
const tenant = await resolveTenant('it.localhost', db);
await db
  .insert(skills)
  .values(ALL_SKILLS.map((name, i) => ({ name, slug: `s${i}`, normalizedName: `${name.toLowerCase()}-${i}` })));
await db.insert(cities).values(
  CITY_ROWS.map(([slug, pl, en, voivodeship, latitude, longitude]) => ({
    slug,
    labels: { pl, en },
    group: 'list' as const,
    voivodeship,
    latitude,
    longitude,
  })),
);
const company = await insertCompany(db, tenant.id, 'Bench Soft');
const employer = await createEmployer(db, tenant, [{ companyId: company, right: 'owner' }]);
const hub = createAssistantHub();
const server = await startHubServer([hub.endpoint]);
const connection = new HubConnectionBuilder()
  .withUrl(`${server.origin}/hubs/assistant`, {
    transport: HttpTransportType.WebSockets,
    headers: { host: 'it.localhost', cookie: employer.cookie },
  })
  .configureLogging(LogLevel.None)
  .build();
await connection.start();

const first: number[] = [];
const total: number[] = [];
for (let i = 0; i < MESSAGES; i++) {
  resetRateLimits();
  const started = performance.now();
  let firstAt = 0;
  const done = new Promise<void>((resolve) => {
    connection.on('ReceiveMessagePart', () => {
      firstAt ||= performance.now();
    });
    connection.on('EndMessage', () => resolve());
  });
  await connection.invoke('SendMessage', `${MESSAGE} (${i})`);
  await done;
  connection.off('ReceiveMessagePart');
  connection.off('EndMessage');
  first.push(firstAt - started);
  total.push(performance.now() - started);
}
await connection.stop();
await hub.close();
await server.close();
await handle.close();

const ms = (v: number) => v.toFixed(1);
// The first message pays for loading the board's dictionaries (cached for 10 minutes): shown apart.
printTable([
  { measure: 'first message, first part', value: `${ms(first[0]!)} ms`, budget: '—', verdict: '' },
  {
    measure: 'SendMessage → first part',
    value: `p50 ${ms(percentile(first.slice(1), 50))} ms`,
    budget: '≤ 300 ms',
    verdict: verdict(percentile(first.slice(1), 50), 300),
  },
  {
    measure: 'SendMessage → EndMessage',
    value: `p50 ${ms(percentile(total.slice(1), 50))} ms, p95 ${ms(percentile(total.slice(1), 95))} ms`,
    budget: '—',
    verdict: '',
  },
]);
