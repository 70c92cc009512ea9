import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { tempDataDir } from '../infra/testing/tempDataDir';
import { BufferedSession } from './bufferedSession';

interface Note {
  _id: string;
  text: string;
  tags?: string[];
}

describe('BufferedSession', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let docs: SqliteDocStore;

  beforeEach(async () => {
    dir = tempDataDir();
    docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    await docs.ensure([{ name: 'notes', indexes: ['text'] }]);
    await docs.collection<Note>('notes').put({ _id: 'stored', text: 'déjà là' });
  });
  afterEach(async () => {
    await docs.close();
    dir.remove();
  });

  const stored = async () => (await docs.collection<Note>('notes').find({ sort: [['_id', 1]] })).items;

  it('holds writes until flushed, and reads them back meanwhile', async () => {
    await docs.transaction(async (tx) => {
      const session = new BufferedSession(tx);
      const notes = session.collection<Note>('notes');
      await notes.put({ _id: 'a', text: 'un' });
      await notes.put({ _id: 'a', text: 'deux' });
      await notes.patch('stored', { tags: ['x'] });
      await notes.delete('missing');
      expect(await tx.collection<Note>('notes').get('a')).toBeNull();
      expect(await notes.get('a')).toEqual({ _id: 'a', text: 'deux' });
      expect(await notes.getMany(['stored', 'a', 'missing', 'a'])).toEqual([
        { _id: 'stored', text: 'déjà là', tags: ['x'] },
        { _id: 'a', text: 'deux' },
      ]);
      await session.flush();
    });
    expect(await stored()).toEqual([
      { _id: 'a', text: 'deux' },
      { _id: 'stored', text: 'déjà là', tags: ['x'] },
    ]);
  });

  it('keeps what was put, whatever the handler does to the object afterwards', async () => {
    await docs.transaction(async (tx) => {
      const session = new BufferedSession(tx);
      const note: Note = { _id: 'a', text: 'un', tags: ['x'] };
      await session.collection<Note>('notes').put(note);
      note.text = 'changé';
      note.tags?.push('y');
      (await session.collection<Note>('notes').get('a'))?.tags?.push('z');
      await session.flush();
    });
    expect((await stored())[0]).toEqual({ _id: 'a', text: 'un', tags: ['x'] });
  });

  it('keeps what was patched, whatever the handler does afterwards to the values set or to the document read', async () => {
    await docs.transaction(async (tx) => {
      const notes = new BufferedSession(tx).collection<Note>('notes');
      const tags = ['x'];
      await notes.patch('stored', { tags });
      tags.push('y');
      (await notes.get('stored'))?.tags?.push('z');
      await notes.patch('stored', { text: 'relu' });
      expect(await notes.get('stored')).toEqual({ _id: 'stored', text: 'relu', tags: ['x'] });
    });
  });

  it('lets a query see the writes before it, deletions included', async () => {
    await docs.transaction(async (tx) => {
      const notes = new BufferedSession(tx).collection<Note>('notes');
      await notes.put({ _id: 'b', text: 'nouveau' });
      await notes.delete('stored');
      const { items } = await notes.find({ where: { text: { $in: ['nouveau', 'déjà là'] } } });
      expect(items.map((n) => n._id)).toEqual(['b']);
    });
  });

  it('writes nothing when the transaction fails before its end', async () => {
    await expect(
      docs.transaction(async (tx) => {
        const session = new BufferedSession(tx);
        await session.collection<Note>('notes').put({ _id: 'a', text: 'un' });
        await session.flush();
        throw new Error('a handler failed');
      }),
    ).rejects.toThrow('a handler failed');
    expect(await stored()).toEqual([{ _id: 'stored', text: 'déjà là' }]);
  });
});
