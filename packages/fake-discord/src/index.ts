/**
 * @mafia-bot/fake-discord: a protocol-level fake of Discord (HTTP API v10, gateway v10 on
 * 127.0.0.1) that the real discord.js client talks to, and the scripted players who act on it as
 * people do (README.md beside this package's package.json).
 */
export { FakeDiscord } from './fake.ts';
export type {
  FakeGuildOptions,
  FakeDiscordOptions,
  AddPlayerOptions,
  MutedMember,
} from './fake-options.ts';

export { Player } from './player.ts';
export type { InteractionReply } from './player.ts';
export type { SeenMessage, SeenAttachment } from './seen.ts';
export { allComponents, textOf, titleOf, type ButtonView, type SelectView } from './text.ts';
export {
  buildCommandOptions,
  chatInputPayload,
  CommandUsageError,
  newRecord,
  type InteractionRecord,
  type OptionInput,
} from './interactions.ts';
export { validateMessageBody } from './validate.ts';
export { see } from './seen.ts';
export { setBotPermissions } from './helper-bots.ts';
export { EdgeProcess } from './edge-process.ts';
export { shardOf, snowflakeOnShard } from './shards.ts';
export type { RequestLogEntry } from './server.ts';
export type { ChannelRecord, MessageChange, MessageRecord } from './world-records.ts';
export type { MemberEditRecord } from './context.ts';
export type { InjectedError } from './server.ts';
export type { VoiceServerMode } from './gateway.ts';
export type { BucketConfig } from './rate-limit.ts';
export type { HelperBot } from './helper-bots.ts';
export type { GlobalRateLimit, GlobalRequestRecord } from './global-rate-limit.ts';
export { bits, has, type PermissionName } from './permissions.ts';
