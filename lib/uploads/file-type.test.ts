import {
  docxEntries,
  docxFile,
  executableFile,
  jpegFile,
  pdfFile,
  pngFile,
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
  ] as const)('accepts a real %s and says what it is', (kind, bytes, mimeType, extension) => {
    expect(checkUpload(bytes, ALL, MAX)).toEqual({ ok: true, kind, mimeType, extension });
  });

  it('accepts a PDF of exactly the limit and refuses one byte more', () => {
    const atLimit = pdfFile({ size: MAX });
    const over = pdfFile({ size: MAX + 1 });
    expect(atLimit.length).toBe(5_000_000);
    expect(over.length).toBe(5_000_001);
    expect(checkUpload(atLimit, ALL, MAX)).toMatchObject({ ok: true, kind: 'pdf' });
    expect(checkUpload(over, ALL, MAX)).toEqual({ ok: false, error: 'fileTooLarge' });
  });

  it('calls an empty file corrupted', () => {
    expect(checkUpload(new Uint8Array(0), ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('refuses an executable whatever it is called', () => {
    expect(checkUpload(executableFile(), ALL, MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    const mz = executableFile();
    mz.set([0x4d, 0x5a], 0);
    expect(checkUpload(mz, ALL, MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    expect(checkUpload(new TextEncoder().encode('<html>hi</html>'), ALL, MAX)).toEqual({
      ok: false,
      error: 'invalidFileType',
    });
  });

  it('refuses a real kind that is not allowed here (a PDF where only images go)', () => {
    expect(checkUpload(pdfFile(), ['jpeg', 'png'], MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    expect(checkUpload(pngFile(), ['jpeg', 'png'], MAX)).toMatchObject({ ok: true });
  });

  it('calls truncated files corrupted', () => {
    for (const bytes of [pdfFile(), pngFile(), jpegFile(), docxFile()]) {
      expect(checkUpload(bytes.subarray(0, Math.floor(bytes.length / 2)), ALL, MAX)).toEqual({
        ok: false,
        error: 'corruptedFile',
      });
    }
  });

  it('refuses a zip bomb posing as a DOCX', () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(100_000);
    expect(checkUpload(bomb, ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('refuses a DOCX declaring more than 50 MB in all', () => {
    const parts = Array.from({ length: 60 }, (_, i) => ({
      name: `word/media/part${i}.bin`,
      data: crypto.getRandomValues(new Uint8Array(20_000)),
      store: true,
      declaredSize: 1024 * 1024,
    }));
    expect(checkUpload(zipFile([...docxEntries(), ...parts]), ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('refuses a DOCX with more than 1000 entries', () => {
    const parts = Array.from({ length: 1001 }, (_, i) => ({ name: `word/p${i}.xml`, data: new Uint8Array(0) }));
    expect(checkUpload(zipFile([...docxEntries(), ...parts]), ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('refuses a DOCX whose directory understates what an entry inflates to', () => {
    const entries = docxEntries('x'.repeat(5000));
    entries[2] = { ...entries[2]!, declaredSize: 100 };
    expect(checkUpload(zipFile(entries), ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });

  it('calls a ZIP without the Word parts a wrong type, and damaged entries corrupted', () => {
    const other = zipFile([{ name: 'notes.txt', data: new TextEncoder().encode('hello') }]);
    expect(checkUpload(other, ALL, MAX)).toEqual({ ok: false, error: 'invalidFileType' });
    const damaged = docxFile('Hello world, hello world');
    damaged[60] = damaged[60]! ^ 0xff; // inside the first entry's deflated data
    expect(checkUpload(damaged, ALL, MAX)).toEqual({ ok: false, error: 'corruptedFile' });
  });
});
