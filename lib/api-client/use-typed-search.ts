'use client';

import { useEffect, useState } from 'react';

/**
 * What a search box asks for: the typed text, trimmed, once typing has paused `delayMs`. `isCurrent` says
 * whether an answer for `search` may still be shown for what is typed now: it may while the same word is
 * typed on (or back), never for another word (after a pick, the next word starts from nothing).
 */
export function useTypedSearch(typed: string, delayMs: number): { search: string; isCurrent: boolean } {
  const [search, setSearch] = useState('');
  const term = typed.trim();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term), delayMs);
    return () => clearTimeout(timer);
  }, [term, delayMs]);
  const [now, then] = [term.toLocaleLowerCase(), search.toLocaleLowerCase()];
  const isCurrent = now.length > 0 && then.length > 0 && (now.startsWith(then) || then.startsWith(now));
  return { search, isCurrent };
}
