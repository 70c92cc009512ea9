import { describe, expect, it } from 'vitest';
import type { PeerCallMessage, PeerReplyMessage } from './peerCalls';
import { PeerCallRelay, type RelayedProcess } from './peerCallRelay';

/** A process that keeps what the relay sends it. */
function processOf(id: number) {
  const received: (PeerCallMessage | PeerReplyMessage)[] = [];
  const connected = { value: true };
  const process: RelayedProcess = { id, isConnected: () => connected.value, send: (message) => received.push(message) };
  return { process, received, connected };
}

const call = (id: number): PeerCallMessage => ({ peerCall: { id, target: 'jobs', method: 'get', args: ['job'] } });

describe('PeerCallRelay', () => {
  const setUp = () => {
    const first = processOf(1);
    const other = processOf(2);
    const byId = new Map([first, other].map((one) => [one.process.id, one.process]));
    return { first, other, relay: new PeerCallRelay((id) => byId.get(id)) };
  };

  it('hands a call to the first process with its caller, and the answer back to the caller', () => {
    const { first, other, relay } = setUp();
    relay.firstServing(first.process);
    relay.call(other.process, call(7));
    expect(first.received).toEqual([{ peerCall: { id: 7, from: 2, target: 'jobs', method: 'get', args: ['job'] } }]);
    relay.reply({ peerReply: { id: 7, to: 2, result: null } });
    expect(other.received).toEqual([{ peerReply: { id: 7, to: 2, result: null } }]);
  });

  it('keeps the calls made before the first process serves, and hands them over once it does', () => {
    const { first, other, relay } = setUp();
    relay.call(other.process, call(1));
    relay.call(other.process, call(2));
    expect(first.received).toEqual([]);
    relay.firstServing(first.process);
    expect(first.received.map((message) => (message as PeerCallMessage).peerCall.id)).toEqual([1, 2]);
  });

  it('fails the calls the first process had not answered when it stopped, and keeps the next ones for its restart', () => {
    const { first, other, relay } = setUp();
    relay.firstServing(first.process);
    relay.call(other.process, call(1));
    relay.call(other.process, call(2));
    relay.reply({ peerReply: { id: 1, to: 2, result: 'done' } });
    first.connected.value = false;
    relay.firstStopped();
    expect(other.received).toEqual([
      { peerReply: { id: 1, to: 2, result: 'done' } },
      { peerReply: { id: 2, to: 2, error: 'The first API process stopped before it answered' } },
    ]);
    relay.call(other.process, call(3));
    const restarted = processOf(3);
    relay.firstServing(restarted.process);
    expect(restarted.received).toEqual([{ peerCall: { id: 3, from: 2, target: 'jobs', method: 'get', args: ['job'] } }]);
  });

  it('sends nothing to a process that is gone', () => {
    const { first, other, relay } = setUp();
    relay.firstServing(first.process);
    relay.call(other.process, call(1));
    other.connected.value = false;
    relay.reply({ peerReply: { id: 1, to: 2, result: 'late' } });
    expect(other.received).toEqual([]);
  });
});
