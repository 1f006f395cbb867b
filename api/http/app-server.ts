/**
 * The HTTP server of the Express app. Express gives every request and response its own prototype
 * (`Object.setPrototypeOf` in `app.handle`). Changing a live object's prototype costs V8 a new hidden
 * class per object, and under load it kept what the requests allocated alive past the next minor
 * collection: a third of it was promoted to the old generation, which then grew by hundreds of MB between
 * full collections, and each minor collection paused for 7–14 ms (issue 17, `npm run bench`).
 * Node builds requests and responses with the constructors given here, so they are born with Express's
 * prototypes and Express's change does nothing (V8 skips setting a prototype an object already has).
 */
import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export function createAppServer(app: Express): http.Server {
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
  return http.createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
