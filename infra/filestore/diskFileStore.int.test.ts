import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDir } from '../testing/tempDataDir';
import { DiskFileStore } from './diskFileStore';
import { describeFileStoreContract } from './fileStore.contract';

describeFileStoreContract('disk', {
  async create() {
    const dir = tempDataDir();
    return { store: new DiskFileStore(path.join(dir.path, 'files')), dispose: async () => dir.remove() };
  },
});

const PDF = { name: 'attestation.pdf', contentType: 'application/pdf' };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Runs a test on a store in a fresh folder. */
async function inFolder(test: (folder: string) => Promise<void>): Promise<void> {
  const dir = tempDataDir();
  try {
    await test(path.join(dir.path, 'files'));
  } finally {
    dir.remove();
  }
}

describe('DiskFileStore', () => {
  it('writes each file under its SHA-256 beside its metadata, once however often it is put, and leaves no temporary file', () =>
    inFolder(async (folder) => {
      const bytes = new TextEncoder().encode('%PDF-1.7');
      const store = new DiskFileStore(folder);
      const { fileId } = await store.put(bytes, PDF);
      await store.put(bytes, { name: 'autre.pdf', contentType: 'application/pdf' });
      expect(fileId).toBe(sha256(bytes));
      expect(fs.readdirSync(folder).sort()).toEqual([fileId, `${fileId}.json`]);
      expect(fs.readFileSync(path.join(folder, fileId), 'utf8')).toBe('%PDF-1.7');
    }));

  it('still reads the files stored under random ids before content addressing', () =>
    inFolder(async (folder) => {
      const legacyId = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, legacyId), 'attestation');
      const meta = { name: 'attestation.pdf', contentType: 'application/pdf', sha256: sha256(Buffer.from('attestation')), size: 11 };
      fs.writeFileSync(path.join(folder, `${legacyId}.json`), JSON.stringify(meta));
      const store = new DiskFileStore(folder);
      expect(await store.exists(legacyId)).toBe(true);
      expect(await store.get(legacyId)).toEqual({ fileId: legacyId, ...meta, bytes: new TextEncoder().encode('attestation') });
      expect((await store.open(legacyId))?.info).toEqual({ fileId: legacyId, ...meta });
    }));

  it('reads back, after a restart, what an earlier process stored, ignoring a temporary file a crash left behind', () =>
    inFolder(async (folder) => {
      const stored = await new DiskFileStore(folder).put(new TextEncoder().encode('attestation'), PDF);
      fs.writeFileSync(path.join(folder, '.tmp-interrupted'), 'moitié');
      const restarted = new DiskFileStore(folder);
      expect(await restarted.get(stored.fileId)).toEqual({ ...stored, ...PDF, bytes: new TextEncoder().encode('attestation') });
      expect((await restarted.put(new Uint8Array([1]), PDF)).size).toBe(1);
    }));

  it(
    'names no file when its writer is killed midway through a stream, and stores it whole when put again',
    () =>
      inFolder(async (folder) => {
        const module = path.join(import.meta.dirname, 'diskFileStore.ts');
        // A writer that streams 1 MiB chunks of one byte value, slowly, and says how many it wrote.
        const script = `
        const { DiskFileStore } = await import(${JSON.stringify(module)});
        async function* slow() {
          for (let i = 0; i < 1000; i += 1) {
            yield new Uint8Array(1 << 20).fill(7);
            console.log(i);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
        await new DiskFileStore(${JSON.stringify(folder)}).putStream(slow(), { name: 'gros.bin', contentType: 'application/pdf' });`;
        await new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          child.on('error', reject);
          child.on('exit', () => resolve());
          child.stdout.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('5')) child.kill('SIGKILL');
          });
        });
        const left = fs.readdirSync(folder);
        expect(left.length).toBeGreaterThan(0);
        expect(left.every((name) => name.startsWith('.tmp-'))).toBe(true);
        const bytes = new Uint8Array(3 << 20).fill(7);
        const store = new DiskFileStore(folder);
        expect(await store.exists(sha256(bytes))).toBe(false);
        const stored = await store.put(bytes, PDF);
        expect(Buffer.from((await store.get(stored.fileId))?.bytes ?? []).equals(bytes)).toBe(true);
      }),
    30_000,
  );
});
