'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { localizedPaths } from '@/lib/paths';
import { backToDraft } from '../api/back-to-draft';
import { bulkOffers } from '../api/bulk-offers';
import { deleteDraft } from '../api/delete-draft';
import { deleteOffer } from '../api/delete-offer';
import { deletePendingOffer } from '../api/delete-pending-offer';
import { finishOffer } from '../api/finish-offer';
import { openOfferDraft } from '../api/open-offer-draft';
import { useOffersMutation } from '../api/use-offers-mutation';
import type { OfferAction } from '../constants';
import type { OfferListItem } from '../schemas';

export type Notice = { kind: 'ok' | 'error'; text: string } | null;

export type Change = 'finish' | 'delete' | 'deleteDraft';

/** Actions that end or remove an offer or a draft: shown last in a row, each asked first. */
export const DANGER: ReadonlySet<OfferAction> = new Set<Change>(['finish', 'delete', 'deleteDraft']);
export const isChange = (action: OfferAction): action is Change => DANGER.has(action);

const QUESTION = {
  finish: 'actions.confirmFinish',
  delete: 'actions.confirmDelete',
  deleteDraft: 'actions.confirmDeleteDraft',
} as const satisfies Record<Change, string>;

/** The call each change makes: finishing and deleting go to the offer, a draft is deleted as a draft. */
function changeRequest(item: OfferListItem, action: Change) {
  switch (action) {
    case 'finish':
      return finishOffer(item.slug);
    case 'delete':
      // An offer waiting for payment is deleted with its open payment voided.
      return item.state === 'pending_payment' ? deletePendingOffer(item.id) : deleteOffer(item.slug);
    case 'deleteDraft':
      return deleteDraft(item.id);
  }
}

/**
 * The list's calls: opening a draft from an offer (duplicate, extend, refresh), taking an unpaid offer back
 * to a draft, finishing or deleting one (each asked first), and the bulk finish and duplicate. The list is
 * rendered by the server, so a change refreshes it; the mutations refetch the offers queries.
 */
export function useOfferActions(locale: string, selected: Set<number>, clearSelection: () => void) {
  const hrefs = localizedPaths(locale);
  const t = useTranslations('employerOffers');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const { confirm, dialog } = useConfirm();
  const draftFrom = useOffersMutation(openOfferDraft);
  const toDraft = useOffersMutation(backToDraft);
  const changeOffer = useOffersMutation(({ item, action }: { item: OfferListItem; action: Change }) =>
    changeRequest(item, action),
  );
  const bulkChange = useOffersMutation(bulkOffers);

  async function openDraft(item: OfferListItem, mode: 'duplicate' | 'extend' | 'refresh') {
    setBusy(true);
    setNotice(null);
    const res = await draftFrom.mutateAsync({ offerId: item.id, mode });
    if (res.ok) {
      router.push(hrefs.employerDraft(res.data.id));
      return;
    }
    setBusy(false);
    setNotice({ kind: 'error', text: res.error.message ?? t('actions.failed') });
  }

  async function returnToDraft(item: OfferListItem) {
    const asked = await confirm({
      title: t('actions.backToDraft'),
      text: t('actions.confirmBackToDraft', { title: item.title || t('columns.untitled') }),
      confirmLabel: t('actions.backToDraft'),
    });
    if (!asked) return;
    setBusy(true);
    setNotice(null);
    const res = await toDraft.mutateAsync(item.id);
    if (res.ok) {
      router.push(hrefs.employerDraft(res.data.draft_id));
      return;
    }
    setBusy(false);
    setNotice({ kind: 'error', text: res.error.message ?? t('actions.failed') });
  }

  async function change(item: OfferListItem, action: Change) {
    const asked = await confirm({
      title: t(`actions.${action}`),
      text: t(QUESTION[action], { title: item.title || t('columns.untitled') }),
      confirmLabel: t(`actions.${action}`),
      destructive: true,
    });
    if (!asked) return;
    setBusy(true);
    setNotice(null);
    const res = await changeOffer.mutateAsync({ item, action });
    setBusy(false);
    if (res.ok) router.refresh();
    else setNotice({ kind: 'error', text: res.error.message ?? t('actions.failed') });
  }

  async function bulk(action: 'finish' | 'duplicate') {
    if (
      action === 'finish' &&
      !(await confirm({
        title: t('bulk.finish'),
        text: t('bulk.confirmFinish', { count: selected.size }),
        confirmLabel: t('actions.finish'),
        destructive: true,
      }))
    )
      return;
    setBusy(true);
    setNotice(null);
    const res = await bulkChange.mutateAsync({ action, ids: [...selected] });
    setBusy(false);
    if (!res.ok) {
      setNotice({ kind: 'error', text: res.error.message ?? t('actions.failed') });
      return;
    }
    const { done, skipped } = res.data;
    const text = t(action === 'finish' ? 'bulk.finished' : 'bulk.duplicated', { count: done.length });
    setNotice({
      kind: 'ok',
      text: skipped.length ? `${text}. ${t('bulk.skipped', { count: skipped.length })}.` : `${text}.`,
    });
    clearSelection();
    router.refresh();
  }

  return { busy, notice, setNotice, dialog, openDraft, returnToDraft, change, bulk };
}
