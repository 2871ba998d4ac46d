import { and, asc, eq } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { termsFiles } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

export const TERMS_SECTIONS = [
  'clientsTerms',
  'usersTerms',
  'privacyPolicy',
  'informationClause',
  'whistleblowerReport',
] as const;
export type TermsSection = (typeof TERMS_SECTIONS)[number];

export interface TermsFile {
  id: number;
  title: string;
  url: string;
  fromDate: string;
  /** Spec: a file that is not in force yet carries the date it takes effect. */
  upcoming: boolean;
}

/**
 * The board's legal files per section in one language. Spec: files whose due date has passed are
 * hidden; a file whose start date is in the future is listed with the date it takes effect. The
 * whistleblower section only exists where the board's flag enables it.
 */
export async function findTermsFiles(db: Db, tenant: Tenant, locale: Locale, today: string) {
  const rows = await db
    .select()
    .from(termsFiles)
    .where(and(eq(termsFiles.tenantId, tenant.id), eq(termsFiles.locale, locale)))
    .orderBy(asc(termsFiles.fromDate), asc(termsFiles.id));
  const sections = TERMS_SECTIONS.filter(
    (s) => s !== 'whistleblowerReport' || tenant.config.flags.enableWhistleblowerReport,
  );
  return sections.map((section) => ({
    section,
    files: rows
      .filter((r) => r.section === section && (r.dueDate === null || r.dueDate >= today))
      .map((r): TermsFile => ({
        id: r.id,
        title: r.title,
        url: r.url,
        fromDate: r.fromDate,
        upcoming: r.fromDate > today,
      })),
  }));
}
