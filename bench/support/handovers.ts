/**
 * The speech handovers of a saturated run, each split where it waits (issue 13, item 7):
 * the speaker's click on "End my speech" → the bot asks for the unmute of the next speaker
 * (its `member edit` debug line) → the request reaches Discord (the fake) → Discord answers.
 */
import type {
  FakeDiscord,
  InteractionRecord,
  MemberEditRecord,
} from '../../test/fake-discord/index.ts';
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
  /** The bot asked for the unmute (undefined when its debug line was not found). */
  askedAt: number | undefined;
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

/** The floor slot a Pass button was for: its id ends `pass@d<day>-<kind>-<seat>-<timer>`. */
function slotOf(record: InteractionRecord): { day: string; kind: string; timer: number } | null {
  const id = (record.payload as { data?: { custom_id?: string } }).data?.custom_id ?? '';
  const match = /pass@d(\d+)-([a-z]+)-\d+-(\d+)$/i.exec(id);
  return match ? { day: match[1]!, kind: match[2]!, timer: Number(match[3]) } : null;
}

/**
 * A pass click hands the floor to a speaker of the same day's speeches when the next pass click
 * of the guild is another player's regular speech that same day; the pass of the day's last
 * speaker opens the vote (nobody is unmuted until the last word or the next day) and is left out.
 */
function speechPairs(records: InteractionRecord[]): [InteractionRecord, InteractionRecord][] {
  const pairs: [InteractionRecord, InteractionRecord][] = [];
  records.forEach((record, index) => {
    const next = records.slice(index + 1).find((other) => other.guildId === record.guildId);
    const [from, to] = [slotOf(record), next && slotOf(next)];
    if (!next || !from || !to || next.userId === record.userId) return;
    if (
      from.kind === 'regular' &&
      to.kind === 'regular' &&
      from.day === to.day &&
      to.timer > from.timer
    )
      pairs.push([record, next]);
  });
  return pairs;
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
): (Handover | MissedHandover)[] {
  const pass = `click "${render('en', { key: 'control.pass', params: {} } as never)}"`;
  const accepted = fake.memberEdits.filter((edit) => edit.status === 200);
  const unmutes = accepted.filter((edit) => edit.body.mute === false);
  const asked = askedUnmutes(botLines);
  // A pass the bot refused (the floor had gone on by time) has its refusal as a follow-up.
  const passes = fake
    .interactionLog()
    .filter((record) => record.label.endsWith(pass) && record.followUpIds.length === 0);
  return speechPairs(passes).flatMap(([record, nextSpeech]): (Handover | MissedHandover)[] => {
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
    return [
      {
        guildId: next.guildId,
        clickedAt: record.dispatchedAt,
        askedAt: ask?.at,
        sentAt: next.arrivedAt,
        answeredAt: next.at,
        guildEditsBefore: editsBefore(accepted, next),
      },
    ];
  });
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
