import {
  docxEntries,
  docxFile,
  executableFile,
  jpegFile,
  nestedDocx,
  nestedZipBombDocx,
  pdfFile,
  pdfWith,
  pngFile,
  windowsExecutable,
  xxeDocx,
  zipBombDocx,
  zipFile,
} from '@/tests/factories/files';
import { checkUpload, type UploadKind } from './file-type';

const ALL: UploadKind[] = ['pdf', 'docx', 'jpeg', 'png'];
const MAX = 5_000_000; // spec §9: attachment 5 MB (5,000,000 bytes)

describe('checkUpload', () => {
  it.each([
    ['pdf', pdfFile(), 'application/pdf', 'pdf'],
    ['png', pngFile(), 'image/png', 'png'],
    ['jpeg', jpegFile(), 'image/jpeg', 'jpg'],
    ['docx', docxFile(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ] as const)('accepts a real %s and says what it is', async (kind, bytes, mimeType, extension) => {
    expect(await checkUpload(bytes, ALL, MAX)).toEqual({ ok: true, kind, mimeType, extension });
  });

  it('accepts a PDF of exactly the limit and refuses one byte more', async () => {
    const atLimit = pdfFile({ size: MAX });
    const over = pdfFile({ size: MAX + 1 });
    expect(atLimit.length).toBe(5_000_000);
    expect(over.length).toBe(5_000_001);
    expect(await checkUpload(atLimit, ALL, MAX)).toMatchObject({ ok: true, kind: 'pdf' });
    expect(await checkUpload(over, ALL, MAX)).toEqual({ ok: false, error: 'fileTooLarge' });
  });

  it('calls an empty file corrupted', async () => {
    expect(await checkUpload(new Uint8Array(0), ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('refuses an executable whatever it is called', async () => {
    expect(await checkUpload(executableFile(), ALL, MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    const mz = executableFile();
    mz.set([0x4d, 0x5a], 0);
    expect(await checkUpload(mz, ALL, MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    expect(await checkUpload(new TextEncoder().encode('<html>hi</html>'), ALL, MAX)).toEqual({
      ok: false,
      error: 'invalidFileType',
    });
  });

  it('refuses a real kind that is not allowed here (a PDF where only images go)', async () => {
    expect(await checkUpload(pdfFile(), ['jpeg', 'png'], MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    expect(await checkUpload(pngFile(), ['jpeg', 'png'], MAX)).toMatchObject({ ok: true });
  });

  it('calls truncated files corrupted', async () => {
    for (const bytes of [pdfFile(), pngFile(), jpegFile(), docxFile()]) {
      expect(await checkUpload(bytes.subarray(0, Math.floor(bytes.length / 2)), ALL, MAX)).toEqual({
        ok: false,
        error: 'corruptedFile',
      });
    }
  });

  it('refuses a zip bomb posing as a DOCX', async () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(100_000);
    expect(await checkUpload(bomb, ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('refuses a DOCX declaring more than 50 MB in all', async () => {
    const parts = Array.from({ length: 60 }, (_, i) => ({
      name: `word/media/part${i}.bin`,
      data: crypto.getRandomValues(new Uint8Array(20_000)),
      store: true,
      declaredSize: 1024 * 1024,
    }));
    expect(await checkUpload(zipFile([...docxEntries(), ...parts]), ALL, MAX)).toEqual({
      ok: false,
      error: 'corruptedFile',
    });
  });

  it('refuses a DOCX with more than 1000 entries', async () => {
    const parts = Array.from({ length: 1001 }, (_, i) => ({ name: `word/p${i}.xml`, data: new Uint8Array(0) }));
    expect(await checkUpload(zipFile([...docxEntries(), ...parts]), ALL, MAX)).toEqual({
      ok: false,
      error: 'corruptedFile',
    });
  });

  it('refuses a DOCX whose directory understates what an entry inflates to', async () => {
    const entries = docxEntries('x'.repeat(5000));
    entries[2] = { ...entries[2]!, declaredSize: 100 };
    expect(await checkUpload(zipFile(entries), ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('calls a ZIP without the Word parts a wrong type, and damaged entries corrupted', async () => {
    const other = zipFile([{ name: 'notes.txt', data: new TextEncoder().encode('hello') }]);
    expect(await checkUpload(other, ALL, MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    const damaged = docxFile('Hello world, hello world');
    damaged[60] = damaged[60]! ^ 0xff; // inside the first entry's deflated data
    expect(await checkUpload(damaged, ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });
});

describe('checkUpload with hostile files', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it.each([
    ['a PDF with a Windows executable right after the header', () => pdfWith(windowsExecutable()), 'invalidFileType'],
    ['a PDF with an ELF executable right after the header', () => pdfWith(executableFile(64)), 'invalidFileType'],
    [
      'an executable between a PDF header and %%EOF',
      () => concatBytes(enc('%PDF-1.4\n'), windowsExecutable(), enc('\nstartxref\n0\n%%EOF\n')),
      'invalidFileType',
    ],
    ['a PDF/HTML polyglot', () => pdfWith('<html><body><script>alert(1)</script></body></html>\n'), 'invalidFileType'],
    ['a PDF/HTML polyglot by doctype', () => pdfWith('<!DOCTYPE html>\n'), 'invalidFileType'],
    [
      'a PDF with a page appended after %%EOF',
      () => concatBytes(pdfFile({ size: 3000 }), enc('<script>alert(1)</script>')),
      'corruptedFile',
    ],
    ['a header and %%EOF with nothing between', () => enc('%PDF-1.4\n%%EOF\n'), 'corruptedFile'],
    [
      'a PDF whose startxref points nowhere',
      () => enc('%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n'),
      'corruptedFile',
    ],
    ['a DOCX with a nested zip bomb', () => nestedZipBombDocx(), 'corruptedFile'],
    ['a DOCX with an XXE declaration', () => xxeDocx(), 'corruptedFile'],
    ['a DOCX with an XXE declaration in UTF-16', () => xxeDocx({ utf16: true }), 'corruptedFile'],
    ['a DOCX nesting archives three deep', () => nestedDocx(3), 'corruptedFile'],
    [
      'a PNG header followed by script',
      () => concatBytes(PNG_SIGNATURE, enc('<script>alert(1)</script>')),
      'corruptedFile',
    ],
    [
      'a decodable PNG carrying a script in its first kilobyte',
      () => pngFile({ textChunk: '<script>alert(1)</script>' }),
      'invalidFileType',
    ],
    ['a PNG whose chunks hold a page and no pixels', () => pngWithoutPixels(), 'corruptedFile'],
    ['a PNG claiming 20,000 × 20,000 pixels', () => pngFile({ size: 20_000 }), 'corruptedFile'],
    [
      'a JPEG whose markers frame garbage',
      () =>
        concatBytes(
          Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]),
          new Uint8Array(500).fill(7),
          Uint8Array.from([0xff, 0xd9]),
        ),
      'corruptedFile',
    ],
    ['a JPEG/HTML polyglot', () => jpegWithComment('<html><script>alert(1)</script></html>'), 'invalidFileType'],
  ] as const)('refuses %s', async (_label, make, error) => {
    expect(await checkUpload(make(), ALL, MAX)).toEqual({ ok: false, error });
  });

  it('still accepts a DOCX embedding a workbook, a PDF with a binary-marker comment and a JPEG with a comment', async () => {
    expect(await checkUpload(nestedDocx(1), ALL, MAX)).toMatchObject({ ok: true, kind: 'docx' });
    expect(await checkUpload(nestedDocx(2), ALL, MAX)).toMatchObject({ ok: true, kind: 'docx' });
    expect(await checkUpload(pdfWith('%\xe2\xe3\xcf\xd3\n'), ALL, MAX)).toMatchObject({ ok: true, kind: 'pdf' });
    expect(await checkUpload(jpegWithComment('Taken by me'), ALL, MAX)).toMatchObject({ ok: true, kind: 'jpeg' });
    expect(await checkUpload(pngFile({ textChunk: 'Made with GIMP' }), ALL, MAX)).toMatchObject({ ok: true });
  });

  function concatBytes(...parts: Uint8Array[]): Uint8Array {
    return Uint8Array.from(parts.flatMap((p) => [...p]));
  }

  function jpegWithComment(text: string): Uint8Array {
    const jpeg = jpegFile();
    const comment = enc(text);
    const segment = [0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff, ...comment];
    return concatBytes(jpeg.subarray(0, 2), Uint8Array.from(segment), jpeg.subarray(2));
  }

  /** Signature, the real IHDR, 2 KB of page in a private chunk, IEND: well-formed chunks, no image. */
  function pngWithoutPixels(): Uint8Array {
    const png = pngFile();
    const ihdrEnd = 8 + 25;
    const page = enc(`${' '.repeat(1100)}<script>alert(1)</script>`);
    const chunk = new Uint8Array(12 + page.length);
    new DataView(chunk.buffer).setUint32(0, page.length);
    chunk.set(enc('prVt'), 4);
    chunk.set(page, 8);
    return concatBytes(png.subarray(0, ihdrEnd), chunk, png.subarray(png.length - 12));
  }
});
