// Every translation the EventStoreDB adapter makes, checked without a server: the client's objects are
// built the way the client builds them (its exported classes, its protobuf messages and converter).
import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
  convertToCommandError,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import { convertGrpcEvent } from '@eventstore/db-client/dist/utils/index.js';
import { UUID, StreamIdentifier, WrongExpectedVersion } from '@eventstore/db-client/generated/shared_pb.js';
import { ReadResp } from '@eventstore/db-client/generated/streams_pb.js';
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevision, type NewEvent } from '../../commands/eventStore';
import {
  StreamNames,
  decodePosition,
  encodePosition,
  fromCurrentRevision,
  isStreamNotFound,
  meetsExpected,
  readPositionOf,
  toEventData,
  toExpectedRevision,
  toPortError,
  toRecordedEvent,
} from './eventStoreDbMapping';

const ID = '0b6f6c1e-6f2d-4a53-9a38-2a8c1f1d9e01';
const META = { userId: 'u-1', at: '2026-11-22T10:00:00.000Z', command: 'test', correlationId: 'c-1' };

/** An event of $all as the client hands it over: a gRPC read answer through the client's own converter. */
function fromServer(fields: {
  stream: string;
  type?: string;
  revision?: bigint;
  commit?: bigint;
  prepare?: bigint;
  data?: string;
  metadata?: string;
  contentType?: string;
}): AllStreamResolvedEvent {
  const record = new ReadResp.ReadEvent.RecordedEvent();
  record.setId(new UUID().setString(ID));
  record.setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(fields.stream)));
  record.setStreamRevision(String(fields.revision ?? 0n));
  record.setCommitPosition(String(fields.commit ?? 4096n));
  record.setPreparePosition(String(fields.prepare ?? fields.commit ?? 4096n));
  record.getMetadataMap().set('type', fields.type ?? 'RecipientCreated');
  record.getMetadataMap().set('content-type', fields.contentType ?? 'application/json');
  record.getMetadataMap().set('created', '639000000000000000');
  record.setData(Buffer.from(fields.data ?? '{"name":"Durand"}'));
  record.setCustomMetadata(Buffer.from(fields.metadata ?? JSON.stringify(META)));
  return convertGrpcEvent(new ReadResp.ReadEvent().setEvent(record)) as AllStreamResolvedEvent;
}

describe('EventStoreDB revisions', () => {
  it('maps the four expected revisions one to one', () => {
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toExpectedRevision(7n)).toBe(7n);
  });

  it('reads the actual revision back, a missing stream (no_stream or -1) as no_stream', () => {
    expect(fromCurrentRevision(NO_STREAM)).toBe('no_stream');
    expect(fromCurrentRevision(-1n)).toBe('no_stream');
    expect(fromCurrentRevision(0n)).toBe(0n);
    expect(fromCurrentRevision(41n)).toBe(41n);
  });

  it('judges an expected revision against the last one as the server does (for appends of nothing)', () => {
    expect([meetsExpected('any', null), meetsExpected('any', 3n)]).toEqual([true, true]);
    expect([meetsExpected('no_stream', null), meetsExpected('no_stream', 0n)]).toEqual([true, false]);
    expect([meetsExpected('stream_exists', null), meetsExpected('stream_exists', 0n)]).toEqual([false, true]);
    expect([meetsExpected(2n, 2n), meetsExpected(2n, 3n), meetsExpected(0n, null)]).toEqual([true, false, false]);
  });
});

describe('EventStoreDB positions', () => {
  it('encodes {commit, prepare} as commit * 2^64 + prepare and decodes it back', () => {
    expect(encodePosition({ commit: 0n, prepare: 0n })).toBe(0n);
    expect(encodePosition({ commit: 1n, prepare: 5n })).toBe((1n << 64n) + 5n);
    const largest = (1n << 63n) - 1n;
    for (const pair of [
      { commit: 4096n, prepare: 4096n },
      { commit: 9000n, prepare: 8000n },
      { commit: largest, prepare: largest },
    ])
      expect(decodePosition(encodePosition(pair))).toEqual(pair);
  });

  it('orders encoded positions as $all orders pairs: commit first, then prepare (events of one commit)', () => {
    const pairs = [
      { commit: 300n, prepare: 300n },
      { commit: 9000n, prepare: 8600n },
      { commit: 9000n, prepare: 8700n },
      { commit: 9000n, prepare: 8800n },
      { commit: 9100n, prepare: 9100n },
      { commit: 1n << 40n, prepare: 0n },
    ];
    const encoded = pairs.map(encodePosition);
    expect([...encoded].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(encoded);
    expect(new Set(encoded).size).toBe(pairs.length);
  });

  it('refuses what is not a position of the log', () => {
    expect(() => encodePosition({ commit: -1n, prepare: -1n })).toThrow(RangeError);
    expect(() => encodePosition({ commit: 1n << 63n, prepare: 0n })).toThrow(RangeError);
    expect(() => decodePosition(-5n)).toThrow(RangeError);
    expect(() => decodePosition(1n << 127n)).toThrow(RangeError);
    expect(() => decodePosition((1n << 64n) - 1n)).toThrow(RangeError);
  });

  it('reads from the start for 0n, else strictly after the decoded pair', () => {
    expect(readPositionOf(0n)).toBe(START);
    expect(readPositionOf((7n << 64n) + 6n)).toEqual({ commit: 7n, prepare: 6n });
  });
});

describe('EventStoreDB errors', () => {
  it('turns a wrong expected version (append answer) into WrongExpectedRevision on the port stream id', () => {
    const error = new WrongExpectedVersionError(undefined, { streamName: 'p-recipient-1', expected: 1n, current: 3n });
    const mapped = toPortError(error, 'recipient-1', 1n);
    expect(mapped).toBeInstanceOf(WrongExpectedRevision);
    expect(mapped).toMatchObject({ streamId: 'recipient-1', expected: 1n, actual: 3n });
  });

  it('turns a wrong expected version (batch append answer) on a missing stream into actual no_stream', () => {
    const details = new WrongExpectedVersion().setExpectedStreamPosition('0');
    const error = WrongExpectedVersionError.fromWrongExpectedVersion(details, 'p-s-2');
    expect(toPortError(error, 's-2', 0n)).toMatchObject({
      name: 'WrongExpectedRevision',
      streamId: 's-2',
      expected: 0n,
      actual: 'no_stream',
    });
    const exists = WrongExpectedVersionError.fromWrongExpectedVersion(new WrongExpectedVersion().setCurrentStreamRevision('0'), 'p-s-1');
    expect(toPortError(exists, 's-1', 'no_stream')).toMatchObject({ expected: 'no_stream', actual: 0n });
  });

  it('turns a wrong expected version (gRPC status of older servers, actual -1) into WrongExpectedRevision', () => {
    const metadata = { exception: 'wrong-expected-version', 'stream-name': 'p-s', 'expected-version': '0', 'actual-version': '-1' };
    const status = Object.assign(new Error('9 FAILED_PRECONDITION: Wrong expected version.'), {
      code: 9,
      metadata: { getMap: () => metadata },
    });
    const error = convertToCommandError(status);
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect(toPortError(error, 's', 0n)).toMatchObject({ name: 'WrongExpectedRevision', streamId: 's', expected: 0n, actual: 'no_stream' });
  });

  it('passes other errors through, and knows a stream that does not exist', () => {
    const unavailable = new UnavailableError();
    expect(toPortError(unavailable, 's', 'any')).toBe(unavailable);
    expect(isStreamNotFound(new StreamNotFoundError(undefined, 'p-missing'))).toBe(true);
    expect(isStreamNotFound(unavailable)).toBe(false);
  });
});

describe('EventStoreDB stream names and filters', () => {
  it('prefixes stream ids on write and removes the prefix on read, other prefixes and system streams being not ours', () => {
    const names = new StreamNames('t1-');
    expect(names.toServer('recipient-1')).toBe('t1-recipient-1');
    expect(names.fromServer('t1-recipient-1')).toBe('recipient-1');
    expect(names.fromServer('t2-recipient-1')).toBeNull();
    expect(names.fromServer('$$t1-recipient-1')).toBeNull();
    expect(new StreamNames().fromServer('recipient-1')).toBe('recipient-1');
    expect(new StreamNames().fromServer('$stats-127.0.0.1:2113')).toBeNull();
    expect(() => new StreamNames('$x')).toThrow();
  });

  it('filters $all on the server by the prefix, or to every stream that is not a system one', () => {
    expect(new StreamNames('t1-').allFilter()).toMatchObject({ filterOn: 'streamName', prefixes: ['t1-'] });
    const filter = new StreamNames().allFilter();
    expect(filter).toMatchObject({ filterOn: 'streamName' });
    const regex = new RegExp('regex' in filter ? filter.regex : '');
    expect(['recipient-1', 'siege'].every((name) => regex.test(name))).toBe(true);
    expect(['$stats-1', '$$recipient-1', '$ce-recipient', '$scavenges'].some((name) => regex.test(name))).toBe(false);
  });
});

describe('EventStoreDB events', () => {
  const names = new StreamNames('t1-');

  it('writes a port event as JSON with its meta as metadata, under its own id', () => {
    const event: NewEvent = { id: ID, type: 'RecipientCreated', data: { name: 'Durand' }, meta: META };
    expect(toEventData(event)).toEqual({
      id: ID,
      contentType: 'application/json',
      type: 'RecipientCreated',
      data: { name: 'Durand' },
      metadata: META,
    });
    expect(() => toEventData({ ...event, id: 'id-1' })).toThrow(/UUID/);
    expect(() => toEventData({ ...event, id: ID.toUpperCase() })).toThrow(/UUID/);
  });

  it('reads an event back: id, port stream id, revision, encoded position, data, meta with its dates as written', () => {
    const event = toRecordedEvent(fromServer({ stream: 't1-recipient-1', revision: 3n, commit: 9000n, prepare: 8800n }), names);
    expect(event).toEqual({
      id: ID,
      streamId: 'recipient-1',
      revision: 3n,
      position: (9000n << 64n) + 8800n,
      type: 'RecipientCreated',
      data: { name: 'Durand' },
      meta: META,
    });
  });

  it('leaves out system events and other prefixes’ streams', () => {
    expect(toRecordedEvent(fromServer({ stream: 't2-recipient-1' }), names)).toBeNull();
    expect(toRecordedEvent(fromServer({ stream: '$$t1-recipient-1', type: '$metadata' }), names)).toBeNull();
    expect(toRecordedEvent(fromServer({ stream: 't1-recipient-1', type: '$streamDeleted' }), names)).toBeNull();
    expect(toRecordedEvent(fromServer({ stream: '$ce-t1', type: '$>' }), new StreamNames())).toBeNull();
    expect(toRecordedEvent({}, names)).toBeNull();
  });

  it('refuses an event of ours it cannot represent: not JSON, without meta', () => {
    expect(() => toRecordedEvent(fromServer({ stream: 't1-s', contentType: 'application/octet-stream' }), names)).toThrow(/not JSON/);
    expect(() => toRecordedEvent(fromServer({ stream: 't1-s', metadata: '' }), names)).toThrow(/metadata/);
    expect(() => toRecordedEvent(fromServer({ stream: 't1-s', metadata: '{"userId":"u-1"}' }), names)).toThrow(/metadata/);
  });

  it('refuses an event read without its position (a server before 22.6 leaves it at 0)', () => {
    expect(() => toRecordedEvent(fromServer({ stream: 't1-s', commit: 0n, prepare: 0n }), names)).toThrow(/22\.6/);
  });
});
