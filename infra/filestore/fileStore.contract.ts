import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../../commands/fileStore';

/** What the contract needs from an adapter: a fresh, empty store, and another one apart from it. */
export interface FileStoreFactory {
  create(): Promise<{ store: FileStore; dispose(): Promise<void> }>;
}

const PDF = { name: 'attestation-domicile-dossier-42-2026-11-01.pdf', contentType: 'application/pdf' };
const bytesOf = (text: string) => new TextEncoder().encode(text);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function* chunksOf(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/** The file-store contract: every adapter runs this suite unchanged. */
export function describeFileStoreContract(name: string, factory: FileStoreFactory): void {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStore;
    let disposers: (() => Promise<void>)[] = [];
    const fresh = async () => {
      const created = await factory.create();
      disposers.push(created.dispose);
      return created.store;
    };
    beforeEach(async () => {
      store = await fresh();
    });
    afterEach(async () => {
      for (const dispose of disposers) await dispose();
      disposers = [];
    });

    it('gives back the bytes, name and type it was put with, under their SHA-256, with their size', async () => {
      const bytes = bytesOf('%PDF-1.7 Œillet Ĳsbrand ß');
      const stored = await store.put(bytes, PDF);
      expect(stored).toEqual({ fileId: sha256(bytes), sha256: sha256(bytes), size: bytes.byteLength });
      expect(await store.exists(stored.fileId)).toBe(true);
      expect(await store.get(stored.fileId)).toEqual({ ...stored, ...PDF, bytes });
    });

    it('keeps binary and empty files exactly', async () => {
      const binary = new Uint8Array(1 << 20).map((_, i) => (i * 7919) % 256);
      const empty = new Uint8Array(0);
      const [big, none] = [await store.put(binary, PDF), await store.put(empty, { name: 'vide.txt', contentType: 'text/plain' })];
      // Compared as buffers: a deep equality over a megabyte, element by element, takes seconds.
      expect(Buffer.from((await store.get(big.fileId))?.bytes ?? []).equals(binary)).toBe(true);
      expect(await store.get(none.fileId)).toEqual({ ...none, name: 'vide.txt', contentType: 'text/plain', bytes: empty, size: 0 });
      expect(none.fileId).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    });

    it('stores a stream in any chunks as the same file as its bytes, and streams it back', async () => {
      const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 251);
      const streamed = await store.putStream(chunksOf(bytes, 65_536 + 7), PDF);
      expect(streamed).toEqual({ fileId: sha256(bytes), sha256: sha256(bytes), size: bytes.byteLength });
      expect(await store.put(bytes, PDF)).toEqual(streamed);
      const opened = await store.open(streamed.fileId);
      if (!opened) throw new Error('the stored file could not be opened');
      expect(opened.info).toEqual({ ...streamed, ...PDF });
      expect((await readAll(opened.content)).equals(bytes)).toBe(true);
    });

    it('keeps the same bytes once, under one id, with the name and type they were first put with', async () => {
      const same = bytesOf('même contenu');
      const first = await store.put(same, PDF);
      const again = await store.putStream(chunksOf(same, 3), { name: 'copie.txt', contentType: 'text/plain' });
      expect(again).toEqual(first);
      expect(await store.get(first.fileId)).toEqual({ ...first, ...PDF, bytes: same });
    });

    it('gives the same id to concurrent puts of the same bytes and distinct ids to distinct bytes', async () => {
      const same = bytesOf('même contenu');
      const ids = (
        await Promise.all([
          store.put(same, PDF),
          store.putStream(chunksOf(same, 5), PDF),
          store.put(same, PDF),
          ...Array.from({ length: 17 }, (_, i) => store.put(bytesOf(`fichier ${i}`), PDF)),
        ])
      ).map((stored) => stored.fileId);
      expect(new Set(ids.slice(0, 3)).size).toBe(1);
      expect(new Set(ids).size).toBe(18);
      expect(new TextDecoder().decode((await store.get(ids[8]))?.bytes)).toBe('fichier 5');
      expect(new TextDecoder().decode((await store.get(ids[0]))?.bytes)).toBe('même contenu');
    });

    it('stores nothing when the stream fails midway', async () => {
      const failing = (async function* () {
        yield bytesOf('début du document');
        throw new Error('connexion coupée');
      })();
      await expect(store.putStream(failing, PDF)).rejects.toThrow('connexion coupée');
      expect(await store.exists(sha256(bytesOf('début du document')))).toBe(false);
    });

    it('answers null and false for an id it did not give', async () => {
      const { fileId } = await (await fresh()).put(bytesOf('ailleurs'), PDF);
      expect(await store.get(fileId)).toBeNull();
      expect(await store.open(fileId)).toBeNull();
      expect(await store.exists(fileId)).toBe(false);
      expect(await store.exists('0b8f5f6e-7a0e-4c51-9a47-1d2b3c4d5e6f')).toBe(false);
    });

    it.each(['', '.', '..', '../files', '/etc/passwd', 'a/b', 'a\\b', '%2e%2e', 'x\u0000', '.tmp-0', ' ', 'A'.repeat(64)])(
      'refuses the id %j, which it could not have given',
      async (fileId) => {
        const { fileId: real } = await store.put(bytesOf('réel'), PDF);
        await expect(store.get(fileId)).rejects.toThrow();
        await expect(store.open(fileId)).rejects.toThrow();
        await expect(store.exists(fileId)).rejects.toThrow();
        await expect(store.get(`${real}/../${real}`)).rejects.toThrow();
        await expect(store.get(`../${real}`)).rejects.toThrow();
      },
    );
  });
}
