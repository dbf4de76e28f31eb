import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** 128 random bits, base64url: 22 characters nobody guesses. */
const SLUG = /^[A-Za-z0-9_-]{22}$/;

/**
 * A server's public web page (issue 27): off unless its admin opts in with `/mafia settings`;
 * its pages live under an unguessable slug, which the admin can replace (old links then die).
 */
export const webPageSchema = z.object({
  enabled: z.boolean(),
  slug: z.string().regex(SLUG),
});
export type WebPage = z.infer<typeof webPageSchema>;

export const slugSchema = z.string().regex(SLUG);

export function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

/** What the admin asked for: the page on or off, and/or a new link. */
export interface WebPageChange {
  enabled?: boolean;
  newLink?: boolean;
}

/** The page after the admin's change: a slug is made at the first opt-in and on each rotation. */
export function changedWebPage(current: WebPage | undefined, change: WebPageChange): WebPage {
  const slug = !current || change.newLink ? newSlug() : current.slug;
  return { enabled: change.enabled ?? current?.enabled ?? false, slug };
}

/** The page's address under the public base URL (WEB_PUBLIC_URL), or undefined when off. */
export function webPageUrl(
  base: string | undefined,
  guildId: string,
  page: WebPage | undefined,
  path = '',
): string | undefined {
  if (!base || !page?.enabled) return undefined;
  return `${base.replace(/\/+$/, '')}/g/${guildId}/${page.slug}${path}`;
}
