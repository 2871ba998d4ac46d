'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { Field } from '@/features/employer-company/components/form-bits';
import type { SlugState } from '../api/get-slug-status';
import { STORY_LIMITS, type BrandStoryType } from '../constants';
import type { BrandStoryFormValues, BrandStoryInput } from '../story-schema';
import styles from './editor.module.css';

type StoryControl = Control<BrandStoryFormValues, unknown, BrandStoryInput>;

/**
 * The story's name, type, address (with whose it is, asked as the employer types) and short description,
 * bound to the editor's form: each is checked with the route's schema as it is left.
 */
export function StoryBasicsCard({
  control,
  errorOf,
  types,
  storyBase,
  slugState,
}: {
  control: StoryControl;
  /** A field's message in the page's language (the editor's `useSchemaForm`). */
  errorOf: (name: string) => string | undefined;
  types: readonly BrandStoryType[];
  /** The public address without the slug (`/story/` or `/en/story/`). */
  storyBase: string;
  slugState: SlugState;
}) {
  const t = useTranslations('employerBrandStories');
  const { field: name } = useController({ control, name: 'name' });
  const { field: type } = useController({ control, name: 'type' });
  const { field: slug } = useController({ control, name: 'slug' });
  const { field: short } = useController({ control, name: 'shortDescription' });
  const shortText = short.value ?? '';
  return (
    <section className={styles.card} aria-labelledby="story-basics">
      <h2 id="story-basics" className={styles.cardTitle}>
        {t('sections.basics')}
      </h2>
      <div className={styles.pair}>
        <Field id="story-name" label={t('fields.name')} error={errorOf('name')} required>
          {(aria) => (
            <input
              {...aria}
              ref={name.ref}
              name={name.name}
              className={form.input}
              maxLength={STORY_LIMITS.nameMax}
              value={name.value}
              onChange={name.onChange}
              onBlur={name.onBlur}
            />
          )}
        </Field>
        <Field id="story-type" label={t('fields.type')} error={errorOf('type')} required>
          {(aria) => (
            <select
              {...aria}
              ref={type.ref}
              name={type.name}
              className={form.select}
              value={type.value}
              onChange={type.onChange}
              onBlur={type.onBlur}
            >
              {types.map((option) => (
                <option key={option} value={option}>
                  {t(`type.${option}`)}
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
            {t('fields.slugHint', { url: `${storyBase}${slug.value || '…'}` })}
            {slugState ? (
              <span className={styles.slugState} data-state={slugState} role="status">
                {' '}
                {t(`slugState.${slugState}`)}
              </span>
            ) : null}
          </>
        }
        error={errorOf('slug')}
        required
      >
        {(aria) => (
          <input
            {...aria}
            ref={slug.ref}
            name={slug.name}
            className={form.input}
            maxLength={STORY_LIMITS.slugMax}
            autoCapitalize="none"
            spellCheck={false}
            value={slug.value}
            onChange={(e) => slug.onChange(e.target.value.toLowerCase().replace(/\s+/g, '-'))}
            onBlur={slug.onBlur}
          />
        )}
      </Field>
      <Field
        id="story-shortDescription"
        label={t('fields.shortDescription')}
        hint={t('fields.shortDescriptionHint', {
          count: shortText.length,
          max: STORY_LIMITS.shortDescriptionMax,
        })}
        error={errorOf('shortDescription')}
        required
      >
        {(aria) => (
          <textarea
            {...aria}
            ref={short.ref}
            name={short.name}
            className={`${form.textarea} ${styles.short}`}
            maxLength={STORY_LIMITS.shortDescriptionMax}
            value={shortText}
            onChange={short.onChange}
            onBlur={short.onBlur}
          />
        )}
      </Field>
    </section>
  );
}
