import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SUBCOMMANDS } from '../../../commands/mafia/index.ts';
import type { CommandContext } from '../../../src/discord/interactions/command-kit.ts';
import {
  refuse,
  runSubcommand,
  subcommand,
  type Precondition,
} from '../../../src/discord/interactions/preconditions.ts';

const context = {} as CommandContext;

function probe(name: string, ran: string[], answer: object = {}): Precondition {
  return {
    name,
    run: () => {
      ran.push(name);
      return answer;
    },
  };
}

describe('declarative guards of /mafia subcommands (product.md: bad input gets a clear, localized, ephemeral reply and changes nothing)', () => {
  it('GIVEN preconditions WHEN one refuses THEN its text is the answer, ephemeral, and neither later checks nor the handler run', async () => {
    const ran: string[] = [];
    const command = subcommand({
      name: 'probe',
      build: (sub) => sub,
      preconditions: [
        probe('first', ran),
        probe('second', ran, refuse({ key: 'ui.notAdmin', params: {} })),
        probe('third', ran),
      ],
      run: () => {
        ran.push('handler');
        return { kind: 'silent' };
      },
    });
    expect(await runSubcommand(command, context)).toEqual({
      kind: 'text',
      text: { key: 'ui.notAdmin', params: {} },
      ephemeral: true,
    });
    expect(ran).toEqual(['first', 'second']);
  });

  it('GIVEN preconditions that find things THEN the handler gets them; a refusal the handler returns is answered ephemerally too', async () => {
    const command = subcommand({
      name: 'probe',
      build: (sub) => sub,
      preconditions: [probe('game', [], { seat: 4 }), probe('more', [], { seats: [1, 2] })],
      run: (found) => refuse({ key: 'ui.badSeats', params: { input: JSON.stringify(found) } }),
    });
    expect(await runSubcommand(command, context)).toEqual({
      kind: 'text',
      text: { key: 'ui.badSeats', params: { input: '{"seat":4,"seats":[1,2]}' } },
      ephemeral: true,
    });
  });

  it('GIVEN every subcommand THEN a seat named by `player` is looked up in the game found first', () => {
    for (const command of SUBCOMMANDS) {
      const names = command.preconditions.map((precondition) => precondition.name);
      if (names.includes('playerSeat'))
        expect(names.indexOf('gameHere'), command.name).toBeLessThan(names.indexOf('playerSeat'));
    }
  });
});

/** Every `run` handler declared in commands/ (its group folders too), with its length in lines. */
function handlers(): Array<{ where: string; lines: number }> {
  const found: Array<{ where: string; lines: number }> = [];
  const files = readdirSync('commands', { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts'))) {
    const path = `commands/${file}`;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      const named =
        (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) &&
        node.name.getText(source) === 'run';
      if (named) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ where: `${path}:${start + 1}`, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('command handlers stay short (house rule: ≤ 20 lines)', () => {
  it('GIVEN commands/ THEN every subcommand handler is at most 20 lines', () => {
    const all = handlers();
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all.filter((handler) => handler.lines > 20)).toEqual([]);
  });
});
