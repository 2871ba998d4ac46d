import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { EmployerChatLoader } from '@/features/chat/components/employer-chat-loader';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';
import styles from './page.module.css';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'chat.panel' });
  return { title: t('title'), robots: { index: false } };
}

export default async function EmployerChatPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer } = await requireEmployerPage(locale, paths.employerChat());
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'chat.panel' }),
    getMessages({ locale }),
  ]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* The panel's frame hands its client parts only its own texts: the conversation needs the chat's. */}
      <NextIntlClientProvider messages={{ chat: messages.chat }}>
        <EmployerChatLoader userId={employer.userId} />
      </NextIntlClientProvider>
    </div>
  );
}
