import { DiscordAPIError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { gameLogger } from '../src/logger.ts';
import { memoryLogger } from './support/logger.ts';

describe('logging', () => {
  it('GIVEN a line carrying the token WHEN it is logged THEN the token is redacted', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ token: 'secret-token', config: { discordToken: 'secret-token' } }, 'starting');
    logger.error({ request: { headers: { authorization: 'Bot secret-token' } } }, 'rest failed');
    const text = JSON.stringify(lines());
    expect(text).not.toContain('secret-token');
    expect(text).toContain('[redacted]');
  });

  it('GIVEN a Discord request that failed while sending a role card WHEN the error is logged THEN the message it carried is not in the log', () => {
    const { logger, lines } = memoryLogger();
    const failure = new DiscordAPIError(
      { code: 50007, message: 'Cannot send messages to this user' },
      50007,
      403,
      'POST',
      'https://discord.com/api/v10/channels/1/messages',
      { body: { embeds: [{ description: 'Your role: Don' }] }, files: undefined },
    );
    logger.warn({ err: failure }, 'effect failed');
    const text = JSON.stringify(lines());
    expect(text).toContain('Cannot send messages to this user');
    expect(text).not.toContain('Your role: Don');
  });

  it('GIVEN a game WHEN its child logger writes THEN every line carries guildId, gameId and version', () => {
    const { logger, lines } = memoryLogger();
    gameLogger(logger, { guildId: 'g1', gameId: 'game-7', version: 12 }).info('vote counted');
    expect(lines()[0]).toMatchObject({
      guildId: 'g1',
      gameId: 'game-7',
      version: 12,
      msg: 'vote counted',
    });
  });
});
