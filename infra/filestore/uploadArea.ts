import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { processRuns } from '../processes';

/**
 * Where uploads are received before they are judged (DATA_DIR/uploads): one folder per process (`<pid>-<random>`),
 * one folder per request inside it, removed when the request ends whatever its outcome. A process killed midway
 * leaves its folder behind; the next process to open the area removes the folders of processes no longer running,
 * and leaves those of running ones (several servers may share a data directory) alone.
 */
export class UploadArea {
  private constructor(private readonly dir: string) {}

  /** Opens the area of this process under root, removing what dead processes left there. */
  static open(root: string): UploadArea {
    fs.mkdirSync(root, { recursive: true });
    for (const entry of fs.readdirSync(root)) {
      const pid = Number(/^(\d+)-/.exec(entry)?.[1]);
      if (!Number.isInteger(pid) || !processRuns(pid)) fs.rmSync(path.join(root, entry), { recursive: true, force: true });
    }
    return new UploadArea(path.join(root, `${process.pid}-${randomUUID().slice(0, 8)}`));
  }

  /** A new empty folder for one request's upload. */
  async folderForRequest(): Promise<string> {
    const folder = path.join(this.dir, randomUUID());
    await mkdir(folder, { recursive: true });
    return folder;
  }

  /** Removes a request's folder and whatever was received in it. */
  async release(folder: string): Promise<void> {
    await rm(folder, { recursive: true, force: true });
  }
}
