/**
 * The TLS material of `PORTAIL_HTTPS=1`: a local certificate authority made on first use and the
 * server certificate it issues, kept in `{dataDir}/tls/` (never committed: .data/ is ignored; never
 * served). Private keys are written mode 0600 in a 0700 directory. A server certificate that has
 * expired, expires within a month, does not name every host or was not issued by the authority is
 * issued again; an authority or a key that cannot be read, or an expired authority, stops the start
 * (LocalTlsError: one line naming the file and how to start over).
 */
import { X509Certificate, createHash, createPrivateKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { createAuthority, issueServerCertificate, type PemPair } from './certificates.ts';

export const TLS_DIR_NAME = 'tls';
export const AUTHORITY_CERT_FILE = 'autorite-locale.crt';
const AUTHORITY_KEY_FILE = 'autorite-locale.key';
const SERVER_CERT_FILE = 'serveur.crt';
const SERVER_KEY_FILE = 'serveur.key';
const RENEW_BEFORE_MS = 30 * 86_400_000;

/**
 * The names the server certificate carries: this machine's, and the names of a cross-site topology
 * (each part on its own `*.localhost` site), each by name: no client accepts a `*.localhost` wildcard
 * (a wildcard needs two labels after it).
 */
export const LOCAL_TLS_HOSTS = [
  'localhost',
  'portail.localhost',
  'compte.localhost',
  'connexion.localhost',
  'api.localhost',
  '127.0.0.1',
  '::1',
] as const;

export interface LocalTls {
  /** The server's private key (PEM). */
  key: string;
  /** The server certificate followed by the authority's (PEM chain). */
  cert: string;
  /** The authority's certificate (PEM): what clients trust. */
  ca: string;
  /** Where the authority's certificate is: what a person imports into a browser. */
  caPath: string;
  /** base64 SHA-256 of the authority's SubjectPublicKeyInfo (Chromium's --ignore-certificate-errors-spki-list). */
  caSpkiSha256: string;
  /** Whether this start made a new authority or server certificate. */
  created: { authority: boolean; server: boolean };
}

/** Why the start stops: one line, naming the file and how to start over, in both languages. */
export class LocalTlsError extends Error {
  readonly code = 'LOCAL_TLS';
  constructor(file: string, problem: { fr: string; en: string }, options?: ErrorOptions) {
    const dir = join(file, '..');
    super(
      `${file} : ${problem.fr}; supprimez ${dir} et relancez pour en créer un nouveau (le navigateur devra ` +
        `de nouveau faire confiance à l'autorité). / ${problem.en}; delete ${dir} and start again to make ` +
        `a new one (browsers must then trust the new authority).`,
      options,
    );
    this.name = 'LocalTlsError';
  }
}

export interface LocalTlsOptions {
  /** The data directory; the material is in its `tls/` folder. */
  dataDir: string;
  /** Names the server certificate must carry (default LOCAL_TLS_HOSTS). */
  hosts?: readonly string[];
  now?: Date;
}

function writePrivate(path: string, text: string): void {
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** A certificate and its private key, the key readable by its owner only. */
function writePair(certPath: string, keyPath: string, pair: PemPair): void {
  writePrivate(keyPath, pair.keyPem);
  writeFileSync(certPath, pair.certPem);
}

function readCertificate(path: string): X509Certificate {
  try {
    return new X509Certificate(readFileSync(path));
  } catch (error) {
    throw new LocalTlsError(
      path,
      { fr: 'certificat illisible', en: 'unreadable certificate' },
      { cause: error },
    );
  }
}

function readKey(path: string, certificate: X509Certificate): string {
  try {
    const pem = readFileSync(path, 'utf8');
    const key = createPrivateKey(pem);
    if (!certificate.checkPrivateKey(key)) throw new Error('the key does not match its certificate');
    return pem;
  } catch (error) {
    throw new LocalTlsError(
      path,
      { fr: 'clé privée illisible', en: 'unreadable private key' },
      { cause: error },
    );
  }
}

/** Whether the certificate names `host` (exactly; a wildcard host must be there as a wildcard). */
function names(certificate: X509Certificate, host: string): boolean {
  const entries = (certificate.subjectAltName ?? '').split(', ');
  if (isIP(host)) return certificate.checkIP(host) !== undefined;
  return entries.includes(`DNS:${host}`);
}

function spkiSha256(certificate: X509Certificate): string {
  const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

function loadOrCreateAuthority(dir: string, now: Date): { authority: PemPair; created: boolean } {
  const certPath = join(dir, AUTHORITY_CERT_FILE);
  const keyPath = join(dir, AUTHORITY_KEY_FILE);
  if (!existsSync(certPath) && !existsSync(keyPath)) {
    const authority = createAuthority(now);
    writePair(certPath, keyPath, authority);
    return { authority, created: true };
  }
  const certificate = readCertificate(certPath);
  const validTo = new Date(certificate.validTo);
  if (validTo.getTime() <= now.getTime()) {
    const day = validTo.toISOString().slice(0, 10);
    throw new LocalTlsError(certPath, {
      fr: `autorité locale expirée le ${day}`,
      en: `local authority expired on ${day}`,
    });
  }
  const keyPem = readKey(keyPath, certificate);
  return { authority: { certPem: certificate.toString(), keyPem }, created: false };
}

function serverCertificateIsCurrent(
  certificate: X509Certificate,
  authority: X509Certificate,
  hosts: readonly string[],
  now: Date,
): boolean {
  return (
    certificate.checkIssued(authority) &&
    certificate.verify(authority.publicKey) &&
    new Date(certificate.validTo).getTime() - RENEW_BEFORE_MS > now.getTime() &&
    new Date(certificate.validFrom).getTime() <= now.getTime() &&
    hosts.every((host) => names(certificate, host))
  );
}

/** Reads the TLS material of the data directory, making or renewing what is missing or due. */
export function ensureLocalTls(options: LocalTlsOptions): LocalTls {
  const now = options.now ?? new Date();
  const hosts = options.hosts ?? LOCAL_TLS_HOSTS;
  const dir = join(options.dataDir, TLS_DIR_NAME);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { authority, created: authorityCreated } = loadOrCreateAuthority(dir, now);
  const authorityCert = new X509Certificate(authority.certPem);
  const certPath = join(dir, SERVER_CERT_FILE);
  const keyPath = join(dir, SERVER_KEY_FILE);
  let server: PemPair | undefined;
  if (!authorityCreated && existsSync(certPath)) {
    const certificate = readCertificate(certPath);
    if (serverCertificateIsCurrent(certificate, authorityCert, hosts, now)) {
      server = { certPem: certificate.toString(), keyPem: readKey(keyPath, certificate) };
    }
  }
  const serverCreated = server === undefined;
  if (!server) {
    server = issueServerCertificate(authority, hosts, now);
    writePair(certPath, keyPath, server);
  }
  return {
    key: server.keyPem,
    cert: `${server.certPem.trim()}\n${authority.certPem.trim()}\n`,
    ca: authority.certPem,
    caPath: join(dir, AUTHORITY_CERT_FILE),
    caSpkiSha256: spkiSha256(authorityCert),
    created: { authority: authorityCreated, server: serverCreated },
  };
}
