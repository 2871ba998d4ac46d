import type { JobAdProposal } from '../engine/types';

/** What the assistant popover shows: messages, each with the proposal its answer carried. */

/** A new conversation's key: the hub continues this conversation, and only this one, across reconnects. */
export function newConversationKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Proposal {
  id: string;
  proposal: JobAdProposal;
  state: 'open' | 'applied' | 'declined';
  /** Parts already written into the form. */
  applied: string[];
  rejected: string[];
}

export interface Message {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: string;
  ended: boolean;
  rateable: boolean;
  score: 1 | -1 | null;
  proposal: Proposal | null;
}
