/**
 * What a CV sent with a job application is, told from its own bytes and never from its name or
 * the browser's type (docs/decisions.md#job-applications; the accepted formats are
 * src/shared/job-applications.ts CV_CONTENT_TYPES):
 * - PDF: the file starts with `%PDF-` (ISO 32000-1 §7.5.2, the header line);
 * - DOCX: a ZIP archive (local file header `PK\x03\x04`) whose central directory lists both
 *   `[Content_Types].xml` (ECMA-376 Part 2, Open Packaging Conventions §10.1.2) and
 *   `word/document.xml` (the main part of a WordprocessingML package). A renamed executable, a
 *   plain ZIP, an XLSX or a cut-off archive is neither.
 * The ZIP reading follows PKWARE's APPNOTE.TXT 6.3 §4.3: the end-of-central-directory record is
 * looked for in the file's last 65 557 bytes, then the central directory it points at is walked
 * entry by entry, every offset checked against the file's length. ZIP64 archives are not read (a
 * CV under 5 MB never needs one): they count as no DOCX.
 */
import { CV_CONTENT_TYPES } from '../../src/shared/job-applications';

/** A CV's media type, as read from its bytes. */
export type CvContentType = (typeof CV_CONTENT_TYPES)[keyof typeof CV_CONTENT_TYPES];

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
/** The end record's fixed part; the archive comment after it is at most 65 535 bytes. */
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
/** A central directory entry's fixed part. */
const CENTRAL_HEADER_LENGTH = 46;

/** The parts a WordprocessingML package must hold. */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/**
 * The names of the entries a ZIP archive's central directory lists, in its order; undefined
 * when `bytes` is no ZIP archive that can be read so (no local header at the start, no end
 * record, a directory outside the file or cut short, a ZIP64 archive).
 */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  if (bytes.length < 4 + END_RECORD_LENGTH || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return undefined;
  // The end record: the last signature whose comment length reaches exactly to the file's end.
  let end = -1;
  for (let at = bytes.length - END_RECORD_LENGTH; at >= Math.max(0, bytes.length - END_RECORD_LENGTH - MAX_COMMENT_LENGTH); at--) {
    if (bytes.readUInt32LE(at) === ZIP_END_OF_DIRECTORY && at + END_RECORD_LENGTH + bytes.readUInt16LE(at + 20) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return undefined;
  if (offset + size > end) return undefined;
  const names: string[] = [];
  let at = offset;
  for (let index = 0; index < entries; index++) {
    if (at + CENTRAL_HEADER_LENGTH > offset + size || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + CENTRAL_HEADER_LENGTH + nameLength + extraLength + commentLength;
    if (next > offset + size) return undefined;
    // Bit 11: the name is UTF-8; otherwise IBM code page 437, of which the parts named above are plain ASCII.
    const utf8 = (bytes.readUInt16LE(at + 8) & 0x0800) !== 0;
    names.push(bytes.toString(utf8 ? 'utf8' : 'latin1', at + CENTRAL_HEADER_LENGTH, at + CENTRAL_HEADER_LENGTH + nameLength));
    at = next;
  }
  return names;
}

/** The type of a CV from its bytes: PDF, DOCX, or undefined for anything else (see the module's comment). */
export function cvContentTypeOf(bytes: Buffer): CvContentType | undefined {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return CV_CONTENT_TYPES.pdf;
  const names = zipEntryNames(bytes);
  if (names && DOCX_PARTS.every((part) => names.includes(part))) return CV_CONTENT_TYPES.docx;
  return undefined;
}

/** The file extension of each CV type. */
const EXTENSIONS: Record<CvContentType, string> = { [CV_CONTENT_TYPES.pdf]: 'pdf', [CV_CONTENT_TYPES.docx]: 'docx' };

/**
 * The name a CV is stored and downloaded under: the last path segment of `given`, without
 * control, invisible, bidirectional or reserved characters (`"<>|*?:`), at most `max`
 * characters, its extension the real type's (`cv.doc` holding a PDF becomes `cv.pdf`); `cv.pdf`
 * or `cv.docx` when nothing is left of the name.
 */
export function cvFileName(given: string, contentType: CvContentType, max: number): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const name = base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff"<>|*?:]/g, '').replace(/\s+/g, ' ').trim();
  const extension = EXTENSIONS[contentType];
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/^\.+/, '').trim() || 'cv';
  return `${[...stem].slice(0, max - extension.length - 1).join('')}.${extension}`;
}

/**
 * A `Content-Disposition: attachment` value naming `fileName` (RFC 6266): an ASCII fallback in
 * `filename` (other characters as `_`) and the whole name, percent-encoded UTF-8, in `filename*`
 * (RFC 8187), so that no name can end the header's quoted string or add a parameter.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
