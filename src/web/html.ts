import type { Locale } from '../i18n/index.ts';

/** Markup already escaped: only `html` and `raw` make it, so page text is never markup by accident. */
export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Part = Html | string | number | undefined | false | null | readonly Part[];

function part(value: Part): string {
  if (value === undefined || value === null || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(part).join('');
  return escape(String(value as string | number));
}

/** A template whose interpolations are escaped unless they are Html already. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  values.forEach((value, index) => (out += part(value) + strings[index + 1]!));
  return new Html(out);
}

/** JSON inside a <script type="application/json">: no "</script>" can close it early. */
export function jsonScript(id: string, value: unknown): Html {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return new Html(`<script type="application/json" id="${escape(id)}">${json}</script>`);
}

export interface PageParts {
  locale: Locale;
  title: string;
  body: Html;
  /** The overlay: transparent, fixed 1920×1080, no scrollbars. */
  overlay?: boolean;
  scripts?: readonly string[];
  /** The page reloads itself after this many seconds (a page with no event stream of its own). */
  refreshSeconds?: number;
}

/** One HTML page: the language, a phone's viewport, the shared style sheet and the scripts. */
export function page({
  locale,
  title,
  body,
  overlay,
  scripts = [],
  refreshSeconds,
}: PageParts): string {
  return `<!doctype html>${
    html`<html lang="${locale}" ${overlay ? new Html(' class="overlay"') : ''}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        ${refreshSeconds ? html`<meta http-equiv="refresh" content="${refreshSeconds}" />` : ''}
        <title>${title}</title>
        <link rel="stylesheet" href="/assets/site.css" />
        ${scripts.map((src) => html`<script defer src="${src}"></script>`)}
      </head>
      <body>
        ${body}
      </body>
    </html>`.value
  }`;
}
