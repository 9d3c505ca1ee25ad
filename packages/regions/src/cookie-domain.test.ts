import { describe, expect, it } from 'vitest';
import { cookieDomainFor } from './cookie-domain.ts';

describe('the RCID cookie domain', () => {
  it.each([
    ['ici.radio-canada.ca', 'radio-canada.ca'],
    ['www.ici.radio-canada.ca', 'radio-canada.ca'],
    ['radio-canada.ca', 'radio-canada.ca'],
    ['WWW.Portail.Example.', 'portail.example'],
    ['portail.ville.quebec.qc.ca', 'quebec.qc.ca'],
    ['news.bbc.co.uk', 'bbc.co.uk'],
    ['qc.ca', undefined],
    ['localhost', undefined],
    ['app.localhost', undefined],
    ['127.0.0.1', undefined],
    ['192.168.1.20', undefined],
    ['[::1]', undefined],
    ['::1', undefined],
    ['intranet', undefined],
    ['', undefined],
  ])('for the host %j is %j', (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain);
  });
});
