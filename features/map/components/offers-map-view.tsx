'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslations } from 'next-intl';
import { countValues } from '@/lib/format';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Map, { Marker, NavigationControl, Popup, type MapRef, type MarkerEvent } from 'react-map-gl/maplibre';
import { getMapClusters, type MapCluster } from '../api/get-map-clusters';
import { onOfferHover } from '../offer-hover';
import type { PlaceLabel } from '../place-labels';
import {
  CLUSTER_ZOOM_STEP,
  DETAILS_MAX_ZOOM,
  MIN_ZOOM,
  TRANSITION_MS,
  VIEWPORT_THROTTLE_MS,
  clusterLabel,
  expandEnvelope,
  listsOffers,
  throttle,
} from '../viewport';
import { MAP_WORKER_URL, supportsWebGl, useBaseMapStyle, useMapLocale } from './map-base';
import { MapUnsupported } from './map-unsupported';
import { BaseMapDetail } from './base-map-detail';
import { PlaceLabelMarkers } from './place-label-markers';
import { RegionOffers } from './region-offers';
import { ApiQueryProvider } from '@/lib/api-client/query';
import styles from './map.module.css';

export interface OffersMapProps {
  /** The list's filters as the API's query string, so the map shows exactly the list's offers. */
  filtersQuery: string;
  styleUrl: string | null;
  currency: string;
  /** Where the map opens: the filtered city and radius, else Poland. */
  initialBounds: [[number, number], [number, number]];
  /** The board's cities, named over the base map. */
  labels: PlaceLabel[];
}

interface OpenRegion {
  region: string;
  count: number;
  longitude: number;
  latitude: number;
}

/** The accessible name starts with what the marker shows (99+ for large clusters), then says what it holds. */
const markerName = (count: number, description: string) => {
  const label = clusterLabel(count);
  return count > 1 && label !== String(count) ? `${label} (${description})` : description;
};

const sizeClass = (count: number) => (count >= 100 ? styles.large : count >= 10 ? styles.medium : styles.small);

/** The offers of the list as clusters and pins; a click zooms in or lists the offers in a popup. */
export default function OffersMapView({ filtersQuery, styleUrl, currency, initialBounds, labels }: OffersMapProps) {
  const t = useTranslations('map');
  const mapRef = useRef<MapRef>(null);
  const [isSupported] = useState(supportsWebGl);
  const [hasFailed, setHasFailed] = useState(false);
  const [clusters, setClusters] = useState<MapCluster[]>([]);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [open, setOpen] = useState<OpenRegion | null>(null);
  const [bouncing, setBouncing] = useState<number | null>(null);
  const mapStyle = useBaseMapStyle(styleUrl);
  const locale = useMapLocale(t);

  // Spec: viewport updates throttled to 400 ms, the requested envelope expanded 5 percent; a newer
  // request aborts the one still running.
  const loadClusters = useRef<(() => void) | null>(null);
  useEffect(() => {
    const pending = { current: null as AbortController | null };
    const load = throttle(() => {
      const map = mapRef.current;
      if (!map) return;
      const bounds = map.getBounds();
      const envelope = expandEnvelope({
        swLon: bounds.getWest(),
        swLat: bounds.getSouth(),
        neLon: bounds.getEast(),
        neLat: bounds.getNorth(),
      });
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      getMapClusters(filtersQuery, envelope, map.getZoom(), controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setClusters(found);
        })
        .catch(() => {
          // Aborted, or the network failed: the clusters already shown stay.
        });
    }, VIEWPORT_THROTTLE_MS);
    loadClusters.current = load;
    if (mapRef.current) load();
    return () => {
      load.cancel();
      pending.current?.abort();
      loadClusters.current = null;
    };
  }, [filtersQuery]);

  useEffect(() => onOfferHover(setBouncing), []);

  // A new city or radius (a client navigation keeps the map) moves the map there.
  const boundsKey = initialBounds.flat().join(',');
  const shownBounds = useRef(boundsKey);
  useEffect(() => {
    if (shownBounds.current === boundsKey) return;
    shownBounds.current = boundsKey;
    mapRef.current?.fitBounds(initialBounds, { padding: 16, duration: TRANSITION_MS });
  }, [boundsKey, initialBounds]);

  if (!isSupported || hasFailed) return <MapUnsupported />;

  const clickMarker = (cluster: MapCluster) => (event: MarkerEvent<MouseEvent>) => {
    // The marker's click must not reach the map, which closes the popup.
    event.originalEvent.stopPropagation();
    const map = mapRef.current;
    if (!map) return;
    const current = map.getZoom();
    if (listsOffers(cluster.count, current)) {
      const isSame = open?.region === cluster.region;
      setOpen(isSame ? null : { ...cluster });
      // Room for the popup above the marker (a quarter of the map's height below the centre).
      const below = Math.round(map.getContainer().clientHeight / 4);
      if (!isSame)
        map.easeTo({ center: [cluster.longitude, cluster.latitude], offset: [0, below], duration: TRANSITION_MS });
      return;
    }
    setOpen(null);
    map.easeTo({
      center: [cluster.longitude, cluster.latitude],
      zoom: Math.min(current + CLUSTER_ZOOM_STEP, DETAILS_MAX_ZOOM),
      duration: TRANSITION_MS,
    });
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(null);
      event.stopPropagation();
    }
  };

  return (
    // The region pages are cached for the map's life: reopening a region shows it at once.
    <ApiQueryProvider>
      <div
        className={styles.canvas}
        onKeyDown={closeOnEscape}
        data-initial-bounds={boundsKey}
        data-zoom={Math.round(zoom * 10) / 10}
      >
        <Map
          ref={mapRef}
          mapStyle={mapStyle}
          workerUrl={MAP_WORKER_URL}
          initialViewState={{ bounds: initialBounds, fitBoundsOptions: { padding: 16 } }}
          minZoom={MIN_ZOOM}
          maxZoom={DETAILS_MAX_ZOOM + 3}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
          locale={locale}
          attributionControl={{ compact: true }}
          onLoad={(e) => {
            setZoom(e.target.getZoom());
            loadClusters.current?.();
          }}
          onMove={() => loadClusters.current?.()}
          onMoveEnd={(e) => setZoom(e.target.getZoom())}
          onClick={() => setOpen(null)}
          onError={(e) => {
            // Only a lost or refused WebGL context makes the map unusable; tile errors are not fatal.
            if (/webgl/i.test(e.error?.message ?? '')) setHasFailed(true);
          }}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl showCompass={false} position="top-right" />
          {styleUrl ? null : <BaseMapDetail taken={labels} />}
          {styleUrl ? null : <PlaceLabelMarkers labels={labels} zoom={zoom} />}
          {clusters.map((cluster) => {
            const offerId = cluster.count === 1 ? Number(cluster.region.slice(1)) : null;
            const lists = listsOffers(cluster.count, zoom);
            const classes = [
              cluster.count > 1 ? styles.cluster : styles.pin,
              cluster.count > 1 ? sizeClass(cluster.count) : '',
              open?.region === cluster.region ? styles.active : '',
              offerId !== null && offerId === bouncing ? styles.bounce : '',
            ];
            return (
              <Marker
                key={cluster.id}
                longitude={cluster.longitude}
                latitude={cluster.latitude}
                anchor={cluster.count > 1 ? 'center' : 'bottom'}
                onClick={clickMarker(cluster)}
              >
                <button
                  type="button"
                  className={classes.filter(Boolean).join(' ')}
                  aria-label={markerName(
                    cluster.count,
                    lists ? t('clusterList', countValues(cluster.count)) : t('cluster', countValues(cluster.count)),
                  )}
                  aria-expanded={lists ? open?.region === cluster.region : undefined}
                  data-testid={cluster.count > 1 ? 'map-cluster' : 'map-pin'}
                  data-offer-id={offerId ?? undefined}
                >
                  {cluster.count > 1 ? clusterLabel(cluster.count) : <span className={styles.pinDot} />}
                </button>
              </Marker>
            );
          })}
          {open ? (
            <Popup
              key={open.region}
              longitude={open.longitude}
              latitude={open.latitude}
              offset={open.count > 1 ? 26 : 38}
              closeButton={false}
              closeOnClick={false}
              maxWidth="360px"
              className={styles.popup}
            >
              <RegionOffers
                region={open.region}
                count={open.count}
                filtersQuery={filtersQuery}
                currency={currency}
                onClose={() => setOpen(null)}
              />
            </Popup>
          ) : null}
        </Map>
      </div>
    </ApiQueryProvider>
  );
}
