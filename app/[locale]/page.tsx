import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { resolveTenant } from '@/features/tenants/server/tenant-service';
import styles from './home.module.css';

export default async function HomePage({ params }: { params: Promise<{ locale: 'pl' | 'en' }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tenant = await resolveTenant((await headers()).get('host'));
  const t = await getTranslations({ locale, namespace: 'home' });
  const { brand } = tenant.config;
  return (
    <section className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{t('heroTitle', { domain: brand.domain[locale] })}</h1>
        <p className={styles.tagline}>{brand.tagline[locale]}</p>
      </div>
    </section>
  );
}
