import { PermissionFlagsBits, type APIOverwrite, type APIRole } from 'discord-api-types/v10';

export type PermissionName = keyof typeof PermissionFlagsBits;

export const ALL_PERMISSIONS: bigint = Object.values(PermissionFlagsBits).reduce(
  (acc, bit) => acc | bit,
  0n,
);

export function bits(names: readonly PermissionName[]): bigint {
  return names.reduce((acc, name) => acc | PermissionFlagsBits[name], 0n);
}

export function has(permissions: bigint, name: PermissionName): boolean {
  const bit = PermissionFlagsBits[name];
  return (permissions & bit) === bit;
}

/** What @everyone may do in a freshly created community server. */
export const DEFAULT_EVERYONE: PermissionName[] = [
  'CreateInstantInvite',
  'ChangeNickname',
  'ViewChannel',
  'SendMessages',
  'SendMessagesInThreads',
  'CreatePublicThreads',
  'CreatePrivateThreads',
  'EmbedLinks',
  'AttachFiles',
  'AddReactions',
  'UseExternalEmojis',
  'UseExternalStickers',
  'ReadMessageHistory',
  'UseApplicationCommands',
  'Connect',
  'Speak',
  'Stream',
  'UseVAD',
  'UseEmbeddedActivities',
];

/** What the bot's invite link asks for by default (its managed role). */
export const DEFAULT_BOT: PermissionName[] = [
  'ViewChannel',
  'SendMessages',
  'SendMessagesInThreads',
  'CreatePrivateThreads',
  'CreatePublicThreads',
  'ManageThreads',
  'EmbedLinks',
  'AttachFiles',
  'ReadMessageHistory',
  'UseApplicationCommands',
  'ManageChannels',
  'ManageRoles',
  'ManageMessages',
  'MuteMembers',
  'MoveMembers',
  'Connect',
  'Speak',
];

export interface PermissionSubject {
  userId: string;
  roleIds: readonly string[];
}

export interface PermissionGuild {
  id: string;
  ownerId: string;
  roles: ReadonlyMap<string, APIRole>;
}

/** Guild-level permissions (Discord's "compute_base_permissions"). */
export function basePermissions(guild: PermissionGuild, member: PermissionSubject): bigint {
  if (guild.ownerId === member.userId) return ALL_PERMISSIONS;
  let perms = BigInt(guild.roles.get(guild.id)?.permissions ?? '0');
  for (const roleId of member.roleIds) {
    perms |= BigInt(guild.roles.get(roleId)?.permissions ?? '0');
  }
  if ((perms & PermissionFlagsBits.Administrator) !== 0n) return ALL_PERMISSIONS;
  return perms;
}

/** Channel-level permissions after overwrites (Discord's "compute_overwrites"). */
export function channelPermissions(
  guild: PermissionGuild,
  member: PermissionSubject,
  overwrites: readonly APIOverwrite[],
): bigint {
  const base = basePermissions(guild, member);
  if ((base & PermissionFlagsBits.Administrator) !== 0n) return ALL_PERMISSIONS;
  let perms = base;
  const everyone = overwrites.find((o) => o.id === guild.id);
  if (everyone) {
    perms &= ~BigInt(everyone.deny);
    perms |= BigInt(everyone.allow);
  }
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && o.id !== guild.id && member.roleIds.includes(o.id)) {
      allow |= BigInt(o.allow);
      deny |= BigInt(o.deny);
    }
  }
  perms &= ~deny;
  perms |= allow;
  const own = overwrites.find((o) => o.type === 1 && o.id === member.userId);
  if (own) {
    perms &= ~BigInt(own.deny);
    perms |= BigInt(own.allow);
  }
  if ((perms & PermissionFlagsBits.ViewChannel) === 0n) return 0n;
  return perms;
}
