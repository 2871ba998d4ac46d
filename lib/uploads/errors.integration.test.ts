import { installDbHandle } from '@/lib/db/client';
import { withRoute } from '@/lib/http/with-route';
import { createTestDb } from '@/tests/db';
import { executableFile, pdfFile } from '@/tests/factories/files';
import { insertTenant } from '@/tests/factories/tenant';
import { callRoute } from '@/tests/http';
import { uploadFailure } from './errors';
import { checkUpload } from './file-type';

const handle = await createTestDb();
installDbHandle(handle);
await insertTenant(handle.db, 'it', undefined, true);

const bytesByName = {
  pdf: pdfFile(),
  exe: executableFile(100),
  empty: new Uint8Array(0),
  big: pdfFile({ size: 2000 }),
};
const route = withRoute({ auth: 'public' }, async ({ request }) => {
  const name = new URL(request.url).searchParams.get('f') as keyof typeof bytesByName;
  const check = await checkUpload(bytesByName[name], ['pdf'], 1000);
  if (!check.ok) throw uploadFailure(check.error, 'attachment');
  return { kind: check.kind };
});

describe('uploadFailure', () => {
  it.each([
    ['exe', 415, 'This file type is not accepted. Choose a PDF, DOCX, JPEG or PNG file.'],
    ['empty', 422, 'This file is damaged or empty. Choose another file.'],
    ['big', 413, 'This file is too large. The limit is 5 MB.'],
  ])('answers %s with %i and a localised message on the field', async (name, status, message) => {
    const res = await callRoute(route, `/x?f=${name}&lang=en`, { method: 'POST' });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields).toEqual([{ field: 'attachment', message }]);
  });

  it('speaks Polish by default', async () => {
    const res = await callRoute(route, '/x?f=exe', { method: 'POST' });
    expect(res.body.error.fields[0].message).toBe(
      'Ten typ pliku nie jest akceptowany. Wybierz plik PDF, DOCX, JPEG lub PNG.',
    );
    expect((await callRoute(route, '/x?f=pdf', { method: 'POST' })).body).toEqual({ kind: 'pdf' });
  });
});
