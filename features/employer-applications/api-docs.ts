import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import {
  applicationIdParams,
  applicationListItem,
  applicationListQuery,
  bulkStatusBody,
  candidateMailInput,
  downloadParams,
  downloadQuery,
  notificationSettingsBody,
  reviewBody,
  statusChangeBody,
} from './schemas';

const tag = 'employer-applications';
const who = "Any member of the active company (recruiter, admin, owner); another company's application is a 404.";

documentApi({
  method: 'get',
  path: '/v2/employer-panel/applications',
  summary: `The company's applications across its offers (or one offer: offerId), searchable (q: name, e-mail, message), filtered by status (repeatable) and received date (from/to, inclusive days), sorted, paged. ${who}`,
  tag,
  query: applicationListQuery,
  response: z.object({ data: z.array(applicationListItem), meta: z.object({ totalItems: z.number().int() }) }),
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/applications/{id}',
  summary: `One application: message, consents, files, status history (who, when), private notes and rating. ${who}`,
  tag,
  params: applicationIdParams,
});

documentApi({
  method: 'patch',
  path: '/v2/employer-panel/applications/{id}',
  summary: `Private notes (plain text, ≤ 5000) and a 1–5 rating; a field left out stays; null clears. ${who}`,
  tag,
  params: applicationIdParams,
  body: reviewBody,
});

documentApi({
  method: 'delete',
  path: '/v2/employer-panel/applications/{id}',
  summary: `Deletes the application, its history and its file (audited). 204. ${who}`,
  tag,
  params: applicationIdParams,
});

documentApi({
  method: 'patch',
  path: '/v2/employer-panel/applications/{id}/status',
  summary: `Moves the application to new, seen, in_review, interview, offer, hired or rejected (anything else: 422); a history row records who and when. Interview and rejected e-mail the candidate when their settings allow; a rejection sends \`mail\` (the edited template) when given. ${who}`,
  tag,
  params: applicationIdParams,
  body: statusChangeBody,
});

documentApi({
  method: 'patch',
  path: '/v2/employer-panel/applications/bulk-status',
  summary: `Moves up to 100 applications at once (all or none: any id not the company's is a 404); answers the ids that changed. ${who}`,
  tag,
  body: bulkStatusBody,
  response: z.object({ changed: z.array(z.number().int()) }),
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/applications/{id}/reject-template',
  summary: `The rejection e-mail template filled in for this application, in the request's language (?lang). ${who}`,
  tag,
  params: applicationIdParams,
  response: candidateMailInput,
});

documentApi({
  method: 'get',
  path: '/v1/offers/{slug}/applications/{id}/download',
  summary: `The application's file as an attachment (inline=1: shown in the page, PDF framed by this site only, images inline; DOCX always downloaded). Every download and view is written to the audit log. ${who}`,
  tag,
  params: downloadParams,
  query: downloadQuery,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/notification-settings',
  summary:
    "The signed-in candidate's notification settings: applicationStatusEmails (interview and rejection e-mails; on by default)",
  tag,
  response: notificationSettingsBody,
});

documentApi({
  method: 'patch',
  path: '/v2/user-panel/notification-settings',
  summary: "Turns the signed-in candidate's application status e-mails on or off",
  tag,
  body: notificationSettingsBody,
  response: notificationSettingsBody,
});
