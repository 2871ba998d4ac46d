import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPrompt } from '@/features/home/components/account-prompt';
import { PREFERENCE_LANGUAGES } from '@/features/matching/criteria';
import { PreferencesForm } from '@/features/matching/components/preferences-form';
import { preferencesPage } from '@/features/matching/server/preference-service';
import { SENIORITIES, WORKPLACE_TYPES } from '@/features/offers/options';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext, getShellContext } from '@/lib/page-context';
import { candidateFeatures } from '@/lib/tenants/candidate-features';
import { validationMessages } from '@/lib/validation/client-messages';
import { localizedPath, paths } from '@/lib/paths';
import styles from './preferences.module.css';
import { notFoundMetadata, notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
}

/** Boards without candidate accounts answer 404 (the page and its head alike) (`candidateFeatures`). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!candidateFeatures((await getShellContext()).tenant.config.flags).accounts) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'preferences' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /preferences: what the signed-in candidate looks for, the ground of "Matched for you". */
export default async function PreferencesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tenant, caller, db } = await getPageContext();
  if (!candidateFeatures(tenant.config.flags).accounts) return notFoundPage();
  const [t, options] = await Promise.all([
    getTranslations({ locale, namespace: 'preferences' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  if (caller.kind !== 'candidate') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <AccountPrompt
          title={t('signInTitle')}
          text={t('signInText')}
          signIn={{ label: t('signIn'), href: localizedPath(locale, paths.login()) }}
          register={{ label: t('register'), href: localizedPath(locale, paths.register()) }}
        />
      </div>
    );
  }
  const [{ preferences, categories, cities, skillNames }, messages] = await Promise.all([
    preferencesPage(db, caller, locale),
    getMessages({ locale }),
  ]);
  const { mandatoryPreferencesFilledIn: _filled, updatedAt: _at, ...initial } = preferences;
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* The form's texts only, for this page (not shipped with every page). */}
      <NextIntlClientProvider messages={{ preferences: messages.preferences, ...validationMessages(messages) }}>
        <PreferencesForm
          initial={initial}
          options={{
            categories,
            cities,
            skillNames,
            seniorityLabels: Object.fromEntries(SENIORITIES.map((s) => [s, options(`seniority.${s}`)])),
            workplaceLabels: Object.fromEntries(WORKPLACE_TYPES.map((w) => [w, options(`workplaceType.${w}`)])),
            skillLevelLabels: Object.fromEntries(
              [1, 2, 3, 4, 5].map((l) => [l, options(`skillLevel.${l}` as 'skillLevel.1')]),
            ),
            languageNames: Object.fromEntries(PREFERENCE_LANGUAGES.map((c) => [c, languageNames.of(c) ?? c])),
            matchesHref: localizedPath(locale, paths.homeOffersTab('matchedForYou')),
          }}
        />
      </NextIntlClientProvider>
    </div>
  );
}
