import 'server-only';
import { assistantHub } from '@/features/assistant/server/public';
import { chatHub } from '@/features/chat/server/public';
import { registerHubEndpoint } from '@/lib/realtime/hubs';

/** Every hub the product serves on /hubs/*. */
export function registerHubs(): void {
  registerHubEndpoint(assistantHub().endpoint);
  registerHubEndpoint(chatHub().endpoint);
}

/**
 * Closes every hub socket of a user without reconnect (a removed company member loses the assistant and
 * the company's conversations at once); their next connection is checked against their memberships.
 */
export async function disconnectFromHubs(userId: string, error = 'Your access has changed.'): Promise<void> {
  await Promise.all([assistantHub().disconnectUser(userId, { error }), chatHub().disconnectUser(userId, { error })]);
}
