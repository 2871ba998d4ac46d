/** The address's query that opens the "account verified" dialog: `?modal=account-verified`. */
export const ACCOUNT_VERIFIED_PARAM = 'modal';
export const ACCOUNT_VERIFIED_VALUE = 'account-verified';
/** That query, for `paths.homeWith`: where the sign-in link's verification lands. */
export const ACCOUNT_VERIFIED_QUERY = { [ACCOUNT_VERIFIED_PARAM]: ACCOUNT_VERIFIED_VALUE };
