import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/features/account/components/account-page';
import { ProfileEditor } from '@/features/account/components/profile-editor';
import styles from '@/features/account/components/profile-editor.module.css';
import { accountPageContext } from '@/features/account/server/page-guards';
import { getProfile } from '@/features/account/server/profile-service';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

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
  const prefix = locale === 'pl' ? '' : `/${locale}`;
  const { tenant, caller, db } = await accountPageContext();
  if (caller.kind !== 'candidate')
    redirect(`${prefix}${paths.login()}?next=${encodeURIComponent(`${prefix}${paths.profile()}`)}`);
  const [t, profile] = await Promise.all([getTranslations({ locale, namespace: 'account' }), getProfile(db, caller)]);
  const { flags } = tenant.config;
  const links = [
    flags.enableFavoriteOfferButton && { href: paths.favoriteOffers(), label: t('profile.favourites') },
    flags.enableApplicationHistory && { href: paths.applicationHistory(), label: t('profile.history') },
    flags.matchedForYou && { href: '/preferences', label: t('profile.preferences') },
  ].filter((l): l is { href: string; label: string } => Boolean(l));
  return (
    <AccountPage locale={locale} title={t('profile.title')} intro={t('profile.intro')} wide>
      {links.length ? (
        <nav aria-label={t('profile.links')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.href}>
                <a href={`${prefix}${l.href}`}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProfileEditor initial={profile} />
    </AccountPage>
  );
}
