/** The query keys of the panel's offers: everything a change to an offer may move sits under `all`. */
export const offerKeys = {
  all: ['employer', 'offers'] as const,
  assignees: (offerId: number) => ['employer', 'offers', offerId, 'assignees'] as const,
};
