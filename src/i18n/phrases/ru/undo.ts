import type { UndoableAction, UndoLapse } from '../../../engine/index.ts';
import type { TextPhrases } from '../book.ts';
import { correctionLine } from './corrections.ts';
import { WORDS } from './words.ts';

/** The judge's action, as the refusal names it. */
const ACTIONS: Record<UndoableAction, string> = {
  foul: 'фол',
  unfoul: 'снятие фола',
  warn: 'предупреждение',
  disqualify: 'дисквалификация',
  skip: 'досрочное завершение этапа',
  extend: 'изменение времени',
  phaseLength: 'новая длина фазы',
  judgeNominate: 'внесённая кандидатура',
  withdrawNomination: 'снятая кандидатура',
  correctVote: 'исправленный голос',
  restartSpeech: 'речь, начатая заново',
  giveFloor: 'слово вне очереди',
};

const FOLLOWED: Record<Exclude<UndoLapse, 'undone' | 'told'>, string> = {
  step: 'закончился этап',
  vote: 'был подан голос',
  nightMove: 'был сделан ночной ход',
  speech: 'игрок передал слово, выставил кандидатуру или назвал лучший ход',
  judge: 'была другая команда судьи',
  other: 'игра продолжилась',
};

/** JUDGE-UNDO: the public correction and the refusals of `/mafia undo`, in Russian. */
export const UNDO_TEXTS = {
  'undo.done': ({ action, seat, count, back, endsAt, phase, correction }, f) => {
    const who = seat !== undefined ? f.seat(seat) : '';
    const fouls =
      count === undefined
        ? ''
        : count === 0
          ? ' Теперь фолов нет.'
          : ` Теперь у него ${f.count(count, WORDS.fouls)}.`;
    const ends = endsAt ? ` Этап закончится ${f.relative(endsAt)}.` : '';
    const what = {
      foul: `фол игроку ${who}: он не считается.${fouls}`,
      unfoul: `снятие фола с игрока ${who}: фол снова считается.${fouls}`,
      warn: `предупреждение игроку ${who}.`,
      disqualify: `дисквалификацию игрока ${who}.`,
      skip: `досрочное завершение этапа: этап продолжается.${ends}`,
      extend: `изменение времени: прежний срок в силе.${ends}`,
      phaseLength: `новую длину ${phase === 'night' ? 'ночи' : 'дня'}: прежняя в силе.`,
      judgeNominate: 'внесённую за игрока кандидатуру: она не считается.',
      withdrawNomination: 'снятие кандидатуры: она снова в списке.',
      correctVote: 'исправление голоса: голос остаётся, как был записан.',
      restartSpeech: `перезапуск речи: речь идёт, как шла.${ends}`,
      giveFloor: `слово вне очереди: порядок речей прежний.${ends}`,
    }[action];
    const what2 = correction ? ` (${correctionLine(correction, f)})` : '';
    const returns = back
      ? ` Игрок ${who} возвращается за стол, игра идёт так, как если бы он её не покидал.`
      : '';
    return `Поправка: судья отменяет ${what}${what2}${returns}`;
  },
  'error.undo': ({ why, action }) => {
    const what = action ? ` (${ACTIONS[action]})` : '';
    if (why === 'nothing') return 'В этой игре нет действия судьи, которое можно отменить.';
    if (why === 'ended') return 'Игра окончена: раздача уже раскрыта, отменить ничего нельзя.';
    if (why === 'undone')
      return `Последнее действие судьи${what} уже отменено. Отменить можно только последнее действие, один раз.`;
    if (why === 'told')
      return `Последнее действие судьи${what} не отменить: после него игрокам уже сообщено лично то, что нельзя забыть (например, итоги ночи).`;
    return `Последнее действие судьи${what} уже не отменить: после него ${FOLLOWED[why]}.`;
  },
  'cmd.undo': 'Судья: отменить своё последнее действие, пока после него ничего не было',
} satisfies Partial<TextPhrases>;
