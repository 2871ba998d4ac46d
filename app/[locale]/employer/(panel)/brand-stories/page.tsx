import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { BrandStoryEditor } from '@/features/brand-stories/components/brand-story-editor';
import { BRAND_STORY_TYPE_VALUES } from '@/features/brand-stories/schemas';
import { STORY_EDIT_RIGHT, storyEditorPage } from '@/features/brand-stories/server/brand-story-editor';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { validationMessages } from '@/lib/validation/client-messages';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerBrandStories.meta' });
  return { title: t('title'), robots: { index: false } };
}

/** The company's brand story: the editor with its preview (owners and admins). */
export default async function EmployerBrandStoriesPage({ params }: Props) {
  const { locale } = await params;
  const { employer, db, tenant } = await requireEmployerPage(locale, paths.employerBrandStories(), STORY_EDIT_RIGHT);
  setRequestLocale(locale);
  const [{ story, company }, messages] = await Promise.all([
    storyEditorPage(db, tenant, employer),
    getMessages({ locale }),
  ]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        employerBrandStories: messages.employerBrandStories,
        employerCompany: messages.employerCompany,
        brands: messages.brands,
        ...validationMessages(messages),
      }}
    >
      <BrandStoryEditor
        initial={story}
        company={company}
        types={BRAND_STORY_TYPE_VALUES}
        storyBase={localizedPath(locale, paths.story(''))}
      />
    </NextIntlClientProvider>
  );
}
