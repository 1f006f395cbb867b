/**
 * The HTTP server of the Express app. Express gives every request and response its own prototype
 * (`Object.setPrototypeOf` in `app.handle`). Changing a live object's prototype costs V8 a new hidden
 * class per object, and under load it kept what the requests allocated alive past the next minor
 * collection: a third of it was promoted to the old generation, which then grew by hundreds of MB between
 * full collections, and each minor collection paused for 7–14 ms (`npm run bench`).
 * Node builds requests and responses with the constructors given here, so they are born with Express's
 * prototypes and Express's change does nothing (V8 skips setting a prototype an object already has).
 */
import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * How long a client may take. Node's defaults (a minute for the headers, five for a request, checked every
 * 30 s) let a few thousand connections that send nothing, or headers a byte at a time, hold sockets and
 * memory for minutes. A browser sends its headers at once; the largest body we take (an inventory import)
 * arrives well within the request limit on a slow line.
 */
export interface ServerTimeouts {
  /** Until the request's headers are complete (counted from the connection or the previous request). */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has arrived. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often the two limits above are checked. */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

export function createAppServer(app: Express, timeouts: ServerTimeouts = DEFAULT_SERVER_TIMEOUTS): http.Server {
  // Node's IncomingMessage and ServerResponse are plain constructor functions, so they can be applied to an
  // object of another prototype (a class would refuse).
  function AppRequest(this: IncomingMessage, socket: Socket) {
    Reflect.apply(IncomingMessage, this, [socket]);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    Reflect.apply(ServerResponse, this, [req, options]);
  }
  AppResponse.prototype = app.response;
  const server = http.createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    },
    app,
  );
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}
