import { getTranslations } from 'next-intl/server';
import { OfferListCard, type ListCardView } from '@/features/offers/components/offer-list-card';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import type { BrandStoryType } from '../constants';
import { StoryArticle, type StoryArticleView } from './story-article';
import styles from './story-page.module.css';

/** What the page shows (features/brand-stories/server/story-page.ts reads it). */
export interface StoryPageView {
  story: Omit<StoryArticleView, 'bodyHtml'> & {
    body: string;
    type: BrandStoryType;
    companyName: string;
    size: string;
    websiteUrl: string;
  };
  cards: ListCardView[];
  newLabel: string;
}

/** The public page of a published brand story, with the company's listed offers (spec: /story/{brandStorySlug}). */
export async function BrandStoryPage({ locale, view }: { locale: Locale; view: StoryPageView }) {
  const [t, own] = await Promise.all([
    getTranslations({ locale, namespace: 'brands' }),
    getTranslations({ locale, namespace: 'employerBrandStories.public' }),
  ]);
  const { story, cards, newLabel } = view;
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.crumbs}>
        <a href={localizedPath(locale, paths.brandStories())}>{t('allStories')}</a>
      </p>
      <div className={styles.layout}>
        <StoryArticle
          story={{ ...story, bodyHtml: story.body }}
          text={{
            logoAlt: t('logoAlt', { company: story.companyName }),
            technologies: own('technologies'),
            gallery: own('gallery'),
            photoAlt: (n) => own('photoAlt', { n, company: story.name }),
          }}
          meta={
            <>
              {t(`type.${story.type}`)} · {t('size', { size: story.size })} ·{' '}
              <a href={story.websiteUrl} target="_blank" rel="noopener noreferrer">
                {t('website')}
              </a>
            </>
          }
        />
        <section aria-labelledby="story-offers" className={styles.panel}>
          <h2 id="story-offers" className={styles.sectionTitle}>
            {t('storyOffers', { company: story.name })}
          </h2>
          {cards.length ? (
            <ul className={styles.offers}>
              {cards.map((card) => (
                <li key={card.id}>
                  <OfferListCard offer={card} newLabel={newLabel} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('noOffers', { company: story.name })}</p>
          )}
        </section>
      </div>
    </div>
  );
}
