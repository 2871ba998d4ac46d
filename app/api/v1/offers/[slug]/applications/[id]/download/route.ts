// GET /api/v1/offers/{slug}/applications/{id}/download – the application's file, for the offer's company (audited).
import { downloadParams, downloadQuery } from '@/features/employer-applications/schemas';
import { downloadApplicationFile } from '@/features/employer-applications/server/applications-service';
import { inlineFileHeaders } from '@/features/employer-applications/server/file-headers';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';
import { storedFileResponse } from '@/lib/uploads/stored-file-response';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, params: downloadParams, query: downloadQuery },
  async ({ request, caller, db, params, query }) => {
    const inline = query.inline !== undefined;
    const file = await downloadApplicationFile(db, caller, params.slug, params.id, { inline, fileId: query.file });
    const headers =
      inline && file.kind !== 'download'
        ? inlineFileHeaders(file.mimeType, file.fileName, file.kind)
        : storedFileHeaders(file.mimeType, file.fileName);
    return storedFileResponse(request, file.stored, headers);
  },
);
