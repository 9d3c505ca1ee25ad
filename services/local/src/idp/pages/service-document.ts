import { readFileSync } from 'node:fs';
import { html, type HtmlValue } from './html.ts';

export interface ServiceDocumentOptions {
  /** The whole `<title>`. */
  title: string;
  stylesheet: string;
  /** External scripts only (no inline script anywhere). */
  scripts?: readonly string[];
  body: HtmlValue;
}

/**
 * The document the local services' own pages share (the provider's pages, the outbox): French (Canada),
 * kept out of search engines, one stylesheet, no inline code.
 */
export function serviceDocument({ title, stylesheet, scripts = [], body }: ServiceDocumentOptions): string {
  return `<!doctype html>\n${
    html`<html lang="fr-CA">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <link rel="stylesheet" href="${stylesheet}" />
        ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
      </head>
      <body>
        ${body}
      </body>
    </html>`.value
  }\n`;
}

const baseStylesheet = readFileSync(new URL('./service-base.css', import.meta.url), 'utf8');

/** A service page's stylesheet: the base the pages share (service-base.css), then the page's own file. */
export function serviceStylesheet(own: URL): string {
  return `${baseStylesheet}\n${readFileSync(own, 'utf8')}`;
}
