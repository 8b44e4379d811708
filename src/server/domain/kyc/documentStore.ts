import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type KycDocumentType, sniffDocumentType } from '../../../shared/kyc';
import { DomainError } from '../errors';

const EXTENSIONS: Record<KycDocumentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** Only names this store made: "<uuid>.<ext>", so no stored name can leave the folder. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|pdf)$/;

export interface StoredDocument {
  id: string;
  storedName: string;
  mime: KycDocumentType;
  size: number;
}

const refused = (code: string, message: string) => new DomainError(code, message, 400);

/** Decodes and checks an upload: size first, then the type its bytes show. */
export function checkUpload(
  base64: string,
  maxBytes: number,
): { bytes: Buffer; mime: KycDocumentType } {
  // Base64 is 4 characters per 3 bytes: refuse before decoding anything too large.
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes)
    throw refused('KYC_DOCUMENT_TOO_LARGE', `A document is at most ${formatBytes(maxBytes)}`);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refused('KYC_DOCUMENT_EMPTY', 'The file is empty');
  if (bytes.length > maxBytes)
    throw refused('KYC_DOCUMENT_TOO_LARGE', `A document is at most ${formatBytes(maxBytes)}`);
  const mime = sniffDocumentType(bytes);
  if (!mime) throw refused('KYC_DOCUMENT_TYPE', 'A document must be a PNG, a JPEG or a PDF file');
  return { bytes, mime };
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.floor((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.floor(bytes / 1024)} KB`;
}

/**
 * KYC documents on disk, in a folder of their own outside the web root (KYC_DOCUMENTS_DIR).
 * Files are named by the server, never by the player, and read back only through the
 * operators' authenticated route.
 */
export class DocumentStore {
  constructor(private readonly dir: string) {}

  async save(bytes: Buffer, mime: KycDocumentType): Promise<StoredDocument> {
    const id = randomUUID();
    const storedName = `${id}.${EXTENSIONS[mime]}`;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // 'wx': a name is never reused, and nothing is overwritten.
    await writeFile(join(this.dir, storedName), bytes, { flag: 'wx', mode: 0o600 });
    return { id, storedName, mime, size: bytes.length };
  }

  async read(storedName: string): Promise<Buffer> {
    return readFile(this.pathOf(storedName));
  }

  /** Undoes a save whose database row did not commit. */
  async remove(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }

  private pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error('Not a stored document name');
    return join(this.dir, storedName);
  }
}
