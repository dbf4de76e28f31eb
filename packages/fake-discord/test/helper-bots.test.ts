import { afterEach, describe, expect, it } from 'vitest';
import { setBotPermissions } from '../src/helper-bots.ts';
import { FakeDiscord, type FakeDiscordOptions } from '../src/index.ts';

const open: FakeDiscord[] = [];

async function setup(options: FakeDiscordOptions = {}) {
  const fake = await FakeDiscord.start(options);
  open.push(fake);
  const player = fake.addPlayer({ name: 'P1' });
  player.joinVoice('Table');
  return { fake, player };
}

/** A raw member edit, so the test reads Discord's status, headers and body as they are. */
function editMember(fake: FakeDiscord, token: string, userId: string, body: object) {
  return fetch(`${fake.apiUrl}/v10/guilds/${fake.guildId}/members/${userId}`, {
    method: 'PATCH',
    headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

afterEach(async () => {
  for (const fake of open.splice(0)) {
    await fake.close();
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
  }
});

describe('fake Discord: helper bots (issue 14, mute capacity)', () => {
  it('a server mute set by a helper bot is lifted by the main bot: it is a member flag', async () => {
    const { fake, player } = await setup();
    const helper = fake.addHelperBot({ name: 'Mute Helper 1' });
    expect((await editMember(fake, helper.token, player.id, { mute: true })).status).toBe(200);
    expect(player.isServerMuted).toBe(true);
    expect((await editMember(fake, fake.token, player.id, { mute: false })).status).toBe(200);
    expect(player.isServerMuted).toBe(false);
    expect(fake.memberEdits.map((edit) => edit.botUserId)).toEqual([helper.userId, fake.botUserId]);
    const me = await fetch(`${fake.apiUrl}/v10/users/@me`, {
      headers: { authorization: `Bot ${helper.token}` },
    });
    expect(await me.json()).toMatchObject({ id: helper.userId, bot: true });
  });

  it('the member-edit limit is per server and per bot, with 429s as Discord sends them', async () => {
    const { fake, player } = await setup({ memberEditRateLimit: { limit: 2, windowMs: 10_000 } });
    const helper = fake.addHelperBot({ name: 'Mute Helper 1' });
    const statuses = [];
    for (const mute of [true, false]) {
      statuses.push((await editMember(fake, fake.token, player.id, { mute })).status);
    }
    const limited = await editMember(fake, fake.token, player.id, { mute: true });
    expect(statuses).toEqual([200, 200]);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      message: 'You are being rate limited.',
      global: false,
      retry_after: expect.any(Number),
    });
    // The helper's own bucket in the same server is untouched.
    expect((await editMember(fake, helper.token, player.id, { mute: true })).status).toBe(200);
    expect(player.isServerMuted).toBe(true);
  });

  it('a helper without Mute Members gets 50013, outside the server 50001, a wrong token 401', async () => {
    const { fake, player } = await setup();
    const other = fake.addGuild({ name: 'Other club' });
    const helper = fake.addHelperBot({ name: 'Mute Helper 1' });
    const elsewhere = fake.addHelperBot({ name: 'Mute Helper 2', guildIds: [other] });
    setBotPermissions(fake.world, helper, fake.guildId, []);
    const refused = await editMember(fake, helper.token, player.id, { mute: true });
    expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([
      403, 50013,
    ]);
    const outside = await editMember(fake, elsewhere.token, player.id, { mute: true });
    expect([outside.status, ((await outside.json()) as { code: number }).code]).toEqual([
      403, 50001,
    ]);
    expect((await editMember(fake, 'not.a.token', player.id, { mute: true })).status).toBe(401);
    expect(player.isServerMuted).toBe(false);
  });
});
