import {
  ServerResponse,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
} from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * How long a client may take to send a whole request, headers and body (the largest a route takes is
 * 32 KB): then Node answers 408 itself and closes, on every route. Next holds a request to a page
 * or a proxied path until its body has ended (it copies the body for proxy.ts), so a route's own
 * deadline (lib/server/read-body.ts) cannot cover a client that stops sending.
 */
export const REQUEST_TIMEOUT_MS = 18_000;

/**
 * The production server's options (server/index.ts); Node's defaults are 300 s for a request and
 * 60 s for its headers, checked every 30 s.
 */
export const serverOptions: ServerOptions = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  headersTimeout: REQUEST_TIMEOUT_MS,
  // How often Node looks for requests over their time: the 408 comes at most this much later.
  connectionsCheckingInterval: 1_000,
};

/**
 * A listener for the server's 'connect' event: Node gives CONNECT requests only to it and closes
 * the connection unanswered when there is none. This hands them to the request handler like any
 * other request (whose method gate answers 405 with Allow), then closes the connection.
 */
export function answerConnect(handler: RequestListener) {
  return (req: IncomingMessage, socket: Duplex) => {
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket as Parameters<ServerResponse['assignSocket']>[0]);
    res.on('finish', () => {
      res.detachSocket(socket as Parameters<ServerResponse['detachSocket']>[0]);
      socket.end();
    });
    void handler(req, res);
  };
}

/**
 * The server's 'clientError' listener: a request Node could not take. Too slow (REQUEST_TIMEOUT_MS)
 * 408, a method its parser does not know (FOO, BREW) 501 (it never reaches the method gate), else
 * a plain 400.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable) return void socket.destroy();
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? '408 Request Timeout'
      : error.code === 'HPE_INVALID_METHOD'
        ? '501 Not Implemented'
        : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
