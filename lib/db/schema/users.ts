import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId, updatedAt } from './columns';
import { companies } from './companies';

/** Accounts (auth library core shape plus tenant and role); e-mail is unique per board. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ['candidate', 'employer', 'admin'] }).notNull(),
    phone: text('phone'),
    /** When the user accepted the regulations and privacy policy (a company's sign-up, an invitation). */
    termsAcceptedAt: at('terms_accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email)],
);

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    token: text('token').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    right: text('right', { enum: ['owner', 'admin', 'recruiter'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_members_user_idx').on(t.userId)],
);

/** An invitation to join a company with a right; the e-mailed token is stored as its hash. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    right: text('right', { enum: ['admin', 'recruiter'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: at('accepted_at'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId)],
);

export const candidateProfiles = pgTable('candidate_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  message: text('message'),
  avatarKey: text('avatar_key'),
  marketingAgreement: boolean('marketing_agreement').notNull().default(false),
  /** E-mails when an employer moves an application to interview or rejects it (account setting). */
  applicationStatusEmails: boolean('application_status_emails').notNull().default(true),
  /** What the visitor did before registering, linked to the account once the e-mail is verified. */
  pendingLinks: jsonb('pending_links').$type<PendingLinks>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface PendingLinks {
  redirectId?: number;
  applicationId?: number;
  favoriteOfferId?: number;
}

/** CV files of a candidate (private storage). */
export const candidateDocuments = pgTable(
  'candidate_documents',
  {
    id: id(),
    userId: userRef('user_id'),
    type: text('type', { enum: ['cv'] })
      .notNull()
      .default('cv'),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_documents_user_idx').on(t.userId)],
);

export interface SkillPreference {
  skillId: number;
  level: number;
}

/** Matchmaking preferences; `mandatory` lists the criteria a candidate insists on. */
export const candidatePreferences = pgTable(
  'candidate_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryIds: integer('category_ids').array().notNull().default([]),
    skills: jsonb('skills').$type<SkillPreference[]>().notNull().default([]),
    seniorities: text('seniorities').array().notNull().default([]),
    salaryExpectation: numeric('salary_expectation', { precision: 12, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    workplaceTypes: text('workplace_types').array().notNull().default([]),
    cityIds: integer('city_ids').array().notNull().default([]),
    languages: jsonb('languages').$type<{ code: string; level: string }[]>().notNull().default([]),
    mandatory: text('mandatory').array().notNull().default([]),
    mandatoryPreferencesFilledIn: boolean('mandatory_preferences_filled_in').notNull().default(false),
    /** The candidate lets employers see these preferences (no contact data) and invite them to chat. */
    openToInvitations: boolean('open_to_invitations').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The candidates an employer's offer is scored against (features/matching), most recently updated first.
    index('candidate_preferences_open_idx')
      .on(t.updatedAt.desc(), t.userId.desc())
      .where(sql`${t.openToInvitations} and ${t.mandatoryPreferencesFilledIn}`),
  ],
);

/** People who registered a job alert by e-mail without an account. */
export const guests = pgTable(
  'guests',
  {
    id: id(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    marketingAgreement: boolean('marketing_agreement').notNull().default(false),
    privacyAcceptedAt: at('privacy_accepted_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guests_tenant_email_uq').on(t.tenantId, t.email)],
);
