import { correctionLine } from './corrections.ts';
import type { PhraseBook } from '../book.ts';
import { LINES } from './lines.ts';
import { NOTICES } from './notices.ts';
import { PICTURE } from './picture.ts';
import { TABLE } from './table.ts';
import { WORDS } from './words.ts';

/** The words of the shared formatters: role card, report, timeline, settings, status. */
export const FORMATS: Omit<PhraseBook, 'words' | 'names' | 'texts'> = {
  card: {
    title: (role) => `**Your role: ${role}**`,
    teamWord: 'Team',
    sideWord: 'Side',
    seatLine: (word, side, seat) => `${word}: ${side}. Your seat: ${seat}.`,
    side: {
      town: 'the town',
      mafia: 'the mafia',
      red: 'red',
      blackMafia: 'black (the mafia)',
      blackTeam: (team) => `${team} (black)`,
    },
    descriptions: {
      stylized: {
        MAFIOSO:
          'A member of the Gambino family, black. While the Father or the Gang Head is in the game, they shoot. Once both leaders are out, every living black player shoots, and the kill happens only if they all name the same player.',
      },
      classic: {
        MAFIOSO:
          'Black. Every night you shoot together with the Don and the other mafiosi: the kill happens only if every living black player names the same player. Any living player may be shot.',
      },
      forum: {
        MAFIOSO:
          'Every night the mafia chooses a victim in its private channel: each mafioso names a target, and the player named by the most mafiosi is killed (a tie is drawn by lot). If nobody chooses, there is no kill.',
        CIVILIAN: 'Town. No night move: find the mafia by day, in the discussion and the vote.',
        DETECTIVE:
          'Town. Every night checks one living player (not himself) and learns by morning whether that player is mafia.',
        JOURNALIST:
          'Town. Every night picks two different living players (not himself) and learns by morning whether they are on the same side.',
        FBI_AGENT:
          'Town. Every night picks one living player (not himself): that player has no vote all next day, and this is announced in the morning. Never the same player two nights running.',
      },
    },
    teammates: (seats) => `Your teammates: ${seats}.`,
    alone: 'Nobody else is on your team.',
    youLead: (role) => `You lead the team (${role}).`,
    leader: (role, seat) => `Team leader (${role}): ${seat}.`,
    nightZero: 'Night 0 is for introductions only: no shots, no checks.',
    win: {
      town: 'The town wins when no mafia is left in the game.',
      mafia: 'The mafia wins when no town player is left in the game.',
      red: 'Red wins when no black player is left at the table.',
      black: 'Black wins when black players are at least as many as red ones at the table.',
      together: 'The Gambino family and the K&A gang win together.',
    },
    secret: '_Do not show or forward this message to anyone._',
  },

  report: {
    title: (preset) => `**Game report** — ${preset}`,
    gameOver: '**Game over.**',
    winner: {
      red: 'The town (red) wins!',
      blackTeams: (teams) => `Black wins: ${teams}!`,
      mafia: 'The mafia wins!',
      draw: 'A draw.',
      cancelled: 'The game did not take place: sign-up was cancelled.',
      stopped: 'The Judge stopped the game.',
    },
    reason: {
      allBlacksOut: 'Every black player has left the game.',
      parity: 'Black players are at least as many as red ones at the table.',
      quietCycles: 'Nobody left the game for three rounds in a row.',
      fourMisses: 'With four at the table, black missed three nights in a row (rule 7.6).',
      teamLossOf: (seat) => `The team of ${seat} is declared lost.`,
      teamLoss: "The offender's team is declared lost.",
      allTownOut: 'No town player is left in the game.',
    },
    section: { day: (n) => `Day ${n}`, night: (n) => `Night ${n}` },
    roles: '**Roles**',
    side: { RED: 'red', MAFIA: 'black', GAMBINO: 'Gambino family', KA: 'K&A gang' },
    forumSide: { town: 'town', mafia: 'mafia' },
    toTheEnd: 'to the end',
    bestMove: '**Best Move**',
    bestMoveLine: (seat, named, hits, of) => `${seat} named ${named}: ${hits} of ${of} black.`,
    timeline: '**Timeline**',
    deal: {
      title: '**Deal check**',
      commitment: (code) => `Commitment (published before the deal): ${code}`,
      serverSeed: (code) => `Server seed: ${code}`,
      finalSeed: (code) => `Final seed: ${code}`,
      configHash: (code) => `Config hash: ${code}`,
      verify:
        'Anyone can verify the deal: save the attached deal record and run `npm run verify-deal -- <file>`.',
    },
  },

  timeline: {
    dealt: (time) => `Roles dealt at ${time}.`,
    night: {
      kill: (seat) => `Shot at ${seat}: killed.`,
      save: (seat) => `Shot at ${seat}: saved by protection.`,
      none: 'No shot.',
      miss: 'A miss.',
    },
    found: {
      red: 'red',
      black: 'black',
      mafia: 'mafia',
      notMafia: 'not mafia',
      notRole: (role) => `not the ${role}`,
      sameTeam: 'same team',
      otherTeams: 'different teams',
      sameSide: 'same side',
      otherSides: 'different sides',
    },
    nomination: (by, target) => `${by} nominated ${target}.`,
    vote: {
      title: 'Vote',
      revote: 'Revote',
      only: (seat) => `Only one nominee, ${seat}: leaves the game without a vote.`,
      none: (title) => `${title}: no votes.`,
      notCast: (seats) => `not cast: ${seats}`,
      candidate: (seat, votes, voters) => `${seat}: ${votes} (${voters})`,
      leaves: (seats) => `${seats} leaves.`,
      tie: 'A tie.',
    },
    eliminateAll: {
      line: (candidates, yes, outcome) => `Eliminate all (${candidates}): yes: ${yes}. ${outcome}`,
      nobody: 'nobody',
      passed: 'Passed: they all leave.',
      failed: 'Failed.',
    },
    forumVote: {
      line: (day, votes, outcome) => `Day ${day} vote: ${votes}. ${outcome}`,
      noVotes: 'no votes',
      jailed: (seats) => `${seats} is jailed.`,
      tie: (seats) => `A tie: ${seats}, a duel.`,
      nobody: 'Nobody leaves.',
    },
    duel: {
      line: (round, moves, hits) => `Duel, round ${round}: ${moves}. Hits: ${hits}.`,
      noMoves: 'no moves',
      move: (seat, cover, target, position) =>
        `${seat}: cover ${cover}, shot at ${target} position ${position}`,
      noMove: (seat) => `${seat}: no move`,
      hits: (seat, hits) => `${seat}: ${hits}`,
    },
    departure: {
      onDay: (day) => `on day ${day}`,
      onNight: (night) => `on night ${night}`,
      killed: (when) => `killed ${when}`,
      voted: (when) => `voted out ${when}`,
      jailed: (when) => `jailed ${when}`,
      removed: (when) => `removed ${when}`,
    },
    departed: (who, how) => `${who} leaves the game: ${how}.`,
    foul: (seat, ordinal, reason) => `Foul on ${seat} (${ordinal}).${reason}`,
    unfoul: (seat, count) => `A foul on ${seat} withdrawn (now ${count}).`,
    warning: (seat, reason) => `Warning to ${seat}.${reason}`,
    disqualified: (seat, reason) => `Disqualification of ${seat}.${reason}`,
    teamLoss: (who, reason) => `Team loss: ${who}.${reason}`,
    voteCancelled: (day) => `The day ${day} vote is cancelled.`,
    bestMove: (seat, named) => `Best Move of ${seat}: ${named}.`,
    paused: (time) => `Paused at ${time}.`,
    resumed: (time) => `Resumed at ${time}.`,
    skippedEarly: (what) => `The Judge ended early: ${what}.`,
    skipped: {
      night: (n) => `night ${n}`,
      floors: {
        regular: (seat) => `the speech of ${seat}`,
        silenced: (seat) => `the silenced slot of ${seat}`,
        short: (seat) => `the speech of ${seat}`,
        tie: (seat) => `the tie speech of ${seat}`,
        lastWord: (seat) => `the last word of ${seat}`,
      },
      stages: {
        voting: 'a voting window',
        eliminateAll: 'the eliminate-all vote',
        forumVoting: 'the day vote',
        duel: 'a duel round',
      },
      current: 'the current step',
    },
    phaseLength: (phase, seconds, f) =>
      `${phase === 'day' ? 'Day' : 'Night'} length set to ${f.duration(seconds)}, from the next ${phase} on.`,
    extended: (seconds, f) => `Time extended by ${f.duration(seconds)}.`,
    shortened: (seconds, f) => `Time shortened by ${f.duration(seconds)}.`,
    flag: (kind, who, confirmed) =>
      `${{ outOfTurn: 'Out-of-turn speech', disconnect: 'Away from the table', leak: 'A message in the game channel' }[kind]} flagged for ${who}: ${confirmed ? 'confirmed by the Judge' : 'dismissed by the Judge'}.`,
    skip: (who, night, count, sanction) =>
      `${who} skipped the move of night ${night} (${count} in all): ${
        {
          reminder: 'reminded',
          warning: 'warned, the Judge told',
          removed: 'removed for inactivity',
        }[sanction]
      }.`,
    replaced: (seat, from, to, day) => `${seat}: ${from} replaced by ${to} (day ${day}).`,
    undone: (action) => `Taken back by the Judge: ${action}`,
    correction: (c, f) => `The Judge's correction: ${correctionLine(c, f)}`,
  },

  settings: {
    names: {
      language: 'Language',
      judgeRoleId: 'Judge role',
      speechSecondsStylized: 'Speech (stylized)',
      speechSecondsClassic: 'Speech (classic)',
      nightSeconds: 'Night',
      floorControl: 'Microphones',
      defaultPreset: 'Default game',
      geo74: 'Rule 7.4',
      geo76: 'Rule 7.6',
    },
    languages: { ru: 'Russian', en: 'English', auto: "each member's Discord language" },
    notSet: 'not set',
    byDefault: (length) => `default (${length})`,
    backToDefault: 'back to the default',
    muteCapacity: (tokens, edits) =>
      `Mute capacity: ${tokens === 1 ? 'the bot alone' : `${tokens} bots (the bot and ${tokens - 1} helpers)`}, about ${edits} microphone changes per 10 s`,
    hint: (f) =>
      `Change one with ${f.command('mafia settings')} ${f.code('<setting>:<value>')}; take one back to its default with ${f.command('mafia settings')} ${f.code('reset:<setting>')}.`,
    saved: '**Settings saved**',
    nothingSaved: 'Nothing changed: no setting was given.',
    shown: '**Server settings**',
  },

  status: {
    lobby: (players, f) => `sign-up (${f.count(players, WORDS.players)} so far)`,
    nightZero: 'night 0 (introductions)',
    night: (n) => `night ${n}`,
    day: (n) => `day ${n}`,
    ended: 'game over',
    paused: 'paused',
    alive: (count, seats) => `In the game (${count}): ${seats}`,
    out: (count, seats) => `Out (${count}): ${seats}`,
    fouls: (list) => `Fouls: ${list}`,
    foulsOf: (seat, count) => `${seat}: ${count}`,
    noFouls: 'No fouls',
    pausedLine: 'The game is paused: the clock is stopped.',
    endsAt: (when) => `This step ends ${when}`,
  },
  lines: LINES,
  notices: NOTICES,
  picture: PICTURE,
  table: TABLE,
};
