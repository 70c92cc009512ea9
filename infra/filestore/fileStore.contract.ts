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

    it('gives back the bytes, name and type it was put with, and their SHA-256 and size', async () => {
      const bytes = bytesOf('%PDF-1.7 Œillet Ĳsbrand ß');
      const stored = await store.put(bytes, PDF);
      expect(stored).toEqual({ fileId: expect.any(String) as string, sha256: sha256(bytes), size: bytes.byteLength });
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
      expect(none.sha256).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    });

    it('gives every put its own id, the same bytes twice and concurrent puts included', async () => {
      const same = bytesOf('même contenu');
      const ids = (
        await Promise.all([
          store.put(same, PDF),
          store.put(same, PDF),
          ...Array.from({ length: 18 }, (_, i) => store.put(bytesOf(`fichier ${i}`), PDF)),
        ])
      ).map((stored) => stored.fileId);
      expect(new Set(ids).size).toBe(20);
      expect(new TextDecoder().decode((await store.get(ids[7]))?.bytes)).toBe('fichier 5');
    });

    it('answers null and false for an id it did not give', async () => {
      const { fileId } = await (await fresh()).put(bytesOf('ailleurs'), PDF);
      expect(await store.get(fileId)).toBeNull();
      expect(await store.exists(fileId)).toBe(false);
    });

    it.each(['', '.', '..', '../files', '/etc/passwd', 'a/b', 'a\\b', '%2e%2e', 'x\u0000', '.tmp-0', ' '])(
      'refuses the id %j, which it could not have given',
      async (fileId) => {
        const { fileId: real } = await store.put(bytesOf('réel'), PDF);
        await expect(store.get(fileId)).rejects.toThrow();
        await expect(store.exists(fileId)).rejects.toThrow();
        await expect(store.get(`${real}/../${real}`)).rejects.toThrow();
        await expect(store.get(`../${real}`)).rejects.toThrow();
      },
    );
  });
}
