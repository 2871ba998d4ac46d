import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import type { Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { formatAmount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { CriterionResult } from '../score';
import type { MatchView } from '../match-view-schema';
import { explainMatch } from './match-service';

/** Both languages' texts: a route handler has no page's request config to read them from. */
const MESSAGES = { pl, en } as const;

/**
 * "Why this match" for a signed-in candidate with preferences, as the offer page's island shows it (decision
 * 0073): the percentage and each criterion with its mark (met, in part, not), the numbers it was judged on and
 * the points it earned of its share, in the page's language; the points add up to the percentage (one
 * computation, `scoreOffer`). Null when there is nothing to explain.
 */
export async function loadMatchView(
  db: Db,
  caller: Caller,
  offerId: number,
  locale: Locale,
): Promise<MatchView | null> {
  if (caller.kind !== 'candidate') return null;
  const match = await explainMatch(db, caller, offerId, locale);
  if (!match) return null;
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'matched' });
  const options = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'offerOptions' });
  const km = new Intl.NumberFormat(locale);
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
            : t('criteria.cities', { km: km.format(c.distanceKm), city: c.nearestCity ?? '' });
      case 'languages':
        return t('criteria.languages', { covered: c.covered, required: c.required });
    }
  };
  // Three marks, not two: a criterion met in part earns part of its points.
  const credit = (c: { score: number }) => (c.score >= 1 ? 'full' : c.score <= 0 ? 'none' : 'partial');
  const percent = match.percent ?? 0;
  return {
    percent,
    badge: t('badge', { percent }),
    summary: match.excluded ? t('excluded') : t('summary', { percent }),
    criteria: match.criteria.map((c) => ({
      criterion: c.criterion,
      met: c.met,
      credit: credit(c),
      points: c.points,
      line: line(c),
      mandatory: Boolean(c.mandatory),
      pointsLabel: t('points', { points: c.points, max: c.maxPoints }),
      skills:
        c.criterion === 'skills'
          ? c.skills.map((s) => ({
              met: s.met,
              line: t('skillRow', {
                name: s.name,
                required: s.requiredLevel,
                own: s.candidateLevel === null ? t('none') : String(s.candidateLevel),
              }),
            }))
          : [],
    })),
    totalLabel: t('points', { points: percent, max: 100 }),
  };
}
