// Calls between the API processes of one machine (API_PROCESSES, app/cluster.ts) without Redis. On the embedded stack
// the jobs and the sign-in throttle live in memory: one copy per process would make a report asked on one process
// unknown to the others, and multiply the sign-in limit by the number of processes. So the first process holds them
// and the others call it, through the primary (which relays, PeerCallRelay) over the IPC channel node:cluster opens.
import cluster from 'node:cluster';

/** What the first process holds for the others, and the methods they may call on each. */
export const SHARED_METHODS = {
  jobs: ['enqueue', 'get', 'depths'],
  throttle: ['blocked', 'recordFailure', 'clear'],
} as const;

export type SharedTarget = keyof typeof SHARED_METHODS;

export interface PeerCall {
  id: number;
  /** The cluster id of the calling process, set by the primary. */
  from?: number;
  target: SharedTarget;
  method: string;
  args: unknown[];
}

interface Reply {
  id: number;
  to: number;
  result?: unknown;
  error?: string;
}

export interface PeerCallMessage {
  peerCall: PeerCall;
}

export interface PeerReplyMessage {
  peerReply: Reply;
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

export const isPeerCall = (message: unknown): message is PeerCallMessage =>
  isObject((message as Partial<PeerCallMessage> | null)?.peerCall);

export const isPeerReply = (message: unknown): message is PeerReplyMessage =>
  isObject((message as Partial<PeerReplyMessage> | null)?.peerReply);

/** In the first process of a cluster: answers the others' calls to the shared services. */
export function answerPeerCalls(targets: Record<SharedTarget, object>): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    // A primary gone meanwhile has closed the channel: this process stops on its own ('disconnect', app/serve.ts).
    if (isPeerCall(message))
      void answerCall(targets, message.peerCall).then((reply) => {
        if (process.connected) process.send?.(reply);
      });
  });
}

/** The answer to a call: the method's result, or its error's message; a method not in SHARED_METHODS is refused. */
export async function answerCall(targets: Record<SharedTarget, object>, call: PeerCall): Promise<PeerReplyMessage> {
  const { id, from = 0, target, method, args } = call;
  try {
    const allowed: readonly string[] = Object.hasOwn(SHARED_METHODS, target) ? SHARED_METHODS[target] : [];
    if (!allowed.includes(method) || !Array.isArray(args))
      throw new Error(`${String(target)}.${method} cannot be called from another process`);
    const holder = targets[target] as Record<string, (...values: unknown[]) => Promise<unknown>>;
    return { peerReply: { id, to: from, result: await holder[method](...args) } };
  } catch (error) {
    return { peerReply: { id, to: from, error: error instanceof Error ? error.message : String(error) } };
  }
}

const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let lastId = 0;
let listening = false;

/** In another process of the cluster: calls a shared service in the first process, and resolves with its answer. */
export function callFirstProcess(target: SharedTarget, method: string, args: unknown[]): Promise<unknown> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send || !process.connected)
    return Promise.reject(new Error(`${target}.${method}: no primary process to reach the first API process`));
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isPeerReply(message)) return;
      const { id, result, error } = message.peerReply;
      const caller = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) caller?.reject(new Error(error));
      else caller?.resolve(result);
    });
  }
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    try {
      send({ peerCall: { id, target, method, args } } satisfies PeerCallMessage);
    } catch (error) {
      // The channel closed since the check (the primary stopped).
      waiting.delete(id);
      reject(error as Error);
    }
  });
}
