import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb, type Db } from '@/lib/db/client';
import { logger } from '@/lib/log';
import { hitRateLimit } from '@/lib/rate-limit';
import { createHub, type Hub } from '@/lib/realtime/hub';
import { HubError, type HubContext, type HubOptions } from '@/lib/realtime/hub-types';
import { hubCallerOf, hubOriginAllowed, type HubCaller } from '@/lib/realtime/hub-caller';
import type { AssistantModel } from '../engine/offline-engine';
import type { AssistantLocale, FormContext } from '../engine/types';
import {
  addMessage,
  ASSISTANT_MESSAGE_MAX,
  decideProposal,
  findOwnDraft,
  formContextOf,
  CONVERSATION_KEY,
  openConversation,
  rateMessage,
  saveProposal,
  setMessageContent,
  userMessagesOf,
  type AssistantOwner,
} from './assistant-service';
import { assistantModelFor } from './models';

export const ASSISTANT_HUB_PATH = '/hubs/assistant';

/** Per user: messages the assistant answers in a minute and in a day. */
export const ASSISTANT_RATE_LIMITS = {
  perMinute: { limit: 10, windowSeconds: 60 },
  perDay: { limit: 200, windowSeconds: 86_400 },
};

type User = HubCaller;

interface ConversationState {
  /** The conversation this connection carries on (the popover's key; a new one for a client without one). */
  key: string;
  draftId: number | null;
  form: FormContext;
  locale: AssistantLocale;
  productName: string | null;
}

const owner = (user: User): AssistantOwner => ({
  userId: user.id,
  tenantId: user.tenantId,
  companyIds: user.companyIds,
});

function stateOf(ctx: HubContext<User>): ConversationState {
  let state = ctx.connection.items.get('assistant') as ConversationState | undefined;
  if (!state) {
    state = { key: randomUUID(), draftId: null, form: {}, locale: ctx.user.locale, productName: null };
    ctx.connection.items.set('assistant', state);
  }
  return state;
}

export interface AssistantHubOptions {
  /** The model answering on a board (the offline engine by default). */
  model?: (db: Db, tenantId: number) => AssistantModel;
  overrides?: Partial<HubOptions<User>>;
}

/**
 * The job-ad assistant (`/hubs/assistant`): the offer form's BETA chat. It persists every message,
 * proposal and rating, streams the model's answer as StartMessage, ReceiveMessagePart…, EndMessage, and
 * announces a proposal with JobAdProposing / JobAdProposed. Employers only.
 */
export function createAssistantHub(options: AssistantHubOptions = {}): Hub<User> {
  const modelFor = options.model ?? assistantModelFor;

  return createHub<User>({
    path: ASSISTANT_HUB_PATH,
    authorize: async (request) => {
      const caller = await hubCallerOf(request, ASSISTANT_HUB_PATH);
      return caller && caller.companyIds.length > 0 ? caller : null;
    },
    allowOrigin: hubOriginAllowed,
    rateLimit: async (user, target) => {
      if (target.toLowerCase() !== 'sendmessage') return true;
      const minute = await hitRateLimit(`assistant:m:${user.id}`, ASSISTANT_RATE_LIMITS.perMinute);
      if (!minute.ok) return false;
      return (await hitRateLimit(`assistant:d:${user.id}`, ASSISTANT_RATE_LIMITS.perDay)).ok;
    },
    onRateLimited: (ctx) => ctx.clients.caller.send('RateLimit'),
    logger: {
      info: (data, message) => logger.info(data, message),
      warn: (data, message) => logger.warn(data, message),
      error: (data, message) => logger.error(data, message),
    },
    methods: {
      /**
       * (tenant product name, job ad id, conversation key): which board's product and which ad the
       * conversation is about, and which conversation it is (the popover's own key, kept across reconnects).
       */
      UpdateContextV2: async (ctx, productName: unknown, jobAdId: unknown, conversationKey?: unknown) => {
        const db = await getDb();
        const state = stateOf(ctx);
        if (typeof conversationKey === 'string' && CONVERSATION_KEY.test(conversationKey)) state.key = conversationKey;
        state.productName = typeof productName === 'string' ? productName.slice(0, 100) : null;
        const draft = await findOwnDraft(
          db,
          owner(ctx.user),
          typeof jobAdId === 'string' || typeof jobAdId === 'number' ? String(jobAdId) : null,
        );
        state.draftId = draft?.id ?? null;
        state.form = await formContextOf(db, owner(ctx.user), draft);
      },
      SendMessage: async (ctx, raw: unknown) => {
        if (typeof raw !== 'string') throw new HubError('The message must be text.');
        const text = raw.trim();
        if (!text) return;
        if (text.length > ASSISTANT_MESSAGE_MAX)
          throw new HubError(`The message is longer than ${ASSISTANT_MESSAGE_MAX} characters.`);
        const db = await getDb();
        const state = stateOf(ctx);
        if (!state.form.companyName) state.form = await formContextOf(db, owner(ctx.user), null);
        const sessionId = await openConversation(db, owner(ctx.user), state.key, state.draftId);
        await addMessage(db, sessionId, true, text);
        const messageId = await addMessage(db, sessionId, false, '');
        const caller = ctx.clients.caller;
        await caller.send('StartMessage', {
          id: String(messageId),
          content: '',
          isUser: false,
          timestamp: new Date().toISOString(),
        });
        const model = modelFor(db, ctx.user.tenantId);
        let reply = '';
        try {
          for await (const chunk of model.answer({
            userMessages: await userMessagesOf(db, sessionId),
            form: state.form,
            locale: state.locale,
            signal: ctx.signal,
          })) {
            if (chunk.kind === 'text') {
              reply += chunk.text;
              await caller.send('ReceiveMessagePart', chunk.text);
            } else if (chunk.kind === 'proposing') await caller.send('JobAdProposing');
            else if (chunk.kind === 'searching')
              await caller.send(chunk.active ? 'StartSearchingInternet' : 'EndSearchingInternet');
            else {
              const proposalId = await saveProposal(db, messageId, chunk.proposal);
              await caller.send('JobAdProposed', {
                id: String(proposalId),
                messageId: String(messageId),
                proposal: chunk.proposal,
              });
            }
          }
        } finally {
          await setMessageContent(db, messageId, reply);
          await caller.send('EndMessage', { id: String(messageId) });
        }
      },
      /** (message id, score +1 or −1, comment or null): once per message. */
      ScoreMessage: async (ctx, messageId: unknown, score: unknown, comment: unknown) => {
        const id = Number(messageId);
        if (!Number.isInteger(id) || id <= 0 || (score !== 1 && score !== -1)) throw new HubError('Invalid rating.');
        const db = await getDb();
        return rateMessage(db, owner(ctx.user), id, score, typeof comment === 'string' ? comment : null);
      },
      /** (proposal id, 'applied' | 'declined'): what the employer did with a proposal. */
      DecideProposal: async (ctx, proposalId: unknown, decision: unknown) => {
        const id = Number(proposalId);
        if (!Number.isInteger(id) || id <= 0 || (decision !== 'applied' && decision !== 'declined'))
          throw new HubError('Invalid decision.');
        const db = await getDb();
        return decideProposal(db, owner(ctx.user), id, decision);
      },
    },
    ...options.overrides,
  });
}

// One hub per process, shared through globalThis: the copy registered from instrumentation and the copies
// route handlers import (Next may bundle them apart) must be the same object, so events reach its sockets.
const HUB_KEY = Symbol.for('wakat.assistantHub');
const store = globalThis as typeof globalThis & { [HUB_KEY]?: Hub<User> };

/** The process's assistant hub (registered from instrumentation). */
export function assistantHub(): Hub<User> {
  return (store[HUB_KEY] ??= createAssistantHub());
}
