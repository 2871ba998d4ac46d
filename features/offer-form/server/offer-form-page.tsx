import 'server-only';
import { NextIntlClientProvider } from 'next-intl';
import type { AbstractIntlMessages } from 'next-intl';
import { publicOrigin } from '@/lib/http/origin';
import { getPageContext } from '@/lib/page-context';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import type { DraftRef } from '../api/form-api';
import { OfferForm } from '../components/offer-form';
import { RenewalSummary } from '../components/renewal-summary';
import type { RenewalView } from '../renewal';
import type { OfferFormMode } from '../options';
import type { OfferFormValues } from '../schema';
import type { FormPageData } from './form-page';

/** The client form with only the messages it needs (the form's namespaces, the map's and the assistant's). */
export async function OfferFormPage({
  locale,
  headers,
  data,
  mode,
  values,
  initialStep,
  draft,
  offerSlug,
}: {
  locale: Locale;
  headers: Headers;
  data: FormPageData;
  mode: OfferFormMode;
  values: OfferFormValues;
  initialStep?: string;
  draft: DraftRef | null;
  offerSlug?: string | null;
}) {
  const { tenant } = await getPageContext();
  const assistantOn = tenant.config.flags.enableAssistant && tenant.config.assistant.enabled;
  return (
    <NextIntlClientProvider locale={locale} messages={data.messages as AbstractIntlMessages}>
      <OfferForm
        mode={mode}
        initialValues={values}
        initialStep={initialStep}
        draft={draft}
        offerSlug={offerSlug}
        planKey={data.planKey}
        categories={data.categories}
        limits={data.limits}
        options={data.options}
        exitHref={localizedPath(locale, paths.employerOffers())}
        draftHrefBase={localizedPath(locale, paths.employerDrafts())}
        origin={publicOrigin(headers)}
        termsHref={localizedPath(locale, paths.terms())}
        assistant={
          assistantOn ? { welcome: tenant.config.assistant.welcomeMessage[locale], productName: tenant.slug } : null
        }
      />
    </NextIntlClientProvider>
  );
}

/**
 * An extension or a re-publication as one short screen (the offer, its plan, price and new end date, payment
 * or a code), with only the messages it needs. `fixStep`: the step of a re-publication whose content no
 * longer passes the form's rules.
 */
export function RenewalFormPage({
  locale,
  data,
  view,
  draft,
  fixStep,
}: {
  locale: Locale;
  data: FormPageData;
  view: RenewalView;
  draft: DraftRef;
  fixStep: string | null;
}) {
  const { options } = data;
  const draftHref = (step: string) => localizedPath(locale, paths.employerDraft(draft.id, step));
  return (
    <NextIntlClientProvider locale={locale} messages={data.messages as AbstractIntlMessages}>
      <RenewalSummary
        view={view}
        draft={draft}
        planKey={data.planKey}
        payment={{
          planName: options.planName,
          planPrice: options.planPrice,
          planGrossPrice: options.planGrossPrice,
          invoice: options.invoice,
          invoiceOnFile: options.invoiceOnFile,
        }}
        termsHref={localizedPath(locale, paths.terms())}
        listHref={localizedPath(locale, paths.employerOffers())}
        offerHref={localizedPath(locale, paths.jobOffer(view.offer.slug))}
        editHref={view.mode === 'refresh' ? draftHref('summary') : null}
        fixHref={fixStep ? draftHref(fixStep) : null}
      />
    </NextIntlClientProvider>
  );
}
