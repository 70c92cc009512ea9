import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileContent, FileInfo, FileStore, StoredFile } from '../../commands/fileStore';

interface Meta {
  name: string;
  contentType: string;
  sha256: string;
  size: number;
}

// Only ids this store gives out are ever joined to its folder, so no id can name a path outside it: the SHA-256 of
// the bytes (hex) for every file stored now, a random UUID for those stored before content addressing.
const CONTENT_ID = /^[0-9a-f]{64}$/;
const LEGACY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Writes every byte of a chunk (a write may take fewer than it was given). */
async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  for (let done = 0; done < chunk.byteLength;) done += (await handle.write(chunk, done)).bytesWritten;
}

/** Makes `target` name the temporary file unless a file already has that name: never replaces what is there. */
async function linkIfAbsent(temporary: string, target: string): Promise<void> {
  await link(temporary, target).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/**
 * Keeps each file in a folder (DATA_DIR/files): its bytes under the hex SHA-256 of them, and what they were first
 * put with beside them in <id>.json. Both are written to a temporary file, flushed, then linked into place (a link
 * never replaces a file already there), so a crash never leaves a half file under an id and the same bytes are kept
 * once; the metadata goes first, so a file whose bytes exist always has its metadata. A crash may leave a
 * `.tmp-*` file, which no id names and nothing reads.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  /** Stores bytes under their SHA-256. */
  async put(bytes: Uint8Array, meta: { name: string; contentType: string }): Promise<StoredFile> {
    return this.putStream(
      (async function* () {
        yield bytes;
      })(),
      meta,
    );
  }

  /** Copies a stream into a flushed temporary file while hashing it, then links it under its SHA-256. */
  async putStream(content: AsyncIterable<Uint8Array>, meta: { name: string; contentType: string }): Promise<StoredFile> {
    await mkdir(this.dir, { recursive: true });
    const temporary = this.temporaryPath();
    try {
      const hash = createHash('sha256');
      let size = 0;
      const handle = await open(temporary, 'wx');
      try {
        for await (const chunk of content) {
          hash.update(chunk);
          size += chunk.byteLength;
          await writeAll(handle, chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      const sha256 = hash.digest('hex');
      const stored = { fileId: sha256, sha256, size };
      if (await this.exists(sha256)) return stored;
      const record: Meta = { name: meta.name, contentType: meta.contentType, sha256, size };
      await this.writeIfAbsent(this.pathOf(sha256, '.json'), JSON.stringify(record));
      await linkIfAbsent(temporary, this.pathOf(sha256));
      await this.syncFolder();
      return stored;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** The bytes and metadata of an id, or null. */
  async get(fileId: string): Promise<FileContent | null> {
    const bytes = await readFile(this.pathOf(fileId)).catch(absentAsNull);
    if (!bytes) return null;
    return { ...(await this.infoOf(fileId)), bytes: new Uint8Array(bytes) };
  }

  /** The metadata of an id and a stream of its bytes, or null. */
  async open(fileId: string): Promise<{ info: FileInfo; content: Readable } | null> {
    // Opened before answering, so that a file missing now is null rather than a stream failing later.
    const handle = await open(this.pathOf(fileId), 'r').catch(absentAsNull);
    if (!handle) return null;
    try {
      return { info: await this.infoOf(fileId), content: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Whether an id has its bytes. */
  async exists(fileId: string): Promise<boolean> {
    return (await stat(this.pathOf(fileId)).catch(absentAsNull)) !== null;
  }

  private async infoOf(fileId: string): Promise<FileInfo> {
    const meta = JSON.parse(await readFile(this.pathOf(fileId, '.json'), 'utf8')) as Meta;
    return { fileId, ...meta };
  }

  private pathOf(fileId: string, suffix = ''): string {
    if (!CONTENT_ID.test(fileId) && !LEGACY_ID.test(fileId))
      throw new Error(`File store: refused the file id ${JSON.stringify(fileId.slice(0, 100))}`);
    return path.join(this.dir, `${fileId}${suffix}`);
  }

  private temporaryPath(): string {
    return path.join(this.dir, `.tmp-${randomUUID()}`);
  }

  private async writeIfAbsent(target: string, content: string): Promise<void> {
    const temporary = this.temporaryPath();
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await linkIfAbsent(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  // The links live in the folder: flushing it makes the file outlast a power cut, like the event naming it.
  private async syncFolder(): Promise<void> {
    const folder = await open(this.dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
}

function absentAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
}
