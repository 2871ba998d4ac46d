import 'server-only';
import { type DraftRow } from './drafts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offers, type OfferStatus } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import type { EditableOffer, OfferServerShape } from '../server-shape';
import { offerError } from './errors';
import { findPlan } from './plans';
import { serverShapeSchema, type ParsedServerShape } from './shape-schema';

/** A draft's content read back: the server shape (what no longer parses left out) and what the form loads. */

/**
 * The content of a draft as a complete server shape (defaults filled in), and the top-level fields of the
 * stored content that could not be read (written by an older version, or damaged). Those fields are left
 * at their defaults; everything readable is kept, never the whole draft emptied.
 */
export function readDraftContent(draft: DraftRow): { shape: ParsedServerShape; unreadable: string[] } {
  const fixed = { planKey: draft.planKey, slug: draft.slug };
  const stored = draft.content as unknown;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
    return { shape: serverShapeSchema.parse(fixed), unreadable: ['content'] };
  const content: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  const unreadable: string[] = [];
  // Each pass drops the fields the schema refused; a field is only ever dropped, so this ends.
  for (;;) {
    const parsed = serverShapeSchema.safeParse({ ...content, ...fixed });
    if (parsed.success) return { shape: parsed.data, unreadable };
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const dropped = [...refused].filter((key) => key in content);
    if (dropped.length === 0) return { shape: serverShapeSchema.parse(fixed), unreadable: ['content'] };
    for (const key of dropped) {
      delete content[key];
      unreadable.push(key);
    }
  }
}

/**
 * The content of a draft as a complete server shape, for showing and editing it: unreadable fields are
 * left empty (and logged) so the employer sees and fills them; publishing such a draft is refused
 * (`readableDraftShape`) until it is saved again.
 */
export function draftShape(draft: DraftRow): ParsedServerShape {
  const { shape, unreadable } = readDraftContent(draft);
  if (unreadable.length) logger.warn({ draftId: draft.id, fields: unreadable }, 'draft content partly unreadable');
  return shape;
}

/**
 * The content of a draft about to become an offer: refused with a clear message, never published with
 * fields emptied, when part of it cannot be read.
 */
export function readableDraftShape(draft: DraftRow): ParsedServerShape {
  const { shape, unreadable } = readDraftContent(draft);
  if (unreadable.length) {
    logger.warn({ draftId: draft.id, fields: unreadable }, 'draft content partly unreadable: not converted');
    throw offerError('CONFLICT', 'draftUnreadable');
  }
  return shape;
}

/** What the form loads: the shape, the plan's limits and where the draft stands. */
export async function editableDraft(db: DbOrTx, draft: DraftRow): Promise<EditableOffer> {
  const plan = await findPlan(db, draft.tenantId, draft.planKey);
  const shape = draftShape(draft);
  let status: OfferStatus | null = null;
  let isOfferActive = false;
  if (draft.offerId) {
    const [offer] = await db
      .select({ status: offers.status, expiresAt: offers.expiresAt })
      .from(offers)
      .where(eq(offers.id, draft.offerId));
    status = offer?.status ?? null;
    isOfferActive = offer?.status === 'published' && (!offer.expiresAt || offer.expiresAt > new Date());
  }
  return {
    ...(shape as OfferServerShape),
    limits: plan?.limits ?? null,
    id: draft.id,
    draftId: draft.id,
    offerId: draft.offerId,
    mode: draft.mode,
    state: draft.state,
    status,
    isOfferActive,
  };
}
