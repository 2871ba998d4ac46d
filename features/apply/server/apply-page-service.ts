import 'server-only';
import { eq } from 'drizzle-orm';
import type { Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { candidatePreferences } from '@/lib/db/schema';
import { findLatestCv } from './apply-queries';
import { createCvToken } from './cv-token';
import { findLastAppliedAt } from './history-service';

/**
 * What the offer page's apply parts need to know about the caller: the profile to prefill (with a
 * short-lived token for the stored CV), whether and when they applied already, and whether lookalikes may be
 * shown (mandatory matchmaking preferences filled in).
 */
export async function loadApplyContext(db: Db, caller: Caller, offerId: number) {
  if (caller.kind !== 'candidate') return { prefill: null, isAppliedTo: false, appliedAt: null, hasPreferences: false };
  const [appliedAt, cv, [preferences]] = await Promise.all([
    findLastAppliedAt(db, caller, offerId),
    findLatestCv(db, caller.userId),
    db
      .select({ isFilled: candidatePreferences.mandatoryPreferencesFilledIn })
      .from(candidatePreferences)
      .where(eq(candidatePreferences.userId, caller.userId)),
  ]);
  return {
    prefill: {
      name: caller.name,
      email: caller.email,
      cv: cv ? { fileName: cv.fileName, token: createCvToken(caller.userId, cv.id) } : null,
    },
    isAppliedTo: appliedAt !== null,
    /** When the caller last applied (ISO), so the page says when instead of offering the form again. */
    appliedAt: appliedAt?.toISOString() ?? null,
    hasPreferences: preferences?.isFilled ?? false,
  };
}
