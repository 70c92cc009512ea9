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

describe('DiskFileStore', () => {
  it('writes each file under its id in the folder, beside its metadata, and leaves no temporary file', async () => {
    const dir = tempDataDir();
    try {
      const folder = path.join(dir.path, 'files');
      const { fileId } = await new DiskFileStore(folder).put(new TextEncoder().encode('%PDF-1.7'), PDF);
      expect(fs.readdirSync(folder).sort()).toEqual([fileId, `${fileId}.json`]);
      expect(fs.readFileSync(path.join(folder, fileId), 'utf8')).toBe('%PDF-1.7');
    } finally {
      dir.remove();
    }
  });

  it('reads back, after a restart, what an earlier process stored, ignoring a temporary file a crash left behind', async () => {
    const dir = tempDataDir();
    try {
      const folder = path.join(dir.path, 'files');
      const stored = await new DiskFileStore(folder).put(new TextEncoder().encode('attestation'), PDF);
      fs.writeFileSync(path.join(folder, '.tmp-interrupted'), 'moitié');
      const restarted = new DiskFileStore(folder);
      expect(await restarted.get(stored.fileId)).toEqual({ ...stored, ...PDF, bytes: new TextEncoder().encode('attestation') });
      expect((await restarted.put(new Uint8Array([1]), PDF)).size).toBe(1);
    } finally {
      dir.remove();
    }
  });
});
