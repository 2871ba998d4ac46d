'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SaveResult } from './stepper-types';

/**
 * Saving the draft: on demand, and by itself a few seconds after the last change and at once when the tab is
 * hidden or closed; nothing saves once the employer has left without saving (`discard`).
 */
export function useDraftAutosave<V extends FieldValues>({
  methods,
  onSaveDraft,
  stepKey,
  autosaveMs,
}: {
  methods: UseFormReturn<V>;
  onSaveDraft: (values: V, step: string, how: { auto: boolean }) => Promise<SaveResult>;
  stepKey: string;
  autosaveMs: number;
}) {
  const t = useTranslations('offerFormUi');
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const dirtySinceSave = useRef(false);
  const discarded = useRef(false);

  const save = useCallback(
    async (auto: boolean): Promise<SaveResult> => {
      setSaveState('saving');
      dirtySinceSave.current = false;
      const result = await onSaveDraft(methods.getValues(), stepKey, { auto }).catch((): SaveResult => ({
        ok: false,
        message: t('saveFailed'),
      }));
      setSaveState(result.ok ? 'saved' : 'failed');
      if (!result.ok) dirtySinceSave.current = true;
      return result;
    },
    [methods, onSaveDraft, stepKey, t],
  );

  // Autosave: a few seconds after the last change, and at once when the tab is hidden or closed.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = methods.watch(() => {
      dirtySinceSave.current = true;
      setSaveState('idle');
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!discarded.current) void saveRef.current(true);
      }, autosaveMs);
    });
    const flush = () => {
      if (!dirtySinceSave.current || discarded.current) return;
      clearTimeout(timer);
      void saveRef.current(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [methods, autosaveMs]);

  /** The employer leaves without saving: no save may follow. */
  const discard = useCallback(() => {
    discarded.current = true;
  }, []);

  return { save, saveState, discard };
}
