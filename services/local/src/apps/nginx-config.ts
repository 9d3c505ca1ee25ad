// The nginx configuration of the two apps' stamped files, generated from the serving table that the
// Node app server also reads (serving-table.ts). Every header is set once per server block from a
// `map` on the request's path (nginx drops inherited add_header lines in a block that has its own):
// an empty value sends no header, which is how a rule leaves one out (X-Frame-Options on the logout
// page, COOP on the renewal pages).
import { isIP } from 'node:net';
import type { PathHeaders, ServingTable } from './serving-table.ts';

export interface NginxApp {
  name: 'portal' | 'account';
  /** The origin it is served at (`https://portail.example.ca`): its port, host and scheme. */
  origin: string;
  /** The folder of its stamped files. */
  root: string;
  /** The pre-rendered pages: path → file, relative to `root`. */
  pages: readonly { path: string; file: string }[];
}

export interface NginxSiteOptions {
  table: ServingTable;
  apps: readonly NginxApp[];
  /** Certificate chain and key (PEM files), for the apps whose origin is https. */
  tls?: { certificate: string; key: string };
}

/** A string as an nginx quoted token. No `$`: nginx would read a variable there. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx value with a $: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A regular expression as an nginx quoted token (its `$` is an anchor there, not a variable). */
function quoteRegex(pattern: string): string {
  if (pattern.includes('"')) throw new Error(`nginx regular expression with a quote: ${pattern}`);
  return `"${pattern}"`;
}

/** A literal as a PCRE fragment. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A path rule as a `map` key on the path. */
function pathKey(rule: PathHeaders['match']): string {
  return 'exact' in rule ? quote(rule.exact) : quoteRegex(`~${rule.pattern}`);
}

/** A variable name for a header (`content-security-policy` → `$portail_content_security_policy`). */
function headerVariable(name: string): string {
  return `portail_${name.replace(/-/g, '_')}`;
}

/** `Content-Security-Policy` from `content-security-policy`. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * Accept-Encoding names the encoding and does not refuse it with q=0 (app-server.ts
 * preferredEncoding): a PCRE of the header, case-insensitive.
 */
function acceptsEncoding(name: string): string {
  return `~*(^|,)\\s*${name}\\s*(;(?!\\s*q=0(\\.0*)?\\s*(;|,|$))[^,]*)?(,|$)`;
}

function map(source: string, variable: string, entries: readonly [string, string][], fallback = '""') {
  const lines = entries.map(([key, value]) => `    ${key} ${value};`);
  return [`map ${source} $${variable} {`, `    default ${fallback};`, ...lines, '}'].join('\n');
}

/** The headers the table gives by path (by default or by a path rule). */
function pathHeaderNames(table: ServingTable): string[] {
  return [
    ...new Set([table.defaultHeaders, ...table.pathHeaders.map((rule) => rule.headers)].flatMap(Object.keys)),
  ];
}

/** The headers the table gives single files. */
function fileHeaderNames(table: ServingTable): string[] {
  return [...new Set(table.fileHeaders.flatMap((file) => Object.keys(file.headers)))];
}

/** The maps shared by both apps: security headers by path, caching by status and path, encodings. */
function sharedMaps(table: ServingTable): string[] {
  const headerMaps = pathHeaderNames(table).map((name) =>
    map(
      '$portail_path',
      headerVariable(name),
      table.pathHeaders.map((rule) => [pathKey(rule.match), quote(rule.headers[name] ?? '')]),
      quote(table.defaultHeaders[name] ?? ''),
    ),
  );
  const fileHeaderMaps = fileHeaderNames(table).map((name) =>
    map(
      '$portail_path',
      headerVariable(name),
      table.fileHeaders
        .filter((file) => name in file.headers)
        .map((file) => [quote(file.path), quote(file.headers[name] ?? '')]),
    ),
  );
  const served = '(200|304)';
  const { immutablePrefix, immutable, revalidate } = table.caching;
  const [br, gzip] = [table.encodings[0], table.encodings[1]];
  return [
    '# Security headers by path (serving-table.ts: defaultHeaders, then pathHeaders, first match).',
    ...headerMaps,
    '# Extra headers of single files.',
    ...fileHeaderMaps,
    '# Caching: hashed assets immutable, every other answer revalidated; 405 never stored.',
    map('"$status $portail_path"', 'portail_cache_control', [
      [quoteRegex(`~^${served} ${literal(immutablePrefix)}.*${table.fileLikePath}`), quote(immutable)],
      [quoteRegex(`~^${served} `), quote(revalidate)],
      [quoteRegex(`~^${table.methodNotAllowed.status} `), quote(table.methodNotAllowed.cacheControl)],
    ]),
    map('$status', 'portail_vary', [[quoteRegex(`~^${served}$`), quote(table.page.vary)]]),
    map('$status', 'portail_allow', [
      [String(table.methodNotAllowed.status), quote(table.methods.join(', '))],
    ]),
    '# The pre-compressed variant served: its encoding, from its file name.',
    map(
      '$uri',
      'portail_content_encoding',
      table.encodings.map((encoding) => [quoteRegex(`~${literal(encoding.suffix)}$`), encoding.name]),
    ),
    '# Which variant the request accepts (q=0 refuses one), in order of preference.',
    map('$http_accept_encoding', 'portail_accepts_br', [
      [quoteRegex(acceptsEncoding(br?.name ?? 'br')), '1'],
    ]),
    map('$http_accept_encoding', 'portail_accepts_gzip', [
      [quoteRegex(acceptsEncoding(gzip?.name ?? 'gzip')), '1'],
    ]),
    map(
      '$http_accept_encoding',
      'portail_page_suffix',
      table.encodings.map((encoding) => [quoteRegex(acceptsEncoding(encoding.name)), quote(encoding.suffix)]),
    ),
    '# Build files that are only ever served as pages.',
    map('$uri', 'portail_hidden', [
      ...table.hiddenPaths.exact.map((path): [string, string] => [quote(path), '1']),
      ...table.hiddenPaths.prefixes.map((prefix): [string, string] => [
        quoteRegex(`~^${literal(prefix)}`),
        '1',
      ]),
    ]),
  ];
}

/** The page a path gets: its pre-rendered one (no trailing slash, `/` kept), else the app's shell. */
function pageMap(app: NginxApp): string {
  const entries: [string, string][] = [];
  for (const page of app.pages) {
    const file = quote(`/${page.file}`);
    entries.push([quote(page.path), file]);
    if (page.path !== '/') entries.push([quoteRegex(`~^${literal(page.path)}/+$`), file]);
  }
  return map('$uri', `portail_${app.name}_page`, entries, quote('/index.html'));
}

/** The listen addresses of an origin: this machine's loopback for a local name, every address else. */
function listenAddresses(origin: URL): string[] {
  const port = origin.port || (origin.protocol === 'https:' ? '443' : '80');
  const host = origin.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return [`127.0.0.1:${port}`, `[::1]:${port}`];
  if (isIP(host) === 4) return [`${host}:${port}`];
  if (isIP(host) === 6) return [`[${host}]:${port}`];
  return [port];
}

/** The request's file served as its `suffix` variant when the request accepts `encoding` and the variant exists. */
function variantRewrite(encoding: 'br' | 'gzip', suffix: string): string[] {
  return [
    `    if ($portail_accepts_${encoding}) {`,
    `        set $portail_${encoding}_file $request_filename${suffix};`,
    '    }',
    `    if (-f $portail_${encoding}_file) {`,
    `        rewrite ^ $uri${suffix} last;`,
    '    }',
  ];
}

/** The named location of an error answer of the table (`error_page` sends there). */
function errorLocation(answer: { status: number; contentType: string; body: string }): string[] {
  return [
    `    location @portail_${answer.status} {`,
    '        types { }',
    `        default_type ${quote(answer.contentType)};`,
    `        return ${answer.status} ${quote(answer.body)};`,
    '    }',
  ];
}

function serverBlock(table: ServingTable, app: NginxApp, tls: NginxSiteOptions['tls']): string {
  const origin = new URL(app.origin);
  const https = origin.protocol === 'https:';
  if (https && !tls) throw new Error(`${app.origin} is https: a certificate and its key are needed`);
  const ssl = https ? ' ssl' : '';
  const tlsLines =
    https && tls
      ? [`    ssl_certificate ${quote(tls.certificate)};`, `    ssl_certificate_key ${quote(tls.key)};`]
      : [];
  const listens = listenAddresses(origin);
  const host = origin.hostname;
  const names = [...new Set([...pathHeaderNames(table), ...fileHeaderNames(table)])];
  const addHeaders = [
    ...names.map((name) => `    add_header ${headerName(name)} $${headerVariable(name)} always;`),
    '    add_header Cache-Control $portail_cache_control always;',
    '    add_header Allow $portail_allow always;',
    '    add_header Vary $portail_vary;',
    '    add_header Content-Encoding $portail_content_encoding;',
  ];
  const typeLocations = Object.entries(table.contentTypes).map(
    ([extension, type]) =>
      `    location ~ ${quoteRegex(`\\.${literal(extension)}(${table.encodings.map((encoding) => literal(encoding.suffix)).join('|')})?$`)} {\n` +
      `        types { }\n        default_type ${quote(type)};\n        try_files $uri =${table.notFound.status};\n    }`,
  );
  return [
    `# ${app.name}: ${app.origin}`,
    'server {',
    ...listens.map((address) => `    listen ${address}${ssl};`),
    `    server_name ${host};`,
    ...tlsLines,
    `    root ${quote(app.root)};`,
    '    server_tokens off;',
    '    etag on;',
    '    gzip off;',
    `    error_page ${table.methodNotAllowed.status} @portail_${table.methodNotAllowed.status};`,
    `    error_page ${table.notFound.status} @portail_${table.notFound.status};`,
    ...addHeaders,
    '',
    '    # The request path before any rewrite: what the header maps are keyed on.',
    '    set $portail_path $uri;',
    `    if ($request_method !~ ^(${table.methods.join('|')})$ ) {`,
    `        return ${table.methodNotAllowed.status};`,
    '    }',
    '    if ($portail_hidden) {',
    `        return ${table.notFound.status};`,
    '    }',
    '    # A file with a pre-compressed variant that the request accepts: that variant.',
    '    set $portail_br_file "";',
    '    set $portail_gzip_file "";',
    ...variantRewrite('br', table.encodings[0]?.suffix ?? '.br'),
    ...variantRewrite('gzip', table.encodings[1]?.suffix ?? '.gz'),
    '',
    '    # Every path that does not look like a file is a page: its pre-rendered one, else the shell.',
    '    location / {',
    '        types { }',
    `        default_type ${quote(table.page.contentType)};`,
    `        try_files $portail_${app.name}_page$portail_page_suffix =${table.notFound.status};`,
    '    }',
    '    # The pre-compressed types (and their variants) with their own content type; first match wins.',
    ...typeLocations,
    '    # Any other path that looks like a file is that file or a 404.',
    `    location ~ ${quoteRegex(table.fileLikePath)} {`,
    `        try_files $uri =${table.notFound.status};`,
    '    }',
    '    location = /health {',
    '        default_type "application/json; charset=utf-8";',
    `        return 200 ${quote(JSON.stringify({ status: 'ok', service: app.name }))};`,
    '    }',
    ...errorLocation(table.methodNotAllowed),
    ...errorLocation(table.notFound),
    '}',
    `# ${app.name}: another host name on its port is refused (DNS rebinding), as origin-guard.ts does.`,
    'server {',
    ...listens.map((address) => `    listen ${address}${ssl} default_server;`),
    '    server_name _;',
    ...tlsLines,
    '    return 421;',
    '}',
  ].join('\n');
}

/**
 * The `http`-level configuration of both apps (maps and server blocks): what a deployment includes
 * in its nginx.conf, beside its own `include mime.types`.
 */
export function nginxSiteConfig({ table, apps, tls }: NginxSiteOptions): string {
  return [
    '# Generated by `npm run stamp` from the serving table (services/local/src/apps/serving-table.ts).',
    '# Do not edit: stamp again.',
    ...sharedMaps(table),
    ...apps.map(pageMap),
    ...apps.map((app) => serverBlock(table, app, tls)),
    '',
  ].join('\n');
}

/**
 * A main nginx.conf that runs the site without root: everything (pid, logs, temporary files) under
 * `prefix`, in the foreground (`daemon off`, so that the process that starts it can stop it).
 */
export function nginxMainConfig({
  prefix,
  site,
  user,
}: {
  prefix: string;
  site: string;
  /** The workers' user, when started by root (nginx otherwise runs them as `nobody`, who cannot read a private data dir). */
  user?: string;
}): string {
  const at = (name: string) => quote(`${prefix}/${name}`);
  return [
    'daemon off;',
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    // Its parent keeps what nginx says (startNginx: printed when it does not start).
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    `    client_body_temp_path ${at('tmp/body')};`,
    `    proxy_temp_path ${at('tmp/proxy')};`,
    `    fastcgi_temp_path ${at('tmp/fastcgi')};`,
    `    uwsgi_temp_path ${at('tmp/uwsgi')};`,
    `    scgi_temp_path ${at('tmp/scgi')};`,
    '    # Many maps of long values (the Content-Security-Policy).',
    '    map_hash_bucket_size 256;',
    `    include ${quote(site)};`,
    '}',
    '',
  ].join('\n');
}
