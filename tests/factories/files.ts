import { deflateRawSync, deflateSync } from 'node:zlib';
import { crc32 } from '@/lib/uploads/bytes';

/**
 * Real, tiny files of every accepted kind (and some hostile ones), built in code so tests need no fixtures.
 * `pdfFile({ size })` pads a valid PDF to an exact byte count (e.g. 5_000_001 for the too-large case).
 */
const enc = (s: string) => new TextEncoder().encode(s);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** A one-page PDF with a correct cross-reference table; `size` pads it with a comment to that many bytes. */
export function pdfFile({ size }: { size?: number } = {}): Uint8Array {
  const build = (padding: number) => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ];
    let body = `%PDF-1.4\n${padding > 0 ? `%${'x'.repeat(padding)}\n` : ''}`;
    const offsets: number[] = [];
    objects.forEach((o, i) => {
      offsets.push(body.length);
      body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return body;
  };
  const plain = build(0);
  if (!size || size <= plain.length) return enc(plain);
  // The padding line costs 2 bytes more than its x's; xref offsets may grow a digit, so settle in two passes.
  let padding = size - plain.length - 2;
  let text = build(padding);
  padding -= text.length - size;
  text = build(padding);
  return enc(text);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8);
  const view = new DataView(head.buffer);
  view.setUint32(0, data.length);
  head.set(enc(type), 4);
  const tail = new Uint8Array(4);
  new DataView(tail.buffer).setUint32(0, crc32(concat([enc(type), data])));
  return concat([head, data, tail]);
}

/** A 1×1 red PNG; `textChunk` adds a tEXt chunk before the pixels, `size` only claims other dimensions. */
export function pngFile({ textChunk, size }: { textChunk?: string; size?: number } = {}): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, size ?? 1);
  v.setUint32(4, size ?? 1);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = deflateSync(Uint8Array.from([0, 255, 0, 0]));
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(textChunk === undefined ? [] : [pngChunk('tEXt', enc(`Comment\0${textChunk}`))]),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** An 8×8 grey baseline JPEG: one DC and one AC Huffman code, a block with no difference and end-of-block. */
export function jpegFile(): Uint8Array {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  return Uint8Array.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8×8, one component
    ...segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]), // DC table: category 0 → "0"
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]), // AC table: EOB → "0"
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f, // "0" (DC 0), "0" (EOB), padded with ones
    0xff,
    0xd9,
  ]);
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Stored instead of deflated. */
  store?: boolean;
  /** Lie in the directory about the uncompressed size. */
  declaredSize?: number;
}

/** A ZIP archive built by hand (local headers, central directory, end record). */
export function zipFile(entries: ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = enc(entry.name);
    const data = entry.store ? entry.data : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, entry.store ? 0 : 8, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const dir = new Uint8Array(46 + name.length);
    const dv = new DataView(dir.buffer);
    dv.setUint32(0, 0x02014b50, true);
    dv.setUint16(4, 20, true);
    dv.setUint16(6, 20, true);
    dv.setUint16(10, entry.store ? 0 : 8, true);
    dv.setUint32(16, crc, true);
    dv.setUint32(20, data.length, true);
    dv.setUint32(24, size, true);
    dv.setUint16(28, name.length, true);
    dv.setUint32(42, offset, true);
    dir.set(name, 46);
    locals.push(local, data);
    central.push(dir);
    offset += local.length + data.length;
  }
  const dirBytes = concat(central);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, dirBytes.length, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, dirBytes, end]);
}

/** The parts every Word document has. */
export function docxEntries(text = 'Hello'): ZipEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data: enc(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: enc(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: enc(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  ];
}

/** A minimal real DOCX. */
export function docxFile(text?: string): Uint8Array {
  return zipFile(docxEntries(text));
}

/** A DOCX carrying 20 MB of zeros deflated to a few KB (ratio far above 100:1). */
export function zipBombDocx(): Uint8Array {
  return zipFile([...docxEntries(), { name: 'word/media/bomb.bin', data: new Uint8Array(20 * 1024 * 1024) }]);
}

/** An ELF executable header (what a renamed binary starts with), padded to `size`. */
export function executableFile(size = 4096): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  return bytes;
}

/** A valid PDF with `insert` placed right after its header line (offsets are then off, as readers tolerate). */
export function pdfWith(insert: Uint8Array | string): Uint8Array {
  const pdf = pdfFile();
  const header = pdf.indexOf(0x0a) + 1;
  return concat([pdf.subarray(0, header), typeof insert === 'string' ? enc(insert) : insert, pdf.subarray(header)]);
}

/** A Windows executable's first bytes: the MZ header and the DOS stub message. */
export function windowsExecutable(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
  bytes.set(enc('This program cannot be run in DOS mode.\r\r\n$'), 78);
  return bytes;
}

/** A DOCX whose document declares an external entity (XXE); `utf16` writes that part as UTF-16LE with a BOM. */
export function xxeDocx({ utf16 = false } = {}): Uint8Array {
  const entries = docxEntries();
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>';
  const data = utf16 ? concat([Uint8Array.from([0xff, 0xfe]), new Uint8Array(Buffer.from(xml, 'utf16le'))]) : enc(xml);
  entries[2] = { name: 'word/document.xml', data };
  return zipFile(entries);
}

/** A DOCX carrying, stored as is, an inner ZIP whose one entry inflates 20 MB of zeros. */
export function nestedZipBombDocx(): Uint8Array {
  const inner = zipFile([{ name: 'bomb.bin', data: new Uint8Array(20 * 1024 * 1024) }]);
  return zipFile([...docxEntries(), { name: 'word/embeddings/sheet.xlsx', data: inner, store: true }]);
}

/** A DOCX embedding a small workbook (a ZIP in the ZIP), `depth` archives deep. */
export function nestedDocx(depth = 1): Uint8Array {
  let inner = zipFile([{ name: 'xl/workbook.xml', data: enc('<?xml version="1.0"?><workbook/>') }]);
  for (let i = 1; i < depth; i++) inner = zipFile([{ name: `level${i}.zip`, data: inner, store: true }]);
  return zipFile([...docxEntries(), { name: 'word/embeddings/sheet.xlsx', data: inner, store: true }]);
}

/** A PNG signature and a well-formed IHDR, then a script where the pixels should be, and IEND. */
export function pngWithScript(): Uint8Array {
  const png = pngFile();
  return concat([
    png.subarray(0, 8 + 25),
    enc('<script>alert(document.domain)</script>'),
    png.subarray(png.length - 12),
  ]);
}
