import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Locale } from '@/lib/i18n/locales';
import type { PopupsHostProps } from '../components/popups-host';

/** What the popups host needs from the board and the request, translated on the server. */
export async function getPopupsProps(
  tenant: Tenant,
  locale: Locale,
  isHorizontal: boolean,
): Promise<Omit<PopupsHostProps, 'enableHorizontal'>> {
  const t = await getTranslations({ locale, namespace: 'popups' });
  const { flags } = tenant.config;
  return {
    surveyEnabled: flags.enableSurveyPopup,
    horizontalPopupEnabled: flags.enableHorizontalPopup && flags.enableHorizontalThemeToggle,
    isHorizontal,
    text: {
      survey: {
        title: t('surveyTitle'),
        text: t('surveyText'),
        cta: t('surveyCta'),
        close: t('close'),
        opensInNewTab: t('opensInNewTab'),
      },
      horizontal: {
        title: t('horizontalTitle'),
        text: t('horizontalText'),
        tryIt: t('horizontalTry'),
        later: t('horizontalLater'),
        close: t('close'),
      },
    },
  };
}
