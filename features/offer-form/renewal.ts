import type { OfferStatus } from '@/lib/db/schema';

/** What the short summary of an extension or a re-publication shows about the offer and its new term. */
export interface RenewalView {
  mode: 'extend' | 'refresh';
  offer: {
    title: string;
    company: string;
    city: string | null;
    slug: string;
    status: OfferStatus;
    /** The end of the current publication (ISO), or null. */
    expiresAt: string | null;
    /** When the recruitment was finished (ISO), or null. */
    finishedAt: string | null;
  };
  /** Days the plan adds (extend) or publishes for (refresh). */
  durationDays: number;
  /** The end of the publication once extended or published again now (ISO). */
  newExpiresAt: string;
  /** Whether the offer's state allows it now (extend: published or expired; refresh: expired or finished). */
  allowed: boolean;
}
