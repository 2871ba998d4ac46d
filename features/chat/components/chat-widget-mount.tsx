'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';

/** Below the medium breakpoint the chat is not shown (spec), and nothing of it is downloaded. */
const MEDIUM_UP = '(min-width: 900px)';

/**
 * Loads the chat widget (and the SignalR client with it) only for a signed-in candidate on a wide screen,
 * after the page is idle, and never on the terms page; the first load of every page stays as it was.
 */
export function ChatWidgetMount({ maintenance }: { maintenance: boolean }) {
  const pathname = usePathname();
  const [Widget, setWidget] = useState<ComponentType<{ maintenance: boolean }> | null>(null);
  const [wide, setWide] = useState(false);
  const onTerms = /^(\/en)?\/(terms-and-privacy-policies|terms)(\/|$)/.test(pathname ?? '');

  useEffect(() => {
    const query = window.matchMedia(MEDIUM_UP);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!wide || Widget) return;
    return whenIdle(() => void import('./chat-widget').then((m) => setWidget(() => m.default)), 1500);
  }, [wide, Widget]);

  if (!Widget || !wide || onTerms) return null;
  return <Widget maintenance={maintenance} />;
}
