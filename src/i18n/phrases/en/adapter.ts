import type { TextPhrases } from '../book.ts';
import { FORMATS } from './formats.ts';
import { NAMES } from './names.ts';

/** The English texts of the Discord adapter: its refusals and notices, and the slash commands. */
export const ADAPTER_TEXTS = {
  // ── adapter: refusals ───────────────────────────────────────────────────────────────
  'error.storeUnavailable':
    'The game store is unavailable right now. Try again in a minute: the game is unchanged.',
  'error.noGame': 'There is no game in this channel.',
  'error.channelBusy': ({ gameId }, f) =>
    `Game ${f.code(gameId)} is already running in this channel. One game per channel: wait for it to end or start one in another channel.`,
  'error.busy': 'The bot is handling another action in this game. Try again in a moment.',
  'ui.noGameHere': (_p, f) =>
    `No game is running here. Start one with ${f.command('mafia start')}.`,
  'ui.noGameOfYours': 'You are not playing or judging any game on this server.',
  'ui.notAdmin': 'This command is for server admins (the Manage Server permission).',
  'ui.voiceRequired': ({ preset }, f) =>
    `${f.preset(preset)} needs a voice channel: join one, or name it in the ${f.code('voice')} option.`,
  'ui.textChannelOnly': (_p, f) =>
    `A game is played in a server's text channel: its lobby and screens are posted there, and the black teams meet in private threads of it. Run ${f.command('mafia start')} in a text channel, not in a voice channel's chat, a thread or an announcement channel.`,
  'ui.forumNoVoice': 'A forum game is played in text: it needs no voice channel.',
  'ui.unexpected': 'Something went wrong. Please try again; if it happens again, tell the Judge.',
  'ui.badSeats': ({ input }) =>
    `Could not read the seat numbers "${input}". Give one to three numbers separated by spaces, e.g. 3 5 8.`,
  'ui.badChoice': ({ option }) =>
    `That value of \`${option.en}\` is not one of the choices offered. Nothing changed: pick one from the list.`,
  'ui.extendForm':
    'Give either `seconds` (the current step) or both `phase` and `hours` (the days or nights to come). Nothing changed.',
  'ui.notInThisGame': ({ userId }, f) => `${f.user(userId)} is not playing in this game.`,
  'ui.forumOnly':
    'day_hours and night_hours are for forum games only: a sports game keeps its own timings.',
  'ui.missingPermissions': ({ permissions }, f) =>
    `The bot is missing permissions in this channel: ${f.list(permissions.map((name) => `**${NAMES.permissions[name]}**`))}. Grant them to the bot's role (or in the channel settings) and run the command again.`,

  'ui.permissionCheck': ({ text, voice, voiceChannelId }, f) => {
    const named = (list: typeof text) =>
      f.list(list.map((name) => `**${NAMES.permissions[name]}**`));
    const lines = [
      text.length > 0
        ? `Missing in this channel: ${named(text)}.`
        : 'This channel: nothing missing.',
      voiceChannelId === undefined
        ? "Voice: join the game's voice channel and run the check again to check it too."
        : (voice ?? []).length > 0
          ? `Missing in <#${voiceChannelId}>: ${named(voice ?? [])}.`
          : `<#${voiceChannelId}>: nothing missing.`,
    ];
    return ['**Permission check**', ...lines].join('\n');
  },
  // ── adapter: acknowledgements ───────────────────────────────────────────────────────
  'ui.started': ({ gameId }, f) => `Sign-up is open. Game ${f.code(gameId)}.`,
  'ui.done': 'Done.',
  'ui.settingsConflict': ({ setting }) =>
    `${FORMATS.settings.names[setting]} is both set and reset in this command: do one or the other. Nothing changed.`,

  // ── adapter: controls and notices ───────────────────────────────────────────────────
  'ui.openInbox': 'My messages',
  'ui.link.live': 'Watch on the web',
  'ui.link.protocol': 'Protocol on the web',
  'ui.link.tournament': 'Tournament on the web',
  'ui.inboxTitle': 'Your messages from the bot',
  'ui.inboxEmpty': 'No new messages.',
  'ui.dmClosed': ({ userIds }, f) =>
    `${f.list(userIds.map((id) => f.user(id)))}: your DMs are closed. Use the buttons below for your role and night moves (only you will see them).`,
  'ui.closedScreen': 'This step is over.',
  'ui.mafiaChannel.joined': ({ userId, seat }, f) =>
    `${f.user(userId)} takes seat ${f.seat(seat)} and joins the channel.`,
  'ui.mafiaChannel.archived':
    "The game is over. This channel stays read-only, as the record of the mafia's talk.",
  'judge.noMutePermission':
    'The bot lacks the Mute Members permission, so it cannot manage microphones in the voice channel. Please grant it.',
  'judge.muteTokenDropped': ({ bot, main, reason, left }) =>
    `${main ? 'The bot' : 'The helper bot'} ${bot} cannot mute in this server (${
      {
        unauthorized: 'its token was refused',
        missingPermissions: 'it lacks the Mute Members permission',
        notInServer: 'it is not in this server',
      }[reason]
    }); mutes go on with ${left === 1 ? 'the other bot' : `the other ${left} bots`}, a little slower.`,
  'control.dismissFlag': 'Dismiss',
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
  'forum.replaced': ({ seat, fromUserId, toUserId }, f) =>
    `Replacement: ${f.user(toUserId)} takes ${f.seat(seat)} instead of ${f.user(fromUserId)}.`,
  'forum.history': ({ seat }, f) =>
    `**The history of seat ${f.seat(seat)} so far** — what this seat did at night and learned before you took it:`,
  'forum.history.move': ({ night, action, targets }, f) =>
    `Night ${night}, the move: ${f.action(action, targets)}.`,
  'error.noSuchFlag': 'This question was already answered.',
  'judge.effectFailed': ({ what }, f) =>
    `The bot could not carry out an action (${f.code(what)}). The game goes on; check the bot's permissions in the channel.`,
  'judge.undeliveredSomeone': (_p, f) =>
    `A player's private message could not be delivered; they can read it with the **My messages** button or with ${f.command('mafia role')} (only they see it). Open your direct messages from this server to be told whose.`,
  'judge.storeRolledBack':
    "The bot's store came back from an outage without the game's last moves (those of the second or so before it went down). The game goes on from the last moves it kept: a speech or step may have started again, and a command given just before the outage may have to be given again.",
  'judge.lateRoleCards': ({ cards, seconds }, f) =>
    `Role cards not delivered ${seconds} s after the deal: ${f.list(cards.map(({ seat, userId }) => `${f.seat(seat)} ${f.user(userId)}`))}. The bot keeps sending them (Discord takes only so many messages a second); meanwhile these players can read their role with the **My messages** button or with ${f.command('mafia role')} (only they see it). You may want to pause the game until they have it.`,
  'judge.title': '**For the Judge**',

  // ── slash commands (1–100 characters each) ──────────────────────────────────────────
  'cmd.mafia': 'Sports mafia: sign-up, roles, night, speeches, votes',
  'cmd.start': 'Open sign-up for a game in this channel',
  'cmd.start.preset': 'Game type: stylized, classic or forum',
  'cmd.start.voice': "The game's voice channel (default: the one you are in)",
  'cmd.start.judge': 'The Judge (default: you)',
  'cmd.start.day_hours': 'Forum: day length in hours (default 24)',
  'cmd.start.night_hours': 'Forum: night length in hours (default 12)',
  'cmd.join': 'Join the game',
  'cmd.leave': 'Leave the sign-up',
  'cmd.role': 'Show my role (only you see it)',
  'cmd.status': 'Summary: phase, who is in, fouls, time left',
  'cmd.nominate': 'Nominate a player for the vote (during your speech)',
  'cmd.nominate.player': 'Whom to nominate',
  'cmd.pass': 'End your speech early',
  'cmd.bestmove': 'Best Move: up to three players you believe are black',
  'cmd.bestmove.players': 'Seat numbers separated by spaces, e.g. 3 5 8',
  'cmd.vote': 'Forum: vote for a player, or withdraw your vote (no player)',
  'cmd.vote.player': 'Whom you vote for (leave it out to withdraw your vote)',
  'cmd.unvote': 'Forum: withdraw your vote',
  'cmd.foul': 'Judge: give a player a foul',
  'cmd.unfoul': "Judge: withdraw a player's foul",
  'cmd.warn': 'Judge: spoken warning (no foul)',
  'cmd.disqualify': 'Judge: disqualify — the player leaves at once',
  'cmd.penalty': "Judge: team loss for the offender's team — the game ends",
  'cmd.option.player': 'The player',
  'cmd.option.reason': 'The violation, from the rules',
  'cmd.option.details': 'Details in your own words',
  'cmd.pause': 'Judge: pause the game',
  'cmd.resume': 'Judge: resume the game',
  'cmd.skip': 'Judge: end the current speech or step (forum: shorten with extend instead)',
  'cmd.extend':
    'Judge: extend the current step (seconds), or, forum: set the length of the days or nights to come',
  'cmd.extend.seconds': 'How many seconds (forum: negative to shorten)',
  'cmd.extend.phase': 'Day or night',
  'cmd.extend.hours': 'The new length in hours (from the next phase on)',
  'cmd.end': 'Judge: stop the game (the deal is revealed, everyone unmuted)',
  'cmd.replace': 'Judge, forum: replace a player with a substitute',
  'cmd.replace.with': 'Who takes the seat',
  'cmd.settings': "The bot's settings on this server (admins)",
  'cmd.settings.language': 'Language of game messages',
  'cmd.settings.judge_role': 'A role whose members may judge any game on this server',
  'cmd.settings.speech_seconds_stylized': 'Speech length in stylized games, in seconds',
  'cmd.settings.speech_seconds_classic': 'Speech length in classic games, in seconds',
  'cmd.settings.night_seconds': 'Night length in seconds (stylized and classic)',
  'cmd.settings.floor_control': 'Microphones by day: only the speaker, or nobody muted',
  'cmd.settings.default_preset': 'Default game type',
  'cmd.settings.check_permissions':
    'Check what the bot lacks here and in your voice channel, before game night',
  'cmd.settings.rule_7_4':
    'Rule 7.4 in new games: nominees shown only when the vote starts (default on)',
  'cmd.settings.rule_7_6':
    'Rule 7.6 in new games: four at the table, no second revote; three misses (default on)',
  'cmd.settings.reset': 'Take this setting back to its default',
  'choice.phase.day': 'Day',
  'choice.phase.night': 'Night',
  'choice.floor.mute': 'Only the speaker can talk',
  'choice.floor.detect': 'Nobody muted; the Judge watches',
  'choice.language.ru': 'Russian',
  'choice.language.en': 'English',
  'cmd.settings.web_page': 'Public web page of the live tables, standings and protocols',
  'cmd.settings.web_new_link': 'Give the web page a new secret link (the old one stops working)',
  'choice.web.on': 'On',
  'choice.web.off': 'Off',
  'ui.webPage': ({ enabled, rotated, url }, f) =>
    [
      enabled ? 'The public web page is on.' : 'The public web page is off.',
      rotated ? 'It has a new link; the old one no longer works.' : '',
      enabled && url
        ? `Link (share it with spectators; no role is shown before a game ends): ${url}`
        : '',
      enabled && !url
        ? `The bot has no public address (${f.code('WEB_PUBLIC_URL')}): ask its operator.`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
} satisfies Partial<TextPhrases>;
