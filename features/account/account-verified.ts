/** The address's query that opens the "account verified" dialog: `?modal=account-verified`. */
export const ACCOUNT_VERIFIED_PARAM = 'modal';
export const ACCOUNT_VERIFIED_VALUE = 'account-verified';
