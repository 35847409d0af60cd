import { describe, expect, it } from 'vitest';
import { notifications, readyForQuery, simpleQuery, SYNC, takeMessages, takeStartupPacket, transactionStatus } from './wire-protocol.ts';

function startup(code: number, extra = ''): Buffer {
  const packet = Buffer.alloc(8 + extra.length);
  packet.writeInt32BE(packet.length, 0);
  packet.writeInt32BE(code, 4);
  packet.write(extra, 8, 'latin1');
  return packet;
}

function notification(channel: string, payload: string): Buffer {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(`${channel}\0${payload}\0`)]);
  const header = Buffer.from([0x41, 0, 0, 0, 0]);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

describe('wire protocol pieces', () => {
  it('tells a startup packet from an encryption request and waits for a whole packet', () => {
    expect(takeStartupPacket(startup(80877103))?.packet).toEqual({ kind: 'encryption-request' });
    const full = Buffer.concat([startup(196608, 'user\0postgres\0\0'), SYNC]);
    expect(takeStartupPacket(full)).toEqual({ packet: { kind: 'startup' }, rest: SYNC });
    expect(takeStartupPacket(full.subarray(0, 10))).toBeNull();
  });

  it('cuts whole messages off a stream that arrives in pieces', () => {
    const stream = Buffer.concat([simpleQuery('SELECT 1'), SYNC]);
    const first = takeMessages(stream.subarray(0, 7));
    expect(first.messages).toEqual([]);
    const second = takeMessages(Buffer.concat([first.rest, stream.subarray(7, stream.length - 2)]));
    expect(second.messages.map((message) => message.type)).toEqual(['Q']);
    const third = takeMessages(Buffer.concat([second.rest, stream.subarray(stream.length - 2)]));
    expect(third.messages.map((message) => message.type)).toEqual(['S']);
    expect(third.rest.length).toBe(0);
  });

  it('reads the last transaction status and the notifications of a reply', () => {
    const reply = Buffer.concat([notification('catalogue', 'v2'), readyForQuery('T'), readyForQuery('I')]);
    expect(transactionStatus(reply)).toBe('I');
    expect(transactionStatus(notification('a', 'b'))).toBeNull();
    expect(notifications(reply)).toEqual([{ channel: 'catalogue', payload: 'v2' }]);
  });
});
