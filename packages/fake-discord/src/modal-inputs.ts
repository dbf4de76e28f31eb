/** The text inputs a modal shows, with their labels, as the Discord client lays them out. */
import { ComponentType } from 'discord-api-types/v10';

interface TextInputView {
  customId: string;
  label: string | null;
  required: boolean;
}

export function collectTextInputs(components: unknown[]): TextInputView[] {
  const out: TextInputView[] = [];
  const walk = (list: unknown[], label: string | null): void => {
    for (const raw of list) {
      const c = raw as {
        type: number;
        components?: unknown[];
        component?: unknown;
        label?: string;
        custom_id?: string;
        required?: boolean;
      };
      if (c.type === ComponentType.TextInput) {
        out.push({
          customId: c.custom_id ?? '',
          label: c.label ?? label,
          required: c.required ?? true,
        });
      }
      if (c.components) walk(c.components, label);
      if (c.component) walk([c.component], c.label ?? label);
    }
  };
  walk(components, null);
  return out;
}
