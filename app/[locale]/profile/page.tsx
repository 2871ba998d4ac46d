import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/features/account/components/account-page';
import { ProfileEditor } from '@/features/account/components/profile-editor';
import styles from '@/features/account/components/profile-editor.module.css';
import { accountPageContext } from '@/features/account/server/page-guards';
import { getProfile } from '@/features/account/server/profile-service';
import { EmployerApplicationsMessages } from '@/features/employer-applications/components/messages';
import { StatusEmailsSetting } from '@/features/employer-applications/components/status-emails-setting';
import { getNotificationSettings } from '@/features/employer-applications/server/notification-settings';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';
import { candidateFeatures } from '@/lib/tenants/candidate-features';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('profile.title'), robots: { index: false } };
}

export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const context = await accountPageContext();
  if (!context) return notFoundPage();
  const { tenant, caller, db } = context;
  if (caller.kind !== 'candidate')
    redirect(`${localizedPath(locale, paths.login())}?next=${encodeURIComponent(localizedPath(locale, paths.profile()))}`);
  const [t, profile, notifications] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    getProfile(db, caller),
    getNotificationSettings(db, caller),
  ]);
  const { flags } = tenant.config;
  const offered = candidateFeatures(flags);
  const links = [
    offered.favourites && { href: paths.favoriteOffers(), label: t('profile.favourites') },
    offered.applicationHistory && { href: paths.applicationHistory(), label: t('profile.history') },
    flags.matchedForYou && { href: paths.preferences(), label: t('profile.preferences') },
  ].filter((l): l is { href: string; label: string } => Boolean(l));
  return (
    <AccountPage locale={locale} title={t('profile.title')} intro={t('profile.intro')} wide>
      {links.length ? (
        <nav aria-label={t('profile.links')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.href}>
                <a href={localizedPath(locale, l.href)}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProfileEditor initial={profile} />
      <EmployerApplicationsMessages>
        <StatusEmailsSetting initial={notifications.applicationStatusEmails} />
      </EmployerApplicationsMessages>
    </AccountPage>
  );
}
