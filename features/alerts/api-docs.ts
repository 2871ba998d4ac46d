import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { createJobFilterBodySchema, guestJobAlertBodySchema } from './alert-schema';
import {
  activationBodySchema,
  createJobAlertBodySchema,
  filterParamsSchema,
  frequencyBodySchema,
  jobFilterDtoSchema,
  tenantParamsSchema,
  unsubscribeParamsSchema,
} from './schemas';

const tag = 'job alerts';
const session = [{ name: 'Cookie', description: 'The candidate session (401 without it)' }];

documentApi({
  method: 'get',
  path: '/{tenant}/job-filters',
  summary: "The candidate's saved searches, each with the offers published since it was last opened (count)",
  tag,
  params: tenantParamsSchema,
  headers: session,
  response: z.object({ data: z.array(jobFilterDtoSchema) }),
});
documentApi({
  method: 'post',
  path: '/{tenant}/job-filters',
  summary:
    'Saves a search (filters are read from searchUrl); 409 "Job filter already exists", 422 past 10 saved searches',
  tag,
  params: tenantParamsSchema,
  body: createJobFilterBodySchema,
  headers: session,
  response: z.object({ jobFilterId: z.number().int() }),
});
documentApi({
  method: 'delete',
  path: '/{tenant}/job-filters/{id}',
  summary: 'Deletes a saved search of the candidate and its alert; 404 for anything not theirs',
  tag,
  params: filterParamsSchema,
  headers: session,
});
documentApi({
  method: 'post',
  path: '/{tenant}/job-alerts',
  summary: 'Switches the alert of a saved search on (default twiceAWeek); 409 "Job alert already exists"',
  tag,
  params: tenantParamsSchema,
  body: createJobAlertBodySchema,
  headers: session,
});
documentApi({
  method: 'delete',
  path: '/{tenant}/job-filters/{id}/job-alert',
  summary: 'Switches the alert of a saved search off',
  tag,
  params: filterParamsSchema,
  headers: session,
});
documentApi({
  method: 'patch',
  path: '/{tenant}/job-filters/{id}/job-alert/frequency',
  summary: 'Changes how often the alert e-mails (daily, twiceAWeek, weekly)',
  tag,
  params: filterParamsSchema,
  body: frequencyBodySchema,
  headers: session,
});
documentApi({
  method: 'post',
  path: '/{tenant}/job-filters/{id}/read-filtered-offers',
  summary: "Marks a saved search's new offers read (its count starts again from now)",
  tag,
  params: filterParamsSchema,
  headers: session,
});
documentApi({
  method: 'post',
  path: '/{tenant}/guests/job-alerts',
  summary:
    'A visitor registers an alert by e-mail (activation link mailed; rate-limited, 429). 409: "Candidate profile already exists", "Job filter with active job alert already exists", "Job alert already exists"; 422 past 10',
  tag,
  params: tenantParamsSchema,
  body: guestJobAlertBodySchema,
  response: z.object({ jobFilterId: z.number().int() }),
});
documentApi({
  method: 'put',
  path: '/{tenant}/guests/job-alerts/activation',
  summary: 'Activates a pending alert with the e-mailed code; 404 wrong code, 409 already used',
  tag,
  params: tenantParamsSchema,
  body: activationBodySchema,
});
documentApi({
  method: 'delete',
  path: '/{tenant}/guests/job-alerts/{a}/{b}',
  summary: 'Unsubscribes an alert: a = job filter id, b = the code of its e-mails; 404 wrong code, 409 already stopped',
  tag,
  params: unsubscribeParamsSchema,
});
documentApi({
  method: 'post',
  path: '/{tenant}/guests/job-alerts/{a}/{b}',
  summary: 'One-click unsubscribe (RFC 8058, List-Unsubscribe-Post: List-Unsubscribe=One-Click), as DELETE',
  tag,
  params: unsubscribeParamsSchema,
});
documentApi({
  method: 'post',
  path: '/dev/jobs/{name}/run',
  summary: 'Development and e2e only: runs a scheduled job (e.g. alert-digest-daily) now, in a slot of its own',
  tag: 'dev',
  params: z.object({ name: z.string() }),
});
documentApi({
  method: 'post',
  path: '/dev/offers/{slug}/publish-now',
  summary:
    'Development and e2e only: the offer shown on this board is published again now, through the offer writer (something new for alert digests)',
  tag: 'dev',
  params: z.object({ slug: z.string() }),
});
