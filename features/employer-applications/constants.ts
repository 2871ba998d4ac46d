/**
 * Where an application stands in the employer's pipeline: the values of `applications.status` (the schema's
 * APPLICATION_STATUSES, repeated here so client code does not pull in the database schema; a test keeps
 * the two lists equal).
 */
export const APPLICATION_STATUSES = ['new', 'seen', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Statuses that still count as "not answered": the employer has at most opened the application. Any move
 * past them is the company's answer (response-time badge) and ends the anti-ghosting clock.
 */
export const UNANSWERED_STATUSES: readonly ApplicationStatus[] = ['new', 'seen'];
export const isAnswer = (status: ApplicationStatus) => !UNANSWERED_STATUSES.includes(status);

/** What the candidate sees of each employer status (sent, seen, in review, interview, offer, hired, closed). */
export const CANDIDATE_STATUS: Record<
  ApplicationStatus,
  'sent' | 'seen' | 'inReview' | 'interview' | 'offer' | 'hired' | 'closed'
> = {
  new: 'sent',
  seen: 'seen',
  in_review: 'inReview',
  interview: 'interview',
  offer: 'offer',
  hired: 'hired',
  rejected: 'closed',
};

export const APPLICATION_LIMITS = {
  notesMax: 5000,
  searchMax: 100,
  pageSizeMax: 100,
  bulkMax: 100,
  mailSubjectMax: 200,
  mailBodyMax: 5000,
} as const;

/** Anti-ghosting: an application nobody answered for this long gets one polite status update. */
export const GHOSTING_DAYS = 14;

export const APPLICATION_SORTS = ['newest', 'oldest', 'name', 'rating', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
