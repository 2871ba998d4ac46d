import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { editableDraft } from '@/features/offer-form/server/draft-content';
import { draftOfCompany } from '@/features/offer-form/server/drafts';
import { loadFormPage } from '@/features/offer-form/server/form-page';
import { OfferFormPage, RenewalFormPage } from '@/features/offer-form/server/offer-form-page';
import { loadRenewal } from '@/features/offer-form/server/renewal';
import { fromServerShape } from '@/features/offer-form/server-shape';
import { STEP_KEYS, stepOf, validSteps } from '@/features/offer-form/steps';
import { AppError } from '@/lib/http/errors';
import { rowIdOf } from '@/lib/http/row-id';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<{ token?: string | string[]; step?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'offerFormUi' });
  return { title: t('titles.create'), robots: { index: false, follow: false } };
}

/**
 * A draft resumed (from the panel or its link) at the step it was left, or at `?step`. An extension, and a
 * re-publication unless a step is asked for, open as one short summary with payment or a code.
 */
export default async function DraftPage({ params, searchParams }: Props) {
  const { locale, id: rawId } = await params;
  setRequestLocale(locale);
  const id = rowIdOf(rawId);
  if (id === null) return notFoundPage();
  const query = await searchParams;
  const token = typeof query.token === 'string' && query.token.length <= 200 ? query.token : null;
  const askedStep = stepOf(query.step);
  const ctx = await requireEmployerPage(locale, paths.employerDraft(id));
  const draftRow = await draftOfCompany(ctx.db, ctx.employer, id).catch((error) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!draftRow) return notFoundPage();
  const shape = await editableDraft(ctx.db, draftRow);
  const data = await loadFormPage(ctx.tenant.id, ctx.employer, locale, draftRow.planKey);
  const values = fromServerShape(shape, { categories: data.categories, mode: shape.mode, state: shape.state });
  const draft = { id: draftRow.id, slug: draftRow.slug, token };
  if (shape.mode === 'extend' || (shape.mode === 'refresh' && !askedStep)) {
    const view = await loadRenewal(ctx.db, draftRow);
    if (view) {
      // A re-publication publishes the draft's content: one that no longer passes the rules is fixed first.
      const valid = new Set<string>(
        view.mode === 'refresh' ? validSteps(values, { categories: data.categories, limits: data.limits }) : STEP_KEYS,
      );
      const fixStep = STEP_KEYS.find((key) => !valid.has(key)) ?? null;
      return <RenewalFormPage locale={locale} data={data} view={view} draft={draft} fixStep={fixStep} />;
    }
  }
  const step = askedStep ?? (shape as { formStep?: string }).formStep;
  return (
    <OfferFormPage
      locale={locale}
      headers={ctx.headers}
      data={data}
      mode={shape.mode}
      values={values}
      initialStep={step || undefined}
      draft={draft}
    />
  );
}
