import type { LinePhrases } from '../book.ts';

/** The words of the texts made of lines: the lobby's rules, lists of seats, tallies. */
export const LINES: LinePhrases = {
  roomAccessHost: (members) =>
    `**For the host:** ${members} can read the teams' private rooms (the night meetings, the mafia channel) whatever the bot sets, by their server permissions. Before the deal, take that permission away for this game, or let them judge or watch instead.`,
  roomAccessJudge: {
    title:
      "**Before Night 0: the black teams' rooms are not private for these players.** Their server permissions let them read a team's meeting thread or the mafia channel they do not belong to, whatever the bot sets:",
    advice:
      'Take the permission away now, ask them not to open those rooms, or cancel and deal again.',
  },
  eliminateAllTally: (yes, eligible, needed) =>
    `Yes: ${yes} of ${eligible}, ${needed} needed. Not pressing counts as no.`,
  eliminateAllCloses: (when) => `The vote closes ${when}.`,
  players: (mentions) => `Players: ${mentions}`,
  noPlayers: 'Nobody has signed up yet.',
  noChoice: (noun) => `${noun}: no choice made yet.`,
  choices: (list) =>
    `Mafia choices: ${list}. The player named by the most mafiosi is killed (a tie is drawn by lot).`,
  noChoices: 'The mafia has not chosen anyone yet. Without a choice there is no kill.',
  seatOption: (seat, name) => `Seat ${seat} — ${name}`,
  nominated: (seats) => `Nominated: ${seats}.`,
  noNominations: 'Nobody is nominated yet.',
  rules: {
    forum:
      'A text game: no voice. Votes and night moves by buttons and menus; every deadline is shown as a countdown.',
    rule74: (on) =>
      `Rule 7.4 (the nominee list is shown only when the vote starts): ${on ? 'on' : 'off'}.`,
    rule76: (on) =>
      `Rule 7.6 (four at the table: no second revote of a pair; three misses in a row — red wins): ${on ? 'on' : 'off'}.`,
    floor: (policy) => `Microphones: ${policy}.`,
  },
  seating: '**Seating**',
  fairness: {
    roles: (list) => `**Roles in play:** ${list}.`,
    commitment: (code) => `Deal commitment: ${code}`,
    configHash: (code) => `Config hash: ${code}`,
    seed: 'The seed is revealed when the game ends; then anyone can verify the deal.',
  },
  judgeRoles: "**Players' roles** (only you see this)",
  meeting: {
    leader: 'leader',
    agree: 'Agree on a plan now: after this night you will have no way to talk to each other.',
  },
  order: (opener, order) => `${opener} speaks first. Speaking order: ${order}.`,
  noVoteToday:
    'There is no vote today (a disqualification): nominations are accepted but not voted on.',
  candidate: {
    notCast: (seats) => `not cast: ${seats}`,
    votingNow: 'voting now',
    closes: (when) => `closes ${when}`,
  },
  forumTally: {
    none: 'No votes yet.',
    hidden: 'The votes are shown when the vote closes.',
    footer: (when) => `You can change your vote until the day ends. The vote closes ${when}.`,
  },
  duelRound: (round) => `**Duel, round ${round}**`,
  duelHits: (hits) => `Hits: ${hits}`,
  activity: (day, min) =>
    `**Activity, day ${day}** — fewer than ${min} messages in the game channel:`,
  mafiaChannel: (code, members) => `**The mafia's private channel** (game ${code}): ${members}.`,
  mafiaChannelAbout:
    'Talk here for the whole game; at night you also choose your victim here. Nobody but you can see this channel: not the Judge, not the other players. A mafioso who leaves the game can still read it but can no longer write.',
};
