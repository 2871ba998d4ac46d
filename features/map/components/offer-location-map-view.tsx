'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import Map, { Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import type { PlaceLabel } from '../place-labels';
import { DETAILS_MAX_ZOOM, MIN_ZOOM } from '../viewport';
import { MAP_WORKER_URL, supportsWebGl, useBaseMapStyle, useMapLocale } from './map-base';
import { MapUnsupported } from './map-unsupported';
import { BaseMapDetail } from './base-map-detail';
import { PlaceLabelMarkers } from './place-label-markers';
import styles from './map.module.css';

export interface MapPlace {
  longitude: number;
  latitude: number;
  label: string;
}

export interface OfferLocationMapProps {
  places: MapPlace[];
  styleUrl: string | null;
  /** The board's cities, named over the offline base map. */
  labels: PlaceLabel[];
  /** Makes the pins draggable (the offer form): called with the place's index and where it was dropped. */
  onPlaceMove?: (index: number, point: { latitude: number; longitude: number }) => void;
}

/**
 * How close a place is shown: at street level on a provider's map; the offline map has no streets,
 * so there the city is shown within its region.
 */
const PLACE_ZOOM = { provider: 12, offline: 5 };

function viewOf(places: MapPlace[], zoom: number) {
  if (places.length === 1) {
    return { longitude: places[0]!.longitude, latitude: places[0]!.latitude, zoom };
  }
  const lons = places.map((p) => p.longitude);
  const lats = places.map((p) => p.latitude);
  return {
    bounds: [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ] as [[number, number], [number, number]],
    fitBoundsOptions: { padding: 40, maxZoom: zoom },
  };
}

/** The offer's places on a small map (spec: offer-details map, max zoom 15). */
export default function OfferLocationMapView({ places, styleUrl, labels, onPlaceMove }: OfferLocationMapProps) {
  const t = useTranslations('map');
  const [isSupported] = useState(supportsWebGl);
  const [hasFailed, setHasFailed] = useState(false);
  const mapStyle = useBaseMapStyle(styleUrl);
  const locale = useMapLocale(t);
  const [initialViewState] = useState(() => viewOf(places, styleUrl ? PLACE_ZOOM.provider : PLACE_ZOOM.offline));
  const [zoom, setZoom] = useState(styleUrl ? PLACE_ZOOM.provider : PLACE_ZOOM.offline);
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  // The map follows its container's size only while the container is on the page: a map leaving the page
  // (kept for the next, see `reuseMaps`) would otherwise resize to nothing and redraw as it goes.
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    const container = map.getContainer();
    const observer = new ResizeObserver(([entry]) => {
      if (container.isConnected && entry && entry.contentRect.width > 0) map.resize();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [loaded]);
  // A place chosen or located after the map opened is brought into view (a dragged pin is where it was dropped).
  const placesKey = places.map((p) => `${p.latitude},${p.longitude}`).join(';');
  const dropped = useRef<string | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !places.length || dropped.current === placesKey) return;
    const bounds = map.getBounds();
    if (places.every((p) => bounds.contains([p.longitude, p.latitude]))) return;
    const view = viewOf(places, Math.max(map.getZoom(), styleUrl ? PLACE_ZOOM.provider : PLACE_ZOOM.offline));
    if ('bounds' in view && view.bounds) map.fitBounds(view.bounds, view.fitBoundsOptions);
    else if ('latitude' in view && view.latitude !== undefined)
      map.easeTo({ center: [view.longitude, view.latitude], zoom: view.zoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placesKey stands for the places' points
  }, [loaded, placesKey, styleUrl]);
  if (!isSupported || hasFailed) return <MapUnsupported />;
  return (
    <Map
      // One map is kept when this one goes (leaving the form's locations step, say) and taken again by the
      // next: destroying and creating a WebGL map costs the main thread tens of milliseconds each way.
      reuseMaps
      ref={mapRef}
      trackResize={false}
      mapStyle={mapStyle}
      workerUrl={MAP_WORKER_URL}
      initialViewState={initialViewState}
      minZoom={MIN_ZOOM}
      maxZoom={DETAILS_MAX_ZOOM}
      // The page scrolls past the map: the wheel does not zoom it (the buttons and pinch do).
      scrollZoom={false}
      dragRotate={false}
      touchPitch={false}
      locale={locale}
      attributionControl={{ compact: true }}
      onLoad={(e) => {
        setZoom(e.target.getZoom());
        setLoaded(true);
      }}
      onMoveEnd={(e) => setZoom(e.target.getZoom())}
      onError={(e) => {
        if (/webgl/i.test(e.error?.message ?? '')) setHasFailed(true);
      }}
      style={{ width: '100%', height: '100%' }}
    >
      <NavigationControl showCompass={false} position="top-right" />
      {styleUrl ? null : <BaseMapDetail taken={labels} />}
      {styleUrl ? null : <PlaceLabelMarkers labels={labels} zoom={zoom} />}
      {places.map((place, index) => (
        <Marker
          key={`${place.longitude},${place.latitude},${place.label}`}
          longitude={place.longitude}
          latitude={place.latitude}
          anchor="bottom"
          draggable={onPlaceMove !== undefined}
          onDragEnd={(e) => {
            const point = { latitude: e.lngLat.lat, longitude: e.lngLat.lng };
            dropped.current = places
              .map((p, n) => (n === index ? `${point.latitude},${point.longitude}` : `${p.latitude},${p.longitude}`))
              .join(';');
            onPlaceMove?.(index, point);
          }}
        >
          <span
            className={styles.place}
            role="img"
            aria-label={t(onPlaceMove ? 'movablePlace' : 'place', { place: place.label })}
            data-testid="map-place"
          />
        </Marker>
      ))}
    </Map>
  );
}
