import { getTranslations } from 'next-intl/server';
import { localized } from '@/features/employer-accounts/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { OnboardingItem } from '../onboarding';
import styles from './onboarding-checklist.module.css';

/** The first steps of a new company, each ticked from its data and linking to the page that completes it. */
export async function OnboardingChecklist({ locale, items }: { locale: Locale; items: OnboardingItem[] }) {
  const t = await getTranslations({ locale, namespace: 'employerPanel.home.onboarding' });
  const done = items.filter((i) => i.done).length;
  return (
    <section className={styles.checklist} aria-labelledby="onboarding-title" data-testid="onboarding">
      <div className={styles.head}>
        <h2 id="onboarding-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.progress} data-testid="onboarding-progress">
          {t('progress', { done, total: items.length })}
        </p>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('title')}
        aria-valuemin={0}
        aria-valuemax={items.length}
        aria-valuenow={done}
      >
        <span style={{ width: `${(done / items.length) * 100}%` }} />
      </div>
      <ol className={styles.items}>
        {items.map((item) => (
          <li
            key={item.key}
            className={styles.item}
            data-testid={`onboarding-${item.key}`}
            data-done={item.done ? 'true' : 'false'}
          >
            <span className={styles.mark} aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <div className={styles.text}>
              <a className={styles.link} href={localized(locale, item.href)}>
                {t(`items.${item.key}.title`)}
              </a>
              <span className={styles.body}>{t(`items.${item.key}.body`)}</span>
            </div>
            <span className={item.done ? styles.stateDone : styles.stateTodo}>{item.done ? t('done') : t('todo')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
