'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { SaveBar, useSchemaForm } from '@/features/employer-company/components/form-bits';
import { previewHtml } from '@/features/offer-form/components/preview-html';
import { fieldMessages } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { useSlugState } from '../api/get-slug-status';
import { saveBrandStory } from '../api/save-brand-story';
import { galleryField, STORY_IMAGE_MAX_BYTES, STORY_IMAGE_NAME, STORY_LIMITS, type BrandStoryType } from '../constants';
import type { BrandStoryEditorView } from '../schemas';
import { brandStoryInputSchema, type BrandStoryFormValues, type BrandStoryInput } from '../story-schema';
import styles from './editor.module.css';
import { StoryArticle } from './story-article';
import { StoryBasicsCard } from './story-basics-card';
import { StoryBodyCard, StoryTechnologiesCard } from './story-content-cards';
import { focusField } from './focus-field';
import { GalleryField, ImageField } from './story-image-fields';

type Values = Required<BrandStoryFormValues>;
type ImageSlot = 'logo' | 'cover' | 'gallery';

const PAGE_ORDER = ['name', 'type', 'slug', 'shortDescription', 'gallery', 'body', 'technologies', 'status'] as const;

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

const GALLERY_FIELDS = Array.from({ length: STORY_LIMITS.galleryMax }, (_, i) => galleryField(i));

/** A blob URL for a chosen file while it is chosen. */
function useObjectUrls(files: (File | null)[]) {
  const urls = useMemo(() => files.map((f) => (f ? URL.createObjectURL(f) : null)), [files]);
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * The brand story editor: basics, logo, cover and gallery, the rich body (tiptap, lazy), technologies from
 * the skills dictionary and visibility, with a preview that renders the public page's own component. The
 * fields are checked with the route's own schema as they are left (react-hook-form); nothing is sent while
 * one is invalid, and the server's refusals (a taken address, an image's bytes) land on their fields.
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
  const { control, status, errorOf, save, reset, clearErrors } = useSchemaForm(
    brandStoryInputSchema,
    valuesOf(initial, company),
  );
  // react-hook-form moves to the first invalid field in the order fields were registered: the page's order.
  for (const name of PAGE_ORDER) control.register(name);
  const values = useWatch({ control }) as Values;
  const { field: gallery } = useController({ control, name: 'gallery' });
  const { field: visibility } = useController({ control, name: 'status' });
  // What react-hook-form focuses when the gallery is the first invalid field (it is not a plain input).
  const { ref: galleryRef } = gallery;
  useEffect(() => galleryRef({ focus: () => focusField('gallery') }), [galleryRef]);

  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [pickErrors, setPickErrors] = useState<Partial<Record<ImageSlot, string>>>({});
  const [logoUrl, coverUrl, ...photoUrls] = useObjectUrls(
    useMemo(() => [logo, cover, ...photos], [logo, cover, photos]),
  );

  // Whose the typed address is, asked once typing pauses (the save checks again).
  const shownSlugState = useSlugState(values.slug, story?.slug);

  function pickImage(file: File | undefined, slot: ImageSlot, accept: (f: File) => void) {
    setPickErrors((e) => ({ ...e, [slot]: '' }));
    // The server's word on this slot goes with the file it was about (gallery photos answer as gallery0…).
    clearErrors((slot === 'gallery' ? [slot, ...GALLERY_FIELDS] : slot) as never);
    if (!file) return;
    // Friendly checks first (the spec's messages); the server decides by the bytes.
    const refuse = (key: 'imageType' | 'imageCorrupted' | 'imageTooLarge') =>
      setPickErrors((e) => ({ ...e, [slot]: t(`validation.${key}`) }));
    if (!STORY_IMAGE_NAME.test(file.name)) return refuse('imageType');
    if (file.size === 0) return refuse('imageCorrupted');
    if (file.size > STORY_IMAGE_MAX_BYTES) return refuse('imageTooLarge');
    accept(file);
  }

  const galleryError =
    pickErrors.gallery || errorOf('gallery') || GALLERY_FIELDS.map((name) => errorOf(name)).find(Boolean) || '';

  /** Sends the valid values with the chosen images; a refusal opens the edit tab on its first field. */
  async function send(input: BrandStoryInput) {
    const answer = await saveBrandStory(story?.slug ?? input.slug, input, { logo, cover, photos });
    const first = answer.ok ? undefined : Object.keys(fieldMessages(answer.error))[0];
    if (first) {
      setTab('edit');
      focusField(first);
    }
    return answer;
  }

  function onSaved(next: BrandStoryEditorView) {
    setStory(next);
    reset(valuesOf(next, company));
    setLogo(null);
    setCover(null);
    setPhotos([]);
    setPickErrors({});
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
        onSubmit={save(send, onSaved)}
      >
        <StoryBasicsCard
          control={control}
          errorOf={errorOf}
          types={types}
          storyBase={storyBase}
          slugState={shownSlugState}
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
              error={pickErrors.logo || errorOf('logo')}
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
              error={pickErrors.cover || errorOf('cover')}
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
            onRemoveKept={(url) => gallery.onChange(values.gallery.filter((u) => u !== url))}
            onRemovePhoto={(file) => setPhotos((p) => p.filter((f) => f !== file))}
            onAdd={(files) => {
              const accepted: File[] = [];
              for (const f of files) pickImage(f, 'gallery', (ok) => accepted.push(ok));
              if (accepted.length) setPhotos((p) => [...p, ...accepted]);
            }}
          />
        </section>

        <StoryBodyCard control={control} errorOf={errorOf} />
        <StoryTechnologiesCard control={control} errorOf={errorOf} />

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
                  checked={visibility.value === s}
                  onChange={() => visibility.onChange(s)}
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
