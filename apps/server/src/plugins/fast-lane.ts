import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory } from 'fastify';
import type { GeoIpLookup } from '../lib/geoip.ts';
import type { MerchantContext } from '../modules/system/index.ts';
import type { MerchantGate } from './merchant-context.ts';

/** What a lane answer reads of a call: what the merchant-context hook would have put on the request. */
export interface LaneRequest {
  merchant: MerchantContext;
  country: string | null;
  ip: string;
  headers: IncomingHttpHeaders;
}

/** A reply ready to go on the wire. */
export interface PreparedReply {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The prepared reply to a call, or undefined to leave the call to Fastify (e.g. an answer still being built). */
export type LaneAnswer = (request: LaneRequest) => PreparedReply | undefined;

export interface FastLaneOptions {
  gate: MerchantGate;
  geoIp: GeoIpLookup;
  /** Fastify's `trustProxy` (config TRUST_PROXY): the same client address and host as Fastify reads */
  trustProxy: boolean;
  /** the headers every API answer carries (plugins/security-headers.ts), before the route's own */
  baseHeaders: Readonly<Record<string, string>>;
  /** Fastify's own request-completed log line, when the logger writes one */
  log?: (line: { method: string; url: string; statusCode: number; responseTime: number }) => void;
}

/** The Fastify options its own HTTP/1 server is built with. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The fast lane (docs/fast-lane.md): public merchant-level GETs whose answer is pre-serialized
 * bytes (the status, the whitelabel, the register settings, the game menus) are answered by the
 * HTTP server's own handler, before Fastify builds its request, reply and hook chain for them.
 * It answers only the plain case — a GET of the exact path, no query, no body, a merchant the
 * directory already holds and that admits the call, an answer already built — with the same
 * bytes and headers the Fastify route sends; anything else (refusals, errors, HEAD, a query, a
 * server that is closing) goes on to Fastify, which answers it as always.
 */
export const createFastLane = (options: FastLaneOptions) => {
  const routes = new Map<string, LaneAnswer>();
  const trusted = () => true;
  let open = true;
  let answered = 0;
  let observe: ((route: string, status: number, seconds: number) => void) | undefined;

  // a prepared reply is kept with its answer: its full header set is made once too
  const fullHeaders = new WeakMap<PreparedReply, Record<string, string>>();
  const withBaseHeaders = (reply: PreparedReply) => {
    let headers = fullHeaders.get(reply);
    if (!headers) {
      headers = { ...options.baseHeaders, ...reply.headers };
      fullHeaders.set(reply, headers);
    }
    return headers;
  };

  const clientAddress = (request: IncomingMessage) => {
    if (!options.trustProxy) return request.socket.remoteAddress;
    const addresses = proxyAddr.all(request, trusted);
    return addresses[addresses.length - 1];
  };
  const hostOf = (request: IncomingMessage) => {
    // Node joins a repeated header with ", ": the last entry is the nearest proxy's
    const forwarded = options.trustProxy ? String(request.headers['x-forwarded-host'] ?? '') : '';
    if (forwarded) {
      const last = forwarded.lastIndexOf(',');
      return last === -1 ? forwarded.trim() : forwarded.slice(last + 1).trim();
    }
    return request.headers.host ?? '';
  };

  /** the reply to this call when the lane can give it; undefined otherwise */
  const replyTo = (request: IncomingMessage, url: string, answer: LaneAnswer): PreparedReply | undefined => {
    if (request.method !== 'GET') return undefined;
    const { headers } = request;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined)
      return undefined;
    const ip = clientAddress(request);
    if (ip === undefined) return undefined;
    let merchant: MerchantContext | Promise<unknown> | undefined;
    try {
      merchant = options.gate.merchantOf(hostOf(request), headers.merchant);
    } catch {
      return undefined;
    }
    if (merchant instanceof Promise) {
      // the directory is still loading this merchant: Fastify waits for it, and refuses an unknown one
      merchant.catch(() => undefined);
      return undefined;
    }
    if (!merchant) return undefined;
    const country = options.geoIp.country(ip, headers);
    if (options.gate.refusalOf(merchant, url, ip, country)) return undefined;
    return answer({ merchant, country, ip, headers });
  };

  const handle = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url;
    if (!open || url === undefined) return false;
    const answer = routes.get(url);
    if (!answer) return false;
    const started = performance.now();
    let reply: PreparedReply | undefined;
    try {
      reply = replyTo(request, url, answer);
    } catch {
      // an answer that fails to build fails in Fastify, which logs it and sends the error envelope
      return false;
    }
    if (!reply) return false;
    response.writeHead(reply.status, withBaseHeaders(reply));
    response.end(reply.body);
    answered += 1;
    const elapsed = performance.now() - started;
    observe?.(url, reply.status, elapsed / 1000);
    options.log?.({ method: 'GET', url, statusCode: reply.status, responseTime: elapsed });
    return true;
  };

  /** Fastify's HTTP/1 server (lib/server.js), with the lane in front of its handler */
  const serverFactory: FastifyServerFactory = (handler, opts) => {
    const settings = opts as ServerSettings;
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!handle(request, response)) handler(request, response);
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    /** answers GET `path` (exactly, without a query) in the lane */
    add(path: string, answer: LaneAnswer) {
      routes.set(path, answer);
    },
    /** counts each answer as the metrics plugin counts Fastify's (route, status, seconds) */
    observeWith(record: (route: string, status: number, seconds: number) => void) {
      observe = record;
    },
    /** how many calls the lane has answered */
    answered: () => answered,
    /** a closing server leaves every call to Fastify, which refuses new ones with a 503 */
    close() {
      open = false;
    },
  };
};

export type FastLane = ReturnType<typeof createFastLane>;
