import { z } from 'zod';
import { slugSchema } from '../settings/web-page.ts';

/** Every address part a page reads, validated before anything is looked up (issue 27). */
export const siteParams = z.object({
  guildId: z.string().regex(/^\d{17,20}$/),
  slug: slugSchema,
});
export const gameParams = siteParams.extend({ gameId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const playerParams = siteParams.extend({ userId: z.string().regex(/^\d{17,20}$/) });

/** `?delay=`: the overlay's delay in seconds (a stream's own delay, against stream sniping). */
export const streamQuery = z.object({
  view: z.enum(['live', 'overlay']).default('live'),
  delay: z.coerce.number().int().min(0).max(600).default(0),
});
export const overlayQuery = streamQuery.pick({ delay: true });
export const standingsQuery = z.object({
  period: z.enum(['all', 'year', 'month']).default('all'),
  preset: z.enum(['stylized', 'classic', 'forum']).optional(),
});

/** A request whose address does not parse: answered 404, as an unknown page. */
export class NotFound extends Error {
  constructor() {
    super('not found');
    this.name = 'NotFound';
  }
}

export function parsed<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new NotFound();
  return result.data;
}
