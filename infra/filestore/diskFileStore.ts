import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileContent, FileStore, StoredFile } from '../../commands/fileStore';

interface Meta {
  name: string;
  contentType: string;
  sha256: string;
  size: number;
}

// Only ids this store gives out are ever joined to its folder, so no id can name a path outside it.
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Keeps each file in a folder (DATA_DIR/files): its bytes under its id, and what it was put with beside them in
 * <id>.json. Both are written to a temporary file, flushed, then renamed into place, so a crash never leaves a half
 * file under an id; the metadata goes first, so a file whose bytes exist always has its metadata.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  /** Stores bytes under a new id, with their SHA-256. */
  async put(bytes: Uint8Array, meta: { name: string; contentType: string }): Promise<StoredFile> {
    const fileId = randomUUID();
    const stored = { fileId, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.byteLength };
    await mkdir(this.dir, { recursive: true });
    const record: Meta = { name: meta.name, contentType: meta.contentType, sha256: stored.sha256, size: stored.size };
    await this.writeAtomically(this.pathOf(fileId, '.json'), JSON.stringify(record));
    await this.writeAtomically(this.pathOf(fileId), bytes);
    // The renames live in the folder: flushing it makes the file outlast a power cut, like the event naming it.
    const folder = await open(this.dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    return stored;
  }

  /** The bytes and metadata of an id, or null. */
  async get(fileId: string): Promise<FileContent | null> {
    const file = this.pathOf(fileId);
    const bytes = await readFile(file).catch(absentAsNull);
    if (!bytes) return null;
    const meta = JSON.parse(await readFile(this.pathOf(fileId, '.json'), 'utf8')) as Meta;
    return { fileId, bytes: new Uint8Array(bytes), ...meta };
  }

  /** Whether an id has its bytes. */
  async exists(fileId: string): Promise<boolean> {
    return (await stat(this.pathOf(fileId)).catch(absentAsNull)) !== null;
  }

  private pathOf(fileId: string, suffix = ''): string {
    if (!ID.test(fileId)) throw new Error(`File store: refused the file id ${JSON.stringify(fileId.slice(0, 100))}`);
    return path.join(this.dir, `${fileId}${suffix}`);
  }

  private async writeAtomically(target: string, content: Uint8Array | string): Promise<void> {
    const temporary = path.join(this.dir, `.tmp-${randomUUID()}`);
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

function absentAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
}
