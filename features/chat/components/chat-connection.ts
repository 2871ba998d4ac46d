import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { getHubToken } from '@/lib/api-client/hub-token';

/**
 * A connection to the chat hub with the official client. Browsers cannot put headers on a WebSocket, so
 * the hub gets a short-lived token (`?access_token=`) from the board's hub-token endpoint.
 */
export function createChatConnection(): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(new URL('/hubs/chat', window.location.origin).toString(), {
      // WebSockets first; behind a proxy that blocks them, Server-Sent Events, then long polling.
      transport: HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling,
      accessTokenFactory: () => getHubToken('chat'),
    })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.None)
    .build();
}
