'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The shell link an event happened in, if it leads to a page of this site in the same tab. */
function shellLinkOf(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[data-soft-nav]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return null;
  return link;
}

/**
 * Client-side navigation for the shell's plain links (ShellLink), as Next's Link does it: a plain left click
 * navigates in place, a click with a modifier key or another button is left to the browser. The page is
 * prefetched when the pointer or the focus reaches the link. A link in an open menu closes the menu.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = shellLinkOf(event);
      if (!link) return;
      event.preventDefault();
      link.closest('details[open]')?.removeAttribute('open');
      router.push(link.pathname + link.search + link.hash);
    };
    const onIntent = (event: Event) => {
      const link = shellLinkOf(event);
      if (link) router.prefetch(link.pathname + link.search);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
