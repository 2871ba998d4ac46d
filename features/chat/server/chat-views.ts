import 'server-only';
import type { conversationMessages } from '@/lib/db/schema';
import type { ChatConversation, ChatInvitation, ChatMessage } from '../types';

/** What the chat shows: its limits, its two parties, and the views of invitations, conversations and messages. */

/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_PAGE = 50;

/** One side of the chat: a candidate, or a member of one or more companies (an employer). */
export interface ChatParty {
  userId: string;
  tenantId: number;
  /** Companies the user acts for (empty for a candidate). */
  companyIds: number[];
  isCandidate: boolean;
}

/** The views the hub sends are the browser's types (../types.ts), declared once. */
export type InvitationView = ChatInvitation;
export type ConversationView = ChatConversation;
export type MessageView = ChatMessage;

export const logoUrl = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}/logo`;

export function messageView(
  message: typeof conversationMessages.$inferSelect,
  viewerId: string,
  senderName: string | null,
): MessageView {
  return {
    id: message.id,
    conversationId: message.conversationId,
    body: message.body,
    mine: message.senderId === viewerId,
    senderName,
    readAt: message.readAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
