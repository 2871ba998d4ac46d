import type { Viewer } from '@/features/account/viewer';
import { countLocalSearches } from './actions';
import { listJobFilters } from './api/list-job-filters';
import { listLocalSearches, type LocalAlert } from './local-searches';
import type { JobFilterDto } from './schemas';

/** One row of the popup: a server search (candidate) or a local one (visitor). */
export interface SavedSearchRow {
  key: string;
  name: string;
  searchUrl: string;
  count: number;
  server?: JobFilterDto;
  localId?: string;
  /** A guest alert made in this browser. */
  localAlert?: LocalAlert;
}

/**
 * The saved searches of the header popup with their new-offer counts: the candidate's searches from
 * the server, a visitor's from local storage (counted on the server). Failures read as none.
 */
export async function fetchSavedSearchRows(tenant: string, viewerKind: Viewer['kind']): Promise<SavedSearchRow[]> {
  try {
    if (viewerKind === 'candidate') {
      const data = await listJobFilters(tenant);
      return data.map((f) => ({
        key: `s${f.id}`,
        name: f.filterName,
        searchUrl: f.searchUrl,
        count: f.count,
        server: f,
      }));
    }
    const local = listLocalSearches(window.localStorage);
    const counts = local.length
      ? await countLocalSearches(local.map((l) => ({ searchUrl: l.searchUrl, since: l.lastReadAt })))
          .then((r) => (r.ok ? r.data : []))
          .catch(() => [])
      : [];
    return local.map((l, i) => ({
      key: `l${l.id}`,
      name: l.name,
      searchUrl: l.searchUrl,
      count: counts[i] ?? 0,
      localId: l.id,
      localAlert: l.alert,
    }));
  } catch {
    return [];
  }
}

export const newOfferTotal = (rows: SavedSearchRow[]) => rows.reduce((sum, r) => sum + r.count, 0);
