/**
 * `npm run demo [-- --preset stylized|classic|forum] [--players N] [--locale ru|en]`:
 * the fake Discord, the real bot on the embedded store, and scripted players playing a whole
 * game, with a transcript of what the channel, the DMs and the voice channel saw. No Discord
 * account needed.
 */
import { parseArgs } from 'node:util';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { BotProcess } from '../harness/bot-process.ts';
import { Table } from '../harness/table.ts';
import { forumPolicy, simplePolicy } from '../harness/policies.ts';
import { Transcript } from '../harness/transcript.ts';
import type { Preset } from '../src/engine/index.ts';
import type { Locale } from '../src/i18n/index.ts';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: 'stylized' },
    players: { type: 'string' },
    locale: { type: 'string', default: 'ru' },
    scale: { type: 'string' },
  },
});
const preset = values.preset as Preset;
const locale = (values.locale === 'en' ? 'en' : 'ru') as Locale;
const players = Number(
  values.players ?? (preset === 'classic' ? 10 : preset === 'forum' ? 11 : 12),
);
// Forum phases last hours: they need a much faster clock to fit in a demo (0.0001: a 24-hour
// day in 8.6 s, a 12-hour night in 4.3 s, a 2-hour duel round in 0.7 s).
const timeScale = Number(values.scale ?? (preset === 'forum' ? 0.0001 : 0.05));

const started = Date.now();
const fake = await FakeDiscord.start({ guild: { name: 'Demo Club', locale } });
console.log(
  `Demo: a ${preset} game with ${players} players (${locale}), time scale ${timeScale}.\n`,
);
const bot = await BotProcess.start(fake, {
  timeScale,
  store: 'embedded',
  env: { LOG_LEVEL: 'debug' },
});
const transcript = new Transcript(
  fake,
  (line) => console.log(line),
  () => bot.lines,
);
let table: Table | undefined;
try {
  table = new Table(fake, players, locale);
  await table.start(preset);
  await table.fill();
  await table.deal();
  // Speakers talk for a moment, so the voice channel (5 member edits per 5 s) keeps up. Forum
  // players talk in the game channel, vote by the menu, and the mafia meet in their channel.
  await table.playToTheEnd(
    preset === 'forum' ? forumPolicy(table) : { ...simplePolicy(table), speakMs: 700 },
    preset === 'forum' ? 180_000 : 110_000,
  );
  // Unmuting everyone takes a few seconds under Discord's member-edit rate limit.
  const until = Date.now() + 20_000;
  while (fake.mutedMembers().length > 0 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const channels = table.mafiaChannels();
  for (const channel of channels) {
    // The forum mafia's channel is archived just after the report (its last note is shown).
    const archivedBy = Date.now() + 10_000;
    while (!channel.name.endsWith('-archived') && Date.now() < archivedBy)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  transcript.stop();
  const seated = table;
  for (const channel of channels) {
    // Who can open it now, and who may still write in it.
    const members = [...seated.players, seated.judge]
      .filter((player) => fake.world.canViewChannel(player.id, channel.id))
      .map(
        (player) =>
          `${fake.world.displayName(fake.guildId, player.id)}${seated.canWrite(player, channel) ? '' : ' (read-only)'}`,
      );
    console.log(`\nThe mafia's channel #${channel.name}: ${members.join(', ') || 'nobody'}.`);
  }
  const muted = fake.mutedMembers();
  console.log(`\nThe game is over after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(
    `Member edits: ${fake.memberEdits.length}; still muted: ${muted.length === 0 ? 'nobody' : muted.map((entry) => entry.name).join(', ')}.`,
  );
} catch (error) {
  transcript.stop();
  console.error(
    `\nThe demo failed: ${(error as Error).message}\nLast bot log lines:\n${bot.tail(20)}`,
  );
  process.exitCode = 1;
} finally {
  await bot.stop();
  await fake.close();
}
