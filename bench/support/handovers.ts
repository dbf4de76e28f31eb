/**
 * The speech handovers of a saturated run, each split where it waits (issue 13, item 7):
 * the speaker's click on "End my speech" → the bot asks for the unmute of the next speaker
 * (its `member edit` debug line) → the request reaches Discord (the fake) → Discord answers.
 */
import type {
  FakeDiscord,
  GlobalRequestRecord,
  InteractionRecord,
  MemberEditRecord,
} from '@mafia-bot/fake-discord';
import { render } from '../../src/i18n/index.ts';

/** A handover whose next speaker was not unmuted before his speech was over. */
export interface MissedHandover {
  guildId: string;
  clickedAt: number;
  missed: true;
}

export interface Handover {
  guildId: string;
  clickedAt: number;
  missed?: false;
  /** The bot saved the pass (its `command applied` debug line; undefined when not found). */
  appliedAt: number | undefined;
  /** The bot asked for the unmute (undefined when its debug line was not found). */
  askedAt: number | undefined;
  /** The accepted request reached Discord's edge (which counts the global limit). */
  atEdgeAt: number | undefined;
  /** The accepted request reached the fake. */
  sentAt: number;
  answeredAt: number;
  /** Edits of this guild the fake accepted in the 5 s before the unmute arrived. */
  guildEditsBefore: number;
}

interface AskedUnmute {
  at: number;
  guildId: string;
  userId: string;
}

/** The bot's `member edit` debug lines that lift a mute (pino JSON, `time` in epoch ms). */
function askedUnmutes(lines: string[]): AskedUnmute[] {
  return lines.flatMap((line) => {
    if (!line.includes('"member edit"') || !line.includes('"muted":false')) return [];
    const entry = JSON.parse(line) as { time: number; guildId: string; userId: string };
    return [{ at: entry.time, guildId: entry.guildId, userId: entry.userId }];
  });
}

/** The bot's `command applied` debug lines of passes (pino JSON, `time` in epoch ms). */
function appliedPasses(lines: string[]): { at: number; guildId: string }[] {
  return lines.flatMap((line) => {
    if (!line.includes('"command applied"') || !line.includes('"command":"pass"')) return [];
    const entry = JSON.parse(line) as { time: number; guildId: string };
    return [{ at: entry.time, guildId: entry.guildId }];
  });
}

/** The floor slot a control was for: its id ends `<control>@d<day>-<kind>-<seat>-<timer>`. */
function slotOf(record: InteractionRecord): { day: string; kind: string; timer: number } | null {
  const id = (record.payload as { data?: { custom_id?: string } }).data?.custom_id ?? '';
  const match = /@d(\d+)-([a-z]+)-\d+-(\d+)$/i.exec(id);
  return match ? { day: match[1]!, kind: match[2]!, timer: Number(match[3]) } : null;
}

/**
 * A pass click hands the floor to the next speaker of the same day's speeches: the player of
 * the guild's next click on a later regular speech's controls that day (his nomination, his own
 * pass, taken or refused: a speaker whose time ran out is still the one the floor went to). The
 * pass of the day's last speaker opens the vote (nobody is unmuted until the last word or the
 * next day) and is left out. The next taken pass alone would skip a speaker who never passed
 * (his time ran out) and time the floor's move to the speaker after him instead.
 */
function speechPairs(
  passes: InteractionRecord[],
  clicks: InteractionRecord[],
): [InteractionRecord, InteractionRecord][] {
  return passes.flatMap((record): [InteractionRecord, InteractionRecord][] => {
    const from = slotOf(record);
    if (from?.kind !== 'regular') return [];
    const next = clicks.find((other) => {
      const to = slotOf(other);
      return (
        other.guildId === record.guildId &&
        other.dispatchedAt >= record.dispatchedAt &&
        other.userId !== record.userId &&
        to !== null &&
        to.kind === 'regular' &&
        to.day === from.day &&
        to.timer > from.timer
      );
    });
    return next ? [[record, next]] : [];
  });
}

/** The pass clicks ("End my speech") the bot took: a refused one has its refusal as a follow-up. */
export function takenPasses<Click extends { label: string; followUpIds: readonly string[] }>(
  clicks: readonly Click[],
): Click[] {
  const pass = `click "${render('en', { key: 'control.pass', params: {} })}"`;
  return clicks.filter((click) => click.label.endsWith(pass) && click.followUpIds.length === 0);
}

/**
 * Every speech handover by a pass click the bot took: the first unmute of the next speaker after
 * the click, or a miss when there is none before his speech could be over (his own pass and a
 * speech's length after it).
 */
export function handovers(
  fake: FakeDiscord,
  botLines: string[],
  speechMs: number,
  edge: GlobalRequestRecord[] = [],
): (Handover | MissedHandover)[] {
  const atEdge = edge.filter((entry) => entry.allowed && entry.path.includes('/members/'));
  const accepted = fake.memberEdits.filter((edit) => edit.status === 200);
  const unmutes = accepted.filter((edit) => edit.body.mute === false);
  const asked = askedUnmutes(botLines);
  const applied = appliedPasses(botLines);
  const clicks = fake.interactionLog();
  const passes = takenPasses(clicks);
  return speechPairs(passes, clicks).flatMap(
    ([record, nextSpeech]): (Handover | MissedHandover)[] => {
      const next = unmutes.find(
        (edit) =>
          edit.guildId === record.guildId &&
          edit.userId === nextSpeech.userId &&
          edit.at >= record.dispatchedAt &&
          edit.arrivedAt <= nextSpeech.dispatchedAt + speechMs,
      );
      if (!next)
        return [{ guildId: record.guildId ?? '', clickedAt: record.dispatchedAt, missed: true }];
      // The last time the bot asked for this unmute before it went out.
      const ask = asked.findLast(
        (entry) =>
          entry.guildId === next.guildId &&
          entry.userId === next.userId &&
          entry.at >= record.dispatchedAt &&
          entry.at <= next.arrivedAt,
      );
      const saved = applied.find(
        (entry) => entry.guildId === next.guildId && entry.at >= record.dispatchedAt,
      );
      // Its arrival at the edge: the last accepted request for the member before the fake's.
      const path = `/guilds/${next.guildId}/members/${next.userId}`;
      const arrived = atEdge.findLast(
        (entry) =>
          entry.path === path && entry.at <= next.arrivedAt && entry.at >= record.dispatchedAt,
      );
      return [
        {
          guildId: next.guildId,
          clickedAt: record.dispatchedAt,
          atEdgeAt: arrived?.at,
          appliedAt: saved?.at,
          askedAt: ask?.at,
          sentAt: next.arrivedAt,
          answeredAt: next.at,
          guildEditsBefore: editsBefore(accepted, next),
        },
      ];
    },
  );
}

function editsBefore(accepted: MemberEditRecord[], edit: MemberEditRecord): number {
  return accepted.filter(
    (other) =>
      other !== edit &&
      other.guildId === edit.guildId &&
      other.at <= edit.arrivedAt &&
      other.at > edit.arrivedAt - 5_000,
  ).length;
}
