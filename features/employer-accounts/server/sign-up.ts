import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { companies, companyMembers, users } from '@/lib/db/schema';
import { clientIp, assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { type SignUpInput } from '../schemas';
import { sendConfirmationMail, sendExistingAccountMail } from './mails';
import { insertUser, issueConfirmation, mailScopeOf, type RequestScope } from './account-service';

const LOGO_COLORS = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#1a7f37', '#0969da', '#6639ba'];

function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'company';
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || 'C';
/**
 * `POST /v1/users/sign_up`: the company, its owner and the confirmation mail in one transaction. An address
 * that already has an account on this board gets a mail instead, and the caller the same answer.
 */
export async function signUpCompany(scope: RequestScope, input: SignUpInput): Promise<{ email: string }> {
  const { db, tenant } = scope;
  await assertRateLimit(`employer:sign-up:${tenant.id}:${clientIp(scope.headers)}`, RATE_LIMITS.register);
  const mail = mailScopeOf(scope);
  const { email } = input.user;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
      .limit(1);
    if (existing) {
      await sendExistingAccountMail(tx, mail, email, existing.name);
      return;
    }
    const userId = await insertUser(tx, tenant.id, { ...input.user, verified: false, termsAcceptedAt: new Date() });
    const slugBase = slugOf(input.company.name);
    const [{ taken }] = (await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(companies)
      .where(and(eq(companies.tenantId, tenant.id), like(companies.slug, `${slugBase}%`)))) as [{ taken: number }];
    const slug = taken === 0 ? slugBase : `${slugBase}-${randomBytes(3).toString('hex')}`;
    const [company] = await tx
      .insert(companies)
      .values({
        tenantId: tenant.id,
        name: input.company.name,
        slug,
        size: '1-10',
        websiteUrl: '',
        logoColor: LOGO_COLORS[slug.length % LOGO_COLORS.length]!,
        logoInitials: initialsOf(input.company.name),
        regulationsAcceptedAt: new Date(),
        subscribeToNewsletter: input.company.subscribe_to_newsletter,
        locale: scope.locale,
      })
      .returning({ id: companies.id });
    await tx.insert(companyMembers).values({ companyId: company!.id, userId, right: 'owner' });
    await recordAudit(tx, {
      tenantId: tenant.id,
      companyId: company!.id,
      actorId: userId,
      action: 'company.signed_up',
      subjectType: 'company',
      subjectId: company!.id,
      details: { name: input.company.name, email, newsletter: input.company.subscribe_to_newsletter },
    });
    const token = await issueConfirmation(tx, userId);
    await sendConfirmationMail(tx, mail, email, input.user.name, token);
  });
  return { email };
}
