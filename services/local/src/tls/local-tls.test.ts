import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_TLS_HOSTS, LocalTlsError, ensureLocalTls } from './local-tls.ts';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
let dataDir: string;
let tlsDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portail-tls-'));
  tlsDir = join(dataDir, 'tls');
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function leafOf(chain: string): X509Certificate {
  return new X509Certificate(chain.slice(0, chain.indexOf('-----END CERTIFICATE-----') + 26));
}

/** What the start throws, as the one line it prints. */
function startError(at: Date): string {
  try {
    ensureLocalTls({ dataDir, now: at });
  } catch (error) {
    expect(error).toBeInstanceOf(LocalTlsError);
    return (error as Error).message;
  }
  throw new Error('the start did not stop');
}

describe('the TLS material of PORTAIL_HTTPS=1', () => {
  it('is made on first use in the data directory, keys readable by their owner only', () => {
    const tls = ensureLocalTls({ dataDir, now });
    expect(tls.created).toEqual({ authority: true, server: true });
    expect(tls.caPath).toBe(join(tlsDir, 'autorite-locale.crt'));
    expect(statSync(tlsDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(tlsDir, 'autorite-locale.key')).mode & 0o777).toBe(0o600);
    expect(statSync(join(tlsDir, 'serveur.key')).mode & 0o777).toBe(0o600);
    const ca = new X509Certificate(readFileSync(tls.caPath));
    const leaf = leafOf(tls.cert);
    expect(leaf.checkIssued(ca) && leaf.verify(ca.publicKey)).toBe(true);
    // the chain sent to clients ends with the authority (Chromium's SPKI list names its key)
    expect(tls.cert.trim().endsWith(tls.ca.trim())).toBe(true);
    for (const host of LOCAL_TLS_HOSTS) {
      expect(isIP(host) ? leaf.checkIP(host) : leaf.checkHost(host)).toBeDefined();
    }
    const spki = ca.publicKey.export({ type: 'spki', format: 'der' });
    expect(tls.caSpkiSha256).toBe(createHash('sha256').update(spki).digest('base64'));
  });

  it('is read again at the next start, unchanged', () => {
    const first = ensureLocalTls({ dataDir, now });
    const second = ensureLocalTls({ dataDir, now: later(1) });
    expect(second.created).toEqual({ authority: false, server: false });
    expect(second).toMatchObject({ key: first.key, cert: first.cert, ca: first.ca });
  });

  it('issues a new server certificate, from the same authority, when the old one has expired', () => {
    const first = ensureLocalTls({ dataDir, now });
    const renewed = ensureLocalTls({ dataDir, now: later(400) });
    expect(renewed.created).toEqual({ authority: false, server: true });
    expect(renewed.ca).toBe(first.ca);
    expect(renewed.key).not.toBe(first.key);
    const leaf = leafOf(renewed.cert);
    expect(new Date(leaf.validTo).getTime()).toBeGreaterThan(later(400).getTime());
    expect(leaf.checkIssued(new X509Certificate(first.ca))).toBe(true);
    expect(leafOf(readFileSync(join(tlsDir, 'serveur.crt'), 'utf8')).serialNumber).toBe(leaf.serialNumber);
  });

  it('issues a new server certificate a month before it expires, and when it lacks a host', () => {
    ensureLocalTls({ dataDir, now });
    expect(ensureLocalTls({ dataDir, now: later(366) }).created.server).toBe(false);
    expect(ensureLocalTls({ dataDir, now: later(368) }).created.server).toBe(true);
    const extra = ensureLocalTls({ dataDir, now: later(368), hosts: ['localhost', 'radio.localhost'] });
    expect(extra.created.server).toBe(true);
    expect(leafOf(extra.cert).checkHost('radio.localhost')).toBe('radio.localhost');
  });

  it('stops the start with one line naming an unreadable key and how to make a new one', () => {
    ensureLocalTls({ dataDir, now });
    writeFileSync(join(tlsDir, 'autorite-locale.key'), 'pas une clé');
    const message = startError(now);
    expect(message).not.toContain('\n');
    expect(message).toContain(join(tlsDir, 'autorite-locale.key'));
    expect(message).toContain(`supprimez ${tlsDir} et relancez`);
    expect(message).toContain(`delete ${tlsDir} and start again`);
  });

  it('stops the start when the server key is not the one of its certificate', () => {
    ensureLocalTls({ dataDir, now });
    writeFileSync(join(tlsDir, 'serveur.key'), readFileSync(join(tlsDir, 'autorite-locale.key')));
    expect(startError(now)).toContain(join(tlsDir, 'serveur.key'));
  });

  it('stops the start with one line naming the authority once it has expired', () => {
    ensureLocalTls({ dataDir, now });
    const message = startError(later(3651));
    expect(message).not.toContain('\n');
    expect(message).toContain(join(tlsDir, 'autorite-locale.crt'));
    expect(message).toContain('autorité locale expirée le 2036-11-24');
    expect(message).toContain(`supprimez ${tlsDir} et relancez`);
  });
});
