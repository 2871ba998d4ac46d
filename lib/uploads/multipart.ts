import { AppError } from '@/lib/http/errors';

/**
 * A streaming multipart/form-data reader with caps: each file keeps at most `maxFileBytes + 1` bytes
 * (then `tooLarge`, and the rest is read past without being kept), fields at most `maxFieldBytes`,
 * the whole body at most `maxBodyBytes` (checked from Content-Length first, then while reading).
 * `request.formData()` would buffer everything before we could look at it.
 */
export interface MultipartFile {
  fileName: string;
  bytes: Uint8Array;
  /** More than maxFileBytes arrived; `bytes` holds only the first maxFileBytes + 1. */
  tooLarge: boolean;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

export interface MultipartOptions {
  maxFileBytes: number;
  /** Per text field; default 100,000 bytes. */
  maxFieldBytes?: number;
  /** Default 5 files. */
  maxFiles?: number;
  /** Default: room for every file twice over plus 1 MB of fields and framing. */
  maxBodyBytes?: number;
}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_PARTS = 100;

const malformed = () => new AppError('BAD_REQUEST', 'upload.malformed');

export async function readMultipart(request: Request, options: MultipartOptions): Promise<MultipartResult> {
  const maxFieldBytes = options.maxFieldBytes ?? 100_000;
  const maxFiles = options.maxFiles ?? 5;
  const maxBodyBytes = options.maxBodyBytes ?? (options.maxFileBytes + 1) * maxFiles * 2 + 1024 * 1024;
  const boundary = boundaryOf(request.headers.get('content-type'));
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBodyBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', 'upload.bodyTooLarge');
  if (!request.body) throw malformed();

  const parser = new MultipartParser(boundary, { maxFileBytes: options.maxFileBytes, maxFieldBytes, maxFiles });
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBodyBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.bodyTooLarge');
      parser.push(value);
      if (parser.finished) break;
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof AppError) throw error;
    throw malformed();
  }
  if (!parser.finished) throw malformed();
  await reader.cancel().catch(() => undefined);
  return parser.result();
}

function boundaryOf(contentType: string | null): string {
  const match =
    contentType && /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match ? (match[1] ?? match[2]) : undefined;
  if (!boundary || boundary.length > 200) throw new AppError('BAD_REQUEST', 'upload.notMultipart');
  return boundary;
}

interface Part {
  name: string;
  fileName: string | null;
  chunks: Uint8Array[];
  size: number;
  tooLarge: boolean;
}

type State = 'preamble' | 'afterBoundary' | 'headers' | 'body' | 'done';

class MultipartParser {
  private buffer: Buffer;
  private state: State = 'preamble';
  private readonly delimiter: Buffer;
  private part: Part | null = null;
  private parts = 0;
  // Without a prototype, a part named `__proto__` or `constructor` is just a name.
  private readonly fields: Record<string, string> = Object.create(null);
  private readonly files: Record<string, MultipartFile> = Object.create(null);

  constructor(
    boundary: string,
    private readonly limits: { maxFileBytes: number; maxFieldBytes: number; maxFiles: number },
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // A leading CRLF lets the first boundary be found like every other one.
    this.buffer = Buffer.from('\r\n');
  }

  get finished(): boolean {
    return this.state === 'done';
  }

  push(chunk: Uint8Array): void {
    if (this.state === 'done') return; // epilogue
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : Buffer.from(chunk);
    let progressed = true;
    while (progressed && !this.finished) progressed = this.step();
  }

  result(): MultipartResult {
    return { fields: this.fields, files: this.files };
  }

  /** Consumes what it can of the buffer; false when it needs more bytes. */
  private step(): boolean {
    switch (this.state) {
      case 'preamble': {
        const at = this.buffer.indexOf(this.delimiter);
        if (at < 0) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw malformed();
          return false;
        }
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.state = 'afterBoundary';
        return true;
      }
      case 'afterBoundary': {
        if (this.buffer.length < 2) return false;
        if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) {
          this.state = 'done';
          return false;
        }
        // Transport padding (spaces/tabs) may sit before the line break.
        const eol = this.buffer.indexOf('\r\n');
        if (eol < 0) {
          if (this.buffer.length > 256) throw malformed();
          return false;
        }
        if (this.buffer.subarray(0, eol).toString('latin1').trim() !== '') throw malformed();
        this.buffer = this.buffer.subarray(eol + 2);
        this.state = 'headers';
        return true;
      }
      case 'headers': {
        const end = this.buffer.indexOf('\r\n\r\n');
        if (end < 0) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw malformed();
          return false;
        }
        this.part = this.openPart(this.buffer.subarray(0, end).toString('utf8'));
        this.buffer = this.buffer.subarray(end + 4);
        this.state = 'body';
        return true;
      }
      case 'body': {
        const at = this.buffer.indexOf(this.delimiter);
        if (at < 0) {
          // Keep a tail that could be the start of the delimiter.
          const safe = this.buffer.length - (this.delimiter.length - 1);
          if (safe > 0) {
            this.append(this.buffer.subarray(0, safe));
            this.buffer = Buffer.from(this.buffer.subarray(safe));
          }
          return false;
        }
        this.append(this.buffer.subarray(0, at));
        this.closePart();
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.state = 'afterBoundary';
        return true;
      }
      default:
        return false;
    }
  }

  private openPart(head: string): Part {
    this.parts += 1;
    if (this.parts > MAX_PARTS) throw malformed();
    const disposition = head
      .split('\r\n')
      .find((line) => /^content-disposition\s*:/i.test(line))
      ?.replace(/^content-disposition\s*:\s*/i, '');
    if (!disposition || !/^form-data\b/i.test(disposition)) throw malformed();
    const name = param(disposition, 'name');
    if (name === null) throw malformed();
    const extended = param(disposition, 'filename*');
    const fileName = extended !== null ? decodeExtended(extended) : param(disposition, 'filename');
    return { name, fileName, chunks: [], size: 0, tooLarge: false };
  }

  private append(bytes: Uint8Array): void {
    const part = this.part!;
    if (bytes.length === 0) return;
    if (part.fileName === null) {
      if (part.size + bytes.length > this.limits.maxFieldBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'upload.fieldTooLarge');
      }
    } else {
      const room = this.limits.maxFileBytes + 1 - part.size;
      if (room <= 0) return;
      if (bytes.length >= room) {
        part.tooLarge = part.size + bytes.length > this.limits.maxFileBytes;
        bytes = bytes.subarray(0, room);
      }
    }
    // Copy: the underlying buffer is reused for the next chunk.
    part.chunks.push(Uint8Array.prototype.slice.call(bytes));
    part.size += bytes.length;
  }

  private closePart(): void {
    const part = this.part!;
    this.part = null;
    const bytes = join(part.chunks, part.size);
    if (part.fileName === null) {
      if (!Object.hasOwn(this.fields, part.name)) this.fields[part.name] = new TextDecoder().decode(bytes);
      return;
    }
    // An empty file input is sent as a part with no name and no bytes: nothing was chosen.
    if (part.fileName === '' && bytes.length === 0) return;
    if (Object.hasOwn(this.files, part.name)) return;
    if (Object.keys(this.files).length >= this.limits.maxFiles)
      throw new AppError('BAD_REQUEST', 'upload.tooManyFiles');
    this.files[part.name] = { fileName: sanitizeFileName(part.fileName), bytes, tooLarge: part.tooLarge };
  }
}

function join(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/** A Content-Disposition parameter: quoted (with backslash escapes) or a bare token. */
function param(header: string, key: string): string | null {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`;\\s*${escaped}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(header);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '');
}

function decodeExtended(value: string): string {
  const match = /^[\w-]*'[\w-]*'(.*)$/.exec(value);
  try {
    return decodeURIComponent(match ? match[1]! : value);
  } catch {
    return value;
  }
}

/** The last path segment, without control characters, at most 255 characters. */
function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}
