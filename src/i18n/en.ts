import type {
  NightAction,
  Preset,
  Role,
  Team,
  DepartureReason,
  GameResult,
  RoomPermission,
  TimelineEntry,
} from '../engine/index.ts';
import type { AllParams, Catalog, Formatters } from './types.ts';
import { LENGTH_SETTINGS, type BotPermission, type SettingName } from './adapter-messages.ts';

/**
 * The English catalogue. Russian is the official language of the game; this one follows it
 * term for term (the glossary of rules.md §0.3): Judge, Father, Gang Head, foul, last word,
 * Best Move, eliminate-all vote.
 */

type Forms = readonly [one: string, few: string, many: string];

const FOULS: Forms = ['foul', 'fouls', 'fouls'];
const VOTES: Forms = ['vote', 'votes', 'votes'];
const PLAYERS: Forms = ['player', 'players', 'players'];

function count(f: Formatters, n: number, forms: Forms): string {
  return `${n} ${f.plural(n, forms)}`;
}

function duration(f: Formatters, seconds: number): string {
  const s = Math.abs(seconds);
  if (s >= 86_400 && s % 86_400 === 0) return count(f, s / 86_400, ['day', 'days', 'days']);
  if (s >= 3_600 && s % 3_600 === 0) return count(f, s / 3_600, ['hour', 'hours', 'hours']);
  if (s >= 60 && s % 60 === 0) return count(f, s / 60, ['minute', 'minutes', 'minutes']);
  return count(f, s, ['second', 'seconds', 'seconds']);
}

function code(value: string): string {
  return `\`${value.replace(/`/g, "'")}\``;
}

/** The judge's reason (a violation name and/or free text); "—" is the adapter's "none". */
function withReason(reason: string | undefined): string {
  const text = reason?.trim().replace(/[.!?…]+$/, '');
  return text && text !== '—' ? ` Reason: ${text}.` : '';
}

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const ROLES: Catalog['roles'] = {
  FATHER: {
    name: 'Father',
    description:
      'Head of the Gambino family, black. Every night he shoots together with the Gang Head: the kill happens only if every living leader names the same player. He also checks one living player (not himself) each night and learns by morning whether that player is the Detective.',
  },
  MAFIOSO: {
    name: 'Mafioso',
    description:
      'A black player, a member of the mafia. No check of your own: the mafia shoots at night; by day, stay hidden and get the reds out of the game.',
  },
  GANG_HEAD: {
    name: 'Gang Head',
    description:
      'Head of the K&A gang, black. Every night he shoots together with the Father: the kill happens only if every living leader names the same player. No check of his own.',
  },
  BANDIT: {
    name: 'Bandit',
    description:
      'A member of the K&A gang, black. While the Father or the Gang Head is in the game, they shoot. Once both leaders are out, every living black player shoots, and the kill happens only if they all name the same player.',
  },
  DETECTIVE: {
    name: 'Detective',
    description:
      'Red. Every night checks one living player (not himself) and learns by morning whether that player is red or black. The check shows neither role nor team.',
  },
  LAWYER: {
    name: 'Lawyer',
    description:
      'Red. Every night protects one living player: if that player is shot, he survives. Himself at most once per game; never the same player two nights running. A save is announced exactly like a miss.',
  },
  JOURNALIST: {
    name: 'Journalist',
    description:
      'Red. Every night picks two different living players (not himself) and learns by morning whether they are on the same team. The Gambino family and the K&A gang are different teams.',
  },
  FBI_AGENT: {
    name: 'FBI Agent',
    description:
      'Red. Every night picks one living player (not himself): that player has no vote all next day, and this is announced in the morning. Never the same player two nights running.',
  },
  BUSINESSMAN: {
    name: 'Businessman',
    description:
      'Red, a citizen of New York. No night move: find the blacks by day, in speeches, nominations and votes.',
  },
  DON: {
    name: 'Don',
    description:
      'Head of the mafia, black. Every night he shoots together with the mafiosi: the kill happens only if every living black player names the same player. He also checks one living player (not himself) each night and learns by morning whether that player is the Sheriff.',
  },
  SHERIFF: {
    name: 'Sheriff',
    description:
      'Red. Every night checks one living player (not himself) and learns by morning whether that player is red or black.',
  },
  CIVILIAN: {
    name: 'Civilian',
    description: 'Red. No night move: find the mafia by day, in speeches and votes.',
  },
  DOCTOR: {
    name: 'Doctor',
    description:
      'Town. Every night heals one living player: if the mafia picked that player, he survives. Himself at most once per game; never the same player two nights running.',
  },
};

/** Bot permissions as the Discord client names them in the server settings. */
const PERMISSIONS: Record<BotPermission, string> = {
  ViewChannel: 'View Channels',
  SendMessages: 'Send Messages',
  EmbedLinks: 'Embed Links',
  AttachFiles: 'Attach Files',
  ReadMessageHistory: 'Read Message History',
  ManageChannels: 'Manage Channels',
  ManageRoles: 'Manage Roles',
  MuteMembers: 'Mute Members',
};

/** The server permissions that open the teams' rooms, as Discord's settings name them. */
function roomPermissions(permissions: readonly RoomPermission[]): string {
  const names: Record<RoomPermission, string> = {
    Administrator: 'Administrator',
    ManageThreads: 'Manage Threads',
    ManageChannels: 'Manage Channels',
  };
  return permissions.map((name) => names[name]).join(', ');
}

const TEAMS: Catalog['teams'] = {
  RED: 'red',
  GAMBINO: 'the Gambino family',
  KA: 'the K&A gang',
  MAFIA: 'the mafia',
};

const PRESETS: Catalog['presets'] = {
  stylized: 'Stylized mafia (New York)',
  classic: 'Classic sports mafia',
  forum: 'Forum mafia',
};

const VIOLATIONS: Catalog['violations'] = {
  1: 'Oath or bet to prove a role or sway the game',
  2: 'Blackmail, threats or bribery',
  3: 'Detective/Sheriff proves his role with night information',
  4: 'Deliberate peeking or other non-game information',
  5: 'Hints from the audience',
  6: 'Insults or swearing',
  7: 'Night signals to the Father/Don or the Detective/Sheriff',
  8: 'Involuntary peeking at night',
  9: 'Touching at night',
  10: 'Talking or shouting at night, other night misconduct',
  11: 'Leaving the table',
  12: 'Non-game appeals ("I swear I\'m red")',
  13: 'Knocking on the table, unethical conduct, arguing with the Judge',
  14: 'Touching by day, excessive gesturing',
  15: 'Speaking out of turn (including interjections and whispers)',
  16: 'Withdrawing the hand during the vote',
  17: 'Gestures or appeals during the vote',
  18: 'Tears at the table',
  19: 'Breaking the voting order',
  20: 'Wrong voting form',
  21: "Gesturing during the Night-1 victim's last word before the Best Move",
  22: 'Asking the victim to name or not name someone in the Best Move',
  23: 'Appealing to the Best Move to prove a role',
  24: 'Asking the Judge for the nominee list (rule 7.4)',
};

const ACTION_NOUN: Record<NightAction, string> = {
  shot: 'the shot',
  leaderCheck: 'the check',
  check: 'the check',
  protect: 'protection',
  compare: 'comparison',
  block: 'vote block',
};

const ACTION_PLACEHOLDER: Record<NightAction, string> = {
  shot: 'Shoot whom?',
  leaderCheck: 'Check whom?',
  check: 'Check whom?',
  protect: 'Protect whom?',
  compare: 'Compare whom? Pick two',
  block: 'Whose vote to block tomorrow?',
};

function actionWithTargets(f: Formatters, action: NightAction, targets: number[]): string {
  switch (action) {
    case 'shot':
      return `shoot ${f.seats(targets)}`;
    case 'protect':
      return `protect ${f.seats(targets)}`;
    case 'block':
      return `block the vote of ${f.seats(targets)}`;
    case 'compare':
      return `compare ${f.seats(targets)}`;
    default:
      return `check ${f.seats(targets)}`;
  }
}

function teamLabel(team: Team, preset: Preset): string {
  if (preset === 'forum') return team === 'RED' ? 'the town' : 'the mafia';
  if (team === 'RED') return 'red';
  if (team === 'MAFIA') return 'black (the mafia)';
  return `${TEAMS[team]} (black)`;
}

/** A player's side in the report's role list: "red", "Gambino family", "mafia". */
function reportTeam(team: Team, preset: Preset): string {
  if (preset === 'forum') return team === 'RED' ? 'town' : 'mafia';
  if (team === 'RED') return 'red';
  if (team === 'MAFIA') return 'black';
  return team === 'GAMBINO' ? 'Gambino family' : 'K&A gang';
}

const LEADER_ROLE: Record<Team, Role | undefined> = {
  RED: undefined,
  GAMBINO: 'FATHER',
  KA: 'GANG_HEAD',
  MAFIA: 'DON',
};

function cardDescription(role: Role, preset: Preset): string {
  if (role === 'MAFIOSO' && preset === 'stylized')
    return 'A member of the Gambino family, black. While the Father or the Gang Head is in the game, they shoot. Once both leaders are out, every living black player shoots, and the kill happens only if they all name the same player.';
  if (role === 'MAFIOSO' && preset === 'classic')
    return 'Black. Every night you shoot together with the Don and the other mafiosi: the kill happens only if every living black player names the same player. Any living player may be shot.';
  if (role === 'MAFIOSO' && preset === 'forum')
    return 'Every night the mafia chooses a victim in its private channel: each mafioso names a target, and the player named by the most mafiosi is killed (a tie is drawn by lot). If nobody chooses, there is no kill.';
  if (role === 'CIVILIAN' && preset === 'forum')
    return 'Town. No night move: find the mafia by day, in the discussion and the vote.';
  if (role === 'DETECTIVE' && preset === 'forum')
    return 'Town. Every night checks one living player (not himself) and learns by morning whether that player is mafia.';
  if (role === 'JOURNALIST' && preset === 'forum')
    return 'Town. Every night picks two different living players (not himself) and learns by morning whether they are on the same side.';
  if (role === 'FBI_AGENT' && preset === 'forum')
    return 'Town. Every night picks one living player (not himself): that player has no vote all next day, and this is announced in the morning. Never the same player two nights running.';
  return ROLES[role].description;
}

function winLine(team: Team, preset: Preset): string {
  if (preset === 'forum')
    return team === 'RED'
      ? 'The town wins when no mafia is left in the game.'
      : 'The mafia wins when no town player is left in the game.';
  if (team === 'RED') return 'Red wins when no black player is left at the table.';
  const both = preset === 'stylized' ? ' The Gambino family and the K&A gang win together.' : '';
  return `Black wins when black players are at least as many as red ones at the table.${both}`;
}

function roleCard(p: AllParams['role.card'], f: Formatters): string {
  const lines = [
    `**Your role: ${f.role(p.role)}**`,
    `${p.preset === 'forum' ? 'Side' : 'Team'}: ${teamLabel(p.team, p.preset)}. Your seat: ${f.seat(p.seat)}.`,
    cardDescription(p.role, p.preset),
  ];
  if (p.team !== 'RED') {
    lines.push(
      p.teammates.length > 0
        ? `Your teammates: ${f.seats(p.teammates)}.`
        : 'Nobody else is on your team.',
    );
    const leaderRole = LEADER_ROLE[p.team];
    if (p.leader !== undefined && leaderRole) {
      lines.push(
        p.leader === p.seat
          ? `You lead the team (${f.role(leaderRole)}).`
          : `Team leader (${f.role(leaderRole)}): ${f.seat(p.leader)}.`,
      );
    }
  }
  if (p.preset !== 'forum') lines.push('Night 0 is for introductions only: no shots, no checks.');
  lines.push(winLine(p.team, p.preset));
  lines.push('_Do not show or forward this message to anyone._');
  return lines.join('\n');
}

function winnerLine(result: GameResult, f: Formatters): string {
  switch (result.winner) {
    case 'red':
      return 'The town (red) wins!';
    case 'black': {
      const stylized = result.teams.some((team) => team === 'GAMBINO' || team === 'KA');
      if (stylized) return `Black wins: ${f.list(result.teams.map((team) => TEAMS[team]))}!`;
      return 'The mafia wins!';
    }
    case 'draw':
      return 'A draw.';
    case 'aborted':
      return result.reason === 'cancelled'
        ? 'The game did not take place: sign-up was cancelled.'
        : 'The Judge stopped the game.';
  }
}

function reasonLine(result: GameResult, f: Formatters): string {
  switch (result.reason) {
    case 'allBlacksOut':
      return 'Every black player has left the game.';
    case 'parity':
      return 'Black players are at least as many as red ones at the table.';
    case 'quietCycles':
      return 'Nobody left the game for three rounds in a row.';
    case 'fourMisses':
      return 'With four at the table, black missed three nights in a row (rule 7.6).';
    case 'teamLoss':
      return result.penaltySeat !== undefined
        ? `The team of ${f.seat(result.penaltySeat)} is declared lost.`
        : "The offender's team is declared lost.";
    case 'allTownOut':
      return 'No town player is left in the game.';
    case 'aborted':
    case 'cancelled':
      return '';
  }
}

function gameOver(result: GameResult, f: Formatters): string {
  const reason = reasonLine(result, f);
  return `**Game over.** ${winnerLine(result, f)}${reason ? ` ${reason}` : ''}`;
}

function departureWords(
  reason: DepartureReason,
  day: number,
  phase: string,
  preset: Preset,
): string {
  const when = phase === 'day' ? `on day ${day}` : `on night ${day}`;
  switch (reason) {
    case 'killed':
      return `killed ${when}`;
    case 'voted':
      return preset === 'forum' ? `jailed ${when}` : `voted out ${when}`;
    case 'removed':
      return `removed ${when}`;
  }
}

function skippedWhat(what: string, f: Formatters): string {
  const night = /^night-(\d+)$/.exec(what);
  if (night) return `night ${night[1]}`;
  const [stage, floor, seat] = what.split(':');
  if (floor && seat) {
    const who = f.seat(Number(seat));
    const kinds: Record<string, string> = {
      regular: `the speech of ${who}`,
      silenced: `the silenced slot of ${who}`,
      short: `the speech of ${who}`,
      tie: `the tie speech of ${who}`,
      lastWord: `the last word of ${who}`,
    };
    return kinds[floor] ?? `the speech of ${who}`;
  }
  const stages: Record<string, string> = {
    voting: 'a voting window',
    eliminateAll: 'the eliminate-all vote',
    forumVoting: 'the day vote',
    duel: 'a duel round',
  };
  return stages[stage ?? ''] ?? 'the current step';
}

type ReportParams = AllParams['game.report'];
type ReportSeat = ReportParams['seats'][number];

function nightActionResult(
  action: NightAction,
  targets: number[],
  seats: Map<number, ReportSeat>,
  preset: Preset,
): string {
  const side = (seat: number) => (seats.get(seat)?.team === 'RED' ? 'red' : 'black');
  const first = targets[0] ?? 0;
  switch (action) {
    case 'check':
      if (preset === 'forum') return side(first) === 'red' ? 'not mafia' : 'mafia';
      return side(first);
    case 'leaderCheck': {
      const wanted: Role = preset === 'classic' ? 'SHERIFF' : 'DETECTIVE';
      const role = ROLES[wanted].name;
      return seats.get(first)?.role === wanted ? role : `not the ${role}`;
    }
    case 'compare': {
      const a = seats.get(targets[0] ?? 0);
      const b = seats.get(targets[1] ?? 0);
      if (preset === 'forum')
        return side(a?.seat ?? 0) === side(b?.seat ?? 0) ? 'same side' : 'different sides';
      return a?.team === b?.team ? 'same team' : 'different teams';
    }
    default:
      return '';
  }
}

function reportEntry(
  entry: TimelineEntry,
  p: ReportParams,
  seats: Map<number, ReportSeat>,
  f: Formatters,
): string[] {
  const who = (seat: number) => {
    const role = seats.get(seat)?.role;
    return role ? `${f.seat(seat)} (${f.role(role)})` : f.seat(seat);
  };
  switch (entry.kind) {
    case 'dealt':
      return [`Roles dealt at ${f.time(entry.at)}.`];
    case 'night': {
      const lines: string[] = [];
      if (entry.outcome === 'kill' && entry.victim !== undefined)
        lines.push(`Shot at ${f.seat(entry.victim)}: killed.`);
      else if (entry.outcome === 'save' && entry.shot !== undefined)
        lines.push(`Shot at ${f.seat(entry.shot)}: saved by protection.`);
      else if (entry.outcome === 'none') lines.push('No shot.');
      else lines.push('A miss.');
      for (const action of entry.actions) {
        const result = nightActionResult(action.action, action.targets, seats, p.preset);
        lines.push(
          `• ${who(action.seat)}: ${actionWithTargets(f, action.action, action.targets)}${result ? ` → ${result}` : ''}`,
        );
      }
      return lines;
    }
    case 'nomination':
      return [`${f.seat(entry.by)} nominated ${f.seat(entry.target)}.`];
    case 'vote': {
      const title = entry.round === 1 ? 'Vote' : 'Revote';
      if (entry.votes.length === 0) {
        const only = entry.out[0];
        return only !== undefined
          ? [`Only one nominee, ${f.seat(only)}: leaves the game without a vote.`]
          : [`${title}: no votes.`];
      }
      const candidates: number[] = [];
      for (const vote of entry.votes)
        if (!candidates.includes(vote.candidate)) candidates.push(vote.candidate);
      const parts = candidates.map((candidate) => {
        const own = entry.votes.filter((v) => v.candidate === candidate && !v.auto);
        const auto = entry.votes.filter((v) => v.candidate === candidate && v.auto);
        const total = own.length + auto.length;
        const voters = [
          ...(own.length > 0 ? [f.seats(own.map((v) => v.voter))] : []),
          ...(auto.length > 0 ? [`not cast: ${f.seats(auto.map((v) => v.voter))}`] : []),
        ].join('; ');
        return `${f.seat(candidate)}: ${count(f, total, VOTES)} (${voters})`;
      });
      const outcome = entry.out.length > 0 ? `${f.seats(entry.out)} leaves.` : 'A tie.';
      return [`${title}: ${parts.join('; ')}. ${outcome}`];
    }
    case 'eliminateAll':
      return [
        `Eliminate all (${f.seats(entry.candidates)}): yes: ${entry.yes.length > 0 ? f.seats(entry.yes) : 'nobody'}. ${entry.passed ? 'Passed: they all leave.' : 'Failed.'}`,
      ];
    case 'forumVote': {
      const byTarget = new Map<number, number[]>();
      for (const [voter, target] of Object.entries(entry.votes))
        byTarget.set(target, [...(byTarget.get(target) ?? []), Number(voter)]);
      const parts = [...byTarget.entries()]
        .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
        .map(([target, voters]) => `${f.seat(target)} ← ${f.seats(voters.sort((a, b) => a - b))}`);
      const outcome =
        entry.out.length > 0
          ? `${f.seats(entry.out)} is jailed.`
          : entry.tie.length > 0
            ? `A tie: ${f.seats(entry.tie)}, a duel.`
            : 'Nobody leaves.';
      return [
        `Day ${entry.day} vote: ${parts.length > 0 ? parts.join('; ') : 'no votes'}. ${outcome}`,
      ];
    }
    case 'duelRound': {
      const moves = Object.entries(entry.moves).map(([seat, move]) =>
        move.cover > 0 && move.target > 0 && move.position > 0
          ? `${f.seat(Number(seat))}: cover ${move.cover}, shot at ${f.seat(move.target)} position ${move.position}`
          : `${f.seat(Number(seat))}: no move`,
      );
      const hits = Object.entries(entry.hits).map(([seat, n]) => `${f.seat(Number(seat))}: ${n}`);
      return [
        `Duel, round ${entry.round}: ${moves.length > 0 ? moves.join('; ') : 'no moves'}. Hits: ${hits.join(', ')}.`,
      ];
    }
    case 'departure':
      return [
        `${who(entry.seat)} leaves the game: ${departureWords(entry.reason, entry.day, entry.phase, p.preset)}.`,
      ];
    case 'foul':
      return [
        `Foul on ${f.seat(entry.seat)} (${ordinal(entry.count)}).${withReason(entry.reason)}`,
      ];
    case 'unfoul':
      return [`A foul on ${f.seat(entry.seat)} withdrawn (now ${entry.count}).`];
    case 'warning':
      return [`Warning to ${f.seat(entry.seat)}.${withReason(entry.reason)}`];
    case 'disqualified':
      return [`Disqualification of ${f.seat(entry.seat)}.${withReason(entry.reason)}`];
    case 'teamLoss':
      return [`Team loss: ${who(entry.seat)}.${withReason(entry.reason)}`];
    case 'voteCancelled':
      return [`The day ${entry.day} vote is cancelled.`];
    case 'bestMove':
      return [`Best Move of ${f.seat(entry.seat)}: ${f.seats(entry.named)}.`];
    case 'paused':
      return [`Paused at ${f.time(entry.at)}.`];
    case 'resumed':
      return [`Resumed at ${f.time(entry.at)}.`];
    case 'skipped':
      return [`The Judge ended early: ${skippedWhat(entry.what, f)}.`];
    case 'phaseLength':
      return [
        `${entry.phase === 'day' ? 'Day' : 'Night'} length set to ${duration(f, entry.hours * 3600)}, from the next ${entry.phase} on.`,
      ];
    case 'extended':
      return [
        entry.seconds >= 0
          ? `Time extended by ${duration(f, entry.seconds)}.`
          : `Time shortened by ${duration(f, entry.seconds)}.`,
      ];
    case 'flag':
      return [
        `${{ outOfTurn: 'Out-of-turn speech', disconnect: 'Away from the table', leak: 'A message in the game channel' }[entry.flag.kind]} flagged for ${who(entry.flag.seat)}: ${entry.resolution === 'confirmed' ? 'confirmed by the Judge' : 'dismissed by the Judge'}.`,
      ];
    case 'skip':
      return [
        `${who(entry.seat)} skipped the move of night ${entry.night} (${entry.count} in all): ${
          {
            reminder: 'reminded',
            warning: 'warned, the Judge told',
            removed: 'removed for inactivity',
          }[entry.sanction]
        }.`,
      ];
    case 'replaced':
      return [
        `${f.seat(entry.seat)}: ${f.user(entry.from)} replaced by ${f.user(entry.to)} (day ${entry.day}).`,
      ];
    case 'ended':
      return [];
  }
}

/**
 * The timeline's section for an entry. Night n is logged when it ends, so what follows it is
 * Day n+1; the judge's entries carry only a day number (a night counts as the day before it),
 * so they open "Day d" unless the timeline is already in night d.
 */
function sectionOf(entry: TimelineEntry, current: string | undefined): string | undefined {
  switch (entry.kind) {
    case 'night':
      return `Night ${entry.night}`;
    case 'departure':
      return entry.phase === 'day' ? `Day ${entry.day}` : `Night ${entry.day}`;
    case 'nomination':
    case 'vote':
    case 'eliminateAll':
    case 'forumVote':
    case 'duelRound':
    case 'voteCancelled':
      return `Day ${entry.day}`;
    case 'bestMove':
      return `Day 2`;
    case 'foul':
    case 'unfoul':
    case 'warning':
    case 'disqualified':
    case 'teamLoss':
    case 'skipped':
    case 'phaseLength':
    case 'extended':
      if (current === `Night ${entry.day}`) return current;
      return entry.day === 0 ? `Night 0` : `Day ${entry.day}`;
    default:
      return undefined;
  }
}

function report(p: ReportParams, f: Formatters): string {
  const seats = new Map(p.seats.map((seat) => [seat.seat, seat]));
  const lines: string[] = [`**Game report** — ${f.preset(p.preset)}`, gameOver(p.result, f), ''];

  lines.push('**Roles**');
  for (const seat of p.seats) {
    const parts = [
      `${f.seat(seat.seat)} ${f.user(seat.userId)} — **${f.role(seat.role)}**, ${reportTeam(seat.team, p.preset)}`,
      seat.out
        ? departureWords(seat.out.reason, seat.out.day, seat.out.phase, p.preset)
        : 'to the end',
    ];
    if (seat.fouls > 0) parts.push(count(f, seat.fouls, FOULS));
    lines.push(parts.join(' · '));
  }

  if (p.bestMove) {
    lines.push('', '**Best Move**');
    lines.push(
      `${f.seat(p.bestMove.seat)} named ${f.seats(p.bestMove.named)}: ${p.bestMove.hits} of ${p.bestMove.named.length} black.`,
    );
  }

  const timeline: string[] = [];
  let section: string | undefined;
  for (const entry of p.timeline) {
    const rendered = reportEntry(entry, p, seats, f);
    if (rendered.length === 0) continue;
    const next = sectionOf(entry, section);
    if (next && next !== section) {
      section = next;
      timeline.push(`__${next}__`);
    }
    timeline.push(...rendered);
  }
  if (timeline.length > 0) lines.push('', '**Timeline**', ...timeline);

  lines.push('', '**Deal check**');
  lines.push(`Commitment (published before the deal): ${code(p.deal.commitment)}`);
  lines.push(`Server seed: ${code(p.deal.serverSeed)}`);
  if (p.deal.finalSeed) lines.push(`Final seed: ${code(p.deal.finalSeed)}`);
  lines.push(`Config hash: ${code(p.deal.configHash)}`);
  lines.push(
    'Anyone can verify the deal: save the attached deal record and run `npm run verify-deal -- <file>`.',
  );
  return lines.join('\n');
}

/** The settings by the name `/mafia settings` shows (also the `reset` choices). */
const SETTINGS: Record<SettingName, string> = {
  language: 'Language',
  judgeRoleId: 'Judge role',
  speechSecondsStylized: 'Speech (stylized)',
  speechSecondsClassic: 'Speech (classic)',
  nightSeconds: 'Night',
  floorControl: 'Microphones',
  defaultPreset: 'Default game',
};

function floorLabel(floor: 'mute' | 'detect'): string {
  return floor === 'mute'
    ? 'by day only the speaker can talk'
    : 'nobody is muted; the Judge watches for out-of-turn speech';
}

function settingsLines(
  p: Omit<AllParams['ui.settingsSaved'], 'language'> & { language?: 'ru' | 'en' | 'auto' },
  f: Formatters,
  all: boolean,
): string[] {
  const lines: string[] = [];
  const language = { ru: 'Russian', en: 'English', auto: "each member's Discord language" };
  if (p.language !== undefined) lines.push(`${SETTINGS.language}: ${language[p.language]}`);
  if (p.judgeRoleId !== undefined) lines.push(`${SETTINGS.judgeRoleId}: <@&${p.judgeRoleId}>`);
  else if (all) lines.push(`${SETTINGS.judgeRoleId}: not set`);
  for (const [name, byDefault] of LENGTH_SETTINGS) {
    const value = p[name];
    if (value !== undefined) lines.push(`${SETTINGS[name]}: ${duration(f, value)}`);
    else if (all) lines.push(`${SETTINGS[name]}: default (${duration(f, byDefault)})`);
  }
  if (p.floorControl !== undefined)
    lines.push(`${SETTINGS.floorControl}: ${floorLabel(p.floorControl)}`);
  if (p.defaultPreset !== undefined)
    lines.push(`${SETTINGS.defaultPreset}: ${f.preset(p.defaultPreset)}`);
  if (p.reset !== undefined) lines.push(`${SETTINGS[p.reset]}: back to the default`);
  if (all)
    lines.push(
      'Change one with `/mafia settings <setting>:<value>`; take one back to its default with `/mafia settings reset:<setting>`.',
    );
  return lines;
}

function speechTitle(p: AllParams['speech.title'], f: Formatters): string {
  // A screen title is an embed title, where Discord shows a mention as raw "<@id>": seat only.
  const who = f.seat(p.seat);
  switch (p.kind) {
    case 'regular':
      return `The floor goes to seat ${who}`;
    case 'silenced':
      return `Seat ${who} is silenced (3 fouls): may only nominate`;
    case 'short':
      return `The floor goes to seat ${who}: 30 seconds (3 fouls)`;
    case 'tie':
      return `Tie speech: seat ${who}`;
    case 'lastWord':
      return `Last word: seat ${who}`;
  }
}

function statusSummary(p: AllParams['status.summary'], f: Formatters): string {
  const phase = {
    lobby: `sign-up (${count(f, p.players, PLAYERS)} so far)`,
    night: p.day === 0 ? 'night 0 (introductions)' : `night ${p.day}`,
    day: `day ${p.day}`,
    ended: 'game over',
  }[p.phase];
  const lines = [`**${f.preset(p.preset)}** — ${phase}${p.paused ? ' · ⏸ paused' : ''}`];
  if (p.phase !== 'lobby') {
    lines.push(
      `In the game (${p.alive.length}): ${p.alive.length > 0 ? p.alive.map(f.seat).join(', ') : '—'}`,
    );
    if (p.out.length > 0) lines.push(`Out (${p.out.length}): ${p.out.map(f.seat).join(', ')}`);
    lines.push(
      p.fouls.length > 0
        ? `Fouls: ${p.fouls.map((entry) => `${f.seat(entry.seat)}: ${entry.count}`).join(', ')}`
        : 'No fouls',
    );
  }
  if (p.paused) lines.push('The game is paused: the clock is stopped.');
  else if (p.endsAt !== undefined && p.phase !== 'ended')
    lines.push(`This step ends ${f.relative(p.endsAt)}`);
  return lines.join('\n');
}

export const en: Catalog = {
  and: 'and',
  roles: ROLES,
  teams: TEAMS,
  presets: PRESETS,
  violations: VIOLATIONS,
  texts: {
    // ── lobby ───────────────────────────────────────────────────────────────────────────
    'lobby.title': ({ preset }, f) => `${f.preset(preset)}: sign-up`,
    'lobby.details': ({ judgeId, voiceChannelId, count: n, min, max }, f) =>
      `${voiceChannelId ? `Voice channel: <#${voiceChannelId}>\n` : ''}Judge: ${f.user(judgeId)}\nSigned up: ${n}. ${
        min === max
          ? `Exactly ${count(f, min, PLAYERS)} needed.`
          : `${min} to ${max} players needed.`
      }`,
    'lobby.players': ({ userIds }, f) =>
      userIds.length > 0
        ? `Players: ${userIds.map((id) => f.user(id)).join(', ')}`
        : 'Nobody has signed up yet.',
    'lobby.roomAccess': ({ entries }, f) =>
      `**For the host:** ${f.list(entries.map((entry) => `${f.user(entry.userId)} (${roomPermissions(entry.permissions)})`))} can read the teams' private rooms (the night meetings, the mafia channel) whatever the bot sets, by their server permissions. Before the deal, take that permission away for this game, or let them judge or watch instead.`,
    'lobby.rules': ({ preset, geo74, geo76, floorControl }) =>
      preset === 'forum'
        ? 'A text game: no voice. Votes and night moves by buttons and menus; every deadline is shown as a countdown.'
        : [
            `Rule 7.4 (the nominee list is shown only when the vote starts): ${geo74 ? 'on' : 'off'}.`,
            `Rule 7.6 (four at the table: no second revote of a pair; three misses in a row — red wins): ${geo76 ? 'on' : 'off'}.`,
            `Microphones: ${floorLabel(floorControl)}.`,
          ].join('\n'),
    'lobby.commitment': ({ commitment }) =>
      `Deal commitment (the seed is revealed at the end): ${code(commitment)}`,
    'lobby.cancelled': () => 'The Judge cancelled the sign-up. The game will not take place.',
    'control.join': () => 'Join',
    'control.leave': () => 'Leave',
    'control.deal': () => 'Deal roles',
    'control.cancel': () => 'Cancel game',

    // ── the deal ────────────────────────────────────────────────────────────────────────
    'deal.seating': ({ seats }, f) =>
      [
        '**Seating**',
        ...seats.map((entry) => `${f.seat(entry.seat)} — ${f.user(entry.userId)}`),
      ].join('\n'),
    'deal.fairness': ({ commitment, configHash, roles }, f) =>
      [
        `**Roles in play:** ${roles.map((entry) => (entry.count > 1 ? `${f.role(entry.role)} ×${entry.count}` : f.role(entry.role))).join(', ')}.`,
        `Deal commitment: ${code(commitment)}`,
        `Config hash: ${code(configHash)}`,
        'The seed is revealed when the game ends; then anyone can verify the deal.',
      ].join('\n'),
    'role.card': roleCard,
    'judge.roles': ({ roles }, f) =>
      [
        "**Players' roles** (only you see this)",
        ...roles.map(
          (entry) => `${f.seat(entry.seat)} ${f.user(entry.userId)} — ${f.role(entry.role)}`,
        ),
      ].join('\n'),
    'judge.roomAccess': ({ entries }, f) =>
      [
        "**Before Night 0: the black teams' rooms are not private for these players.** Their server permissions let them read a team's meeting thread or the mafia channel they do not belong to, whatever the bot sets:",
        ...entries.map(
          (entry) =>
            `${f.seat(entry.seat)} ${f.user(entry.userId)} — ${roomPermissions(entry.permissions)}`,
        ),
        'Take the permission away now, ask them not to open those rooms, or cancel and deal again.',
      ].join('\n'),

    // ── night ───────────────────────────────────────────────────────────────────────────
    'night.zero.title': () => 'Night 0 — introductions. The city falls asleep',
    'night.zero.step': ({ step, endsAt }, f) => {
      const ends = f.relative(endsAt);
      if (step.kind === 'look')
        return `The ${f.role(step.role)} wakes up and looks at the city. Back to sleep ${ends}.`;
      switch (step.who) {
        case 'GAMBINO':
          return `The Gambino family wakes up to meet; the Father shows himself. Back to sleep ${ends}.`;
        case 'KA':
          return `The K&A gang wakes up to meet; the Gang Head shows himself. Back to sleep ${ends}.`;
        case 'MAFIA':
          return `The mafia wakes up to meet; the Don shows himself. Back to sleep ${ends}.`;
        case 'LEADERS':
          return `The Father and the Gang Head wake up to make a plan. Back to sleep ${ends}.`;
      }
    },
    'night.meeting.title': ({ who }) =>
      ({
        GAMBINO: 'Gambino family meeting',
        KA: 'K&A gang meeting',
        MAFIA: 'Mafia meeting',
        LEADERS: 'The Father and the Gang Head',
      })[who],
    'night.meeting.members': ({ members, leaders }, f) =>
      [
        ...members.map(
          (member) =>
            `${f.seat(member.seat)} ${f.user(member.userId)}${leaders.includes(member.seat) ? ' — leader' : ''}`,
        ),
        'Agree on a plan now: after this night you will have no way to talk to each other.',
      ].join('\n'),
    'night.title': ({ night }) => `Night ${night}. The city falls asleep`,
    'night.window': ({ endsAt, preset }, f) =>
      `${preset === 'forum' ? 'The mafia choose in their channel; the other night moves are made in DMs.' : 'Night moves are made in DMs.'} The city wakes up ${f.relative(endsAt)}.`,
    'night.prompt.title': ({ action, night }) => `Night ${night}: ${ACTION_NOUN[action]}`,
    'night.prompt.current': ({ action, targets }, f) =>
      `Your choice: ${actionWithTargets(f, action, targets)}.`,
    'night.prompt.none': ({ action }) =>
      `${ACTION_NOUN[action][0]?.toUpperCase() ?? ''}${ACTION_NOUN[action].slice(1)}: no choice made yet.`,
    'night.prompt.deadline': ({ endsAt }, f) =>
      `You can change your choice until the night ends ${f.relative(endsAt)}. The last one counts.`,
    'night.prompt.shooters': ({ shooters }, f) =>
      `Shooting: ${f.seats(shooters)}. The kill happens only if all of them name the same player.`,
    'night.prompt.choices': ({ choices }, f) =>
      choices.length > 0
        ? `Mafia choices: ${choices.map((choice) => `${f.seat(choice.seat)} → ${f.seat(choice.target)}`).join(', ')}. The player named by the most mafiosi is killed (a tie is drawn by lot).`
        : 'The mafia has not chosen anyone yet. Without a choice there is no kill.',
    'control.nightTarget': ({ action }) => ACTION_PLACEHOLDER[action],
    'control.nightTargetSecond': () => 'Second player to compare',
    'control.seatOption': ({ seat, name }, f) => `Seat ${f.seat(seat)} — ${name}`.slice(0, 100),
    'night.result.check': ({ seat, side, preset }, f) =>
      preset === 'forum'
        ? `Check: ${f.seat(seat)} is ${side === 'black' ? 'mafia' : 'not mafia'}.`
        : `Check: ${f.seat(seat)} is ${side}.`,
    'night.result.leaderCheck': ({ seat, found, role }, f) =>
      `Check: ${f.seat(seat)} is ${found ? 'the' : 'not the'} ${f.role(role)}.`,
    'night.result.compare': ({ first, second, same, preset }, f) =>
      preset === 'forum'
        ? `Comparison: ${f.seat(first)} and ${f.seat(second)} are on ${same ? 'the same side' : 'different sides'}.`
        : `Comparison: ${f.seat(first)} and ${f.seat(second)} are on ${same ? 'the same team' : 'different teams'}.`,
    'night.accepted': ({ action, targets }, f) =>
      `Accepted: ${actionWithTargets(f, action, targets)}. You can change it until the night ends.`,
    'morning.title': ({ day }) => `Good morning, city! Day ${day}`,
    'morning.killed': ({ seat, userId }, f) =>
      `Tonight player ${f.seat(seat)} was killed — ${f.user(userId)}.`,
    'morning.killedRevealed': ({ seat, userId, role }, f) =>
      `Tonight player ${f.seat(seat)} was killed — ${f.user(userId)}. Role: ${f.role(role)}.`,
    'morning.nobody': () => 'Nobody left the game tonight.',
    'morning.blocked': ({ seat }, f) =>
      `Player ${f.seat(seat)} has no vote today: the FBI Agent blocked it.`,

    // ── day ─────────────────────────────────────────────────────────────────────────────
    'day.title': ({ day }) => `Day ${day}`,
    'day.order': ({ opener, order, voteCancelled }, f) =>
      [
        `${f.seat(opener)} speaks first. Speaking order: ${order.map(f.seat).join(', ')}.`,
        ...(voteCancelled
          ? [
              'There is no vote today (a disqualification): nominations are accepted but not voted on.',
            ]
          : []),
      ].join('\n'),
    'speech.title': speechTitle,
    'speech.speaker': ({ seat, userId }, f) => `Speaking: ${f.seat(seat)} ${f.user(userId)}`,
    'speech.deadline': ({ endsAt }, f) => `Time runs out ${f.relative(endsAt)}.`,
    'speech.nominations': ({ nominations }, f) =>
      nominations.length > 0
        ? `Nominated: ${nominations.map((entry) => f.seat(entry.target)).join(', ')}.`
        : 'Nobody is nominated yet.',
    'speech.bestMove': ({ seat }, f) =>
      `${f.seat(seat)}, your Best Move: name up to three living players you believe are black.`,
    'speech.warning': ({ seat, seconds }, f) =>
      `${f.seat(seat)}, ${count(f, seconds, ['second', 'seconds', 'seconds'])} left.`,
    'speech.passed': ({ seat }, f) => `${f.seat(seat)} ends the speech.`,
    'control.nominate': () => 'Nominate a player',
    'control.pass': () => 'End my speech',
    'control.bestMove': () => 'Best Move: up to three players',
    'nomination.made': ({ by, target }, f) => `${f.seat(by)} nominates ${f.seat(target)}.`,
    'nomination.accepted': ({ target }, f) => `Your nomination of ${f.seat(target)} is accepted.`,
    'bestMove.recorded': ({ seat, named }, f) => `Best Move of ${f.seat(seat)}: ${f.seats(named)}.`,
    'vote.title': ({ day, round }) => (round === 1 ? `Vote — day ${day}` : `Revote — day ${day}`),
    'vote.candidate': ({ seat, voters, autoVoters, open, endsAt }, f) => {
      const total = voters.length + autoVoters.length;
      const who = [
        ...(voters.length > 0 ? [voters.map(f.seat).join(', ')] : []),
        ...(autoVoters.length > 0 ? [`not cast: ${autoVoters.map(f.seat).join(', ')}`] : []),
      ];
      const line = `**${f.seat(seat)}** — ${count(f, total, VOTES)}${who.length > 0 ? ` (${who.join('; ')})` : ''}`;
      if (!open) return line;
      return `${line} ◀ voting now${endsAt !== undefined ? `, closes ${f.relative(endsAt)}` : ''}`;
    },
    'vote.blocked': ({ seat }, f) => `${f.seat(seat)} has no vote today: blocked by the FBI Agent.`,
    'vote.eligible': ({ count: n }) => `Voters: ${n}. A vote not cast goes to the last candidate.`,
    'control.vote': ({ seat }, f) => `Vote for ${f.seat(seat)}`,
    'vote.accepted': ({ seat }, f) => `Your vote for ${f.seat(seat)} is counted.`,
    'vote.none': ({ day, reason }) =>
      ({
        noNominees: `Day ${day}: nobody was nominated — no vote.`,
        cancelled: `Day ${day}: there is no vote (a disqualification).`,
        singleDayOne: `Day ${day}: only one nominee — on day 1 there is no vote.`,
      })[reason],
    'vote.single': ({ seat }, f) =>
      `Only one nominee, ${f.seat(seat)}: the player leaves the game without a vote.`,
    'vote.out': ({ seat, votes }, f) =>
      `${f.seat(seat)} leaves the game by the vote (${count(f, votes, VOTES)}).`,
    'vote.tie': ({ seats }, f) =>
      `A tie: ${f.seats(seats)}. Each gets a tie speech, then a revote.`,
    'vote.tieAgain': ({ seats, outcome }, f) =>
      ({
        eliminateAll: `A tie again: ${f.seats(seats)}. Now the eliminate-all vote.`,
        wholeTable: `A tie again, and the whole table is tied (${f.seats(seats)}). No further vote; nobody leaves.`,
        geo76: `A tie again (${f.seats(seats)}) with four at the table. The vote is over; night falls (rule 7.6).`,
      })[outcome],
    'eliminateAll.title': ({ seats }, f) => `Eliminate all: should ${f.seats(seats)} leave?`,
    'eliminateAll.tally': ({ yes, eligible, needed, endsAt }, f) =>
      `Yes: ${yes} of ${eligible}, ${needed} needed. Not pressing counts as no.${endsAt !== undefined ? ` The vote closes ${f.relative(endsAt)}.` : ''}`,
    'control.yes': () => 'Yes — all leave',
    'control.no': () => 'No',
    'eliminateAll.accepted': ({ yes }) => `Your "${yes ? 'yes' : 'no'}" is counted.`,
    'eliminateAll.result': ({ seats, passed, yes, needed }, f) =>
      passed
        ? `Yes: ${yes} (${needed} needed). ${f.seats(seats)} leave the game.`
        : `Yes: ${yes}, but ${needed} needed. Nobody leaves.`,
    'departure.lastWord': ({ seat, reason }, f) =>
      reason === 'killed'
        ? `Last word of ${f.seat(seat)}, killed tonight.`
        : `Last word of ${f.seat(seat)}.`,

    // ── discipline ──────────────────────────────────────────────────────────────────────
    'foul.recorded': ({ seat, count: n, consequence, reason }, f) => {
      const tail = {
        none: '.',
        silenced: ' loses the next speech (may still nominate).',
        removed: ' leaves the game, with no last word.',
      }[consequence];
      return `${ordinal(n)} foul: seat ${f.seat(seat)}${tail}${withReason(reason)}`;
    },
    'foul.undone': ({ seat, count: n }, f) =>
      `A foul on ${f.seat(seat)} is withdrawn. ${n === 0 ? 'No fouls now' : `Now ${count(f, n, FOULS)}`}.`,
    'warning.recorded': ({ seat, reason }, f) =>
      `Warning to ${f.seat(seat)} (no foul).${withReason(reason)}`,
    disqualified: ({ seat, reason }, f) =>
      `Disqualification: ${f.seat(seat)} leaves the game with no last word.${withReason(reason)}`,
    teamLoss: ({ seat, reason }, f) =>
      `Team loss: ${f.seat(seat)} is disqualified and their team loses the game.${withReason(reason)}`,
    'vote.cancelledBy': ({ seat, which }, f) =>
      which === 'today'
        ? `${f.seat(seat)} was removed — there is no vote today.`
        : `${f.seat(seat)} was removed — there is no vote on the next day.`,
    'game.paused': () => 'Paused. The clock is stopped.',
    'game.resumed': () => 'The game goes on.',
    'game.skipped': () => 'The Judge ended the current step.',
    'game.extended': ({ seconds, endsAt }, f) =>
      seconds >= 0
        ? `The Judge added ${duration(f, seconds)}. This step ends ${f.relative(endsAt)}.`
        : `The Judge shortened this step by ${duration(f, seconds)}. New deadline: ${f.relative(endsAt)}.`,
    'game.phaseLength': ({ phase, hours }, f) =>
      `The host changed the ${phase} length to ${duration(f, hours * 3600)}, from the next ${phase} on. The current deadline does not change.`,
    'game.over': ({ result }, f) => gameOver(result, f),
    'game.report': report,

    // ── forum ───────────────────────────────────────────────────────────────────────────
    'forum.vote.title': ({ day }) => `Vote — day ${day}`,
    'forum.vote.tally': ({ tally, endsAt, live }, f) =>
      [
        ...(live
          ? tally.length > 0
            ? tally.map(
                (entry) =>
                  `**${f.seat(entry.seat)}** — ${count(f, entry.voters.length, VOTES)}: ${entry.voters.map(f.seat).join(', ')}`,
              )
            : ['No votes yet.']
          : ['The votes are shown when the vote closes.']),
        `You can change your vote until the day ends. The vote closes ${f.relative(endsAt)}.`,
      ].join('\n'),
    'control.forumVote': () => 'Vote for…',
    'control.unvote': () => 'Withdraw my vote',
    'forum.vote.accepted': ({ target }, f) =>
      target === null
        ? 'Your vote is withdrawn.'
        : `Your vote for ${f.seat(target)} is counted. You can change it until the day ends.`,
    'forum.day.result': ({ seat, role, votes }, f) =>
      `By the vote, ${f.seat(seat)} is jailed (${count(f, votes, VOTES)}). Role: ${f.role(role)}.`,
    'forum.day.tie': ({ seats }, f) => `A tie: ${f.seats(seats)}. A duel is declared.`,
    'forum.day.nobody': () => 'Not a single vote — nobody leaves the game today.',
    'forum.removed': ({ seat, role }, f) =>
      `${f.seat(seat)} is removed from the game. Role: ${f.role(role)}.`,
    'duel.title': ({ seats, round }, f) =>
      `Duel: ${seats.map(f.seat).join(' vs ')}, round ${round}`,
    'duel.window': ({ endsAt }, f) =>
      `Moves are made in DMs. The round ends ${f.relative(endsAt)}. Whoever makes no move loses.`,
    'duel.prompt': ({ round, opponents, submitted }, f) =>
      `Duel with ${f.seats(opponents)}, round ${round}: ${
        submitted
          ? 'move accepted; you can change it until the round ends'
          : 'choose your cover and your shot (positions 1–3)'
      }`,
    'control.duelCover': () => 'Cover: where you hide (1–3)',
    'control.duelTarget': () => 'Shoot at',
    'control.duelPosition': () => 'Shot: at which position (1–3)',
    'control.position': ({ position }) => `Position ${position}`,
    'duel.accepted': () => 'Move recorded.',
    'duel.round': ({ round, moves, hits }, f) =>
      [
        `**Duel, round ${round}**`,
        ...moves.map((move) =>
          move.cover > 0 && move.target > 0 && move.position > 0
            ? `${f.seat(move.seat)}: cover ${move.cover}, shot at ${f.seat(move.target)} position ${move.position}`
            : `${f.seat(move.seat)}: no move`,
        ),
        `Hits: ${hits.map((entry) => `${f.seat(entry.seat)}: ${entry.hits}`).join(', ')}`,
      ].join('\n'),
    'duel.lost': ({ seat, role, why }, f) => {
      const head = {
        hits: `${f.seat(seat)} loses the duel: the most hits.`,
        noMove: `${f.seat(seat)} made no move and loses the duel.`,
        draw: `Three rounds without a result — by lot, ${f.seat(seat)} loses the duel.`,
      }[why];
      return `${head} The player is jailed. Role: ${f.role(role)}.`;
    },
    'forum.quietCycles': ({ cycles }, f) =>
      `Nobody has left the game for ${count(f, cycles, ['round', 'rounds', 'rounds'])} in a row. Forum games have no draw: the committee (AKM) decides.`,

    // ── status ──────────────────────────────────────────────────────────────────────────
    'status.summary': statusSummary,

    // ── rule errors ─────────────────────────────────────────────────────────────────────
    'error.internal': () =>
      'Internal error: the command was not carried out and the game is unchanged. Please try again.',
    'error.gameOver': () => 'The game is already over.',
    'error.notLobby': () => 'Sign-up is closed: the roles are dealt.',
    'error.lobbyFull': ({ max }, f) => `No seats left: ${count(f, max, PLAYERS)} is the maximum.`,
    'error.bannedForSkips': ({ count: n }) =>
      `You cannot sign up: you were removed for skipped moves in ${n} games of this server, and after 3 a player takes no further part (rules 7.10.4).`,
    'error.alreadyJoined': () => 'You have already joined.',
    'error.notJoined': () => 'You have not joined this game.',
    'error.judgeCannotPlay': () => 'The Judge cannot play in their own game.',
    'error.notJudge': () => "Only the game's Judge can do that.",
    'error.playerCount': ({ min, max, count: n }) =>
      `Cannot deal: ${n} signed up, but ${min === max ? `exactly ${min}` : `${min} to ${max}`} players are needed.`,
    'error.wrongPhase': () => 'You cannot do that at this point of the game.',
    'error.paused': () => 'The game is paused. Wait for the Judge to resume it.',
    'error.notPaused': () => 'The game is not paused.',
    'error.notAPlayer': () => 'You are not playing in this game.',
    'error.playerOut': () => 'That player has already left the game.',
    'error.noSuchSeat': ({ seat }, f) => `There is no seat ${f.seat(seat)} in this game.`,
    'error.notYourTurn': () => 'It is not your speech now.',
    'error.noAction': () => 'You have no such night move.',
    'error.targetOut': ({ seat }, f) =>
      `${f.seat(seat)} has already left the game — choose someone else.`,
    'error.targetSelf': () => 'You cannot choose yourself.',
    'error.targetRepeat': ({ seat }, f) =>
      `${f.seat(seat)} was your target last night: you cannot choose the same player two nights running.`,
    'error.lawyerSelfUsed': () =>
      'You can protect yourself only once per game, and you already have.',
    'error.targetCount': ({ expected }, f) =>
      expected === 1
        ? 'Choose one player.'
        : expected === 2
          ? 'Choose two different players.'
          : `Choose ${count(f, expected, PLAYERS)}.`,
    'error.targetsDistinct': () => 'The players must all be different.',
    'error.alreadyNominated': ({ target }, f) =>
      `You already nominated ${f.seat(target)} today: one nomination per day.`,
    'error.candidateTaken': ({ seat }, f) =>
      `${f.seat(seat)} is already nominated. You may nominate someone else.`,
    'error.notNominationSlot': () =>
      'You can nominate only during your own speech, not in a tie speech or a last word.',
    'error.closed': () => 'This is closed: the step is over.',
    'error.alreadyVoted': () => 'You have already voted.',
    'error.notEligible': () => 'You have no vote in this vote.',
    'error.bestMoveNotYours': () => 'The Best Move is not yours to make now.',
    'error.bestMoveTooMany': () => 'A Best Move names one to three players.',
    'error.bestMoveSelf': () => 'You cannot name yourself in the Best Move.',
    'error.bestMoveDone': () => 'The Best Move has already been made.',
    'error.timerStale': () => 'That timer is out of date: the step has moved on.',
    'error.noTimer': () => 'No timed step is running now.',
    'error.shortenNotice': ({ minutes }, f) =>
      `Cannot shorten that much: the new deadline must be at least ${duration(f, minutes * 60)} from now.`,
    'error.badHours': ({ max }) => `Give a whole number of hours from 1 to ${max}.`,
    'error.badSeconds': () =>
      'Give a whole number of seconds, not zero. Shortening (a negative number) is for forum games only.',
    'error.notDuellist': () => 'You are not in the duel.',
    'error.badMove': () =>
      'Invalid move: positions are 1 to 3, and you can shoot only at an opponent.',
    'error.notDealt': () => 'The roles have not been dealt yet.',
    'error.alreadyFouledOut': () => 'That player already has four fouls and has left the game.',
    'error.noFouls': () => 'That player has no fouls.',
    'error.notForum': () => 'That exists only in forum games.',
    'error.userInGame': () => 'That member is already in a game.',

    // ── adapter: refusals ───────────────────────────────────────────────────────────────
    'error.storeUnavailable': () =>
      'The game store is unavailable right now. Try again in a minute: the game is unchanged.',
    'error.noGame': () => 'There is no game in this channel.',
    'error.channelBusy': ({ gameId }) =>
      `Game ${code(gameId)} is already running in this channel. One game per channel: wait for it to end or start one in another channel.`,
    'error.busy': () => 'The bot is handling another action in this game. Try again in a moment.',
    'ui.noGameHere': () => 'No game is running here. Start one with `/mafia start`.',
    'ui.noGameOfYours': () => 'You are not playing or judging any game on this server.',
    'ui.notAdmin': () => 'This command is for server admins (the Manage Server permission).',
    'ui.voiceRequired': ({ preset }, f) =>
      `${f.preset(preset)} needs a voice channel: join one, or name it in the ${code('voice')} option.`,
    'ui.textChannelOnly': () =>
      "A game is played in a server's text channel: its lobby and screens are posted there, and the black teams meet in private threads of it. Run `/mafia start` in a text channel, not in a voice channel's chat, a thread or an announcement channel.",
    'ui.forumNoVoice': () => 'A forum game is played in text: it needs no voice channel.',
    'ui.unexpected': () =>
      'Something went wrong. Please try again; if it happens again, tell the Judge.',
    'ui.badSeats': ({ input }) =>
      `Could not read the seat numbers "${input}". Give one to three numbers separated by spaces, e.g. 3 5 8.`,
    'ui.notInThisGame': ({ userId }, f) => `${f.user(userId)} is not playing in this game.`,
    'ui.forumOnly': () =>
      'day_hours and night_hours are for forum games only: a sports game keeps its own timings.',
    'ui.missingPermissions': ({ permissions }, f) =>
      `The bot is missing permissions in this channel: ${f.list(permissions.map((name) => `**${PERMISSIONS[name]}**`))}. Grant them to the bot's role (or in the channel settings) and run the command again.`,

    // ── adapter: acknowledgements ───────────────────────────────────────────────────────
    'ui.started': ({ gameId }) => `Sign-up is open. Game ${code(gameId)}.`,
    'ui.done': () => 'Done.',
    'ui.settingsSaved': (p, f) => {
      const lines = settingsLines(p, f, false);
      return lines.length > 0
        ? ['**Settings saved**', ...lines].join('\n')
        : 'Nothing changed: no setting was given.';
    },
    'ui.settingsShown': (p, f) => ['**Server settings**', ...settingsLines(p, f, true)].join('\n'),
    'ui.settingsConflict': ({ setting }) =>
      `${SETTINGS[setting]} is both set and reset in this command: do one or the other. Nothing changed.`,

    // ── adapter: controls and notices ───────────────────────────────────────────────────
    'ui.openInbox': () => 'My messages',
    'ui.inboxTitle': () => 'Your messages from the bot',
    'ui.inboxEmpty': () => 'No new messages.',
    'ui.dmClosed': ({ userIds }, f) =>
      `${f.list(userIds.map((id) => f.user(id)))}: your DMs are closed. Use the buttons below for your role and night moves (only you will see them).`,
    'ui.closedScreen': () => 'This step is over.',
    'ui.mafiaChannel.intro': ({ gameId, userIds }, f) =>
      [
        `**The mafia's private channel** (game ${code(gameId)}): ${f.list(userIds.map((id) => f.user(id)))}.`,
        'Talk here for the whole game; at night you also choose your victim here. Nobody but you can see this channel: not the Judge, not the other players. A mafioso who leaves the game can still read it but can no longer write.',
      ].join('\n'),
    'ui.mafiaChannel.joined': ({ userId, seat }, f) =>
      `${f.user(userId)} takes seat ${f.seat(seat)} and joins the channel.`,
    'ui.mafiaChannel.archived': () =>
      "The game is over. This channel stays read-only, as the record of the mafia's talk.",
    'judge.noMutePermission': () =>
      'The bot lacks the Mute Members permission, so it cannot manage microphones in the voice channel. Please grant it.',
    'flag.title': ({ kind, seat }, f) =>
      `${{ outOfTurn: 'Out-of-turn speech?', disconnect: 'Away from the table?', leak: 'A message in the game channel:' }[kind]} ${f.seat(seat)}`,
    'flag.details': ({ kind, seat, userId, at, seconds, night }, f) => {
      if (kind === 'leak')
        return `${f.seat(seat)} ${f.user(userId)} wrote in the game channel ${night ? 'at night' : 'out of turn'} at ${f.time(at)}; the bot deleted it. Confirm to ${night ? 'disqualify (5.1.10)' : 'give a foul (5.1.15)'}, or dismiss.`;
      return kind === 'outOfTurn'
        ? `The bot heard ${f.seat(seat)} ${f.user(userId)} speak out of turn${seconds !== undefined ? ` for ${seconds} s` : ''} at ${f.time(at)}. Confirm to give a foul (5.1.15), or dismiss.`
        : `${f.seat(seat)} ${f.user(userId)} left the game's voice channel and did not come back within the grace period (noticed at ${f.time(at)}). Confirm to disqualify (5.1.11), or dismiss.`;
    },
    'control.confirmFlag': ({ kind, night }) =>
      kind === 'disconnect' || (kind === 'leak' && night === true)
        ? 'Confirm: disqualify'
        : 'Confirm: foul',
    'control.dismissFlag': () => 'Dismiss',
    'flag.dismissed': ({ seat }, f) => `Dismissed: no penalty for ${f.seat(seat)}.`,
    'skip.reminder': ({ night }) =>
      `You made no move on night ${night}. This is your first skip: a second skip on the very next night removes you from the game, and a third skip at any time does too.`,
    'skip.warning': ({ count }) =>
      `You skipped your move again (${count} skips in this game). This is a warning; one more skip removes you from the game.`,
    'skip.flagged': ({ seat, count }, f) =>
      `${f.seat(seat)} has skipped ${count} night moves (not in a row): warned. One more removes the player.`,
    'forum.inactive': ({ seat, role }, f) =>
      `${f.seat(seat)} is removed for inactivity (3.4.8/3.4.9). Role: ${f.role(role)}.`,
    'activity.reminder': ({ count, min }) =>
      `A reminder: you have written ${count} of the ${min} messages a day asks for in the game channel.`,
    'activity.report': ({ entries, min, day }, f) =>
      [
        `**Activity, day ${day}** — fewer than ${min} messages in the game channel:`,
        ...entries.map((entry) => `${f.seat(entry.seat)}: ${entry.count}`),
      ].join('\n'),
    'forum.replaced': ({ seat, fromUserId, toUserId }, f) =>
      `Replacement: ${f.user(toUserId)} takes ${f.seat(seat)} instead of ${f.user(fromUserId)}.`,
    'forum.history': ({ seat }, f) =>
      `**The history of seat ${f.seat(seat)} so far** — what this seat did at night and learned before you took it:`,
    'forum.history.move': ({ night, action, targets }, f) =>
      `Night ${night}, the move: ${actionWithTargets(f, action, targets)}.`,
    'error.noSuchFlag': () => 'This question was already answered.',
    'judge.voiceUnavailable': ({ reason }) =>
      `The bot cannot speak in the game's voice channel (${
        {
          voiceDisabled: 'voice is not available on this bot',
          channelMissing: 'the voice channel is gone',
          missingPermissions: 'it lacks View Channel, Connect or Speak there',
          joinFailed: 'joining failed several times',
          guildBusy: 'another game of this server already has the voice connection',
        }[reason]
      }): no narration in voice. Muting and the whole game go on as usual.`,
    'judge.effectFailed': ({ what }) =>
      `The bot could not carry out an action (${code(what)}). The game goes on; check the bot's permissions in the channel.`,
    'judge.undelivered': ({ userId, seat, kind, reason }, f) =>
      [
        `Private message not delivered: ${seat ? `${f.seat(seat)} ` : ''}${f.user(userId)} — ${
          {
            roleCard: 'the role card',
            nightPrompt: 'the night move prompt',
            nightResult: 'the night check result',
            duelPrompt: 'the duel move prompt',
            other: 'a message of the game',
          }[kind]
        }.`,
        reason === 'dmClosed'
          ? 'Their direct messages from this server are closed.'
          : 'Discord refused the message.',
        "They can read it with `/mafia role` in any channel of the server or with the **My messages** button under the bot's note in the game channel (only they see it): tell them if they may not know.",
      ].join(' '),
    'judge.undeliveredSomeone': () =>
      "A player's private message could not be delivered; they can read it with the **My messages** button or with `/mafia role` (only they see it). Open your direct messages from this server to be told whose.",
    'judge.title': () => '**For the Judge**',

    // ── the picture of the table (short words drawn on the PNG) ──────────────────────────
    'picture.caption': ({ preset, phase, day, stage, paused, left }, f) =>
      [
        f.preset(preset),
        {
          lobby: 'sign-up',
          night: day === 0 ? 'night 0 (introductions)' : `night ${day}`,
          day: `day ${day}`,
          ended: 'game over',
        }[phase],
        ...(stage
          ? [
              {
                lastWords: 'last words',
                speeches: 'speeches',
                voting: 'the vote',
                tieSpeeches: 'tie speeches',
                eliminateAll: 'vote: all of them out?',
                forumVoting: 'voting',
                duel: 'the duel',
              }[stage],
            ]
          : []),
        ...(paused ? ['paused'] : left ? [`${left} left`] : []),
      ].join(' · '),
    'picture.centre': ({ phase, day }) =>
      ({ lobby: 'Sign-up', night: `Night ${day}`, day: `Day ${day}`, ended: 'Game over' })[phase],
    'picture.floor': ({ seat, kind }) =>
      ({
        regular: `Speaking: #${seat}`,
        silenced: `#${seat} is silenced (3 fouls)`,
        short: `Speaking: #${seat}, 30 s`,
        tie: `Tie speech: #${seat}`,
        lastWord: `Last word: #${seat}`,
      })[kind],
    'picture.out': ({ reason, day, phase, preset }) =>
      `${{ killed: 'killed', voted: preset === 'forum' ? 'jailed' : 'voted out', removed: 'removed' }[reason]} · ${phase === 'day' ? 'day' : 'night'} ${day}`,
    'picture.winner': ({ winner }) =>
      ({ red: 'The town wins', black: 'Black wins', draw: 'A draw', aborted: 'Game stopped' })[
        winner
      ],
    'picture.alt': ({ alive, out }) => `The table: ${alive} in the game, ${out} out`,

    // ── slash commands (1–100 characters each) ──────────────────────────────────────────
    'cmd.mafia': () => 'Sports mafia: sign-up, roles, night, speeches, votes',
    'cmd.start': () => 'Open sign-up for a game in this channel',
    'cmd.start.preset': () => 'Game type: stylized, classic or forum',
    'cmd.start.voice': () => "The game's voice channel (default: the one you are in)",
    'cmd.start.judge': () => 'The Judge (default: you)',
    'cmd.start.day_hours': () => 'Forum: day length in hours (default 24)',
    'cmd.start.night_hours': () => 'Forum: night length in hours (default 12)',
    'cmd.join': () => 'Join the game',
    'cmd.leave': () => 'Leave the sign-up',
    'cmd.role': () => 'Show my role (only you see it)',
    'cmd.status': () => 'Summary: phase, who is in, fouls, time left',
    'cmd.nominate': () => 'Nominate a player for the vote (during your speech)',
    'cmd.nominate.player': () => 'Whom to nominate',
    'cmd.pass': () => 'End your speech early',
    'cmd.bestmove': () => 'Best Move: up to three players you believe are black',
    'cmd.bestmove.players': () => 'Seat numbers separated by spaces, e.g. 3 5 8',
    'cmd.vote': () => 'Forum: vote for a player',
    'cmd.vote.player': () => 'Whom you vote for',
    'cmd.unvote': () => 'Forum: withdraw your vote',
    'cmd.foul': () => 'Judge: give a player a foul',
    'cmd.unfoul': () => "Judge: withdraw a player's foul",
    'cmd.warn': () => 'Judge: spoken warning (no foul)',
    'cmd.disqualify': () => 'Judge: disqualify — the player leaves at once',
    'cmd.penalty': () => "Judge: team loss for the offender's team — the game ends",
    'cmd.option.player': () => 'The player',
    'cmd.option.reason': () => 'The violation, from the rules',
    'cmd.option.details': () => 'Details in your own words',
    'cmd.pause': () => 'Judge: pause the game',
    'cmd.resume': () => 'Judge: resume the game',
    'cmd.skip': () => 'Judge: end the current speech or step (forum: shorten with extend instead)',
    'cmd.extend': () => 'Judge: extend the current step',
    'cmd.extend.seconds': () => 'How many seconds (forum: negative to shorten)',
    'cmd.phaseLength': () => 'Judge, forum: the length of the days or nights to come',
    'cmd.phaseLength.phase': () => 'Day or night',
    'cmd.phaseLength.hours': () => 'The new length in hours (from the next phase on)',
    'cmd.end': () => 'Judge: stop the game (the deal is revealed, everyone unmuted)',
    'cmd.replace': () => 'Judge, forum: replace a player with a substitute',
    'cmd.replace.with': () => 'Who takes the seat',
    'cmd.settings': () => "The bot's settings on this server (admins)",
    'cmd.settings.language': () => 'Language of game messages',
    'cmd.settings.judge_role': () => 'A role whose members may judge any game on this server',
    'cmd.settings.speech_seconds_stylized': () => 'Speech length in stylized games, in seconds',
    'cmd.settings.speech_seconds_classic': () => 'Speech length in classic games, in seconds',
    'cmd.settings.night_seconds': () => 'Night length in seconds (stylized and classic)',
    'cmd.settings.floor_control': () => 'Microphones by day: only the speaker, or nobody muted',
    'cmd.settings.default_preset': () => 'Default game type',
    'cmd.settings.reset': () => 'Take this setting back to its default',
    'choice.setting': ({ setting }) => SETTINGS[setting],
    'choice.phase.day': () => 'Day',
    'choice.phase.night': () => 'Night',
    'choice.floor.mute': () => 'Only the speaker can talk',
    'choice.floor.detect': () => 'Nobody muted; the Judge watches',
    'choice.language.ru': () => 'Russian',
    'choice.language.en': () => 'English',
  },
};
