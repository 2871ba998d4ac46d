import 'server-only';
import { getDb } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import { errorsTranslator } from '@/lib/http/error-messages';
import { logger } from '@/lib/log';
import { hitRateLimit } from '@/lib/rate-limit';
import { createHub, type Hub } from '@/lib/realtime/hub';
import { HubError, type HubContext, type HubOptions } from '@/lib/realtime/hub-types';
import { preferencesFilledIn } from '@/features/matching/server/public';
import { hubCallerOf, hubOriginAllowed, type HubCaller } from '@/lib/realtime/hub-caller';
import { chatHistory, markConversationRead, sendChatMessage } from './chat-messages';
import { messageView, type ChatParty, type MessageView } from './chat-views';
import { conversationFor, conversationsOf, employersOf } from './conversations';
import { invitationsOf } from './invitations';
import { respondToInvitation } from './respond-to-invitation';

export const CHAT_HUB_PATH = '/hubs/chat';
export const CHAT_RATE_LIMIT = { limit: 30, windowSeconds: 60 };

type User = HubCaller;

const partyOf = (user: User): ChatParty => ({
  userId: user.id,
  tenantId: user.tenantId,
  companyIds: user.companyIds,
  isCandidate: user.isCandidate,
});

/**
 * Sends an employer-side event of a conversation to the members who reach it now (employersOf: a recruiter
 * limited to assigned offers gets only their offers' events), by user, so every instance's sockets get it.
 */
async function toEmployers(
  hub: Hub<User>,
  conversation: { companyId: number; offerId: number | null },
  target: string,
  event: unknown,
) {
  const members = await employersOf(await getDb(), conversation);
  await Promise.all(members.map((userId) => hub.clients.user(userId).send(target, event)));
}

/** Runs a service call, turning its AppError into the message the caller sees, in the caller's language. */
async function serve<T>(ctx: HubContext<User>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) {
      const t = errorsTranslator(ctx.user.locale);
      const key = error.message as Parameters<typeof t>[0];
      throw new HubError(t.has(key) ? t(key) : error.message);
    }
    throw error;
  }
}

const idOf = (value: unknown): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new HubError('Invalid id.');
  return id;
};

/**
 * The candidate–employer chat (`/hubs/chat`). A candidate reaches their own sockets (`clients.user`); an
 * event of a conversation's employer side goes, by user, to the company's members who reach the
 * conversation's offer (no company-wide group: a recruiter limited to assigned offers hears nothing of the
 * others). Every event goes to both parties of a conversation and to nobody else. Messages are stored
 * before they are sent.
 */
export function createChatHub(overrides: Partial<HubOptions<User>> = {}): Hub<User> {
  const hub: Hub<User> = createHub<User>({
    path: CHAT_HUB_PATH,
    authorize: async (request) => {
      const caller = await hubCallerOf(request, CHAT_HUB_PATH);
      return caller && (caller.isCandidate || caller.companyIds.length > 0) ? caller : null;
    },
    allowOrigin: hubOriginAllowed,
    rateLimit: async (user, target) =>
      !['sendmessage', 'typing'].includes(target.toLowerCase()) ||
      (await hitRateLimit(`chat:${user.id}`, CHAT_RATE_LIMIT)).ok,
    onRateLimited: (ctx) => ctx.clients.caller.send('RateLimit'),
    logger: {
      info: (data, message) => logger.info(data, message),
      warn: (data, message) => logger.warn(data, message),
      error: (data, message) => logger.error(data, message),
    },
    methods: {
      /** What the candidate widget needs before showing the list: the spec's mandatoryPreferencesFilledIn. */
      GetWidgetState: (ctx) =>
        serve(ctx, async () => ({
          id: ctx.user.id,
          mandatoryPreferencesFilledIn: ctx.user.isCandidate
            ? await preferencesFilledIn(await getDb(), ctx.user.id)
            : true,
        })),
      GetConversations: (ctx) => serve(ctx, async () => conversationsOf(await getDb(), partyOf(ctx.user))),
      GetInvitations: (ctx) =>
        serve(ctx, async () => (ctx.user.isCandidate ? invitationsOf(await getDb(), partyOf(ctx.user)) : null)),
      GetHistory: (ctx, conversationId: unknown, before: unknown) =>
        serve(ctx, async () =>
          chatHistory(await getDb(), partyOf(ctx.user), idOf(conversationId), before ? idOf(before) : undefined),
        ),
      SendMessage: (ctx, conversationId: unknown, text: unknown) =>
        serve(ctx, async () => {
          if (typeof text !== 'string') throw new HubError('The message must be text.');
          const db = await getDb();
          const { conversation, message } = await sendChatMessage(db, partyOf(ctx.user), idOf(conversationId), text);
          const toCandidate = messageView(message, conversation.candidateId, ctx.user.name);
          await hub.clients.user(conversation.candidateId).send('ReceiveMessage', toCandidate);
          // Employer sockets are told who sent it; `mine` is true for the sender's own sockets only.
          await toEmployers(hub, conversation, 'ReceiveMessage', {
            ...messageView(message, '', ctx.user.name),
            mine: false,
            senderId: message.senderId,
          } satisfies MessageView);
          return messageView(message, ctx.user.id, ctx.user.name);
        }),
      MarkRead: (ctx, conversationId: unknown) =>
        serve(ctx, async () => {
          const { conversation, upTo } = await markConversationRead(
            await getDb(),
            partyOf(ctx.user),
            idOf(conversationId),
          );
          if (upTo === null) return false;
          const event = { conversationId: conversation.id, upTo, by: conversation.side };
          await hub.clients.user(conversation.candidateId).send('MessagesRead', event);
          await toEmployers(hub, conversation, 'MessagesRead', event);
          return true;
        }),
      Typing: (ctx, conversationId: unknown) =>
        serve(ctx, async () => {
          const conversation = await conversationFor(await getDb(), partyOf(ctx.user), idOf(conversationId));
          const event = { conversationId: conversation.id, by: conversation.side, name: ctx.user.name };
          if (conversation.side === 'employer') await hub.clients.user(conversation.candidateId).send('Typing', event);
          else await toEmployers(hub, conversation, 'Typing', event);
        }),
      RespondToInvitation: (ctx, invitationId: unknown, accept: unknown) =>
        serve(ctx, async () => {
          if (!ctx.user.isCandidate) throw new HubError('Only the invited candidate can answer.');
          const result = await respondToInvitation(
            await getDb(),
            partyOf(ctx.user),
            idOf(invitationId),
            accept === true,
          );
          if (result.status === 'accepted' && result.conversationId && 'companyId' in result && result.companyId)
            await toEmployers(
              hub,
              { companyId: result.companyId, offerId: result.offerId ?? null },
              'ConversationStarted',
              { conversationId: result.conversationId },
            );
          return result;
        }),
    },
    ...overrides,
  });
  return hub;
}

// One hub per process, shared through globalThis: the copy registered from instrumentation and the copies
// route handlers import (Next may bundle them apart) must be the same object, so events reach its sockets.
const HUB_KEY = Symbol.for('wakat.chatHub');
const store = globalThis as typeof globalThis & { [HUB_KEY]?: Hub<User> };

/** The process's chat hub (registered from instrumentation). */
export function chatHub(): Hub<User> {
  return (store[HUB_KEY] ??= createChatHub());
}
