'use client';

import dynamic from 'next/dynamic';
import { useUrlTrigger } from '@/components/ui/url-trigger';
import { ACCOUNT_VERIFIED_PARAM, ACCOUNT_VERIFIED_VALUE } from '@/lib/auth/account-verified';
import type { AccountVerifiedDialogProps } from './account-verified-dialog-impl';

const Impl = dynamic(() => import('./account-verified-dialog-impl').then((m) => m.AccountVerifiedDialogImpl), {
  ssr: false,
});

const isWanted = (location: Location) =>
  new URLSearchParams(location.search).get(ACCOUNT_VERIFIED_PARAM) === ACCOUNT_VERIFIED_VALUE;

/**
 * The dialog the e-mail verification link lands on (`?modal=account-verified`), loaded only when the address
 * asks for it.
 */
export function AccountVerifiedDialog(props: AccountVerifiedDialogProps) {
  return useUrlTrigger(isWanted) ? <Impl {...props} /> : null;
}
