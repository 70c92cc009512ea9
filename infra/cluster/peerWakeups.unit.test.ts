import { describe, expect, it } from 'vitest';
import { isWakeup, listenToPeers, onPeerWakeup, tellPeers } from './peerWakeups';

describe('peer wake-ups', () => {
  it('hands a relayed wake-up to the listeners of its kind until they stop listening', () => {
    listenToPeers();
    const heard: string[] = [];
    const stopAppended = onPeerWakeup('appended', () => heard.push('appended'));
    const stopProjected = onPeerWakeup('projected', () => heard.push('projected'));
    process.emit('message', { wakeup: 'projected' }, undefined);
    process.emit('message', { wakeup: 'appended' }, undefined);
    process.emit('message', { wakeup: 'other' }, undefined);
    stopAppended();
    process.emit('message', { wakeup: 'appended' }, undefined);
    stopProjected();
    expect(heard).toEqual(['projected', 'appended']);
  });

  it('tells apart the wake-ups from any other message', () => {
    expect(isWakeup({ wakeup: 'appended' })).toBe(true);
    expect(isWakeup({ wakeup: 'projected' })).toBe(true);
    expect(isWakeup({ wakeup: 'deleted' })).toBe(false);
    expect(isWakeup(null)).toBe(false);
    expect(isWakeup('appended')).toBe(false);
  });

  it('sends nothing outside a cluster', async () => {
    const sent: unknown[] = [];
    const send = process.send;
    process.send = (message: unknown) => sent.push(message) > 0;
    try {
      tellPeers('appended');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.send = send;
    }
    expect(sent).toEqual([]);
  });
});
