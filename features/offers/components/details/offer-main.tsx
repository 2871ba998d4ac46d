import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SkillIcon } from '@/components/ui/skill-icon';
import { skillIconId } from '@/lib/skill-icons';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { languageName, type InfoTile } from '../../offer-page/offer-page-view';
import details from './details.module.css';
import { LanguageFlag } from './language-flag';
import { ShareIcon } from './mobile-top-bar';
import styles from './offer-page.module.css';
import { SalarySwitch, type SalaryRow } from './salary-switch';

/** The parts of the offer the article's sections show. */
interface Detail {
  id: number;
  title: string;
  companyName: string;
  companyLogoThumbUrl: string;
  workingTime: string;
  experienceLevel: string;
  workplaceType: string;
  employmentTypes: { type: string }[];
  requiredSkills: Skill[];
  niceToHaveSkills: Skill[];
  languages: { code: string; level: string }[];
  remoteInterview: boolean;
  openToHireUkrainians: boolean;
  bannerUrl: string | null;
  body: string;
  videoUrl: string | null;
  brandStorySlug: string | null;
  brandStoryShortDescription: string | null;
  brandStoryCoverPhotoUrl: string | null;
}
interface Skill {
  name: string;
  level: number;
}
interface Place {
  city: string;
  street: string | null;
  latitude: number | string | null;
}

/** The offer's card: logo, title, company, places, date, category, salaries, share and favourite, match. */
export async function OfferHeaderCard(props: {
  locale: Locale;
  detail: Detail;
  isNew: boolean;
  places: Place[];
  publishedOn: string | null;
  category: { label: string } | null;
  salaryRows: SalaryRow[];
  currencies: string[];
  currencyMode: 'dropdown' | 'toggle' | null;
  /** The employer's response badge and the match explanation (other areas' server components). */
  responseBadge: ReactNode;
  matchExplanation: ReactNode;
}) {
  const { detail, places } = props;
  const [t, extra] = await Promise.all([
    getTranslations({ locale: props.locale, namespace: 'offer' }),
    getTranslations({ locale: props.locale, namespace: 'offerExtra' }),
  ]);
  return (
    <header className={styles.card}>
      {/* The logo route always answers (a generated mark when nothing was uploaded); SVG, so no next/image. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className={styles.logo}
        src={detail.companyLogoThumbUrl}
        alt={t('logoAlt', { company: detail.companyName })}
        width={72}
        height={72}
      />
      <div className={styles.cardText}>
        <div className={styles.titleRow}>
          <h1 id="offer-title" className={styles.title}>
            {detail.title}
          </h1>
          {props.isNew ? <span className={styles.badge}>{t('newBadge')}</span> : null}
        </div>
        <p className={styles.company}>{detail.companyName}</p>
        {props.responseBadge}
        {/* A <div>, not a <p>: the places list (<details>, <ul>) cannot be inside a paragraph, and the
            browser's parser would close the <p> before it, a tree React does not hydrate (#418). */}
        <div className={styles.meta}>
          {places.length > 1 ? (
            <details className={styles.places}>
              <summary>
                {places[0]!.city} · {t('locations', { count: places.length })}
              </summary>
              <ul>
                {places.map((p) => (
                  <li key={`${p.city}-${p.street}-${p.latitude}`}>
                    {p.city}
                    {p.street ? `, ${p.street}` : ''}
                  </li>
                ))}
              </ul>
            </details>
          ) : places[0] ? (
            <span>
              {places[0].city}
              {places[0].street ? `, ${places[0].street}` : ''}
            </span>
          ) : null}
          {props.publishedOn ? <span>{t('published', { date: props.publishedOn })}</span> : null}
          {props.category ? <span className={styles.chip}>{props.category.label}</span> : null}
        </div>
        <SalarySwitch
          rows={props.salaryRows}
          currencies={props.currencies}
          mode={props.currencyMode}
          text={{ label: extra('currency'), original: extra('originalCurrency') }}
        />
        <p className={styles.labels}>
          <a className={details.shareButton} href="#share" data-testid="open-share">
            <ShareIcon /> {t('share')}
          </a>
          <FavouriteToggle offerId={detail.id} variant="labelled" />
        </p>
        {/* Outside the <p>: the explanation carries its dialog. */}
        {props.matchExplanation}
      </div>
    </header>
  );
}

/**
 * The offer's facts under its card: with the new sidebar, the first salary and the tiles (phones and tablets: the
 * sidebar sits below the article, so its tiles show here instead); otherwise the summary section.
 */
export async function OfferFacts(props: {
  locale: Locale;
  isNewSidebar: boolean;
  firstPaid: { line: string; type: string } | null;
  infoTiles: InfoTile[];
}) {
  const t = await getTranslations({ locale: props.locale, namespace: 'offer' });
  if (!props.isNewSidebar) {
    const tile = (key: InfoTile['key']) => props.infoTiles.find((x) => x.key === key)!;
    return (
      <section aria-labelledby="summary-title" className={styles.section}>
        <h2 id="summary-title" className={styles.sectionTitle}>
          {t('summary')}
        </h2>
        <dl className={styles.tiles}>
          {(['workingTime', 'experience', 'employmentType', 'workplace'] as const).map((key) => (
            <div key={key}>
              <dt>{tile(key).label}</dt>
              <dd>{tile(key).value}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  return (
    <>
      {props.firstPaid ? (
        <p className={details.salaryStrip} data-testid="salary-strip">
          <strong>{props.firstPaid.line}</strong>
          <span>{props.firstPaid.type}</span>
        </p>
      ) : null}
      <InfoTiles tiles={props.infoTiles} inline />
    </>
  );
}

export function InfoTiles({ tiles, inline = false }: { tiles: InfoTile[]; inline?: boolean }) {
  return (
    <dl className={inline ? `${details.infoTiles} ${details.infoTilesInline}` : details.infoTiles}>
      {tiles.map((tile) => (
        <div key={tile.key} className={details.infoTile}>
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Required and nice-to-have skills with their levels, and the languages when the board shows them. */
export async function OfferSkills({
  locale,
  detail,
  showLanguages,
}: {
  locale: Locale;
  detail: Detail;
  showLanguages: boolean;
}) {
  if (!detail.requiredSkills.length && !detail.niceToHaveSkills.length) return null;
  const t = await getTranslations({ locale, namespace: 'offer' });
  const levelLabel = (level: number) => t('skillLevel', { level });
  return (
    <section aria-labelledby="skills-title" className={styles.section}>
      <h2 id="skills-title" className={styles.sectionTitle}>
        {t('requiredSkills')}
      </h2>
      <SkillList skills={detail.requiredSkills} levelLabel={levelLabel} />
      {detail.niceToHaveSkills.length ? (
        <>
          <h3 className={styles.subTitle}>{t('niceToHave')}</h3>
          <SkillList skills={detail.niceToHaveSkills} levelLabel={levelLabel} />
        </>
      ) : null}
      {showLanguages && detail.languages.length ? (
        <>
          <h3 className={styles.subTitle}>{t('languages')}</h3>
          <ul className={styles.languages}>
            {detail.languages.map((l) => (
              <li key={l.code}>
                <LanguageFlag code={l.code} /> {languageName(l.code, locale)} <strong>{l.level.toUpperCase()}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function SkillList({ skills, levelLabel }: { skills: Skill[]; levelLabel: (level: number) => string }) {
  return (
    <ul className={styles.skills}>
      {skills.map((s) => (
        <li key={s.name}>
          <SkillIcon icon={skillIconId(s.name)} size={18} className={styles.skillIcon} />
          <span>{s.name}</span>
          <span className={styles.level} role="img" aria-label={levelLabel(s.level)}>
            {[1, 2, 3, 4, 5].map((i) => (
              <span key={i} className={i <= s.level ? styles.dotOn : styles.dot} />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The description: labels, the employer's banner, the (sanitised) body and the video link. */
export async function OfferDescription({ locale, detail }: { locale: Locale; detail: Detail }) {
  const t = await getTranslations({ locale, namespace: 'offer' });
  return (
    <section aria-labelledby="description-title" className={styles.section}>
      <h2 id="description-title" className={styles.sectionTitle}>
        {t('description')}
      </h2>
      {detail.remoteInterview || detail.openToHireUkrainians ? (
        <p className={styles.labels}>
          {detail.remoteInterview ? <span className={styles.chip}>{t('remoteInterview')}</span> : null}
          {detail.openToHireUkrainians ? <span className={styles.chip}>{t('ukraineFriendly')}</span> : null}
        </p>
      ) : null}
      {detail.bannerUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- employer-supplied banners of any size and host
        <img className={styles.banner} src={detail.bannerUrl} alt={t('bannerAlt')} loading="lazy" />
      ) : null}
      {/* Offer bodies are sanitised when they are saved. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: detail.body }} />
      {detail.videoUrl ? (
        <p>
          <a href={detail.videoUrl} target="_blank" rel="noopener noreferrer">
            {t('video')} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The promo banner under the description: more offers of the category, or remote ones. */
export async function OfferPromo(props: {
  locale: Locale;
  banner: 'category' | 'remote' | null;
  category: { label: string } | null;
  categoryHref: string;
  remoteHref: string;
}) {
  const extra = await getTranslations({ locale: props.locale, namespace: 'offerExtra' });
  if (props.banner === 'category' && props.category) {
    return (
      <section className={details.promo} aria-labelledby="offer-banner-title" data-testid="offer-banner">
        <div>
          <h2 id="offer-banner-title">{extra('categoryBanner.title', { category: props.category.label })}</h2>
          <p>{extra('categoryBanner.text')}</p>
        </div>
        <a className={details.promoLink} href={props.categoryHref}>
          {extra('categoryBanner.cta')}
        </a>
      </section>
    );
  }
  if (props.banner !== 'remote') return null;
  return (
    <section className={details.promo} aria-labelledby="offer-banner-title" data-testid="offer-banner">
      <div>
        <h2 id="offer-banner-title">{extra('remoteBanner.title')}</h2>
        <p>{extra('remoteBanner.text')}</p>
      </div>
      <a className={details.promoLink} href={props.remoteHref}>
        {extra('remoteBanner.cta')}
      </a>
    </section>
  );
}

/** The company: cover, name and size, the brand story's summary and link, the website. */
export async function OfferCompany({
  locale,
  detail,
  company,
}: {
  locale: Locale;
  detail: Detail;
  company: { name: string; size: string; websiteUrl: string };
}) {
  const t = await getTranslations({ locale, namespace: 'offer' });
  return (
    <section aria-labelledby="company-title" className={styles.section}>
      <h2 id="company-title" className={styles.sectionTitle}>
        {t('company')}
      </h2>
      <div className={`${styles.companyBox} ${details.companyPreview}`}>
        {detail.brandStoryCoverPhotoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- brand-story covers come from storage of any size
          <img className={details.cover} src={detail.brandStoryCoverPhotoUrl} alt="" loading="lazy" />
        ) : null}
        <p>
          <strong>{company.name}</strong> · {t('companySize', { size: company.size })}
        </p>
        {detail.brandStoryShortDescription ? <p>{detail.brandStoryShortDescription}</p> : null}
        <p className={styles.labels}>
          {detail.brandStorySlug ? (
            <a href={localizedPath(locale, paths.story(detail.brandStorySlug))}>{t('seeCompanyProfile')}</a>
          ) : null}
          <a href={company.websiteUrl} target="_blank" rel="noopener noreferrer">
            {t('companyWebsite')} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </a>
        </p>
      </div>
    </section>
  );
}
