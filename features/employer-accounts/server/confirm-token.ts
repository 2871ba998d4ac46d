import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { companies, companyInvitations, companyMembers, users, verifications } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { clientIp, assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { sendConfirmationMail } from './mails';
import { hashToken } from './tokens';
import { insertUser, issueConfirmation, mailScopeOf, type RequestScope } from './account-service';

export type ConfirmResult =
  { kind: 'confirmation'; email: string } | { kind: 'invitation'; email: string; companyId: number; newUser: boolean };

/**
 * `PATCH /v1/users/confirm`: the token of a sign-up confirmation or of an invitation. A token works once;
 * an expired or used one changes nothing and says so (the page offers a new one).
 */
export async function confirmToken(
  scope: RequestScope,
  input: { confirmation_token: string; name?: string; password?: string; accepted_regulations?: boolean },
): Promise<ConfirmResult> {
  const { db, tenant } = scope;
  await assertRateLimit(`employer:confirm:${tenant.id}:${clientIp(scope.headers)}`, RATE_LIMITS.login);
  const tokenHash = hashToken(input.confirmation_token);
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const [invitation] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.tenantId, tenant.id), eq(companyInvitations.tokenHash, tokenHash)))
      .for('update')
      .limit(1);
    if (invitation) {
      if (invitation.acceptedAt) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
      if (invitation.expiresAt.getTime() < Date.now()) throw new AppError('NOT_FOUND', 'employerUsers.tokenExpired');
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.email, invitation.email)))
        .limit(1);
      let userId = existing?.id;
      if (!userId) {
        // A new user gives what the sign-up asks of an owner: a name, a password and the regulations' acceptance.
        const missing = [
          ...(input.name ? [] : [{ field: 'name', message: 'employerUsers.nameRequired' }]),
          ...(input.password ? [] : [{ field: 'password', message: 'employerUsers.passwordRequired' }]),
          ...(input.accepted_regulations ? [] : [{ field: 'accepted_regulations', message: 'mustAccept' }]),
        ];
        if (missing.length || !input.name || !input.password)
          throw new AppError('BAD_REQUEST', 'badRequest', { fields: missing });
        // The invitation came to this address, so opening it confirms the address.
        userId = await insertUser(tx, tenant.id, {
          name: input.name,
          email: invitation.email,
          password: input.password,
          verified: true,
          termsAcceptedAt: new Date(),
        });
      } else {
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      }
      await tx
        .insert(companyMembers)
        .values({ companyId: invitation.companyId, userId, right: invitation.right })
        .onConflictDoNothing();
      await tx
        .update(companyInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(eq(companyInvitations.id, invitation.id));
      await recordAudit(tx, {
        tenantId: tenant.id,
        companyId: invitation.companyId,
        actorId: userId,
        action: 'member.joined',
        subjectType: 'user',
        subjectId: userId,
        details: { email: invitation.email, right: invitation.right, invitationId: invitation.id },
      });
      return { kind: 'invitation', email: invitation.email, companyId: invitation.companyId, newUser: !existing };
    }
    const [row] = await tx
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `employer-confirm:${tokenHash}`))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
    await tx.delete(verifications).where(eq(verifications.id, row.id));
    const [user] = await tx
      .select({ id: users.id, email: users.email, tenantId: users.tenantId })
      .from(users)
      .where(eq(users.id, row.value))
      .limit(1);
    if (!user || user.tenantId !== tenant.id) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
    if (row.expiresAt.getTime() < Date.now()) {
      return Promise.reject(new AppError('NOT_FOUND', 'employerUsers.tokenExpired'));
    }
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    return { kind: 'confirmation', email: user.email };
  });
}

/** `PATCH /v1/users/regenerate_confirmation_token`: a new link for an unconfirmed company account; same answer for any address. */
export async function regenerateConfirmation(scope: RequestScope, email: string): Promise<void> {
  const { db, tenant } = scope;
  await assertRateLimit(`employer:resend:${tenant.id}:${clientIp(scope.headers)}`, RATE_LIMITS.passwordReset);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, verified: users.emailVerified, locale: companies.locale })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
      .limit(1);
    if (!user || user.verified) return;
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'employer-confirm:%')));
    const token = await issueConfirmation(tx, user.id);
    await sendConfirmationMail(tx, mailScopeOf(scope, user.locale), email, user.name, token);
  });
}
