import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** A first look at each request before Fastify's: `serve` answers it, or answers false and Fastify does. */
export type RequestLane = { serve(request: IncomingMessage, response: ServerResponse): boolean };

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make for itself (its keep-alive, request and connection
 * timeouts and its per-socket limit), asking `lane` first about each request.
 */
export function serverWithLane(lane: RequestLane): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    // Fastify's options with its defaults filled in (its typings leave these loose).
    const options = fastifyOptions as {
      http?: http.ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number;
    };
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!lane.serve(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
