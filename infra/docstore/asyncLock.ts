/** A FIFO async mutex: one holder at a time, across awaits. */
export class AsyncLock {
  private tail: Promise<void> = Promise.resolve();

  /** Runs fn once every earlier holder has finished. */
  async run<R>(fn: () => Promise<R>): Promise<R> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => (release = resolve));
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
