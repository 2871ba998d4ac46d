'use client';

import { useEffect, useState } from 'react';
import { getSuggestions } from '../../api/get-suggestions';
import type { SearchTerm, SearchVariant } from './recent-searches';

/** Spec: suggestions are fetched 300 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGESTION_GROUPS = ['titles', 'companies', 'skills'] as const;
export type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];
export type Suggestions = Record<SuggestionGroup, SearchTerm[]>;

const EMPTY: Suggestions = { titles: [], companies: [], skills: [] };

function toTerms(body: unknown, variant: SearchVariant): SearchTerm[] {
  const items = (body as Record<string, unknown> | null)?.[variant];
  if (!Array.isArray(items)) return [];
  return items
    .map((item: unknown) => {
      const value = item as { title?: unknown; label?: unknown; icon?: unknown };
      const title =
        typeof value?.title === 'string' ? value.title : typeof value?.label === 'string' ? value.label : '';
      return typeof value?.icon === 'string' ? { variant, title, icon: value.icon } : { variant, title };
    })
    .filter((t) => t.title.length > 0);
}

/**
 * Suggestions for what is typed: fetched after a pause once the text reaches the surface's
 * minimum length; a newer fetch aborts the older one; a failed fetch gives none.
 */
export function useSuggestions(text: string, minLength: number): Suggestions {
  const [result, setResult] = useState<{ query: string; suggestions: Suggestions }>({ query: '', suggestions: EMPTY });
  const query = text.trim();
  const enabled = query.length >= minLength;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const body = await getSuggestions(query, controller.signal);
        setResult({
          query,
          suggestions: {
            titles: toTerms(body, 'titles'),
            companies: toTerms(body, 'companies'),
            skills: toTerms(body, 'skills'),
          },
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Spec: a failed suggestion fetch is reported and shows no suggestions.
        console.warn('Suggestions unavailable', error);
        setResult({ query, suggestions: EMPTY });
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);
  return enabled && result.query === query ? result.suggestions : EMPTY;
}
