import { X509Certificate } from 'node:crypto';
import { connect, createServer, type TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_VALIDITY_DAYS,
  SERVER_VALIDITY_DAYS,
  createAuthority,
  issueServerCertificate,
  type PemPair,
} from './certificates.ts';

const now = new Date('2026-11-27T12:00:00Z');
const DAY_MS = 86_400_000;
const hosts = ['localhost', 'portail.localhost', 'compte.localhost', '127.0.0.1', '::1'];
const authority = createAuthority(now);
const server = issueServerCertificate(authority, hosts, now);
const ca = new X509Certificate(authority.certPem);
const leaf = new X509Certificate(server.certPem);

/** Whether a TLS client that trusts only the authority accepts `served` for `servername`. */
async function handshake(served: PemPair, servername: string): Promise<string> {
  const tlsServer = createServer({ key: served.keyPem, cert: served.certPem }, (socket) => socket.end());
  await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
  const { port } = tlsServer.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve) => {
      const socket: TLSSocket = connect(
        { host: '127.0.0.1', port, servername, ca: authority.certPem },
        () => {
          socket.end();
          resolve('trusted');
        },
      );
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code}: ${error.message}`));
    });
  } finally {
    tlsServer.close();
  }
}

describe('the local certificate authority', () => {
  it('is a CA that may sign certificates only, for ten years from the day before it was made', () => {
    expect(ca.ca).toBe(true);
    expect(ca.checkIssued(ca)).toBe(true);
    expect(ca.verify(ca.publicKey)).toBe(true);
    expect(new Date(ca.validFrom).getTime()).toBe(now.getTime() - DAY_MS);
    expect(new Date(ca.validTo).getTime()).toBe(now.getTime() + AUTHORITY_VALIDITY_DAYS * DAY_MS);
    expect(ca.publicKey.asymmetricKeyDetails).toMatchObject({ namedCurve: 'prime256v1' });
  });

  it('issues a server certificate for localhost, its sites and the loopback addresses, which it verifies', () => {
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.subjectAltName).toBe(
      'DNS:localhost, DNS:portail.localhost, DNS:compte.localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1',
    );
    expect(leaf.checkHost('localhost')).toBe('localhost');
    expect(leaf.checkHost('compte.localhost')).toBe('compte.localhost');
    expect(leaf.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(leaf.checkHost('exemple.ca')).toBeUndefined();
    expect(leaf.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(new Date(leaf.validTo).getTime()).toBe(now.getTime() + SERVER_VALIDITY_DAYS * DAY_MS);
    expect(leaf.serialNumber).not.toBe(
      new X509Certificate(issueServerCertificate(authority, hosts, now).certPem).serialNumber,
    );
  });

  it('is trusted by a TLS client for the names it issued, and for nothing else', async () => {
    expect(await handshake(server, 'localhost')).toBe('trusted');
    expect(await handshake(server, 'portail.localhost')).toBe('trusted');
    expect(await handshake(server, 'exemple.ca')).toMatch(/^ERR_TLS_CERT_ALTNAME_INVALID/);
  });

  it('cannot vouch for a name off this machine even when it signs one (name constraints)', async () => {
    const foreign = issueServerCertificate(authority, ['exemple.ca'], now);
    expect(new X509Certificate(foreign.certPem).checkIssued(ca)).toBe(true);
    expect(await handshake(foreign, 'exemple.ca')).toMatch(/permitted subtree violation/);
  });
});
