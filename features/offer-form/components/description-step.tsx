'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { whenIdle } from '@/lib/idle';
import { type OfferFormValues } from '../schema';
import { ErrorText, Section, useFieldError } from './fields';
import type { DescriptionEditorProps } from './description-editor';
import styles from './offer-form.module.css';

/** The editor once its module has loaded: rendered directly, with no loading state. */
let LoadedEditor: ComponentType<DescriptionEditorProps> | null = null;
const loadDescriptionEditor = () =>
  import('./description-editor').then((m) => {
    LoadedEditor = m.default;
    return m;
  });

// tiptap (~100 KiB gz) is never in the form's first load: it is fetched while the employer is on the step
// before the description (when the browser is idle), or when the description step opens first.
// Decision 0036.
const LazyDescriptionEditor = dynamic(loadDescriptionEditor, {
  ssr: false,
  loading: () => <div className={styles.editor} aria-busy="true" />,
});

/**
 * Loads the description editor and builds its editor in idle time, one task each, so opening the
 * description step neither parses tiptap nor builds the editor's schema and plugins.
 */
export function usePreparedDescriptionEditor() {
  useEffect(() => {
    let cancel = whenIdle(() => {
      void loadDescriptionEditor().then((m) => {
        cancel = whenIdle(() => m.prepareDescriptionEditor());
      });
    });
    return () => cancel();
  }, []);
}

export function DescriptionStep() {
  const t = useTranslations('offerFormUi.description');
  const { control, setValue, trigger } = useFormContext<OfferFormValues>();
  const value = useWatch({ control, name: 'jobDescription' });
  const id = useId();
  const error = useFieldError('jobDescription');
  // Chosen once: switching from the lazy wrapper to the loaded module mid-typing would remount the editor.
  const [DescriptionEditor] = useState(() => LoadedEditor ?? LazyDescriptionEditor);
  return (
    <Section testId="step-description">
      <div className={form.field}>
        <span id={`${id}-label`} className={form.label}>
          {t('label')} <span aria-hidden="true">*</span>
        </span>
        <p id={`${id}-hint`} className={form.hint}>
          {t('hint')}
        </p>
        <DescriptionEditor
          value={value}
          labelId={`${id}-label`}
          describedBy={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          invalid={Boolean(error)}
          onChange={(html) =>
            setValue('jobDescription', html, {
              shouldDirty: true,
              shouldValidate: Boolean(error),
            })
          }
          onBlur={() => void trigger('jobDescription')}
        />
        <ErrorText id={`${id}-error`} message={error} />
      </div>
    </Section>
  );
}
