import type { Narration, Preset } from '../engine/index.ts';
import { MAX_SEAT, type CommonClip, type SpokenClip } from './phrases.ts';

/** One clip to play: a shared sound, or an announcement in the game's language. */
export type ClipRef = { common: CommonClip } | { spoken: SpokenClip };

/** What one narration does in the voice channel. */
export interface CuePlan {
  /** Played in this order, after whatever is queued already. */
  clips: ClipRef[];
  /** true: the night ambience loops once the clips are over; false: it stops now. */
  night?: boolean;
  /** The game is over: the connection may be released once the clips are played. */
  end?: boolean;
}

const MEETINGS = new Set(['GAMBINO', 'KA', 'MAFIA', 'LEADERS']);
const LOOKS = new Set(['SHERIFF', 'DETECTIVE', 'FBI_AGENT', 'LAWYER', 'JOURNALIST']);

/**
 * The clip of a night step (`meeting.<WHO>`, `look.<ROLE>`, `action.<action>`, see
 * src/engine/rules/phases/night-zero.ts and night-resolution.ts). Role names depend on the preset (the Don looks for the Sheriff in
 * classic, the Father for the Detective in stylized). An unknown step gets a neutral "next step".
 */
export function nightStepClip(step: string, preset: Preset): SpokenClip {
  const [kind, what = ''] = step.split('.', 2);
  if (kind === 'meeting' && MEETINGS.has(what)) return `meeting.${what}` as SpokenClip;
  if (kind === 'look' && LOOKS.has(what)) return `look.${what}` as SpokenClip;
  if (kind === 'action') {
    switch (what) {
      case 'shot':
        return 'action.shot';
      case 'leaderCheck':
        return preset === 'classic' ? 'action.leaderCheck.don' : 'action.leaderCheck.father';
      case 'check':
        return preset === 'classic' ? 'action.check.sheriff' : 'action.check.detective';
      case 'protect':
        return preset === 'forum' ? 'action.protect.doctor' : 'action.protect.lawyer';
      case 'block':
        return 'action.block';
      case 'compare':
        return 'action.compare';
    }
  }
  return 'night.next';
}

function seatClip(kind: 'speech' | 'lastWord', seat: number): ClipRef[] {
  return Number.isInteger(seat) && seat >= 1 && seat <= MAX_SEAT
    ? [{ spoken: `${kind}.${seat}` }]
    : [];
}

/** Maps an engine narration to its clips. Pure; never throws. */
export function planFor(narration: Narration, preset: Preset): CuePlan {
  switch (narration.cue) {
    case 'citySleeps':
      return { clips: [{ spoken: 'city.sleeps' }], night: true };
    case 'cityWakes':
      return { clips: [{ spoken: 'city.wakes' }], night: false };
    case 'nightStep':
      return { clips: [{ spoken: nightStepClip(narration.step, preset) }] };
    case 'speech':
      return { clips: [{ common: 'tone.speech' }, ...seatClip('speech', narration.seat)] };
    case 'lastWord':
      return { clips: [{ common: 'tone.speech' }, ...seatClip('lastWord', narration.seat)] };
    case 'tenSeconds':
      return { clips: [{ common: 'tone.tenSeconds' }, { spoken: 'tenSeconds' }] };
    case 'timeUp':
      return { clips: [{ common: 'tone.timeUp' }, { spoken: 'timeUp' }] };
    case 'voting':
      return { clips: [{ spoken: 'voting' }] };
    case 'gameOver': {
      const winner = narration.winner;
      const clip: SpokenClip | undefined =
        winner === 'red' || winner === 'black' || winner === 'draw' || winner === 'aborted'
          ? `gameOver.${winner}`
          : undefined;
      return { clips: clip ? [{ spoken: clip }] : [], night: false, end: true };
    }
    default:
      return { clips: [] };
  }
}
