import {
  GatewayDispatchEvents,
  InteractionResponseType,
  type APIApplicationCommand,
  type APIApplicationCommandOption,
} from 'discord-api-types/v10';
import {
  type FakeDiscord,
  type Player,
  buildCommandOptions,
  chatInputPayload,
  newRecord,
  type InteractionRecord,
  type OptionInput,
} from '@mafia-bot/fake-discord';

/** The command as a stale or forged client knows it: no bounds, lengths, choices or types. */
function withoutBounds(command: APIApplicationCommand): APIApplicationCommand {
  const strip = (option: APIApplicationCommandOption): APIApplicationCommandOption => {
    const {
      min_value: _minValue,
      max_value: _maxValue,
      min_length: _minLength,
      max_length: _maxLength,
      choices: _choices,
      channel_types: _channelTypes,
      options,
      ...rest
    } = option as APIApplicationCommandOption & Record<string, unknown>;
    return {
      ...rest,
      ...(Array.isArray(options)
        ? { options: (options as APIApplicationCommandOption[]).map(strip) }
        : {}),
    } as APIApplicationCommandOption;
  };
  return { ...command, options: (command.options ?? []).map(strip) };
}

function settled(
  fake: FakeDiscord,
  record: InteractionRecord,
  done: () => boolean,
  timeoutMs: number,
): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = (changed: InteractionRecord) => {
      if (changed === record && done()) finish();
    };
    const timer = setTimeout(() => finish(), timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      fake.interactions.off('change', onChange);
      resolve();
    };
    fake.interactions.on('change', onChange);
  });
}

/**
 * Sends `/mafia <sub>` with values Discord's client would refuse (out of bounds, too long, not
 * a choice, from a server where the command is not offered): the bot must answer it all the same.
 * Throws as the player's own `slash` does when the bot does not answer in time.
 */
export async function sendUnchecked(
  fake: FakeDiscord,
  sender: Player,
  command: APIApplicationCommand,
  subcommand: string,
  values: Record<string, OptionInput>,
  channelId: string = sender.defaultChannelId,
): Promise<InteractionRecord> {
  const world = fake.world;
  const channel = world.findChannel(sender.guildId, channelId) ?? world.channel(channelId);
  if (!channel) throw new Error(`${sender.name}: no channel ${channelId}`);
  const built = buildCommandOptions(
    world,
    channel.guildId,
    withoutBounds(command),
    [subcommand],
    values,
    sender.locale,
  );
  const payload = chatInputPayload({ world, userId: sender.id, channel, command, built });
  const record = newRecord(payload, {
    label: `${sender.name}: /mafia ${subcommand} (unchecked)`,
    userId: sender.id,
    guildId: channel.guildId,
    channelId: channel.id,
  });
  fake.interactions.add(record);
  fake.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload);
  const ackMs = fake.config.interactionAckTimeoutMs;
  await settled(fake, record, () => record.ackedAt !== null, ackMs + 250);
  if (record.ackedAt === null)
    throw new Error(`${record.label}: the bot did not respond within ${ackMs} ms`);
  if (record.response === InteractionResponseType.DeferredChannelMessageWithSource) {
    await settled(fake, record, () => !record.loading, 10_000);
    if (record.loading) throw new Error(`${record.label}: the bot deferred and never filled it in`);
  }
  return record;
}
