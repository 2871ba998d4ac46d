import { getFormatter, getTranslations } from 'next-intl/server';
import { HashDialog } from '@/components/ui/hash-dialog';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';
import { localizedPath, paths } from '@/lib/paths';
import type { CriterionResult } from '../score';
import { explainMatch } from './match-service';
import styles from '../components/matching.module.css';
import { formatAmount } from '@/lib/format';

/**
 * "Why this match" on an offer page, for a signed-in candidate with preferences: the percentage,
 * and in a dialog each criterion with its mark (met, in part, not), the numbers it was judged on and
 * the points it earned of its share; the points add up to the percentage (one computation, `scoreOffer`).
 */
export async function MatchExplanation({ offerId, locale }: { offerId: number; locale: Locale }) {
  const { caller, db } = await getPageContext();
  if (caller.kind !== 'candidate') return null;
  const match = await explainMatch(db, caller, offerId, locale);
  if (!match) return null;
  const [t, options, format] = await Promise.all([
    getTranslations({ locale, namespace: 'matched' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
    getFormatter({ locale }),
  ]);
  const money = (n: number) => formatAmount(Math.round(n), locale);
  const line = (c: CriterionResult): string => {
    switch (c.criterion) {
      case 'categories':
        return t(c.met ? 'criteria.categoriesMet' : 'criteria.categoriesUnmet');
      case 'skills':
        return t('criteria.skills', { covered: c.covered, required: c.required });
      case 'salary':
        return c.offerTo === null
          ? t('criteria.salaryUndisclosed', { expected: money(c.expected), currency: c.currency })
          : t('criteria.salary', {
              from: money(c.offerFrom ?? c.offerTo),
              to: money(c.offerTo),
              expected: money(c.expected),
              currency: c.currency,
            });
      case 'workplace':
        return t('criteria.workplace', { mode: options(`workplaceType.${c.offer}`) });
      case 'seniority':
        return t('criteria.seniority', { level: options(`seniority.${c.offer}`) });
      case 'cities':
        return c.remote
          ? t('criteria.citiesRemote')
          : c.distanceKm === null
            ? t('criteria.citiesUnknown')
            : t('criteria.cities', { km: format.number(c.distanceKm), city: c.nearestCity ?? '' });
      case 'languages':
        return t('criteria.languages', { covered: c.covered, required: c.required });
    }
  };
  // Three marks, not two: a criterion met in part earns part of its points.
  const credit = (c: { score: number }) => (c.score >= 1 ? 'full' : c.score <= 0 ? 'none' : 'partial');
  const MARK = { full: '✓', partial: '◐', none: '✗' } as const;
  const percent = match.percent ?? 0;
  return (
    <>
      <a href="#match" className={styles.matchLink} data-testid="match-link">
        <strong>{t('badge', { percent })}</strong> · {t('why')}
      </a>
      <HashDialog hash="match" title={t('dialogTitle')} closeHref="#offer-title" closeLabel={t('close')} drawerOnMobile>
        <p data-testid="match-summary">{match.excluded ? t('excluded') : t('summary', { percent })}</p>
        <p className={styles.howCounted}>{t('howCounted')}</p>
        <ul className={styles.criteria}>
          {match.criteria.map((c) => (
            <li
              key={c.criterion}
              data-met={c.met}
              data-credit={credit(c)}
              data-points={c.points}
              data-testid={`match-${c.criterion}`}
            >
              <span className={styles.mark} role="img" aria-label={t(`credit.${credit(c)}`)}>
                {MARK[credit(c)]}
              </span>
              <span>
                {line(c)}
                {c.mandatory ? <em className={styles.required}> · {t('required')}</em> : null}
                {c.criterion === 'skills' && c.skills.length ? (
                  <ul className={styles.skillRows}>
                    {c.skills.map((s) => (
                      <li key={s.name} data-met={s.met}>
                        {s.met ? '✓' : '✗'}{' '}
                        {t('skillRow', {
                          name: s.name,
                          required: s.requiredLevel,
                          own: s.candidateLevel === null ? t('none') : String(s.candidateLevel),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </span>
              <span className={styles.points} data-testid="match-points">
                {t('points', { points: c.points, max: c.maxPoints })}
              </span>
            </li>
          ))}
          <li className={styles.total} data-testid="match-total">
            <span>{t('total')}</span>
            <span className={styles.points}>{t('points', { points: percent, max: 100 })}</span>
          </li>
        </ul>
        <p>
          <a href={localizedPath(locale, paths.preferences())}>{t('editPreferences')}</a>
        </p>
      </HashDialog>
    </>
  );
}
