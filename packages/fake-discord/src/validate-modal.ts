import { ErrorCollector } from './error-collector.ts';

/** Modal (interaction response type 9) data. */
export function validateModal(data: {
  custom_id?: unknown;
  title?: unknown;
  components?: unknown;
}): void {
  const errors = new ErrorCollector();
  if (errors.required(['data', 'custom_id'], data.custom_id)) {
    errors.maxLength(['data', 'custom_id'], data.custom_id, 100);
  }
  if (errors.required(['data', 'title'], data.title))
    errors.maxLength(['data', 'title'], data.title, 45);
  if (!Array.isArray(data.components) || data.components.length < 1 || data.components.length > 5) {
    errors.add(
      ['data', 'components'],
      'BASE_TYPE_BAD_LENGTH',
      'Must be between 1 and 5 in length.',
    );
  }
  errors.throwIfAny();
}
