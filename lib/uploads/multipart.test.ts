import { AppError } from '@/lib/http/errors';
import { pdfFile } from '@/tests/factories/files';
import { readMultipart } from './multipart';

const MAX = 5_000_000;
const URL_ = 'http://it.localhost/upload';

function formRequest(form: FormData): Request {
  return new Request(URL_, { method: 'POST', body: form });
}

/** The same body, but delivered in chunks of the given sizes (cycled), with no Content-Length. */
async function chunkedRequest(source: Request, sizes: number[]): Promise<Request> {
  const bytes = new Uint8Array(await source.arrayBuffer());
  let offset = 0;
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = sizes[i++ % sizes.length]!;
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Request(URL_, {
    method: 'POST',
    body,
    headers: { 'content-type': source.headers.get('content-type')! },
    duplex: 'half',
  } as RequestInit);
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function sample(): FormData {
  const form = new FormData();
  form.set('name', 'Zażółć Gęślą');
  form.set('message', 'line one\r\nline two --not-a-boundary');
  form.set('attachment', new File([pdfFile() as BlobPart], 'CV Łukasz.pdf', { type: 'application/pdf' }));
  return form;
}

describe('readMultipart', () => {
  it('reads fields and files as a browser sends them', async () => {
    const { fields, files } = await readMultipart(formRequest(sample()), { maxFileBytes: MAX });
    expect({ ...fields }).toEqual({ name: 'Zażółć Gęślą', message: 'line one\r\nline two --not-a-boundary' });
    expect(files.attachment?.fileName).toBe('CV Łukasz.pdf');
    expect(files.attachment?.tooLarge).toBe(false);
    expect(Buffer.from(files.attachment!.bytes).equals(Buffer.from(pdfFile()))).toBe(true);
  });

  it('gives the same answer whatever the chunking (boundaries split across chunks)', async () => {
    const expected = await readMultipart(formRequest(sample()), { maxFileBytes: MAX });
    for (const sizes of [[1], [3, 7, 2], [64, 1, 1, 500]]) {
      const got = await readMultipart(await chunkedRequest(formRequest(sample()), sizes), { maxFileBytes: MAX });
      expect({ ...got.fields }).toEqual({ ...expected.fields });
      expect(Buffer.from(got.files.attachment!.bytes).equals(Buffer.from(expected.files.attachment!.bytes))).toBe(true);
    }
  });

  it('keeps a file of exactly the limit, and flags one byte more (keeping only limit + 1 bytes)', async () => {
    const atLimit = new FormData();
    atLimit.set('attachment', new File([new Uint8Array(MAX)], 'a.pdf'));
    expect((await readMultipart(formRequest(atLimit), { maxFileBytes: MAX })).files.attachment).toMatchObject({
      tooLarge: false,
    });

    for (const size of [MAX + 1, MAX + 3_000_000]) {
      const form = new FormData();
      form.set('attachment', new File([new Uint8Array(size)], 'big.pdf'));
      form.set('after', 'still read');
      const { fields, files } = await readMultipart(formRequest(form), { maxFileBytes: MAX });
      expect(files.attachment?.tooLarge).toBe(true);
      expect(files.attachment?.bytes.length).toBe(MAX + 1);
      expect(fields.after).toBe('still read');
    }
  });

  it('skips an empty file input (nothing chosen)', async () => {
    const form = new FormData();
    form.set('attachment', new File([], ''));
    form.set('name', 'x');
    const { files } = await readMultipart(formRequest(form), { maxFileBytes: MAX });
    expect(Object.keys(files)).toEqual([]);
  });

  it('refuses a declared body over the cap before reading it, and an undeclared one while reading', async () => {
    const form = new FormData();
    form.set('attachment', new File([new Uint8Array(3000)], 'a.pdf'));
    const declared = formRequest(form);
    const withLength = new Request(URL_, {
      method: 'POST',
      body: await declared.clone().arrayBuffer(),
      headers: { 'content-type': declared.headers.get('content-type')! },
    });
    expect((await errorOf(readMultipart(withLength, { maxFileBytes: 100, maxBodyBytes: 1000 }))).status).toBe(413);
    const streamed = await chunkedRequest(declared, [100]);
    expect((await errorOf(readMultipart(streamed, { maxFileBytes: 100, maxBodyBytes: 1000 }))).status).toBe(413);
  });

  it('refuses an over-long field', async () => {
    const form = new FormData();
    form.set('message', 'x'.repeat(2000));
    const error = await errorOf(readMultipart(formRequest(form), { maxFileBytes: MAX, maxFieldBytes: 1000 }));
    expect(error).toMatchObject({ status: 413, message: 'upload.fieldTooLarge' });
  });

  it('refuses what is not multipart, or is cut short, with 400', async () => {
    const json = new Request(URL_, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await errorOf(readMultipart(json, { maxFileBytes: MAX }))).toMatchObject({
      status: 400,
      message: 'upload.notMultipart',
    });
    const full = new Uint8Array(await formRequest(sample()).arrayBuffer());
    const cut = new Request(URL_, {
      method: 'POST',
      body: full.slice(0, full.length - 40),
      headers: { 'content-type': formRequest(sample()).headers.get('content-type')! },
    });
    expect(await errorOf(readMultipart(cut, { maxFileBytes: MAX }))).toMatchObject({
      status: 400,
      message: 'upload.malformed',
    });
    const garbage = new Request(URL_, {
      method: 'POST',
      body: 'hello there',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect((await errorOf(readMultipart(garbage, { maxFileBytes: MAX }))).status).toBe(400);
  });

  it('treats hostile part names as plain names and strips paths from file names', async () => {
    const boundary = 'XyZ';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\npolluted\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="..\\\\..\\\\evil\\".pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-\r\n--${boundary}--\r\n`;
    const request = new Request(URL_, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
    });
    const { fields, files } = await readMultipart(request, { maxFileBytes: MAX });
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(files.f?.fileName).toBe('evil".pdf');
  });
});
