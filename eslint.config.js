// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Modules the pure rules engine must never reach: Discord, storage, logging, and node I/O. */
const ENGINE_FORBIDDEN_IMPORTS = [
  'discord.js',
  'discord-api-types',
  '@discordjs/*',
  'keyv',
  '@keyv/*',
  'pino',
  'pino-pretty',
  'node:*',
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'child_process',
  'worker_threads',
  'crypto',
  'timers',
  'os',
  'path',
  'process',
];

/** Where a file may have at most 400 lines (issue 12, size fences). */
const SIZE_FENCED = [
  'src/**/*.ts',
  'commands/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.ts',
  'bench/**/*.js',
  'test/**/*.ts',
  'harness/**/*.ts',
  'packages/*/src/**/*.ts',
  'packages/*/test/**/*.ts',
];

/** What an engine module may not import by package name: the pure engine does no I/O. */
const ENGINE_PACKAGES = {
  group: ENGINE_FORBIDDEN_IMPORTS,
  message: 'src/engine is pure: no Discord, storage, logging or node I/O modules.',
};

/**
 * Where an engine module may not reach by path (issue 24): nothing outside src/engine (the pure
 * deal lives in rules/deal/; src/fairness imports the engine, never the reverse); the rules never
 * read the views (views are drawn from the rules); a phase never imports another phase, nor the
 * flow that drives it.
 */
const ENGINE_ZONES = [
  {
    target: './src/engine',
    from: './src',
    except: ['./engine'],
    message:
      'src/engine imports nothing outside itself: src/fairness and the rest import the engine.',
  },
  {
    target: './src/engine/rules',
    from: './src/engine/views',
    message: 'The rules never import the views: views are drawn from the rules (issue 24).',
  },
  {
    target: './src/engine/rules/phases',
    from: './src/engine/rules/phases',
    message: 'A phase never imports another phase: ask the flow with draft.goTo(...).',
  },
  {
    target: './src/engine/rules/phases',
    from: './src/engine/rules/flow/phase-driver.ts',
    message: 'The flow imports the phases, never the other way round.',
  },
];
/**
 * Arrows that must not come back (issue 24): config reads the store's URL check, so the store
 * never reads the config (its callers hand it StoreOptions); the season and the voice stage sit
 * beside the orchestrator, which hands them what they need (activeGames, a VoicedGame) and
 * imports their contracts (src/voice/stage.ts), so they never import src/orchestrator.
 */
const LAYER_ZONES = [
  {
    target: './src/store',
    from: './src/config.ts',
    message: 'The store takes its own options (StoreOptions); src/config.ts imports the store.',
  },
  {
    target: ['./src/season', './src/voice'],
    from: './src/orchestrator',
    message:
      'The orchestrator hands season and voice what they need; they never import src/orchestrator.',
  },
];
/** Everything of src/engine but its index (`src/engine/index.ts`, the engine's public surface). */
const ENGINE_INTERNALS = {
  regex: '(^|/)engine/(?!index\\.ts$)',
  message: 'Outside src/engine, import the engine only through src/engine/index.ts.',
};
/** The store port (Keyv + Redis, embedded sqlite). */
const STORE = {
  regex: '(^|/)store/',
  message:
    'src/discord and commands/ never touch the store: go through the orchestrator or a service beside it (src/settings).',
};
/** commands/ builds on src/discord; the other way round would be an import cycle. */
const COMMANDS = {
  regex: '^(\\.\\./)+commands/',
  message: 'src/discord never imports commands/: the bot wiring hands the subcommands in.',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The rules engine is pure: (state, command, { now, random }) → (state, events). Time and
    // randomness come in as arguments; it performs no I/O and knows nothing of Discord.
    files: ['src/engine/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'no-restricted-imports': ['error', { patterns: [ENGINE_PACKAGES] }],
      'import-x/no-restricted-paths': ['error', { zones: ENGINE_ZONES }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'src/engine gets the time as `now` in the context; never Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'src/engine gets the time as `now` in the context; never new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'src/engine gets randomness from the injected source; never Math.random().',
        },
        {
          selector:
            "CallExpression[callee.name='setTimeout'], CallExpression[callee.name='setInterval']",
          message: 'src/engine arms timers as data (events), never with setTimeout.',
        },
        {
          selector: "MemberExpression[object.name='process']",
          message: 'src/engine must not read the process (environment, clock, I/O).',
        },
        {
          selector: 'ThrowStatement',
          message: 'src/engine never throws: return a RuleError whose code is an i18n key.',
        },
      ],
    },
  },
  {
    // No import cycles anywhere (issues 12 and 24): a cycle means two modules that cannot be read,
    // tested or moved apart. Type-only imports are not counted (they vanish at run time).
    files: [
      'src/**/*.ts',
      'commands/**/*.ts',
      'test/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      'harness/**/*.ts',
      'packages/*/src/**/*.ts',
      'packages/*/test/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are TypeScript too: parse them to follow their imports.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // The project imports relative files by their real `.ts` names; resolve them as written.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/store/**/*.ts', 'src/season/**/*.ts', 'src/voice/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
  {
    // Outside the engine, the engine is reached only through its public surface.
    files: ['src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/engine/**', 'src/discord/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_INTERNALS] }] },
  },
  {
    // The Discord adapters: the engine through its index, and never the store (settings,
    // records and games go through the orchestrator and the services beside it).
    files: ['commands/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_INTERNALS, STORE] }] },
  },
  {
    files: ['src/discord/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ENGINE_INTERNALS, STORE, COMMANDS] }],
    },
  },
  {
    // The tournament seating (issue 26) is pure like the engine: no I/O, no clock, and its
    // randomness only from the injected labelled streams, so anyone can redo it from the seed.
    files: ['src/tournament/seating/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ENGINE_INTERNALS,
            {
              group: [...ENGINE_FORBIDDEN_IMPORTS, '../../*'],
              message: 'src/tournament/seating is pure: no I/O, no clock, nothing outside itself.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'The seating draws only from the injected streams; never Math.random().',
        },
        {
          selector: "MemberExpression[object.name='Date'], NewExpression[callee.name='Date']",
          message: 'The seating knows no clock.',
        },
        {
          selector: "MemberExpression[object.name='process']",
          message: 'The seating must not read the process (environment, clock, I/O).',
        },
      ],
    },
  },
  {
    // Size fences (issue 12): a file over 400 lines is several jobs in one room; split it into
    // modules named for their jobs. Every line counts (blank lines and comments too), so a file
    // cannot pass by squeezing its whitespace.
    files: SIZE_FENCED,
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // A function over 60 lines does more than one thing; name its parts. Counted like max-lines.
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
