import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/**
 * POST /api/v1/views with kind apply_click: the offer's "apply click" in the employer's statistics. Sent as a
 * beacon where the browser has one (it survives the page), else as a keepalive request; never awaited and
 * never reported.
 */
export function countApplyClick(board: string, offerSlug: string): void {
  const json = { brand: board, offerSlug, visitedAt: new Date().toISOString(), kind: 'apply_click' };
  const body = new Blob([JSON.stringify(json)], { type: 'application/json' });
  if (navigator.sendBeacon?.(candidateApi.views(), body)) return;
  void apiFetch(candidateApi.views(), { method: 'POST', json, keepalive: true }).catch(() => undefined);
}
