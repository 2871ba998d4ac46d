'use client';

import { useEffect, useRef, useState } from 'react';
import { Marker, useMap } from 'react-map-gl/maplibre';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { getMapDetailCell, getMapDetailIndex } from '../api/get-map-detail';
import {
  cellsToLoad,
  detailLabels,
  waterCollection,
  type Bounds,
  type DetailFeature,
  type DetailLabel,
} from '../detail';
import { DETAIL_LAYERS, DETAIL_SOURCE } from '../style';
import type { PlaceLabel } from '../place-labels';
import styles from './map.module.css';

/** Cells fetched in this page's life, shared by every map on it (a cell never changes: its path is versioned). */
const cellCache = new Map<string, Promise<DetailFeature[]>>();
let available: Promise<ReadonlySet<string>> | null = null;

function availableCells(): Promise<ReadonlySet<string>> {
  available ??= getMapDetailIndex().catch(() => {
    available = null;
    return new Set<string>();
  });
  return available;
}

function loadCell(key: string): Promise<DetailFeature[]> {
  let pending = cellCache.get(key);
  if (!pending) {
    pending = getMapDetailCell(key).catch(() => {
      // A failed cell is asked again on the next move.
      cellCache.delete(key);
      return [];
    });
    cellCache.set(key, pending);
  }
  return pending;
}

const boundsOf = (map: MaplibreMap): Bounds => {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
};

const KIND_CLASS = { town: styles.townLabel, district: styles.districtLabel };

/**
 * The offline base map's detail (rivers, lakes, towns and districts) for the part of Poland in view, loaded
 * cell by cell once the map is zoomed in. The names are HTML markers like the board's cities (no glyphs),
 * hidden from assistive technology. The canvas's frame tells how many water shapes were drawn
 * (`data-detail-water`), which the journeys check.
 */
export function BaseMapDetail({ taken }: { taken: PlaceLabel[] }) {
  const { current } = useMap();
  const [labels, setLabels] = useState<DetailLabel[]>([]);
  const takenRef = useRef(taken);
  useEffect(() => {
    takenRef.current = taken;
  }, [taken]);

  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    let cancelled = false;
    let shown: DetailFeature[][] = [];
    let shownKey = '';
    let source: GeoJSONSource | undefined;

    const update = async () => {
      const keys = cellsToLoad(map.getZoom(), boundsOf(map), await availableCells());
      const cells = await Promise.all(keys.map(loadCell));
      if (cancelled) return;
      const key = keys.join(',');
      const current = map.getSource<GeoJSONSource>(DETAIL_SOURCE);
      if (key && (key !== shownKey || current !== source)) {
        shown = cells;
        shownKey = key;
        source = current;
        source?.setData(waterCollection(cells));
      }
      setLabels(detailLabels(shown, map.getZoom(), boundsOf(map), takenRef.current));
    };
    const countWater = () => {
      if (!map.getLayer(DETAIL_LAYERS[0])) return;
      const drawn = map.queryRenderedFeatures({ layers: [...DETAIL_LAYERS] }).length;
      map.getContainer().parentElement?.setAttribute('data-detail-water', String(drawn));
    };
    // A new style (the colour scheme changed) may bring a new, empty source: it is filled again.
    const refill = () => {
      const next = map.getSource<GeoJSONSource>(DETAIL_SOURCE);
      if (next && next !== source && shown.length) {
        source = next;
        next.setData(waterCollection(shown));
      }
    };
    const onMove = () => void update();
    if (map.isStyleLoaded()) void update();
    map.on('load', onMove);
    map.on('moveend', onMove);
    map.on('styledata', refill);
    map.on('idle', countWater);
    return () => {
      cancelled = true;
      map.off('load', onMove);
      map.off('moveend', onMove);
      map.off('styledata', refill);
      map.off('idle', countWater);
    };
  }, [current]);

  return labels.map((label) => (
    <Marker
      key={label.key}
      longitude={label.longitude}
      latitude={label.latitude}
      anchor={label.kind === 'district' ? 'center' : 'bottom'}
      style={{ pointerEvents: 'none', zIndex: 0 }}
    >
      <span
        className={`${styles.placeLabel} ${KIND_CLASS[label.kind]}`}
        aria-hidden="true"
        data-testid="map-label"
        data-kind={label.kind}
      >
        {label.name}
      </span>
    </Marker>
  ));
}
