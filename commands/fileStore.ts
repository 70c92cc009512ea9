/** What a stored file is known by: its id, and the digest and length of its bytes (recorded in events). */
export interface StoredFile {
  fileId: string;
  sha256: string;
  size: number;
}

/** A stored file read back, with what it was put with. */
export interface FileContent extends StoredFile {
  bytes: Uint8Array;
  name: string;
  contentType: string;
}

/**
 * Keeps the documents the application generates (the domiciliation attestations), so that what was handed out can be
 * found again. Files are written once and named by an id the store chooses: callers never choose where a file goes.
 */
export interface FileStore {
  /** Stores bytes under a new id; the name and content type come back with them. */
  put(bytes: Uint8Array, meta: { name: string; contentType: string }): Promise<StoredFile>;
  /** The file of an id, or null when none was stored under it. Ids the store could not have given are refused. */
  get(fileId: string): Promise<FileContent | null>;
  /** Whether a file was stored under this id. Ids the store could not have given are refused. */
  exists(fileId: string): Promise<boolean>;
}
