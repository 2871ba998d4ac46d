'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import form from '@/components/ui/form.module.css';
import { SaveBar, type SaveStatus } from '@/features/employer-company/components/form-bits';
import { previewHtml } from '@/features/offer-form/components/preview-html';
import { fieldMessages } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { useSlugState } from '../api/get-slug-status';
import { saveBrandStory } from '../api/save-brand-story';
import { galleryField, STORY_IMAGE_MAX_BYTES, STORY_IMAGE_NAME, STORY_LIMITS, type BrandStoryType } from '../constants';
import type { BrandStoryEditorView } from '../schemas';
import styles from './editor.module.css';
import { StoryArticle } from './story-article';
import { StoryBasicsCard, type StoryValues as Values } from './story-basics-card';
import { GalleryField, ImageField } from './story-image-fields';
import { TechnologiesPicker } from './technologies-picker';

const StoryBodyEditor = dynamic(() => import('./story-body-editor'), {
  ssr: false,
  loading: () => <div className={styles.editorBox} aria-busy="true" />,
});

const valuesOf = (story: BrandStoryEditorView | null, company: { name: string; slug: string }): Values => ({
  name: story?.name ?? company.name,
  slug: story?.slug ?? company.slug,
  type: story?.type ?? 'software-house',
  shortDescription: story?.shortDescription ?? '',
  body: story?.body ?? '',
  technologies: story?.technologies ?? [],
  gallery: story?.gallery ?? [],
  status: story?.status ?? 'published',
});

/** A blob URL for a chosen file while it is chosen. */
function useObjectUrls(files: (File | null)[]) {
  const urls = useMemo(() => files.map((f) => (f ? URL.createObjectURL(f) : null)), [files]);
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * The brand story editor: basics, logo, cover and gallery, the rich body (tiptap, lazy), technologies from
 * the skills dictionary and visibility, with a preview that renders the public page's own component.
 */
export function BrandStoryEditor({
  initial,
  company,
  types,
  storyBase,
}: {
  initial: BrandStoryEditorView | null;
  company: { name: string; slug: string; size: string };
  types: readonly BrandStoryType[];
  /** The public address without the slug (`/story/` or `/en/story/`). */
  storyBase: string;
}) {
  const t = useTranslations('employerBrandStories');
  const brands = useTranslations('brands');
  const [story, setStory] = useState(initial);
  const [values, setValues] = useState(() => valuesOf(initial, company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [logoUrl, coverUrl, ...photoUrls] = useObjectUrls(
    useMemo(() => [logo, cover, ...photos], [logo, cover, photos]),
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
    setStatus((s) => (s === 'saved' ? 'idle' : s));
  };

  // Whose the typed address is, asked once typing pauses (the save checks again).
  const shownSlugState = useSlugState(values.slug, story?.slug);

  function pickImage(file: File | undefined, field: string, accept: (f: File) => void) {
    setErrors((e) => ({ ...e, [field]: '' }));
    if (!file) return;
    // Friendly checks first (the spec's messages); the server decides by the bytes.
    if (!STORY_IMAGE_NAME.test(file.name)) return setErrors((e) => ({ ...e, [field]: t('validation.imageType') }));
    if (file.size === 0) return setErrors((e) => ({ ...e, [field]: t('validation.imageCorrupted') }));
    if (file.size > STORY_IMAGE_MAX_BYTES) return setErrors((e) => ({ ...e, [field]: t('validation.imageTooLarge') }));
    accept(file);
  }

  const galleryError =
    errors.gallery || Object.entries(errors).find(([k, v]) => k.startsWith('gallery') && v)?.[1] || '';

  async function onSubmit() {
    setStatus('busy');
    const body = new FormData();
    body.set('name', values.name);
    body.set('slug', values.slug.trim().toLowerCase());
    body.set('type', values.type);
    body.set('shortDescription', values.shortDescription);
    body.set('body', values.body);
    body.set('technologies', JSON.stringify(values.technologies));
    body.set('gallery', JSON.stringify(values.gallery));
    body.set('status', values.status);
    if (logo) body.set('logo', logo, logo.name);
    if (cover) body.set('cover', cover, cover.name);
    photos.forEach((p, i) => body.set(galleryField(i), p, p.name));
    const answer = await saveBrandStory(story?.slug ?? values.slug.trim().toLowerCase(), body);
    if (answer.ok) {
      setStory(answer.data);
      setValues(valuesOf(answer.data, company));
      setLogo(null);
      setCover(null);
      setPhotos([]);
      setErrors({});
      setStatus('saved');
      return;
    }
    const fields = fieldMessages(answer.error);
    setErrors(fields);
    setStatus(Object.keys(fields).length ? 'invalid' : 'failed');
    const first = Object.keys(fields)[0];
    if (first) {
      setTab('edit');
      requestAnimationFrame(() => document.getElementById(`story-${first.replace(/\d+$/, '')}`)?.focus());
    }
  }

  const state = story ? story.status : 'none';
  const publicHref = story ? `${storyBase}${encodeURIComponent(story.slug)}` : null;
  const previewStory = {
    name: values.name.trim() || company.name,
    logoUrl: logoUrl ?? story?.logoUrl ?? employerApi.companyLogo(company.slug),
    coverPhotoUrl: coverUrl ?? story?.coverPhotoUrl ?? null,
    shortDescription: values.shortDescription,
    bodyHtml: tab === 'preview' ? previewHtml(values.body) : '',
    technologies: values.technologies,
    gallery: [...values.gallery, ...photoUrls.filter((u): u is string => u !== null)],
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.lead}>{t('page.intro')}</p>
        </div>
        <div className={styles.stateBox}>
          <span className={styles.state} data-state={state} data-testid="story-state">
            {t(`page.state${state === 'none' ? 'None' : state === 'draft' ? 'Draft' : 'Published'}`)}
          </span>
          {story ? <span className={styles.muted}>{t('page.offersCount', { count: story.offersCount })}</span> : null}
          {publicHref && story?.status === 'published' ? (
            <a className={form.linkButton} href={publicHref} target="_blank" rel="noopener">
              {t('page.viewPublic')}
            </a>
          ) : null}
        </div>
      </header>

      <div className={styles.tabs} role="tablist" aria-label={t('page.tabs')}>
        {(['edit', 'preview'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`story-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`story-panel-${key}`}
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {t(`page.${key}`)}
          </button>
        ))}
      </div>

      <form
        id="story-panel-edit"
        role="tabpanel"
        aria-labelledby="story-tab-edit"
        hidden={tab !== 'edit'}
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <StoryBasicsCard
          values={values}
          errors={errors}
          types={types}
          storyBase={storyBase}
          slugState={shownSlugState}
          onChange={set}
        />

        <section className={styles.card} aria-labelledby="story-images">
          <h2 id="story-images" className={styles.cardTitle}>
            {t('sections.images')}
          </h2>
          <div className={styles.imagesRow}>
            <ImageField
              id="story-logo"
              label={t('fields.logo')}
              hint={t('fields.logoHint')}
              error={errors.logo}
              src={logoUrl ?? story?.logoUrl ?? employerApi.companyLogo(company.slug)}
              chosen={logo}
              shape="square"
              onPick={(f) => pickImage(f, 'logo', setLogo)}
              onUndo={() => setLogo(null)}
            />
            <ImageField
              id="story-cover"
              label={t('fields.cover')}
              hint={t('fields.coverHint')}
              error={errors.cover}
              src={coverUrl ?? story?.coverPhotoUrl ?? null}
              chosen={cover}
              shape="wide"
              onPick={(f) => pickImage(f, 'cover', setCover)}
              onUndo={() => setCover(null)}
            />
          </div>
          <GalleryField
            kept={values.gallery}
            photos={photos}
            photoUrls={photoUrls}
            error={galleryError}
            onRemoveKept={(url) =>
              set(
                'gallery',
                values.gallery.filter((u) => u !== url),
              )
            }
            onRemovePhoto={(file) => setPhotos((p) => p.filter((f) => f !== file))}
            onAdd={(files) => {
              const accepted: File[] = [];
              for (const f of files) pickImage(f, 'gallery', (ok) => accepted.push(ok));
              if (accepted.length) setPhotos((p) => [...p, ...accepted]);
            }}
          />
        </section>

        <section className={styles.card} aria-labelledby="story-body-label">
          <h2 id="story-body-label" className={styles.cardTitle}>
            {t('sections.body')}
          </h2>
          <p id="story-body-hint" className={form.hint}>
            {t('fields.bodyHint')}
          </p>
          <StoryBodyEditor
            value={values.body}
            onChange={(html) => set('body', html)}
            labelId="story-body-label"
            describedBy={`story-body-hint${errors.body ? ' story-body-error' : ''}`}
            invalid={Boolean(errors.body)}
          />
          {errors.body ? (
            <p id="story-body-error" className={form.error}>
              {errors.body}
            </p>
          ) : null}
        </section>

        <section className={styles.card} aria-labelledby="story-technologies-title">
          <h2 id="story-technologies-title" className={styles.cardTitle}>
            {t('sections.technologies')}
          </h2>
          <p id="story-technologies-hint" className={form.hint}>
            {t('fields.technologiesHint', { max: STORY_LIMITS.technologiesMax })}
          </p>
          <TechnologiesPicker
            id="story-technologies"
            chosen={values.technologies}
            max={STORY_LIMITS.technologiesMax}
            onChange={(next) => set('technologies', next)}
            describedBy={`story-technologies-hint${errors.technologies ? ' story-technologies-error' : ''}`}
            invalid={Boolean(errors.technologies)}
          />
          {errors.technologies ? (
            <p id="story-technologies-error" className={form.error}>
              {errors.technologies}
            </p>
          ) : null}
        </section>

        <section className={styles.card} aria-labelledby="story-publishing">
          <h2 id="story-publishing" className={styles.cardTitle}>
            {t('sections.publishing')}
          </h2>
          <fieldset className={styles.radios}>
            <legend className="visually-hidden">{t('fields.status')}</legend>
            {(['published', 'draft'] as const).map((s) => (
              <label key={s} className={styles.radio}>
                <input
                  type="radio"
                  name="status"
                  value={s}
                  checked={values.status === s}
                  onChange={() => set('status', s)}
                />
                {t(s === 'published' ? 'fields.statusPublished' : 'fields.statusDraft')}
              </label>
            ))}
          </fieldset>
          <SaveBar status={status} />
        </section>
      </form>

      <div
        id="story-panel-preview"
        role="tabpanel"
        aria-labelledby="story-tab-preview"
        hidden={tab !== 'preview'}
        className={styles.preview}
        data-testid="story-preview"
      >
        <p className={styles.previewNote}>{t('public.previewNote')}</p>
        {tab === 'preview' ? (
          <StoryArticle
            story={previewStory}
            titleId="story-preview-title"
            headingLevel={2}
            meta={`${brands(`type.${values.type}`)} · ${brands('size', { size: company.size })}`}
            text={{
              logoAlt: brands('logoAlt', { company: previewStory.name }),
              technologies: t('public.technologies'),
              gallery: t('public.gallery'),
              photoAlt: (n) => t('public.photoAlt', { n, company: previewStory.name }),
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
