import type { Names } from '../book.ts';

/** The names of roles, sides, presets, violations, permissions and night moves. */
export const NAMES: Names = {
  roles: {
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
  },
  teams: {
    RED: 'red',
    GAMBINO: 'the Gambino family',
    KA: 'the K&A gang',
    MAFIA: 'the mafia',
  },
  presets: {
    stylized: 'Stylized mafia (New York)',
    classic: 'Classic sports mafia',
    forum: 'Forum mafia',
  },
  violations: {
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
  },
  /** Bot permissions as the Discord client names them in the server settings. */
  permissions: {
    ViewChannel: 'View Channels',
    SendMessages: 'Send Messages',
    EmbedLinks: 'Embed Links',
    AttachFiles: 'Attach Files',
    ReadMessageHistory: 'Read Message History',
    ManageChannels: 'Manage Channels',
    ManageRoles: 'Manage Roles',
    MuteMembers: 'Mute Members',
    CreatePrivateThreads: 'Create Private Threads',
    SendMessagesInThreads: 'Send Messages in Threads',
    ManageThreads: 'Manage Threads',
    Connect: 'Connect',
    Speak: 'Speak',
  },
  roomPermissions: {
    Administrator: 'Administrator',
    ManageThreads: 'Manage Threads',
    ManageChannels: 'Manage Channels',
  },
  actionWithTargets: {
    shot: (seats) => `shoot ${seats}`,
    protect: (seats) => `protect ${seats}`,
    block: (seats) => `block the vote of ${seats}`,
    compare: (seats) => `compare ${seats}`,
    check: (seats) => `check ${seats}`,
    leaderCheck: (seats) => `check ${seats}`,
  },
  floor: {
    mute: 'by day only the speaker can talk',
    detect: 'nobody is muted; the Judge watches for out-of-turn speech',
  },
  actionNoun: {
    shot: 'the shot',
    leaderCheck: 'the check',
    check: 'the check',
    protect: 'protection',
    compare: 'comparison',
    block: 'vote block',
  },
  actionPlaceholder: {
    shot: 'Shoot whom?',
    leaderCheck: 'Check whom?',
    check: 'Check whom?',
    protect: 'Protect whom?',
    compare: 'Compare whom? Pick two',
    block: 'Whose vote to block tomorrow?',
  },
};
