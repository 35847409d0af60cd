/**
 * The few pieces of PostgreSQL's frontend/backend protocol (v3) that the PGlite wire server needs: cutting a byte
 * stream into messages, answering the startup handshake, and reading what PGlite answered.
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

/** Startup-phase request codes (the int32 after the length, in place of a protocol version). */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

export type StartupPacket = { kind: 'startup' } | { kind: 'encryption-request' } | { kind: 'cancel' };

/** Reads one startup-phase packet (no type byte, int32 length first) off `buffer`, or null when incomplete. */
export function takeStartupPacket(buffer: Buffer): { packet: StartupPacket; rest: Buffer } | null {
  if (buffer.length < 8) return null;
  const length = buffer.readInt32BE(0);
  if (buffer.length < length) return null;
  const code = buffer.readInt32BE(4);
  const rest = buffer.subarray(length);
  if (code === SSL_REQUEST || code === GSSENC_REQUEST) return { packet: { kind: 'encryption-request' }, rest };
  if (code === CANCEL_REQUEST) return { packet: { kind: 'cancel' }, rest };
  return { packet: { kind: 'startup' }, rest };
}

export type FrontendMessage = { type: string; bytes: Buffer };

/** Cuts every complete regular message (type byte, int32 length) off `buffer`; the incomplete tail is returned. */
export function takeMessages(buffer: Buffer): { messages: FrontendMessage[]; rest: Buffer } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const end = offset + 1 + buffer.readInt32BE(offset + 1);
    if (end > buffer.length) break;
    messages.push({ type: String.fromCharCode(buffer[offset]!), bytes: buffer.subarray(offset, end) });
    offset = end;
  }
  return { messages, rest: buffer.subarray(offset) };
}

function frame(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function parameterStatus(name: string, value: string): Buffer {
  return frame('S', Buffer.from(`${name}\0${value}\0`, 'utf8'));
}

/**
 * The server's side of the handshake, written by us rather than PGlite: PGlite's single session was started when it
 * opened, and every client connection shares it (no password: the socket is private to this process's user).
 */
export function startupReply(serverVersion: string, connectionId: number): Buffer {
  const authenticationOk = frame('R', Buffer.from([0, 0, 0, 0]));
  const keyData = Buffer.alloc(8);
  keyData.writeInt32BE(connectionId, 0);
  return Buffer.concat([
    authenticationOk,
    parameterStatus('server_version', serverVersion),
    parameterStatus('server_encoding', 'UTF8'),
    parameterStatus('client_encoding', 'UTF8'),
    parameterStatus('DateStyle', 'ISO, MDY'),
    parameterStatus('integer_datetimes', 'on'),
    parameterStatus('standard_conforming_strings', 'on'),
    frame('K', keyData),
    readyForQuery('I'),
  ]);
}

export function readyForQuery(status: 'I' | 'T' | 'E'): Buffer {
  return frame('Z', Buffer.from(status, 'latin1'));
}

/** A simple-protocol query message ('Q'). */
export function simpleQuery(text: string): Buffer {
  return frame('Q', Buffer.from(`${text}\0`, 'utf8'));
}

/** A Sync message ('S'): ends an extended-protocol batch (and the error-skipping after a failed one). */
export const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

/**
 * The transaction status of the last ReadyForQuery in a backend reply ('I' idle, 'T' in a transaction, 'E' in a
 * failed one), or null when the reply has none (a batch that did not end with Sync or Query).
 */
export function transactionStatus(reply: Uint8Array): 'I' | 'T' | 'E' | null {
  let status: 'I' | 'T' | 'E' | null = null;
  forEachMessage(reply, (type, body) => {
    if (type === 0x5a) status = String.fromCharCode(reply[body]!) as 'I' | 'T' | 'E';
  });
  return status;
}

/** The NOTIFY messages ('A': pid, channel, payload) in a backend reply. */
export function notifications(reply: Uint8Array): Array<{ channel: string; payload: string }> {
  const found: Array<{ channel: string; payload: string }> = [];
  const decoder = new TextDecoder();
  forEachMessage(reply, (type, body, end) => {
    if (type !== 0x41) return;
    const [channel = '', payload = ''] = decoder.decode(reply.subarray(body + 4, end)).split('\0');
    found.push({ channel, payload });
  });
  return found;
}

function forEachMessage(reply: Uint8Array, visit: (type: number, bodyStart: number, end: number) => void) {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  let offset = 0;
  while (reply.length - offset >= 5) {
    const end = offset + 1 + view.getInt32(offset + 1);
    if (end > reply.length) return;
    visit(reply[offset]!, offset + 5, end);
    offset = end;
  }
}
