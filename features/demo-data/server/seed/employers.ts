import { createHash, scrypt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  accounts,
  applications,
  applicationStatusHistory,
  auditLog,
  companies,
  companyInvitations,
  companyMembers,
  offers,
  users,
  type APPLICATION_STATUSES,
} from '@/lib/db/schema';
import { DEMO_CLAUSES } from './data/clauses';

/** The password of every demo employer (printed in the README and by `npm run up`). */
export const DEMO_EMPLOYER_PASSWORD = 'Wakat-demo-2026';

type Right = 'owner' | 'admin' | 'recruiter';

/**
 * The demo employers. Company `A` is the IT board's first company with published offers, `B` the next one,
 * `C` the one after, `Z` the business board's first: fixed addresses other journeys sign in with.
 */
export const DEMO_EMPLOYERS: { email: string; name: string; phone: string; memberships: [string, Right][] }[] = [
  { email: 'employer@demo.wakat.test', name: 'Ewa Kowalska', phone: '+48 600 100 200', memberships: [['A', 'owner']] },
  { email: 'admin@demo.wakat.test', name: 'Adam Nowak', phone: '+48 600 100 201', memberships: [['A', 'admin']] },
  {
    email: 'recruiter@demo.wakat.test',
    name: 'Rita Wiśniewska',
    phone: '+48 600 100 202',
    memberships: [['A', 'recruiter']],
  },
  { email: 'owner2@demo.wakat.test', name: 'Olaf Zieliński', phone: '+48 600 100 203', memberships: [['B', 'owner']] },
  {
    email: 'both@demo.wakat.test',
    name: 'Barbara Lewandowska',
    phone: '+48 600 100 204',
    memberships: [
      ['A', 'recruiter'],
      ['B', 'admin'],
    ],
  },
  { email: 'owner3@demo.wakat.test', name: 'Cezary Mazur', phone: '+48 600 100 205', memberships: [['C', 'owner']] },
  {
    email: 'recruiter3@demo.wakat.test',
    name: 'Celina Wójcik',
    phone: '+48 600 100 206',
    memberships: [['C', 'recruiter']],
  },
  { email: 'biz@demo.wakat.test', name: 'Zofia Kamińska', phone: '+48 600 100 207', memberships: [['Z', 'owner']] },
];

/** Invitations sent and not yet accepted (their stored hash matches no token: only a resend makes one). */
const DEMO_INVITATIONS: { company: string; email: string; right: 'admin' | 'recruiter'; by: string }[] = [
  { company: 'A', email: 'invited@demo.wakat.test', right: 'recruiter', by: 'employer@demo.wakat.test' },
  { company: 'B', email: 'invited2@demo.wakat.test', right: 'admin', by: 'owner2@demo.wakat.test' },
  { company: 'C', email: 'invited3@demo.wakat.test', right: 'recruiter', by: 'owner3@demo.wakat.test' },
];

const CANDIDATES = [
  ['Jan Kowalczyk', 'jan.kowalczyk@example.com'],
  ['Maria Szymańska', 'maria.szymanska@example.com'],
  ['Piotr Dąbrowski', 'piotr.dabrowski@example.com'],
  ['Anna Kozłowska', 'anna.kozlowska@example.com'],
  ['Tomasz Jankowski', 'tomasz.jankowski@example.com'],
  ['Katarzyna Wojciechowska', 'katarzyna.w@example.com'],
  ['Michał Kwiatkowski', 'michal.kwiatkowski@example.com'],
  ['Agnieszka Krawczyk', 'agnieszka.krawczyk@example.com'],
  ['Paweł Piotrowski', 'pawel.piotrowski@example.com'],
  ['Magdalena Grabowska', 'magdalena.grabowska@example.com'],
  ['Krzysztof Pawłowski', 'krzysztof.pawlowski@example.com'],
  ['Joanna Michalska', 'joanna.michalska@example.com'],
] as const;
const STATUSES: (typeof APPLICATION_STATUSES)[number][] = ['new', 'new', 'seen', 'in_review', 'interview', 'rejected'];
/** Answered applications of each demo company's past weeks (more than BADGE_RULES.minSamples). */
const RESPONSE_HISTORY = 12;
const HISTORY_STATUSES: (typeof APPLICATION_STATUSES)[number][] = ['in_review', 'interview', 'rejected', 'hired'];

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** The demo user's id: stable across runs (and different from the random ids of real accounts by length). */
export const demoUserId = (email: string) => `demo${digest(`demo-user:${email}`).slice(0, 28)}`;

/**
 * The auth library's password hash (`salt:key`, scrypt N=16384 r=16 p=1, 64 bytes), with a salt derived from
 * the e-mail so the demo data stays identical run after run.
 */
export function demoPasswordHash(email: string, password = DEMO_EMPLOYER_PASSWORD): Promise<string> {
  const salt = digest(`demo-salt:${email}`).slice(0, 32);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 }, (e, key) =>
      e ? reject(e) : resolve(`${salt}:${key.toString('hex')}`),
    ),
  );
}

/** The first `n` companies of a board that have published offers, by id. */
async function companiesWithOffers(db: Db, tenantId: number, n: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: offers.companyId })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.status, 'published')))
    .orderBy(asc(offers.companyId))
    .limit(n);
  return rows.map((r) => r.id);
}

/**
 * Company people: owners, admins, recruiters (one member of two companies), pending invitations, clauses,
 * a few applications to the first company's offers and the log of how the team was built. One transaction.
 */
export async function insertDemoEmployers(
  db: Db,
  boards: { it: number; biz: number },
  reference: Date,
): Promise<{ users: number; companies: Record<string, number> }> {
  const [a, b, c] = await companiesWithOffers(db, boards.it, 3);
  const [z] = await companiesWithOffers(db, boards.biz, 1);
  const companyIds: Record<string, number | undefined> = { A: a, B: b, C: c, Z: z };
  const hashes = await Promise.all(DEMO_EMPLOYERS.map((e) => demoPasswordHash(e.email)));
  const at = (minutes: number) => new Date(reference.getTime() - 30 * 86_400_000 + minutes * 60_000);
  const present = DEMO_EMPLOYERS.map((e, i) => ({ ...e, hash: hashes[i]!, index: i })).filter((e) =>
    e.memberships.every(([key]) => companyIds[key] !== undefined),
  );
  const tenantOf = (key: string) => (key === 'Z' ? boards.biz : boards.it);

  await db.transaction(async (tx) => {
    for (const e of present) {
      const id = demoUserId(e.email);
      const tenantId = tenantOf(e.memberships[0]![0]);
      await tx.insert(users).values({
        id,
        tenantId,
        name: e.name,
        email: e.email,
        emailVerified: true,
        role: 'employer',
        phone: e.phone,
        createdAt: at(e.index),
        updatedAt: at(e.index),
      });
      await tx.insert(accounts).values({
        id: `${id}c`,
        userId: id,
        accountId: id,
        providerId: 'credential',
        password: e.hash,
        createdAt: at(e.index),
        updatedAt: at(e.index),
      });
      for (const [n, [key, right]] of e.memberships.entries()) {
        const companyId = companyIds[key]!;
        await tx.insert(companyMembers).values({ companyId, userId: id, right, createdAt: at(e.index * 10 + n) });
        const owner = present.find((p) => p.memberships.some(([k, r]) => k === key && r === 'owner'));
        await tx.insert(auditLog).values({
          tenantId,
          companyId,
          actorId: right === 'owner' ? id : owner ? demoUserId(owner.email) : null,
          action: right === 'owner' ? 'company.signed_up' : 'member.joined',
          subjectType: right === 'owner' ? 'company' : 'user',
          subjectId: right === 'owner' ? String(companyId) : id,
          details: { email: e.email, right },
          createdAt: at(e.index * 10 + n),
        });
      }
    }
    for (const [i, inv] of DEMO_INVITATIONS.entries()) {
      const companyId = companyIds[inv.company];
      if (companyId === undefined) continue;
      await tx.insert(companyInvitations).values({
        tenantId: tenantOf(inv.company),
        companyId,
        email: inv.email,
        right: inv.right,
        tokenHash: `demo-invitation-${i}`,
        // Expires a week after the reference date, so the demo shows it as pending.
        expiresAt: new Date(reference.getTime() + 7 * 86_400_000),
        invitedBy: demoUserId(inv.by),
        createdAt: at(200 + i),
      });
      await tx.insert(auditLog).values({
        tenantId: tenantOf(inv.company),
        companyId,
        actorId: demoUserId(inv.by),
        action: 'member.invited',
        subjectType: 'invitation',
        subjectId: inv.email,
        details: { email: inv.email, right: inv.right },
        createdAt: at(200 + i),
      });
    }
    const known = Object.values(companyIds).filter((id): id is number => id !== undefined);
    if (known.length) await tx.update(companies).set({ clauses: DEMO_CLAUSES }).where(inArray(companies.id, known));

    if (a !== undefined) {
      const target = await tx
        .select({ id: offers.id, publishedAt: offers.publishedAt })
        .from(offers)
        .where(and(eq(offers.companyId, a), eq(offers.status, 'published')))
        .orderBy(asc(offers.id))
        .limit(3);
      for (const [i, [name, email]] of CANDIDATES.entries()) {
        const offer = target[i % target.length];
        if (!offer) break;
        const status = STATUSES[i % STATUSES.length]!;
        // Never before the offer was published.
        const createdAt = new Date(
          Math.max(
            reference.getTime() - (i + 1) * 7 * 3_600_000,
            (offer.publishedAt?.getTime() ?? 0) + (i + 1) * 60_000,
          ),
        );
        const [row] = await tx
          .insert(applications)
          .values({
            tenantId: boards.it,
            offerId: offer.id,
            name,
            email,
            message: i % 2 === 0 ? 'Dzień dobry, chętnie porozmawiam o tej roli.' : null,
            source: i % 3 === 0 ? '1_click_apply' : 'apply_form',
            status,
            futureConsentAccepted: i % 2 === 1,
            retentionUntil: new Date(reference.getTime() + 180 * 86_400_000),
            statusChangedAt: status === 'new' ? null : createdAt,
            createdAt,
          })
          .returning({ id: applications.id });
        await tx.insert(applicationStatusHistory).values([
          { applicationId: row!.id, previousStatus: null, status: 'new', createdAt },
          ...(status === 'new'
            ? []
            : [
                {
                  applicationId: row!.id,
                  previousStatus: 'new' as const,
                  status,
                  changedBy: demoUserId('recruiter@demo.wakat.test'),
                  createdAt,
                },
              ]),
        ]);
      }
    }
    // A response history for every demo company: applications of the weeks before, each answered within one
    // to three days, so the "answers within N days" badge (BADGE_RULES) shows on their offers.
    for (const [key, companyId] of Object.entries(companyIds)) {
      if (companyId === undefined) continue;
      const [offer] = await tx
        .select({ id: offers.id, publishedAt: offers.publishedAt })
        .from(offers)
        .where(and(eq(offers.companyId, companyId), eq(offers.status, 'published')))
        .orderBy(asc(offers.publishedAt), asc(offers.id))
        .limit(1);
      // Within the days the demo statistics cover (insertDemoStatistics: at most 60 before the reference).
      const published = offer?.publishedAt?.getTime();
      const start = published === undefined ? undefined : Math.max(published, reference.getTime() - 50 * 86_400_000);
      const end = reference.getTime() - 4 * 86_400_000;
      if (!offer || start === undefined || end - start < 86_400_000) continue;
      for (let k = 0; k < RESPONSE_HISTORY; k++) {
        const [name, email] = CANDIDATES[k % CANDIDATES.length]!;
        const status = HISTORY_STATUSES[k % HISTORY_STATUSES.length]!;
        const createdAt = new Date(start + Math.round(((k + 0.5) * (end - start)) / RESPONSE_HISTORY));
        const answeredAt = new Date(createdAt.getTime() + (1 + (k % 3)) * 20 * 3_600_000);
        const [row] = await tx
          .insert(applications)
          .values({
            tenantId: tenantOf(key),
            offerId: offer.id,
            name,
            email: email.replace('@', `+${key.toLowerCase()}${k}@`),
            message: null,
            source: 'apply_form',
            status,
            retentionUntil: new Date(reference.getTime() + 180 * 86_400_000),
            statusChangedAt: answeredAt,
            answeredAt,
            createdAt,
          })
          .returning({ id: applications.id });
        await tx.insert(applicationStatusHistory).values([
          { applicationId: row!.id, previousStatus: null, status: 'new', createdAt },
          { applicationId: row!.id, previousStatus: 'new', status, createdAt: answeredAt },
        ]);
      }
    }
  });
  return {
    users: present.length,
    companies: Object.fromEntries(Object.entries(companyIds).filter(([, v]) => v !== undefined)) as Record<
      string,
      number
    >,
  };
}
