import { apiFetch } from './api-client';

/**
 * GET /api/v2/hub-token: a short-lived token for a realtime hub. Browsers cannot put headers on a WebSocket,
 * so the hub clients (chat, assistant) pass it as `?access_token=`; both ask through here.
 */
export async function getHubToken(hub: 'chat' | 'assistant'): Promise<string> {
  return (await apiFetch<{ accessToken: string }>('/api/v2/hub-token', { query: { hub } })).accessToken;
}
