import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';

/** How long the client waits between automatic reconnect attempts (then it gives up and offers a retry). */
const RECONNECT_DELAYS_MS = [0, 2000, 5000, 10_000];

/**
 * A connection to the job-ad assistant hub with the official client. Browsers cannot put headers on a
 * WebSocket, so the hub gets a short-lived token (`?access_token=`) from the board's hub-token endpoint.
 */
export function createAssistantConnection(): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(new URL('/hubs/assistant', window.location.origin).toString(), {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: async () => {
        const response = await fetch('/api/v2/hub-token?hub=assistant', { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`hub token: ${response.status}`);
        return ((await response.json()) as { accessToken: string }).accessToken;
      },
    })
    .withAutomaticReconnect(RECONNECT_DELAYS_MS)
    .configureLogging(LogLevel.None)
    .build();
}
