import type { APIGatewayBotInfo } from 'discord-api-types/v10';
import { Errors } from '../errors.ts';
import { objectBody, ok, type FakeRoute } from './common.ts';

/** Gateway discovery, the bot's own user and application, other users, and DM channels. */
export const userRoutes: FakeRoute[] = [
  {
    method: 'GET',
    pattern: '/gateway/bot',
    auth: 'bot',
    handle: (_req, ctx) => {
      const info: APIGatewayBotInfo = {
        url: ctx.gateway.url,
        shards: ctx.gateway.options.recommendedShards,
        session_start_limit: {
          total: 1000,
          remaining: 1000 - ctx.gateway.identifies.length,
          reset_after: 14_400_000,
          max_concurrency: ctx.gateway.options.maxConcurrency,
        },
      };
      return ok(info);
    },
  },
  {
    method: 'GET',
    pattern: '/gateway',
    auth: 'none',
    handle: (_req, ctx) => ok({ url: ctx.gateway.url }),
  },
  {
    method: 'GET',
    pattern: '/users/@me',
    auth: 'bot',
    anyBot: true,
    handle: (req, ctx) =>
      ok({
        ...ctx.world.userJSON(req.botUserId || ctx.world.botUserId),
        verified: true,
        mfa_enabled: false,
      }),
  },
  {
    method: 'GET',
    pattern: '/users/:userId',
    auth: 'bot',
    handle: (req, ctx) => {
      const id = req.params.userId ?? '';
      if (!ctx.world.user(id)) throw Errors.unknownUser();
      return ok(ctx.world.userJSON(id));
    },
  },
  {
    method: 'POST',
    pattern: '/users/@me/channels',
    auth: 'bot',
    handle: (req, ctx) => {
      const recipient = objectBody(req.body).recipient_id;
      if (typeof recipient !== 'string' || !ctx.world.user(recipient)) throw Errors.unknownUser();
      return ok(ctx.world.channelJSON(ctx.world.dmChannelFor(recipient)));
    },
  },
  {
    method: 'GET',
    pattern: '/applications/@me',
    auth: 'bot',
    handle: (_req, ctx) => {
      const bot = ctx.world.userJSON(ctx.world.botUserId);
      return ok({
        id: ctx.world.applicationId,
        name: bot.username,
        icon: null,
        description: '',
        summary: '',
        bot_public: true,
        bot_require_code_grant: false,
        verify_key: '0'.repeat(64),
        flags: 0,
        bot,
        team: null,
        owner: bot,
        approximate_guild_count: ctx.world.guilds.size,
        integration_types_config: { '0': {} },
        interactions_endpoint_url: null,
        tags: [],
      });
    },
  },
];
