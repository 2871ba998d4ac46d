'use client';

import { useEffect, useState } from 'react';

/**
 * True from the moment the page's address first matches `matches` (on load, on a hash change or a
 * history step) and true from then on: dialogs that only the URL opens are loaded when it asks for
 * them, not with every page. `matches` must be stable (a module-level function).
 */
export function useUrlTrigger(matches: (location: Location) => boolean): boolean {
  const [isOn, setOn] = useState(false);
  useEffect(() => {
    if (isOn) return;
    const check = () => {
      if (matches(window.location)) setOn(true);
    };
    check();
    window.addEventListener('hashchange', check);
    window.addEventListener('popstate', check);
    return () => {
      window.removeEventListener('hashchange', check);
      window.removeEventListener('popstate', check);
    };
  }, [isOn, matches]);
  return isOn;
}
