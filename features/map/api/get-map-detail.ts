import { apiRequest } from '@/lib/api-client';
import { MAP_DETAIL, type DetailFeature } from '../detail';

/**
 * The offline base map's detail files (static JSON under `MAP_DETAIL.path`, versioned, so never stale): the
 * index of the cells that exist and one cell's features. A missing file reads as an empty one; an unanswered
 * request rejects, so that the caller asks again on the next move.
 */
export async function getMapDetailIndex(): Promise<ReadonlySet<string>> {
  const answer = await apiRequest<{ cells: string[] }>(`${MAP_DETAIL.path}/index.json`);
  if (answer.status === 0) throw new Error('map detail index unavailable');
  return new Set(answer.ok ? answer.data.cells : []);
}

export async function getMapDetailCell(key: string): Promise<DetailFeature[]> {
  const answer = await apiRequest<{ features: DetailFeature[] }>(`${MAP_DETAIL.path}/${key}.json`);
  if (answer.status === 0) throw new Error('map detail cell unavailable');
  return answer.ok ? answer.data.features : [];
}
