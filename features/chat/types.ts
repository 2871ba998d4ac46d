/** One chat message as the hub sends it (features/chat/server/chat-views.ts) and the browser shows it. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  body: string;
  mine: boolean;
  senderName: string | null;
  /** Only on what employer sockets receive: who sent it, so a sender's other tabs know it as theirs. */
  senderId?: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface ChatConversation {
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

export interface ChatInvitation {
  id: number;
  status: 'received' | 'accepted' | 'declined';
  sentAt: string;
  employer: { name: string; avatarUrl: string | null };
  jobAdvertisement: { name: string | null };
  /** The conversation the invitation opens (the spec's conversation request id). */
  conversationRequestId: string;
  conversationId: number | null;
}

/** The one local-storage key of the widget: the open conversation and whether it is minimised. */
export const CHAT_WIDGET_STORAGE_KEY = 'wakat.chatWidget';
export interface ChatWidgetSaved {
  chatId: number | null;
  minified: boolean;
}
