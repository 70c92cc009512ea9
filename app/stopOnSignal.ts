/** Stops the process on SIGINT or SIGTERM, once, after stop resolves; answers the same stopper, for other causes. */
export function stopOnSignal(stop: () => Promise<void>): () => void {
  let stopping = false;
  const once = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  const stopper = () => void once();
  process.on('SIGINT', stopper);
  process.on('SIGTERM', stopper);
  return stopper;
}
