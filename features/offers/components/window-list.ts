'use client';

import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import type { VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';

type Core = typeof import('@tanstack/react-virtual');
type WindowVirtualizer = Virtualizer<Window, Element>;
type Key = VirtualItem['key'];

// TanStack Virtual is not part of the first load: it is asked for once this module runs, and takes over the
// list's placement as soon as it is there. Until then (and on the server) the list shows its first screen,
// placed from the estimates, in the same elements the virtualizer goes on to place: taking over mounts nothing.
let core: Core | null = null;
let hydrated = false;
const loadCore = () => import('@tanstack/react-virtual').then((module) => (core = module));
// A measurement made while React commits must not flush a render synchronously (measuring is synchronous, so
// one flag serves every list).
let measuring = false;
if (typeof window !== 'undefined') void loadCore().catch(() => undefined);

export interface WindowListOptions {
  count: number;
  /** Estimated item height and the gap between items (px); items are measured once rendered. */
  estimate: number;
  gap: number;
  overscan: number;
  /** Where the list starts in the document (px). */
  scrollMargin: number;
  getItemKey: (index: number) => Key;
  /** How many items the first screen shows before the virtualizer runs. */
  initialCount: number;
  /** The rendered range changed (scrolling, measuring). */
  onChange: (items: readonly { index: number }[]) => void;
}

export interface WindowListItem {
  key: Key;
  index: number;
  /** From the list's top (px). */
  start: number;
}

export interface WindowList {
  items: WindowListItem[];
  totalSize: number;
  /** Put on each item's element once the virtualizer runs, to measure it. */
  measureElement: ((node: Element | null) => void) | undefined;
  /** Null until the virtualizer runs. */
  virtualizer: WindowVirtualizer | null;
}

/**
 * A list virtualised against the window, the way `useWindowVirtualizer` does it, with the virtualizer created
 * once its code has loaded: on the server and in the hydrating render the items are the first `initialCount`,
 * placed from the estimates (what the virtualizer shows before any measurement), so the virtualizer taking over
 * keeps every element and re-renders nothing that did not move. Later lists (client-side navigations) get the
 * virtualizer in their first render.
 */
export function useWindowList(options: WindowListOptions): WindowList {
  const { count, estimate, gap, overscan, scrollMargin, getItemKey, initialCount, onChange } = options;
  const rerender = useReducer((n: number) => n + 1, 0)[1];

  const resolve = (c: Core): VirtualizerOptions<Window, Element> => ({
    count,
    estimateSize: () => estimate,
    gap,
    overscan,
    scrollMargin,
    getItemKey,
    getScrollElement: () => window,
    observeElementRect: c.observeWindowRect,
    observeElementOffset: c.observeWindowOffset,
    scrollToFn: c.windowScroll,
    initialOffset: () => window.scrollY,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    onChange: (instance, sync) => {
      if (sync && !measuring) flushSync(rerender);
      else rerender();
      onChange(instance.getVirtualItems());
    },
  });
  const create = (c: Core): WindowVirtualizer => {
    const instance = new c.Virtualizer(resolve(c));
    const measure = instance.measureElement;
    instance.measureElement = (node) => {
      measuring = true;
      try {
        measure(node);
      } finally {
        measuring = false;
      }
    };
    return instance;
  };
  const [virtualizer, setVirtualizer] = useState<WindowVirtualizer | null>(() =>
    hydrated && core ? create(core) : null,
  );
  if (virtualizer && core) virtualizer.setOptions(resolve(core));

  // After hydration (a task of its own): create the virtualizer once its code is there.
  useEffect(() => {
    hydrated = true;
    if (virtualizer) return;
    let live = true;
    const start = (c: Core) => {
      if (live) setVirtualizer(create(c));
    };
    if (core) start(core);
    else loadCore().then(start, () => undefined);
    return () => {
      live = false;
    };
    // `create` reads the options of the render that runs it; only the virtualizer's absence matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [virtualizer]);
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });
  // The range it starts with counts as a change: a page opened scrolled to the end asks for the next one.
  useEffect(() => {
    if (virtualizer) onChange(virtualizer.getVirtualItems());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [virtualizer]);

  if (virtualizer) {
    return {
      items: virtualizer.getVirtualItems().map(({ key, index, start }) => ({ key, index, start: start - scrollMargin })),
      totalSize: virtualizer.getTotalSize(),
      measureElement: virtualizer.measureElement,
      virtualizer,
    };
  }
  const shown = Math.min(count, initialCount);
  return {
    items: Array.from({ length: shown }, (_, index) => ({ key: getItemKey(index), index, start: index * (estimate + gap) })),
    totalSize: count ? count * estimate + (count - 1) * gap : 0,
    measureElement: undefined,
    virtualizer: null,
  };
}
