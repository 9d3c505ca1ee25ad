import { describe, expect, it } from 'vitest';
import { configForPorts } from '@portail/contracts';
import { nginxMainConfig, nginxSiteConfig, type NginxApp } from './nginx-config.ts';
import { servingTable } from './serving-table.ts';

const config = configForPorts({ portal: 18080, account: 18081, idp: 18082, api: 18083 });
const table = servingTable(config);
const apps: NginxApp[] = [
  {
    name: 'portal',
    origin: config.portalOrigin,
    root: '/srv/portail/portal',
    pages: [{ path: '/', file: 'prerendered/accueil.html' }],
  },
  {
    name: 'account',
    origin: config.accountOrigin,
    root: '/srv/portail/account',
    pages: [{ path: '/infolettres', file: 'prerendered/infolettres.html' }],
  },
];
const conf = nginxSiteConfig({ table, apps });

/** The body of the `map … $variable { … }` block. */
function mapOf(variable: string): string {
  const match = new RegExp(`map [^\\n]+ \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`).exec(conf);
  if (!match) throw new Error(`no map of $${variable}`);
  return match[1] ?? '';
}

describe('the generated nginx configuration', () => {
  it('sends every security header of the table, as the table gives it by default', () => {
    for (const [name, value] of Object.entries(table.defaultHeaders)) {
      const variable = `portail_${name.replace(/-/g, '_')}`;
      expect(conf).toMatch(new RegExp(`add_header [\\w-]+ \\$${variable} always;`, 'i'));
      expect(mapOf(variable)).toContain(`default "${value}";`);
    }
  });

  it('gives each path rule (logout page, renewal pages) its own value of each header, empty to leave one out', () => {
    for (const rule of table.pathHeaders) {
      const key = 'exact' in rule.match ? `"${rule.match.exact}"` : `"~${rule.match.pattern}"`;
      for (const name of Object.keys(table.defaultHeaders)) {
        const value = rule.headers[name] ?? '';
        expect(mapOf(`portail_${name.replace(/-/g, '_')}`)).toContain(`${key} "${value}";`);
      }
    }
  });

  it('caches hashed assets for good, revalidates every other answer and never stores a 405', () => {
    const caching = mapOf('portail_cache_control');
    expect(caching).toContain(`"${table.caching.immutable}"`);
    expect(caching).toContain(`"${table.caching.revalidate}"`);
    expect(caching).toContain(`"${table.methodNotAllowed.cacheControl}"`);
    expect(caching).toContain('/assets');
  });

  it('answers other methods with 405, its Allow and body, and a missing file with the 404 body', () => {
    expect(conf).toContain(`if ($request_method !~ ^(${table.methods.join('|')})$ )`);
    expect(mapOf('portail_allow')).toContain(`405 "${table.methods.join(', ')}";`);
    expect(conf).toContain(`return 405 "${table.methodNotAllowed.body}";`);
    expect(conf).toContain(`return 404 "${table.notFound.body}";`);
  });

  it('serves each pre-compressed variant with its encoding and its original’s content type', () => {
    for (const encoding of table.encodings) {
      expect(mapOf('portail_content_encoding')).toContain(`${encoding.name};`);
      expect(conf).toContain(`rewrite ^ $uri${encoding.suffix} last;`);
    }
    for (const type of Object.values(table.contentTypes)) expect(conf).toContain(`default_type "${type}";`);
    expect(mapOf('portail_vary')).toContain(`"${table.page.vary}"`);
  });

  it('answers each pre-rendered path with its page, with or without a trailing slash, and others with the shell', () => {
    const account = mapOf('portail_account_page');
    expect(account).toContain('default "/index.html";');
    expect(account).toContain('"/infolettres" "/prerendered/infolettres.html";');
    expect(account).toContain('"~^\\/infolettres/+$" "/prerendered/infolettres.html";');
    expect(conf).toContain('try_files $portail_account_page$portail_page_suffix =404;');
  });

  it('hides the unstamped build files and adds the service worker’s scope', () => {
    for (const path of table.hiddenPaths.exact) expect(mapOf('portail_hidden')).toContain(`"${path}" 1;`);
    expect(mapOf('portail_service_worker_allowed')).toContain('"/sw.js" "/";');
  });

  it('listens on each app’s port for its host name and refuses another host with 421', () => {
    expect(conf).toContain('listen 127.0.0.1:18080;');
    expect(conf).toContain('listen [::1]:18081;');
    expect(conf).toContain('server_name localhost;');
    expect(conf).toContain('listen 127.0.0.1:18080 default_server;');
    expect(conf).toContain('return 421;');
    expect(conf).toContain('root "/srv/portail/account";');
    expect(conf).not.toContain('ssl');
  });

  it('serves an https origin with TLS and HSTS from the given certificate', () => {
    const https = configForPorts(
      { portal: 443, account: 8443, idp: 9443, api: 7443 },
      'portail.example.ca',
      'https',
    );
    const tlsConf = nginxSiteConfig({
      table: servingTable(https),
      apps: [{ name: 'portal', origin: https.portalOrigin, root: '/srv/p', pages: [] }],
      tls: { certificate: '/etc/ssl/portail.crt', key: '/etc/ssl/portail.key' },
    });
    expect(tlsConf).toContain('listen 443 ssl;');
    expect(tlsConf).toContain('ssl_certificate "/etc/ssl/portail.crt";');
    expect(tlsConf).toContain('ssl_certificate_key "/etc/ssl/portail.key";');
    expect(tlsConf).toContain('server_name portail.example.ca;');
    expect(tlsConf).toContain('"max-age=31536000; includeSubDomains"');
    expect(() =>
      nginxSiteConfig({
        table: servingTable(https),
        apps: [{ name: 'portal', origin: https.portalOrigin, root: '/srv/p', pages: [] }],
      }),
    ).toThrow(/certificate/);
  });

  it('runs without root: pid and temporary files under the prefix, in the foreground', () => {
    const main = nginxMainConfig({ prefix: '/tmp/x', site: '/tmp/x/portail.conf' });
    expect(main).toContain('daemon off;');
    expect(main).toContain('pid "/tmp/x/nginx.pid";');
    expect(main).toContain('client_body_temp_path "/tmp/x/tmp/body";');
    expect(main).toContain('include "/tmp/x/portail.conf";');
  });
});
