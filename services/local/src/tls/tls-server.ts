import type { Server as HttpServer } from 'node:http';
import { createServer } from 'node:https';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import type { FastifyServerFactory } from 'fastify';

/** A server's key and certificate chain (PEM). */
export interface TlsCredentials {
  key: string;
  cert: string;
  /** The authority that issued `cert`, for this process's own https clients (trustAuthority). */
  ca?: string;
}

/**
 * Fastify's server over TLS: the same handler on a node:https server. Fastify then reads the
 * encrypted socket (request.protocol `https`), and so does the provider (Secure cookies).
 */
export function tlsServerFactory(tls: TlsCredentials): FastifyServerFactory {
  return (handler) =>
    createServer({ key: tls.key, cert: tls.cert, minVersion: 'TLSv1.2' }, handler) as unknown as HttpServer;
}

/**
 * Makes this process's TLS clients (fetch included: the member APIs read the provider's keys over
 * https) trust the local authority, beside the usual ones.
 */
export function trustAuthority(caPem: string): void {
  const current = getCACertificates('default');
  if (current.some((cert) => cert.trim() === caPem.trim())) return;
  setDefaultCACertificates([...current, caPem]);
}
