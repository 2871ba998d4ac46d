'use client';

import { useEffect, useMemo, useState } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import { BASE_MAP_DATA_PATH, buildOfflineStyle, colorsFromPalette } from '../style';

/** maplibre's worker, copied into public/ at build time (Turbopack cannot bundle it for maplibre to find). */
export const MAP_WORKER_URL = '/maplibre-gl-worker.mjs';

/** maplibre 6 draws with WebGL 2; without it the map cannot be shown at all. */
export function supportsWebGl(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
}

function readPalette() {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    background: v('--wk-palette-background-default', '#f5f7fb'),
    paper: v('--wk-palette-background-paper', '#ffffff'),
    divider: v('--wk-palette-divider', '#dde3ec'),
    primary: v('--wk-palette-primary-main', '#1f5fd6'),
  };
}

/**
 * The base map style: the tile provider's when configured (`{scheme}` in its URL becomes light or
 * dark), else the offline style in the theme's colours, rebuilt when the colour scheme changes.
 */
export function useBaseMapStyle(styleUrl: string | null): string | StyleSpecification {
  const [scheme, setScheme] = useState(() => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE));
  useEffect(() => {
    const html = document.documentElement;
    const observer = new MutationObserver(() => setScheme(html.getAttribute(COLOR_SCHEME_ATTRIBUTE)));
    observer.observe(html, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
    return () => observer.disconnect();
  }, []);
  return useMemo(() => {
    if (styleUrl) return styleUrl.replace('{scheme}', scheme === 'dark' ? 'dark' : 'light');
    // The scheme is read here so that the style is rebuilt with the new colours.
    void scheme;
    return buildOfflineStyle(colorsFromPalette(readPalette()), BASE_MAP_DATA_PATH);
  }, [styleUrl, scheme]);
}

/** maplibre's own control texts, in the page's language. */
export function useMapLocale(t: (key: 'zoomIn' | 'zoomOut' | 'resetBearing' | 'canvas') => string) {
  return useMemo(
    () => ({
      'NavigationControl.ZoomIn': t('zoomIn'),
      'NavigationControl.ZoomOut': t('zoomOut'),
      'NavigationControl.ResetBearing': t('resetBearing'),
      // The canvas is focusable and moves with the keyboard; the frame around it is the labelled region.
      'Map.Title': t('canvas'),
    }),
    [t],
  );
}
