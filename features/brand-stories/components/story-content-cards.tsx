'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useController, type Control } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { STORY_LIMITS } from '../constants';
import type { BrandStoryFormValues, BrandStoryInput } from '../story-schema';
import styles from './editor.module.css';
import { focusField } from './focus-field';
import { TechnologiesPicker } from './technologies-picker';

const StoryBodyEditor = dynamic(() => import('./story-body-editor'), {
  ssr: false,
  loading: () => <div className={styles.editorBox} aria-busy="true" />,
});

interface CardProps {
  control: Control<BrandStoryFormValues, unknown, BrandStoryInput>;
  /** A field's message in the page's language (the editor's `useSchemaForm`). */
  errorOf: (name: string) => string | undefined;
}

/** The story's rich body (tiptap, loaded only here), bound to the editor's form. */
export function StoryBodyCard({ control, errorOf }: CardProps) {
  const t = useTranslations('employerBrandStories');
  const { field } = useController({ control, name: 'body' });
  // What react-hook-form focuses when the body is the first invalid field (it is not a plain input).
  const { ref } = field;
  useEffect(() => ref({ focus: () => focusField('body') }), [ref]);
  const error = errorOf('body');
  return (
    <section className={styles.card} aria-labelledby="story-body-label">
      <h2 id="story-body-label" className={styles.cardTitle}>
        {t('sections.body')}
      </h2>
      <p id="story-body-hint" className={form.hint}>
        {t('fields.bodyHint')}
      </p>
      <StoryBodyEditor
        value={field.value ?? ''}
        onChange={field.onChange}
        labelId="story-body-label"
        describedBy={`story-body-hint${error ? ' story-body-error' : ''}`}
        invalid={Boolean(error)}
      />
      {error ? (
        <p id="story-body-error" className={form.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The story's technologies from the skills dictionary, bound to the editor's form. */
export function StoryTechnologiesCard({ control, errorOf }: CardProps) {
  const t = useTranslations('employerBrandStories');
  const { field } = useController({ control, name: 'technologies' });
  const { ref } = field;
  useEffect(() => ref({ focus: () => focusField('technologies') }), [ref]);
  const error = errorOf('technologies');
  return (
    <section className={styles.card} aria-labelledby="story-technologies-title">
      <h2 id="story-technologies-title" className={styles.cardTitle}>
        {t('sections.technologies')}
      </h2>
      <p id="story-technologies-hint" className={form.hint}>
        {t('fields.technologiesHint', { max: STORY_LIMITS.technologiesMax })}
      </p>
      <TechnologiesPicker
        id="story-technologies"
        chosen={field.value ?? []}
        max={STORY_LIMITS.technologiesMax}
        onChange={field.onChange}
        describedBy={`story-technologies-hint${error ? ' story-technologies-error' : ''}`}
        invalid={Boolean(error)}
      />
      {error ? (
        <p id="story-technologies-error" className={form.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
