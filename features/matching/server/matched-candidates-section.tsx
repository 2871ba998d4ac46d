import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { MatchedCandidates } from '../components/matched-candidates';
import styles from '../components/matched-candidates.module.css';
import type { MatchedCandidatesResponse } from '../schemas';

interface Props {
  offerId: number;
  candidates: MatchedCandidatesResponse['candidates'];
  chatEnabled: boolean;
  chatHref: string;
  locale: Locale;
}

/** A panel section: the candidates matched to the offer, with "Invite to chat" when the board's chat is on. */
export async function MatchedCandidatesSection({ offerId, candidates, chatEnabled, chatHref, locale }: Props) {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'matchedCandidates' }),
    getMessages({ locale }),
  ]);
  const options = messages.offerOptions;
  return (
    <section className={styles.section} aria-labelledby="matched-candidates" data-testid="matched-candidates">
      <div className={styles.head}>
        <h2 id="matched-candidates" className={styles.title}>
          {t('title')}
        </h2>
        {candidates.length ? <span className={styles.count}>{t('count', { count: candidates.length })}</span> : null}
      </div>
      <p className={styles.lead}>{chatEnabled ? t('lead') : t('leadNoChat')}</p>
      <NextIntlClientProvider
        messages={{
          matchedCandidates: messages.matchedCandidates,
          offerOptions: { seniority: options.seniority, workplaceType: options.workplaceType },
        }}
      >
        <MatchedCandidates offerId={offerId} candidates={candidates} chatEnabled={chatEnabled} chatHref={chatHref} />
      </NextIntlClientProvider>
    </section>
  );
}
