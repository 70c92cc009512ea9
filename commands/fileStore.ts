import type { Readable } from 'node:stream';

/** What a stored file is known by: its id, and the digest and length of its bytes (recorded in events). */
export interface StoredFile {
  fileId: string;
  sha256: string;
  size: number;
}

/** What a file was put with, beside what it is known by. */
export interface FileInfo extends StoredFile {
  name: string;
  contentType: string;
}

/** A stored file read back, with what it was put with. */
export interface FileContent extends FileInfo {
  bytes: Uint8Array;
}

/**
 * Keeps documents: those the application generates (the domiciliation attestations) and those people upload (a
 * file's or an antenna's documents), so that what was handed out or received can be found again. Files are written
 * once, atomically, under an id the store chooses: the SHA-256 of their bytes (so the same bytes are kept once,
 * whoever puts them), and callers never choose where a file goes. Files stored before content addressing keep the
 * ids they were given. The name and type read back are those the bytes were first put with: a caller that gives the
 * same bytes another name keeps that name in its own records (its events).
 */
export interface FileStore {
  /** Stores bytes (once: the same bytes give the same id). */
  put(bytes: Uint8Array, meta: { name: string; contentType: string }): Promise<StoredFile>;
  /** Stores what a stream gives, hashed while copied, so a large upload is never held in memory. */
  putStream(content: AsyncIterable<Uint8Array>, meta: { name: string; contentType: string }): Promise<StoredFile>;
  /** The file of an id, or null when none was stored under it. Ids the store could not have given are refused. */
  get(fileId: string): Promise<FileContent | null>;
  /** The file of an id as a stream of its bytes, or null. Ids the store could not have given are refused. */
  open(fileId: string): Promise<{ info: FileInfo; content: Readable } | null>;
  /** Whether a file was stored under this id. Ids the store could not have given are refused. */
  exists(fileId: string): Promise<boolean>;
}
