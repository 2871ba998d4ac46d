import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { getHubToken } from '@/lib/api-client/hub-token';

/**
 * A connection to the job-ad assistant hub with the official client. Browsers cannot put headers on a
 * WebSocket, so the hub gets a short-lived token (`?access_token=`) from the board's hub-token endpoint.
 * It does not reconnect by itself: the popover restarts it with back-off (`connection-state.ts`), the same
 * way for a first start that failed and for a connection lost later.
 */
export function createAssistantConnection(): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(new URL('/hubs/assistant', window.location.origin).toString(), {
      // WebSockets first; behind a proxy that blocks them, Server-Sent Events, then long polling.
      transport: HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling,
      accessTokenFactory: () => getHubToken('assistant'),
    })
    .configureLogging(LogLevel.None)
    .build();
}
