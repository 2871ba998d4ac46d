'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import { Field } from '@/features/employer-company/components/form-bits';
import type { SlugState } from '../api/get-slug-status';
import { STORY_LIMITS, type BrandStoryType } from '../constants';
import styles from './editor.module.css';

export interface StoryValues {
  name: string;
  slug: string;
  type: BrandStoryType;
  shortDescription: string;
  body: string;
  technologies: string[];
  gallery: string[];
  status: 'draft' | 'published';
}

/** The story's name, type, address (with whose it is, asked as the employer types) and short description. */
export function StoryBasicsCard({
  values,
  errors,
  types,
  storyBase,
  slugState,
  onChange: set,
}: {
  values: StoryValues;
  errors: Record<string, string>;
  types: readonly BrandStoryType[];
  /** The public address without the slug (`/story/` or `/en/story/`). */
  storyBase: string;
  slugState: SlugState;
  onChange: <K extends keyof StoryValues>(key: K, value: StoryValues[K]) => void;
}) {
  const t = useTranslations('employerBrandStories');
  return (
    <section className={styles.card} aria-labelledby="story-basics">
      <h2 id="story-basics" className={styles.cardTitle}>
        {t('sections.basics')}
      </h2>
      <div className={styles.pair}>
        <Field id="story-name" label={t('fields.name')} error={errors.name} required>
          {(aria) => (
            <input
              {...aria}
              className={form.input}
              maxLength={STORY_LIMITS.nameMax}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field id="story-type" label={t('fields.type')} error={errors.type} required>
          {(aria) => (
            <select
              {...aria}
              className={form.select}
              value={values.type}
              onChange={(e) => set('type', e.target.value as BrandStoryType)}
            >
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id="story-slug"
        label={t('fields.slug')}
        hint={
          <>
            {t('fields.slugHint', { url: `${storyBase}${values.slug || '…'}` })}
            {slugState ? (
              <span className={styles.slugState} data-state={slugState} role="status">
                {' '}
                {t(`slugState.${slugState}`)}
              </span>
            ) : null}
          </>
        }
        error={errors.slug}
        required
      >
        {(aria) => (
          <input
            {...aria}
            className={form.input}
            maxLength={STORY_LIMITS.slugMax}
            autoCapitalize="none"
            spellCheck={false}
            value={values.slug}
            onChange={(e) => set('slug', e.target.value.toLowerCase().replace(/\s+/g, '-'))}
          />
        )}
      </Field>
      <Field
        id="story-shortDescription"
        label={t('fields.shortDescription')}
        hint={t('fields.shortDescriptionHint', {
          count: values.shortDescription.length,
          max: STORY_LIMITS.shortDescriptionMax,
        })}
        error={errors.shortDescription}
        required
      >
        {(aria) => (
          <textarea
            {...aria}
            className={`${form.textarea} ${styles.short}`}
            maxLength={STORY_LIMITS.shortDescriptionMax}
            value={values.shortDescription}
            onChange={(e) => set('shortDescription', e.target.value)}
          />
        )}
      </Field>
    </section>
  );
}
