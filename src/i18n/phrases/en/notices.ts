import type { NoticePhrases } from '../book.ts';

/** The notices with a choice of sentence: night 0's steps, the judge's flags, voice trouble. */
export const NOTICES: NoticePhrases = {
  undelivered: {
    what: (who, kind) => `Private message not delivered: ${who} — ${kind}.`,
    kinds: {
      roleCard: 'the role card',
      nightPrompt: 'the night move prompt',
      nightResult: 'the night check result',
      duelPrompt: 'the duel move prompt',
      other: 'a message of the game',
    },
    dmClosed: 'Their direct messages from this server are closed.',
    failed: 'Discord refused the message.',
    howToRead: (f) =>
      `They can read it with ${f.command('mafia role')} in any channel of the server or with the **My messages** button under the bot's note in the game channel (only they see it): tell them if they may not know.`,
    held: (f) =>
      `These private messages did not reach their players while the game ran (each could read his with **My messages** or ${f.command('mafia role')}). They are named only now: a word of them during the game would have told the table who acts at night.`,
  },
  nightZero: {
    look: (role, ends) => `The ${role} wakes up and looks at the city. Back to sleep ${ends}.`,
    meeting: {
      GAMBINO: (ends) =>
        `The Gambino family wakes up to meet; the Father shows himself. Back to sleep ${ends}.`,
      KA: (ends) =>
        `The K&A gang wakes up to meet; the Gang Head shows himself. Back to sleep ${ends}.`,
      MAFIA: (ends) => `The mafia wakes up to meet; the Don shows himself. Back to sleep ${ends}.`,
      LEADERS: (ends) =>
        `The Father and the Gang Head wake up to make a plan. Back to sleep ${ends}.`,
    },
  },
  flag: {
    title: {
      outOfTurn: 'Out-of-turn speech?',
      disconnect: 'Away from the table?',
      leak: 'A message in the game channel:',
    },
    leak: (who, night, at) =>
      `${who} wrote in the game channel ${night ? 'at night' : 'out of turn'} at ${at}; the bot deleted it. Confirm to ${night ? 'disqualify (5.1.10)' : 'give a foul (5.1.15)'}, or dismiss.`,
    outOfTurn: (who, seconds, at) =>
      `The bot heard ${who} speak out of turn${seconds !== undefined ? ` for ${seconds} s` : ''} at ${at}. Confirm to give a foul (5.1.15), or dismiss.`,
    disconnect: (who, at) =>
      `${who} left the game's voice channel and did not come back within the grace period (noticed at ${at}). Confirm to disqualify (5.1.11), or dismiss.`,
    confirmDisqualify: 'Confirm: disqualify',
    confirmFoul: 'Confirm: foul',
  },
  voiceUnavailable: (why) =>
    `The bot cannot speak in the game's voice channel (${why}): no narration in voice. Muting and the whole game go on as usual.`,
  voiceTrouble: {
    voiceDisabled: 'voice is not available on this bot',
    channelMissing: 'the voice channel is gone',
    missingPermissions: 'it lacks View Channel, Connect or Speak there',
    joinFailed: 'joining failed several times',
    guildBusy: 'another game of this server already has the voice connection',
  },
};
