import 'server-only';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { disconnectFromHubs } from '@/features/realtime/server/public';
import { recordAudit } from '@/lib/audit';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { companies, companyInvitations, companyMembers, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { assertRateLimit, clientIp } from '@/lib/rate-limit';
import { INVITATION_DAYS, type InvitationRow, type MemberRow } from '../schemas';
import { mailScopeOf, type RequestScope } from './account-service';
import { rightLabel, sendInvitationMail, sendRemovedMail } from './mails';
import { hashToken, newToken } from './tokens';

/** Invitations one company may send from one address (on top of the sign-up and sign-in limits). */
export const INVITATION_LIMIT = { limit: 20, windowSeconds: 3600 };

type Right = MemberRow['right'];

async function companyOf(db: Db, caller: EmployerCaller) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, locale: companies.locale })
    .from(companies)
    .where(and(eq(companies.id, caller.companyId), eq(companies.tenantId, caller.tenantId)))
    .limit(1);
  if (!company) throw new AppError('NOT_FOUND', 'notFound');
  return company;
}

/** The active company's members (owners first) and its pending invitations. */
export async function listMembers(
  db: Db,
  caller: EmployerCaller,
): Promise<{ members: MemberRow[]; invitations: InvitationRow[] }> {
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      right: companyMembers.right,
      confirmed: users.emailVerified,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, caller.companyId), eq(users.tenantId, caller.tenantId)))
    .orderBy(asc(companyMembers.createdAt), asc(users.id));
  const order: Record<Right, number> = { owner: 0, admin: 1, recruiter: 2 };
  const invitations = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      right: companyInvitations.right,
      invitedBy: users.name,
      createdAt: companyInvitations.createdAt,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.companyId, caller.companyId), isNull(companyInvitations.acceptedAt)))
    .orderBy(desc(companyInvitations.createdAt));
  const now = Date.now();
  return {
    members: members
      .map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString(), you: m.id === caller.userId }))
      .sort((a, b) => order[a.right] - order[b.right]),
    invitations: invitations.map((i) => ({
      ...i,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt.getTime() < now,
    })),
  };
}

/**
 * `POST /v1/users`: invites an address with a right (admin or recruiter). Inviting an address again replaces
 * its pending invitation, which is how the panel resends one: the old link stops working.
 */
export async function inviteMember(
  scope: RequestScope,
  caller: EmployerCaller,
  input: { email: string; right: 'admin' | 'recruiter' },
): Promise<InvitationRow> {
  const { db, tenant } = scope;
  await assertRateLimit(`employer:invite:${caller.companyId}:${clientIp(scope.headers)}`, INVITATION_LIMIT);
  const company = await companyOf(db, caller);
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: users.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, caller.companyId),
          eq(users.tenantId, tenant.id),
          eq(users.email, input.email),
        ),
      )
      .limit(1);
    if (member)
      throw new AppError('CONFLICT', 'employerUsers.alreadyMember', {
        fields: [{ field: 'email', message: 'employerUsers.alreadyMember' }],
      });
    const replaced = await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, caller.companyId),
          eq(companyInvitations.email, input.email),
          isNull(companyInvitations.acceptedAt),
        ),
      )
      .returning({ id: companyInvitations.id });
    const [created] = await tx
      .insert(companyInvitations)
      .values({
        tenantId: tenant.id,
        companyId: caller.companyId,
        email: input.email,
        right: input.right,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
        invitedBy: caller.userId,
      })
      .returning();
    await recordAudit(tx, {
      tenantId: tenant.id,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: replaced.length ? 'member.invitation_resent' : 'member.invited',
      subjectType: 'invitation',
      subjectId: created!.id,
      details: { email: input.email, right: input.right },
    });
    const mail = mailScopeOf(scope, company.locale);
    await sendInvitationMail(
      tx,
      mail,
      input.email,
      {
        inviter: caller.name,
        company: company.name,
        right: rightLabel(company.locale, input.right),
        days: INVITATION_DAYS,
      },
      token,
    );
    return created!;
  });
  return {
    id: row.id,
    email: row.email,
    right: row.right,
    invitedBy: caller.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: false,
  };
}

async function memberOf(tx: Db, companyId: number, tenantId: number, userId: string) {
  const [member] = await tx
    .select({ userId: users.id, name: users.name, email: users.email, right: companyMembers.right })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), eq(users.tenantId, tenantId)),
    )
    .for('update')
    .limit(1);
  // Another company's member, or nobody: the same answer, so ids of other companies reveal nothing.
  if (!member) throw new AppError('NOT_FOUND', 'employerUsers.memberNotFound');
  return member;
}

async function ownerCount(tx: Db, companyId: number): Promise<number> {
  // Locks the owners' rows so two demotions at once cannot leave the company without one.
  const rows = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.right, 'owner')))
    .for('update');
  return rows.length;
}

/**
 * `PATCH /v2/employer-panel/users/{id}`: changes a member's right. Admins manage admins and recruiters; only an
 * owner touches owners or makes one; the last owner keeps the right.
 */
export async function changeMemberRight(
  db: Db,
  caller: EmployerCaller,
  userId: string,
  right: Right,
): Promise<MemberRow['right']> {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, caller.companyId, caller.tenantId, userId);
    if (member.right === right) return right;
    if (caller.right !== 'owner' && (member.right === 'owner' || right === 'owner'))
      throw new AppError('FORBIDDEN', 'employerUsers.ownersOnly');
    if (member.right === 'owner' && (await ownerCount(tx, caller.companyId)) <= 1)
      throw new AppError('CONFLICT', 'employerUsers.lastOwner');
    await tx
      .update(companyMembers)
      .set({ right })
      .where(and(eq(companyMembers.companyId, caller.companyId), eq(companyMembers.userId, userId)));
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: 'member.right_changed',
      subjectType: 'user',
      subjectId: userId,
      details: { email: member.email, right: { from: member.right, to: right } },
    });
    return right;
  });
}

/**
 * `DELETE /v2/employer-panel/users/{id}`: removes a member (or the caller leaves). Recruiters may only leave;
 * admins cannot remove owners; the last owner stays. The member's next request no longer has the company,
 * since memberships are read on every request, and their hub sockets are closed.
 */
export async function removeMember(scope: RequestScope, caller: EmployerCaller, userId: string): Promise<void> {
  const { db } = scope;
  const self = userId === caller.userId;
  if (!self && caller.right === 'recruiter') throw new AppError('FORBIDDEN', 'identity.forbidden');
  const company = await companyOf(db, caller);
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, caller.companyId, caller.tenantId, userId);
    if (!self && member.right === 'owner' && caller.right !== 'owner')
      throw new AppError('FORBIDDEN', 'employerUsers.ownersOnly');
    if (member.right === 'owner' && (await ownerCount(tx, caller.companyId)) <= 1)
      throw new AppError('CONFLICT', 'employerUsers.lastOwner');
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, caller.companyId), eq(companyMembers.userId, userId)));
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: self ? 'member.left' : 'member.removed',
      subjectType: 'user',
      subjectId: userId,
      details: { email: member.email, right: member.right },
    });
    if (!self) await sendRemovedMail(tx, mailScopeOf(scope, company.locale), member.email, member.name, company.name);
  });
  // A removed member loses the assistant and the company's conversations at once (a Close without
  // reconnect); any new connection is checked against the memberships that remain.
  await disconnectFromHubs(userId).catch(() => undefined);
}
