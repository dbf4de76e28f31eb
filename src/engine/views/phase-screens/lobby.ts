import { lobbyRoomAccess } from '../../rules/access/team-rooms.ts';
import { queueOf, REMOVE_CONTROL_ID } from '../../rules/lobby-queue.ts';
import { text } from '../../rules/messages.ts';
import type { GameState } from '../../rules/state/state.ts';
import type { Control, Screen } from '../screen.ts';

/** The judge's menu of every member on the sign-up and in the queue (LOBBY-JUDGE-REMOVE). */
export function removeControl(state: GameState): Control[] {
  const members = [...state.lobby, ...queueOf(state)];
  if (members.length === 0) return [];
  return [
    {
      kind: 'select',
      id: REMOVE_CONTROL_ID,
      placeholder: text('control.lobbyRemove', {}),
      options: members.map((entry, index) => ({
        value: entry.userId,
        label: text('control.lobbyMember', {
          name: entry.name,
          ...(index >= state.lobby.length ? { queued: index - state.lobby.length + 1 } : {}),
        }),
      })),
      min: 1,
      max: 1,
    },
  ];
}

function button(id: string, style: 'primary' | 'secondary' | 'success' | 'danger', judge = false) {
  const label = text(`control.${id}` as 'control.join', {});
  return { kind: 'button' as const, id, label, style, ...(judge ? { judgeOnly: true } : {}) };
}

export function lobbyScreens(state: GameState): Screen[] {
  return [lobbyScreen(state)];
}

function lobbyScreen(state: GameState): Screen {
  const config = state.config;
  const readers = lobbyRoomAccess(state);
  return {
    id: 'lobby',
    to: { kind: 'public' },
    tone: 'info',
    title: text('lobby.title', { preset: config.preset }),
    lines: [
      text('lobby.details', {
        judgeId: state.judgeId,
        ...(state.voiceChannelId ? { voiceChannelId: state.voiceChannelId } : {}),
        count: state.lobby.length,
        min: config.minPlayers,
        max: config.maxPlayers,
      }),
      text('lobby.players', { userIds: state.lobby.map((entry) => entry.userId) }),
      ...(queueOf(state).length > 0
        ? [text('lobby.queue', { userIds: queueOf(state).map((entry) => entry.userId) })]
        : []),
      ...(readers.length > 0 ? [text('lobby.roomAccess', { entries: readers })] : []),
      text('lobby.rules', {
        preset: config.preset,
        geo74: config.geo74,
        geo76: config.geo76,
        floorControl: config.floorControl,
      }),
      text('lobby.commitment', { commitment: state.deal.commitment }),
    ],
    controls: [
      button('join', 'primary'),
      button('leave', 'secondary'),
      button('deal', 'success', true),
      button('cancel', 'danger', true),
      ...removeControl(state),
    ],
  };
}
