import { describe, expect, it } from 'vitest';
import { providerOnAnotherSite } from './renewal-failures.ts';

describe('providerOnAnotherSite', () => {
  it('counts every port of one host, and the subdomains of one domain, as one site', () => {
    expect(providerOnAnotherSite('http://localhost:8080', 'http://localhost:8082/portailb2c/x')).toBe(false);
    expect(providerOnAnotherSite('https://ici.exemple.ca', 'https://connexion.exemple.ca/t/p/v2.0')).toBe(
      false,
    );
  });

  it('counts the four *.localhost sites and a b2clogin or ciamlogin provider as other sites', () => {
    expect(providerOnAnotherSite('https://portail.localhost:8080', 'https://connexion.localhost:8082/')).toBe(
      true,
    );
    expect(providerOnAnotherSite('https://portail.exemple.ca', 'https://portail.b2clogin.com/x')).toBe(true);
    expect(providerOnAnotherSite('https://portail.exemple.ca', 'https://portail.ciamlogin.com/')).toBe(true);
  });
});
