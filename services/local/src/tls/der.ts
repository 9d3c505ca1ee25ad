/**
 * The few DER encoders (ITU-T X.690) an X.509 certificate needs: node:crypto makes keys, signs and
 * parses certificates, but does not write them.
 */
export function tlv(tag: number, ...values: Uint8Array[]): Buffer {
  const value = Buffer.concat(values);
  const length = value.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), value]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), value]);
}

export const sequence = (...values: Uint8Array[]) => tlv(0x30, ...values);
export const set = (...values: Uint8Array[]) => tlv(0x31, ...values);
export const octetString = (value: Uint8Array) => tlv(0x04, value);
export const utf8String = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
export const booleanTrue = () => tlv(0x01, Buffer.from([0xff]));
/** A BIT STRING whose content is whole bytes (signatures). */
export const bitString = (value: Uint8Array, unusedBits = 0) => tlv(0x03, Buffer.from([unusedBits]), value);
/** Context-specific, constructed ([n] EXPLICIT). */
export const explicit = (n: number, ...values: Uint8Array[]) => tlv(0xa0 | n, ...values);

/** A non-negative INTEGER from big-endian bytes (minimal, with a 0 byte when the high bit is set). */
export function unsignedInteger(bytes: Uint8Array): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = Buffer.from(bytes.subarray(start));
  return tlv(0x02, (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export const smallInteger = (value: number) => unsignedInteger(Buffer.from([value]));

export function objectIdentifier(oid: string): Buffer {
  const [first = 0, second = 0, ...rest] = oid.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) groups.unshift(0x80 | (value & 0x7f));
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280 §4.1.2.5), to the second, in UTC. */
export function time(date: Date): Buffer {
  const stamp = date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(stamp.slice(2), 'ascii'))
    : tlv(0x18, Buffer.from(stamp, 'ascii'));
}

/** The elements inside a constructed DER element, each as its whole encoding (tag and length included). */
export function children(element: Buffer): Buffer[] {
  const inner = element.subarray(headerLength(element), element.length);
  const out: Buffer[] = [];
  for (let offset = 0; offset < inner.length;) {
    const rest = inner.subarray(offset);
    const size = headerLength(rest) + contentLength(rest);
    out.push(rest.subarray(0, size));
    offset += size;
  }
  return out;
}

function headerLength(element: Buffer): number {
  const first = element[1] ?? 0;
  return first < 0x80 ? 2 : 2 + (first & 0x7f);
}

function contentLength(element: Buffer): number {
  const first = element[1] ?? 0;
  if (first < 0x80) return first;
  let length = 0;
  for (let i = 0; i < (first & 0x7f); i += 1) length = length * 256 + (element[2 + i] ?? 0);
  return length;
}
