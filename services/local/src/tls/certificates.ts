/**
 * The local certificate authority and the server certificate it issues. node:crypto makes the keys
 * and the signatures; the certificates' DER is written here (der.ts), and node:crypto's
 * X509Certificate reads it back in the tests. ECDSA P-256 keys: made in milliseconds, accepted by
 * every browser; no dependency and no openssl command.
 */
import {
  X509Certificate,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { isIP } from 'node:net';
import {
  bitString,
  booleanTrue,
  children,
  explicit,
  objectIdentifier,
  octetString,
  sequence,
  set,
  smallInteger,
  time,
  tlv,
  unsignedInteger,
  utf8String,
} from './der.ts';
import { ipBytes, permittedNamesConstraint } from './name-constraints.ts';

const DAY_MS = 86_400_000;
/** The authority lasts ten years: a person trusts it once. */
export const AUTHORITY_VALIDITY_DAYS = 3650;
/** The server certificate: 397 days, the longest that browsers accept for a server certificate. */
export const SERVER_VALIDITY_DAYS = 397;
/** The names the authority may sign for (name constraints): this machine's, nothing else. */
export const AUTHORITY_PERMITTED_DNS = ['localhost'] as const;
export const AUTHORITY_PERMITTED_IPS = ['127.0.0.1', '::1'] as const;

export interface PemPair {
  certPem: string;
  keyPem: string;
}

const ECDSA_WITH_SHA256 = sequence(objectIdentifier('1.2.840.10045.4.3.2'));
const KEY_CERT_SIGN_AND_CRL_SIGN = bitString(Buffer.from([0x06]), 1);
const DIGITAL_SIGNATURE = bitString(Buffer.from([0x80]), 7);
const SERVER_AUTH = '1.3.6.1.5.5.7.3.1';

function name(commonName: string): Buffer {
  return sequence(
    set(sequence(objectIdentifier('2.5.4.10'), utf8String('Portail (développement)'))),
    set(sequence(objectIdentifier('2.5.4.3'), utf8String(commonName))),
  );
}

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return sequence(objectIdentifier(oid), ...(critical ? [booleanTrue()] : []), octetString(value));
}

function keyIdentifier(spki: Buffer): Buffer {
  return createHash('sha1').update(spki).digest();
}

/** A certificate's subject, as its DER (the issuer of what it signs, byte for byte). */
function subjectOf(der: Buffer): Buffer {
  const [tbs] = children(der);
  // version [0], serialNumber, signature, issuer, validity, subject
  const subject = tbs ? children(tbs)[5] : undefined;
  if (!subject) throw new Error('not a certificate');
  return subject;
}

function serialNumber(): Buffer {
  return unsignedInteger(randomBytes(16));
}

interface CertificateFields {
  issuer: Buffer;
  subject: Buffer;
  notBefore: Date;
  notAfter: Date;
  spki: Buffer;
  extensions: Buffer[];
  signingKey: KeyObject;
}

function certificate(fields: CertificateFields): string {
  const tbs = sequence(
    explicit(0, smallInteger(2)),
    serialNumber(),
    ECDSA_WITH_SHA256,
    fields.issuer,
    sequence(time(fields.notBefore), time(fields.notAfter)),
    fields.subject,
    fields.spki,
    explicit(3, sequence(...fields.extensions)),
  );
  const signature = sign('sha256', tbs, { key: fields.signingKey, dsaEncoding: 'der' });
  const der = sequence(tbs, ECDSA_WITH_SHA256, bitString(signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function newKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKey,
    spki: publicKey.export({ type: 'spki', format: 'der' }),
    keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  };
}

const AUTHORITY_NAME = 'Portail autorite locale';

/** Creates the authority: a self-signed CA certificate that may sign only for this machine's names. */
export function createAuthority(now = new Date()): PemPair {
  const keys = newKeys();
  // A name of its own per authority: two authorities made on two machines are not mistaken.
  const subject = name(`${AUTHORITY_NAME} ${randomBytes(4).toString('hex')}`);
  const certPem = certificate({
    issuer: subject,
    subject,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + AUTHORITY_VALIDITY_DAYS * DAY_MS),
    spki: keys.spki,
    signingKey: keys.privateKey,
    extensions: [
      extension('2.5.29.19', true, sequence(booleanTrue(), smallInteger(0))),
      extension('2.5.29.15', true, KEY_CERT_SIGN_AND_CRL_SIGN),
      extension(
        '2.5.29.30',
        true,
        permittedNamesConstraint(AUTHORITY_PERMITTED_DNS, AUTHORITY_PERMITTED_IPS),
      ),
      extension('2.5.29.14', false, octetString(keyIdentifier(keys.spki))),
    ],
  });
  return { certPem, keyPem: keys.keyPem };
}

/**
 * Issues a server certificate for `hosts` (DNS names, `*.` wildcards, IP addresses), signed by the
 * authority, valid from a day before `now`.
 */
export function issueServerCertificate(
  authority: PemPair,
  hosts: readonly string[],
  now = new Date(),
): PemPair {
  const ca = new X509Certificate(authority.certPem);
  const caSpki = ca.publicKey.export({ type: 'spki', format: 'der' });
  const keys = newKeys();
  const altNames = hosts.map((host) =>
    isIP(host) ? tlv(0x87, ipBytes(host)) : tlv(0x82, Buffer.from(host, 'ascii')),
  );
  const certPem = certificate({
    issuer: subjectOf(ca.raw),
    // Not a host name (it has spaces): clients match the SAN extension's names only.
    subject: name('Portail serveur local'),
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + SERVER_VALIDITY_DAYS * DAY_MS),
    spki: keys.spki,
    signingKey: createPrivateKey(authority.keyPem),
    extensions: [
      extension('2.5.29.19', true, sequence()),
      extension('2.5.29.15', true, DIGITAL_SIGNATURE),
      extension('2.5.29.37', false, sequence(objectIdentifier(SERVER_AUTH))),
      extension('2.5.29.17', false, sequence(...altNames)),
      extension('2.5.29.14', false, octetString(keyIdentifier(keys.spki))),
      extension('2.5.29.35', false, sequence(tlv(0x80, keyIdentifier(caSpki)))),
    ],
  });
  return { certPem, keyPem: keys.keyPem };
}
