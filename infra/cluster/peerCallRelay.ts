import type { PeerCallMessage, PeerReplyMessage } from './peerCalls';

/** A process of the cluster as the relay sees it: its cluster id, and how to send it a message. */
export interface RelayedProcess {
  id: number;
  isConnected(): boolean;
  send(message: PeerCallMessage | PeerReplyMessage): void;
}

/** Sends unless the process is gone (its IPC channel closed). */
function sendTo(process: RelayedProcess | null | undefined, message: PeerCallMessage | PeerReplyMessage): void {
  if (process?.isConnected()) process.send(message);
}

/**
 * In the primary: hands the other processes' calls to the first process, and its answers back. Calls made while the
 * first process is not serving (it starts, or starts again after it stopped) wait for it; those it was answering when
 * it stopped fail, so no caller waits forever.
 */
export class PeerCallRelay {
  private first: RelayedProcess | null = null;
  private readonly queued: { call: PeerCallMessage; caller: RelayedProcess }[] = [];
  /** The calls the first process has not answered yet, by "callerId:callId". */
  private readonly unanswered = new Map<string, { id: number; caller: RelayedProcess }>();

  constructor(private readonly processById: (id: number) => RelayedProcess | undefined) {}

  /** A call from another process. */
  call(from: RelayedProcess, message: PeerCallMessage): void {
    const call: PeerCallMessage = { peerCall: { ...message.peerCall, from: from.id } };
    if (this.first) this.forward(call, from);
    else this.queued.push({ call, caller: from });
  }

  /** An answer of the first process. */
  reply(message: PeerReplyMessage): void {
    const { id, to } = message.peerReply;
    this.unanswered.delete(`${to}:${id}`);
    sendTo(this.processById(to), message);
  }

  /** The first process serves: the calls that waited go to it. */
  firstServing(first: RelayedProcess): void {
    this.first = first;
    for (const { call, caller } of this.queued.splice(0)) this.forward(call, caller);
  }

  /** The first process stopped: its unanswered calls fail, the next ones wait for it to serve again. */
  firstStopped(): void {
    this.first = null;
    for (const { id, caller } of this.unanswered.values())
      sendTo(caller, { peerReply: { id, to: caller.id, error: 'The first API process stopped before it answered' } });
    this.unanswered.clear();
  }

  private forward(call: PeerCallMessage, caller: RelayedProcess): void {
    this.unanswered.set(`${caller.id}:${call.peerCall.id}`, { id: call.peerCall.id, caller });
    sendTo(this.first, call);
  }
}
