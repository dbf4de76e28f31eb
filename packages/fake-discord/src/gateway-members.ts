/** REQUEST_GUILD_MEMBERS (op 8) answered as Discord does: one GUILD_MEMBERS_CHUNK, or RATE_LIMITED. */
import {
  GatewayOpcodes,
  type GatewayDispatchEvents,
  type GatewayRequestGuildMembersData,
} from 'discord-api-types/v10';
import type { DispatchData, World } from './world.ts';

type MembersChunk = DispatchData<GatewayDispatchEvents.GuildMembersChunk>;
type RateLimited = DispatchData<GatewayDispatchEvents.RateLimited>;

/**
 * The chunk for a request by user ids or by username prefix; 'disallowed' when the whole list
 * (empty query) is asked without the GuildMembers intent (Discord closes with 4014); null when
 * there is nothing to answer; a RATE_LIMITED event's data while the world says Discord rate
 * limits these requests (`world.rateLimitedMemberRequests`).
 */
export function membersChunk(
  world: World,
  d: GatewayRequestGuildMembersData,
  withMembersIntent: boolean,
): MembersChunk | 'disallowed' | { rateLimited: RateLimited } | null {
  const guild = world.guild(d.guild_id);
  if (!guild) return null;
  if (world.rateLimitedMemberRequests > 0) {
    world.rateLimitedMemberRequests--;
    const meta = { guild_id: d.guild_id, ...(d.nonce !== undefined ? { nonce: d.nonce } : {}) };
    return { rateLimited: { opcode: GatewayOpcodes.RequestGuildMembers, retry_after: 30, meta } };
  }
  let ids: string[];
  let notFound: string[] = [];
  if ('user_ids' in d && d.user_ids !== undefined) {
    const wanted = Array.isArray(d.user_ids) ? d.user_ids : [d.user_ids];
    ids = wanted.filter((id) => guild.members.has(id));
    notFound = wanted.filter((id) => !guild.members.has(id));
  } else if ('query' in d) {
    const query = d.query.toLowerCase();
    if (query === '' && !withMembersIntent) return 'disallowed';
    ids = [...guild.members.keys()].filter((id) => {
      const user = world.user(id);
      return query === '' || Boolean(user?.username.toLowerCase().startsWith(query));
    });
    if (d.limit > 0) ids = ids.slice(0, d.limit);
  } else {
    return null;
  }
  const chunk: MembersChunk = {
    guild_id: d.guild_id,
    members: ids.map((id) => world.memberJSON(d.guild_id, id)),
    chunk_index: 0,
    chunk_count: 1,
  };
  if (notFound.length > 0) chunk.not_found = notFound;
  if (d.nonce !== undefined) chunk.nonce = d.nonce;
  return chunk;
}
