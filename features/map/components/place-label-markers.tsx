'use client';

import { Marker } from 'react-map-gl/maplibre';
import { labelsAtZoom, type PlaceLabel } from '../place-labels';
import styles from './map.module.css';

const KIND_CLASS = { region: styles.regionLabel, city: styles.cityLabel, town: styles.townLabel };

/**
 * Region and city names over the base map, as HTML markers (the offline map has no glyphs). They
 * are drawn under the offers' markers, never take clicks, and are hidden from assistive technology:
 * the list is the map's text equivalent.
 */
export function PlaceLabelMarkers({ labels, zoom }: { labels: PlaceLabel[]; zoom: number }) {
  return labelsAtZoom(zoom, labels).map((label) => (
    <Marker
      key={label.key}
      longitude={label.longitude}
      latitude={label.latitude}
      anchor={label.kind === 'region' ? 'center' : 'bottom'}
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
