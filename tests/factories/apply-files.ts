import { deflateRawSync, crc32 } from 'node:zlib';

/** A small but well-formed PDF. */
export function pdfBytes(size = 0): Uint8Array {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  const pad = Math.max(0, size - head.length - tail.length);
  return new Uint8Array(Buffer.concat([head, Buffer.alloc(pad, 0x20), tail]));
}

/** A Windows executable's first bytes (what a renamed .exe starts with). */
export const executableBytes = () =>
  new Uint8Array(Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(512)]));

/** A zip archive of the given entries, deflated, with its central directory. */
export function zipBytes(entries: { name: string; data: Buffer }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A minimal DOCX (a zip holding word/document.xml). */
export const docxBytes = () =>
  zipBytes([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<w:document><w:body>CV</w:body></w:document>') },
  ]);

/** A zip bomb posing as DOCX: a small file that inflates to hundreds of megabytes. */
export const zipBombDocx = () =>
  zipBytes([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(200_000_000) },
  ]);
