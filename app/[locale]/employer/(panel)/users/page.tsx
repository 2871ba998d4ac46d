import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listMembers } from '@/features/employer-accounts/server/members-service';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { UsersManager } from '@/features/employer-panel/components/users-manager';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerPanel.users' });
  return { title: t('title'), robots: { index: false } };
}

/** The company's people and pending invitations (admins and owners). */
export default async function EmployerUsersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer, db } = await requireEmployerPage(locale, paths.employerUsers(), 'admin');
  const t = await getTranslations({ locale, namespace: 'employerPanel.users' });
  const initial = await listMembers(db, employer);
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </header>
      <UsersManager initial={initial} callerRight={employer.right} />
    </>
  );
}
