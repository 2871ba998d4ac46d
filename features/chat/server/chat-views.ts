import 'server-only';
import type { conversationMessages } from '@/lib/db/schema';

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

export interface InvitationView {
  id: number;
  status: 'received' | 'accepted' | 'declined';
  sentAt: string;
  employer: { name: string; avatarUrl: string | null };
  jobAdvertisement: { name: string | null };
  /** The conversation the invitation opens (the spec's conversation request id). */
  conversationRequestId: string;
  conversationId: number | null;
}

export interface ConversationView {
  id: number;
  companyId: number;
  companyName: string;
  companyLogoUrl: string | null;
  candidateName: string;
  offerTitle: string | null;
  lastMessage: { body: string; at: string; mine: boolean } | null;
  unread: number;
  updatedAt: string;
}

export interface MessageView {
  id: number;
  conversationId: number;
  body: string;
  mine: boolean;
  senderName: string | null;
  readAt: string | null;
  createdAt: string;
}

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
