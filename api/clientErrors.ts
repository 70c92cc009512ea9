import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { HTTP_MESSAGES } from './errors';

// Node's HTTP parser refuses a request it cannot read (headers or URL over 16 KB, malformed bytes) before Koa sees it,
// with a bare status. Those refusals get the API's envelope and a French message too.
const PARSER_REFUSALS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'REQUEST_TOO_LARGE',
    message: HTTP_MESSAGES.headersTooLarge,
  },
};
const MALFORMED = { status: 400, reason: 'Bad Request', code: 'OBJECT_CANNOT_BE_VALIDATED', message: HTTP_MESSAGES.badRequest };

/** Answers the requests Node's parser refuses with the API's JSON envelope, then closes their connection. */
export function answerClientErrors(server: Server): Server {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or timed out has nobody left to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const refusal = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ success: false, code: refusal.code, message: refusal.message });
    socket.end(
      `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
