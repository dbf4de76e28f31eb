/**
 * Every clip the bot can play in a voice channel, and the text of each spoken one.
 *
 * This table is the single source of truth for `scripts/make-voice-assets.sh` (which speaks the
 * texts with espeak-ng and writes `assets/voice/manifest.json`) and for the narrator (which maps
 * engine narrations to these keys). Nothing here names a player's role or says who is out: a
 * step of a dead role is announced exactly like a live one (NIGHT-NARRATION, D47).
 */

export const VOICE_LOCALES = ['ru', 'en'] as const;
export type VoiceLocale = (typeof VOICE_LOCALES)[number];

/** Seats 1..MAX_SEAT have their own "your speech" / "last word" clips (forum allows 29). */
export const MAX_SEAT = 29;

/** Clips without words, shared by every locale. */
export const COMMON_CLIPS = [
  'tone.speech',
  'tone.tenSeconds',
  'tone.timeUp',
  'ambience.night',
] as const;
export type CommonClip = (typeof COMMON_CLIPS)[number];

const FIXED_PHRASES = {
  'city.sleeps': {
    ru: 'Наступает ночь. Город засыпает.',
    en: 'Night falls. The city falls asleep.',
  },
  'city.wakes': { ru: 'Город просыпается.', en: 'The city wakes up.' },
  // Night 0 (NIGHT0-STEPS): meetings and "look at the city" steps.
  'meeting.GAMBINO': {
    ru: 'Просыпается семья Гамбино. Знакомство.',
    en: 'The Gambino family wakes up to meet.',
  },
  'meeting.KA': {
    ru: 'Просыпается банда Ка энд А. Знакомство.',
    en: 'The K and A gang wakes up to meet.',
  },
  'meeting.MAFIA': { ru: 'Просыпается мафия. Знакомство.', en: 'The mafia wakes up to meet.' },
  'meeting.LEADERS': {
    ru: 'Просыпаются главы: Отец и Глава банды.',
    en: 'The leaders wake up: the Father and the Gang Head.',
  },
  'look.SHERIFF': {
    ru: 'Просыпается Шериф и осматривает город.',
    en: 'The Sheriff wakes up and looks at the city.',
  },
  'look.DETECTIVE': {
    ru: 'Просыпается Детектив и осматривает город.',
    en: 'The Detective wakes up and looks at the city.',
  },
  'look.FBI_AGENT': {
    ru: 'Просыпается Агент ФБР и осматривает город.',
    en: 'The FBI Agent wakes up and looks at the city.',
  },
  'look.LAWYER': {
    ru: 'Просыпается Юрист и осматривает город.',
    en: 'The Lawyer wakes up and looks at the city.',
  },
  'look.JOURNALIST': {
    ru: 'Просыпается Журналист и осматривает город.',
    en: 'The Journalist wakes up and looks at the city.',
  },
  /** Fallback for a night step this table does not know (a newer engine): says nothing secret. */
  'night.next': { ru: 'Следующий ход.', en: 'Next step.' },
  // Nights d ≥ 1 (NIGHT-WINDOW): every step of the composition, the dead roles' too (D47).
  'action.shot': {
    ru: 'Просыпается мафия и выбирает жертву.',
    en: 'The mafia wakes up and chooses a victim.',
  },
  'action.leaderCheck.don': {
    ru: 'Просыпается Дон и ищет Шерифа.',
    en: 'The Don wakes up and looks for the Sheriff.',
  },
  'action.leaderCheck.father': {
    ru: 'Просыпается Отец и ищет Детектива.',
    en: 'The Father wakes up and looks for the Detective.',
  },
  'action.block': { ru: 'Просыпается Агент ФБР.', en: 'The FBI Agent wakes up.' },
  'action.protect.lawyer': { ru: 'Просыпается Юрист.', en: 'The Lawyer wakes up.' },
  'action.protect.doctor': { ru: 'Просыпается Доктор.', en: 'The Doctor wakes up.' },
  'action.compare': { ru: 'Просыпается Журналист.', en: 'The Journalist wakes up.' },
  'action.check.sheriff': { ru: 'Просыпается Шериф.', en: 'The Sheriff wakes up.' },
  'action.check.detective': { ru: 'Просыпается Детектив.', en: 'The Detective wakes up.' },
  // Day.
  tenSeconds: { ru: 'Десять секунд.', en: 'Ten seconds.' },
  timeUp: { ru: 'Время вышло.', en: 'Time is up.' },
  voting: { ru: 'Голосование.', en: 'Time to vote.' },
  'gameOver.red': {
    ru: 'Игра окончена. Победил мирный город.',
    en: 'Game over. The town wins.',
  },
  'gameOver.black': { ru: 'Игра окончена. Победила мафия.', en: 'Game over. The mafia wins.' },
  'gameOver.draw': { ru: 'Игра окончена. Ничья.', en: "Game over. It's a draw." },
  'gameOver.aborted': { ru: 'Игра прервана.', en: 'The game has been stopped.' },
} as const satisfies Record<string, Record<VoiceLocale, string>>;

type FixedClip = keyof typeof FIXED_PHRASES;
export type SeatClip = `speech.${number}` | `lastWord.${number}`;
/** A clip spoken in the game's language. */
export type SpokenClip = FixedClip | SeatClip;

function seatPhrase(kind: 'speech' | 'lastWord', seat: number, locale: VoiceLocale): string {
  if (kind === 'speech')
    return locale === 'ru' ? `Игрок номер ${seat}, ваша речь.` : `Seat ${seat}, your speech.`;
  return locale === 'ru' ? `Последнее слово, игрок номер ${seat}.` : `Seat ${seat}, last word.`;
}

/** Every spoken clip with its text, in a stable order. */
export function spokenPhrases(): Array<{ key: SpokenClip; text: Record<VoiceLocale, string> }> {
  const phrases: Array<{ key: SpokenClip; text: Record<VoiceLocale, string> }> = [];
  for (const [key, text] of Object.entries(FIXED_PHRASES))
    phrases.push({ key: key as FixedClip, text });
  for (const kind of ['speech', 'lastWord'] as const) {
    for (let seat = 1; seat <= MAX_SEAT; seat++) {
      phrases.push({
        key: `${kind}.${seat}`,
        text: { ru: seatPhrase(kind, seat, 'ru'), en: seatPhrase(kind, seat, 'en') },
      });
    }
  }
  return phrases;
}

/** The file a clip is stored in, relative to `assets/voice/`. */
export function clipFile(key: string, locale: VoiceLocale | 'common'): string {
  const name = key
    .replace(/\.(\d+)$/, (_, seat: string) => `.${seat.padStart(2, '0')}`)
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[._]/g, '-')
    .toLowerCase();
  return `${locale}/${name}.ogg`;
}
