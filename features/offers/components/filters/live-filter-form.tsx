'use client';

import { useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { getOfferCount } from '../../api/get-offer-count';
import type { OfferFilters } from '../../search-params';
import { rememberLocation, rememberSearch } from '../search/recent-searches';
import { filtersFromForm } from './form-state';
import { listUrl, type Locale } from './list-url';
import styles from './filters.module.css';

/** Spec: the count preview waits 500 ms; update-on-change applies after a 1 s pause. */
export const COUNT_DEBOUNCE_MS = 500;
export const LIVE_DEBOUNCE_MS = 1000;
/** Wide screens show the filters as the sticky left column, which applies live. */
export const WIDE_QUERY = '(min-width: 1024px)';

/** Dispatched (bubbling) from inside the form when it gained or lost fields that no input event announces. */
export const FILTERS_CHANGED_EVENT = 'wakat:filters-changed';

/** The field that had the focus when the form navigated, so the next list's form can take it back. */
let focusAfterNavigation: { name: string; value: string } | null = null;

/**
 * The list's filter form, enhanced: still a plain GET form without JavaScript; with it, the form
 * navigates to the codec's canonical URL, applies live on wide screens after a pause, and its
 * apply button previews how many offers the current choices give.
 */
export function LiveFilterForm({
  filters,
  locale,
  action,
  id,
  className,
  label,
  total,
  clearHref,
  children,
}: {
  filters: OfferFilters;
  locale: Locale;
  action: string;
  id?: string;
  className?: string;
  label: string;
  /** The current list's count (what the button shows before any change). */
  total: number;
  clearHref: string;
  children: ReactNode;
}) {
  const t = useTranslations('filters');
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const liveTimer = useRef<number | undefined>(undefined);
  const countTimer = useRef<number | undefined>(undefined);
  const countRequest = useRef<AbortController | null>(null);
  const [count, setCount] = useState(total);
  const current = listUrl(filters, locale);

  useEffect(() => {
    const form = formRef.current;
    const target = focusAfterNavigation;
    focusAfterNavigation = null;
    if (!form || !target) return;
    const field = [...form.elements].find(
      (el): el is HTMLInputElement =>
        (el as HTMLInputElement).name === target.name &&
        ((el as HTMLInputElement).type !== 'checkbox' || (el as HTMLInputElement).value === target.value),
    );
    field?.focus();
  }, []);

  // On phones the form is the panel opened by `#id`: Escape closes it (unless a field inside used the key)
  // without moving the page, and the focus goes back to the button that opened it.
  useEffect(() => {
    if (!id) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || window.location.hash !== `#${id}`) return;
      const y = window.scrollY;
      window.location.replace('#');
      window.scrollTo(0, y);
      document.querySelector<HTMLElement>(`a[href="#${id}"]`)?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [id]);

  useEffect(
    () => () => {
      window.clearTimeout(liveTimer.current);
      window.clearTimeout(countTimer.current);
      countRequest.current?.abort();
    },
    [],
  );

  const read = () => filtersFromForm(new FormData(formRef.current!), filters);

  const navigate = (next: OfferFilters, live: boolean) => {
    window.clearTimeout(liveTimer.current);
    window.clearTimeout(countTimer.current);
    const href = listUrl(next, locale);
    if (next.location.kind === 'city') rememberLocation(next.location.city);
    if (href === current) return;
    const active = document.activeElement as HTMLInputElement | null;
    focusAfterNavigation =
      live && active?.name && formRef.current?.contains(active) ? { name: active.name, value: active.value } : null;
    router.push(href, { scroll: !live });
  };

  const previewCount = () => {
    window.clearTimeout(countTimer.current);
    countTimer.current = window.setTimeout(async () => {
      countRequest.current?.abort();
      const controller = new AbortController();
      countRequest.current = controller;
      try {
        const found = await getOfferCount(read(), controller.signal);
        if (found !== null) setCount(found);
      } catch {
        // An aborted or failed preview keeps the last number; applying still works.
      }
    }, COUNT_DEBOUNCE_MS);
  };

  const previewCountRef = useRef(previewCount);
  useEffect(() => {
    previewCountRef.current = previewCount;
  });

  // Search terms gathered on phones are hidden fields: the count preview follows them too.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onFieldsChanged = () => previewCountRef.current();
    form.addEventListener(FILTERS_CHANGED_EVENT, onFieldsChanged);
    return () => form.removeEventListener(FILTERS_CHANGED_EVENT, onFieldsChanged);
  }, []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    // Typing in the search box is not a filter change until a suggestion or Enter.
    if (target.closest('[data-live-ignore]') || target.hasAttribute('data-live-ignore')) return;
    previewCount();
    if (window.matchMedia(WIDE_QUERY).matches) {
      window.clearTimeout(liveTimer.current);
      liveTimer.current = window.setTimeout(() => navigate(read(), true), LIVE_DEBOUNCE_MS);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = formRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.value.trim();
    if (typed) rememberSearch({ variant: 'keyword', title: typed });
    navigate(read(), false);
  };

  const formatted = formatCount(count);
  return (
    <form
      ref={formRef}
      id={id}
      method="get"
      action={action}
      className={className}
      aria-label={label}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {children}
      <p className={styles.hint}>{t('liveHint')}</p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} data-testid="apply-filters">
          <span aria-live="polite">{t('showCount', { count, formatted })}</span>
        </button>
        <a href={clearHref} className={styles.secondary}>
          {t('clear')}
        </a>
      </div>
    </form>
  );
}
