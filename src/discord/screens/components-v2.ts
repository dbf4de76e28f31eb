import type { ContainerBuilder, MessageFlags } from 'discord.js';

/** Components V2 (API docs, "Component reference"): all text displays together, and components. */
export const CARD_TEXT_LIMIT = 4000;
export const CARD_COMPONENT_LIMIT = 40;

/** A Components V2 message: no content and no embeds, only its components (the flag says so). */
export interface CardMessage {
  components: ContainerBuilder[];
  flags: MessageFlags.IsComponentsV2;
}
