import { described, dispatchHere, named, type Subcommand } from '../src/discord/command-kit.ts';

/** `/mafia join`: the same as the lobby's Join button. */
export const join: Subcommand = {
  name: 'join',
  nameRu: 'войти',
  build: (sub) => described(named(sub, 'join', 'войти'), 'cmd.join'),
  execute: (context) => dispatchHere(context, { type: 'join', by: context.actor }),
};

/** `/mafia leave`: the same as the lobby's Leave button. */
export const leave: Subcommand = {
  name: 'leave',
  nameRu: 'выйти',
  build: (sub) => described(named(sub, 'leave', 'выйти'), 'cmd.leave'),
  execute: (context) => dispatchHere(context, { type: 'leave', by: context.actor }),
};
