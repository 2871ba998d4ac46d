import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import { claimDraft, draftByToken, type DraftRow } from './drafts';
import { serverShapeSchema } from './shape-schema';
import { rowId } from '@/lib/http/row-id';

/** Route pieces shared by the offer-form calls. */
export const slugParams = z.object({ slug: z.string().min(1).max(300) });
export const idParams = z.object({ id: rowId });
export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
export const shapeBody = serverShapeSchema;
/** `?autosave=1`: the form's autosave, which writes the content but not the draft's saved state. */
export const saveQuery = z.object({ autosave: z.enum(['1']).optional() });
export const tokenSaveQuery = tokenQuery.extend(saveQuery.shape);

/**
 * The draft a `?token` (or body `token`) opens for `slug`: a wrong, expired or foreign token is 404
 * without saying whether the offer exists. A signed-in employer opening an anonymous draft claims it
 * for their active company.
 */
export async function tokenDraft(
  db: Db,
  caller: Caller,
  tenantId: number,
  slug: string,
  token: string,
): Promise<DraftRow> {
  const draft = await draftByToken(db, tenantId, slug, token);
  if (caller.kind === 'employer') {
    if (
      draft.companyId !== null &&
      draft.companyId !== caller.companyId &&
      !caller.companyIds.includes(draft.companyId)
    )
      throw new AppError('NOT_FOUND', 'notFound');
    return claimDraft(db, draft, caller.companyId, caller.userId);
  }
  return draft;
}

export const userIdOf = (caller: Caller): string | null =>
  caller.kind === 'employer' || caller.kind === 'candidate' ? caller.userId : null;

export const hasToken = (request: NextRequest) => request.nextUrl.searchParams.has('token');
