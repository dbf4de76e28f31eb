import { afterEach, describe, expect, it } from 'vitest';
import type { Player, SeenMessage } from '@mafia-bot/fake-discord';
import { see } from '@mafia-bot/fake-discord';
import type { MessageRecord } from '@mafia-bot/fake-discord';
import { formatters } from '../../src/i18n/index.ts';
import { SHEET_WORDS } from '../../src/i18n/judge-panel-texts.ts';
import { en } from '../../src/i18n/phrases/en/index.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';
import { type Table } from '../../harness/table.ts';

/** The judge's panel in his DMs, as he sees it now (found by its title). */
function panelOf(table: Table): SeenMessage | undefined {
  const title = table.label('panel.title');
  return table.judge.dmMessages().findLast((message) => message.title === title);
}

async function waitForPanel(
  table: Table,
  ready: (panel: SeenMessage) => boolean,
  what: string,
): Promise<SeenMessage> {
  await waitUntil(
    () => {
      const panel = panelOf(table);
      return panel !== undefined && ready(panel);
    },
    20_000,
    what,
  ).catch((error: Error) => {
    const seen = table.judge
      .dmMessages()
      .map(
        (m) =>
          `${m.title} | ${m.buttons.map((b) => `${b.label}${b.disabled ? '(x)' : ''}`).join(',')}`,
      );
    throw new Error(`${error.message}\nJudge DMs:\n${seen.join('\n')}`);
  });
  return panelOf(table)!;
}

const hasButton = (panel: SeenMessage, label: string | RegExp) =>
  panel.buttons.some(
    (button) =>
      !button.disabled &&
      (typeof label === 'string' ? button.label === label : label.test(button.label)),
  );

/** How many times the judge's panel was posted and edited (REST and click responses alike). */
function countPanelMessages(session: Session, table: Table) {
  const counts = { posts: 0, updates: 0 };
  const title = table.label('panel.title');
  session.fake.world.events.on('message', (change: { kind: string; record: MessageRecord }) => {
    if (change.kind === 'delete') return;
    const seen = see(session.fake.world, change.record);
    if (!seen.inDm || seen.title !== title) return;
    if (change.kind === 'create') counts.posts++;
    else counts.updates++;
  });
  return counts;
}

/** Everything a player was ever shown privately: his DMs and his ephemeral answers. */
function privateTexts(player: Player): string[] {
  return [...player.dmMessages(), ...player.ephemerals()].map(
    (message) => `${message.title}\n${message.text}`,
  );
}

describe('Issue 25: the judge panel and his live sheet', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic game WHEN the judge clicks "#5 <name>" then "Foul" on his panel THEN the public foul warning appears (two interactions); End without its confirmation leaves the game running; after Night 1 his sheet shows every shot, check and result, and no player ever receives any of it; one panel message per game, edited in place', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.1 } });
    const { table, steps } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    const judge = table.judge;
    const f = formatters('en');
    const edits = countPanelMessages(session, table);

    // The panel is in his DMs from the deal, one message: the seats as buttons.
    await steps.speechOf(1, 30_000);
    // He reads "#5 <name>" on the seat's button.
    const seatLabel = /^#5 /;
    let panel = await waitForPanel(table, (p) => hasButton(p, seatLabel), 'the judge panel');

    // A foul on seat 5: two clicks.
    const foul = table.label('control.panel', { action: 'foul' });
    await judge.click(panel, seatLabel);
    panel = await waitForPanel(table, (p) => hasButton(p, foul), 'the seat actions of #5');
    await judge.click(panel, foul);
    const warning = table.label('foul.recorded', { seat: 5, count: 1, consequence: 'none' });
    await steps.publicText(warning.split('\n')[0]!.slice(0, 30));

    // End asks a confirmation; without it nothing happens.
    const end = table.label('control.panel', { action: 'end' });
    const confirmEnd = table.label('control.panelConfirm', { ask: 'end' });
    await judge.click(panel, end);
    panel = await waitForPanel(table, (p) => hasButton(p, confirmEnd), 'the confirmation of End');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(table.gameOver()).toBe(false);
    await judge.click(panel, table.label('control.panel', { action: 'cancel' }));
    await waitForPanel(table, (p) => !hasButton(p, confirmEnd), 'the confirmation withdrawn');

    // The table plays on to the morning of Day 2.
    table.autoplay(simplePolicy(table));
    await steps.publicText(table.label('morning.title', { day: 2 }), 120_000);
    await table.stop();

    // The night resolved: its heading no longer says it is running.
    const night = `__${SHEET_WORDS.en.night(1)}__`;
    panel = await waitForPanel(table, (p) => p.text.includes(night), 'Night 1 on the sheet');
    const sheet = panel.text;
    const roles = table.seatsByRole();
    const who = (seat: number) => `${f.seat(seat)} (${f.role(table.roleOf(table.atSeat(seat))!)})`;
    // Every one who had a move on Night 1 (a prompt in his DMs): each black's shot, the Don's
    // and the Sheriff's checks, each with what it found.
    const prompts = (['shot', 'leaderCheck', 'check'] as const).map((action) =>
      table.label('night.prompt.title', { action, night: 1 }),
    );
    const movers = table.players.filter((player) =>
      player.dmMessages().some((message) => prompts.includes(message.title)),
    );
    expect(movers.length).toBeGreaterThan(0);
    const lines = sheet.split('\n');
    for (const player of movers) {
      const seat = table.seatOf(player);
      expect(
        lines.some((line) => line.includes(`${who(seat)}:`)),
        `the move of ${who(seat)}`,
      ).toBe(true);
    }
    const sheriff = roles.get('SHERIFF')?.[0];
    const checkLine = lines.find(
      (line) => sheriff !== undefined && line.includes(`${who(sheriff)}:`),
    );
    if (checkLine) expect(checkLine).toMatch(/→ (red|black)/);
    // The shot's outcome, as the morning told it (a kill, or a miss).
    const t = en.timeline.night;
    const outcome = lines.some(
      (line) => line.includes(t.miss) || /Shot at #\d+: (killed|saved)/.test(line),
    );
    expect(outcome, sheet).toBe(true);

    // Privacy: no player's DMs or ephemerals hold the panel or any line of the sheet.
    const moveLines = lines.filter((line) => /#\d+ \([^)]+\): /.test(line));
    expect(moveLines.length).toBeGreaterThan(0);
    for (const player of table.players) {
      for (const shown of privateTexts(player)) {
        expect(shown).not.toContain(table.label('panel.title'));
        for (const line of moveLines) expect(shown).not.toContain(line.replace(/^• /, ''));
      }
    }
    expect(table.gameOver()).toBe(false);

    // To the end: still one panel message, edited in place (the figure for the lead's note).
    await table.playToTheEnd(simplePolicy(table));
    await waitForPanel(table, (p) => p.buttons.length === 0, 'the panel closed at the end');
    const panels = judge
      .dmMessages()
      .filter((message) => message.title === table.label('panel.title'));
    expect(panels).toHaveLength(1);
    console.log(`judge panel per game: ${edits.posts} message, ${edits.updates} edits`);
    expect(edits.posts).toBe(1);
    expect(session.bot.errors()).toEqual([]);
  }, 240_000);

  it('GIVEN the judge does not accept DMs WHEN the game is dealt THEN the channel names him with "My messages", which opens his panel for him alone, and a foul on #5 still takes two clicks there', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.1 } });
    const { table, steps } = session;
    table.judge.closeDms();
    await table.start('classic');
    await table.fill();
    await table.deal();
    const judge = table.judge;
    await steps.speechOf(1, 30_000);
    const open = table.label('ui.openInbox');
    const notice = await judge.waitForMessage(
      (message) => message.text.includes(`<@${judge.id}>`) && hasButton(message, open),
      { timeoutMs: 20_000, channel: table.textChannel },
    );
    await judge.click(notice, open);
    const title = table.label('panel.title');
    const ephemeral = () => judge.ephemerals().findLast((message) => message.title === title);
    await waitUntil(() => ephemeral() !== undefined, 10_000, 'the ephemeral panel');
    await judge.click(ephemeral()!, /^#5 /);
    const foul = table.label('control.panel', { action: 'foul' });
    await waitUntil(() => hasButton(ephemeral()!, foul), 10_000, 'Foul on the ephemeral panel');
    await judge.click(ephemeral()!, foul);
    const warning = table.label('foul.recorded', { seat: 5, count: 1, consequence: 'none' });
    await steps.publicText(warning.split('\n')[0]!.slice(0, 30));
    for (const player of table.players)
      for (const shown of privateTexts(player)) expect(shown).not.toContain(title);
    expect(session.bot.errors()).toEqual([]);
  }, 120_000);
});
