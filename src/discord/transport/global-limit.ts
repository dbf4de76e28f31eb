/**
 * Interaction callbacks and follow-ups (webhooks with the interaction token) are "not bound to
 * the bot's Global Rate Limit" (Discord's rate-limit documentation): neither the bot's precedence
 * gate nor the REST proxy makes them wait.
 */
export function outsideGlobalLimit(url: string): boolean {
  return /\/(interactions|webhooks)\//.test(new URL(url).pathname);
}
