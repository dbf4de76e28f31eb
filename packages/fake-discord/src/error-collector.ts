import { invalidFormBody, type FormErrors } from './errors.ts';

export type Path = (string | number)[];

/** Collects errors into Discord's nested `errors` object (`{ a: { 0: { b: { _errors } } } }`). */
export class ErrorCollector {
  readonly #root: FormErrors = {};
  #count = 0;

  add(path: Path, code: string, message: string): void {
    let node: FormErrors = this.#root;
    for (const key of path) {
      const k = String(key);
      const next = node[k];
      if (next && !Array.isArray(next)) {
        node = next;
      } else {
        const created: FormErrors = {};
        node[k] = created;
        node = created;
      }
    }
    const list = (node._errors as { code: string; message: string }[] | undefined) ?? [];
    list.push({ code, message });
    node._errors = list;
    this.#count += 1;
  }

  maxLength(path: Path, value: unknown, max: number): void {
    if (typeof value === 'string' && [...value].length > max) {
      this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
    } else if (Array.isArray(value) && value.length > max) {
      this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
    }
  }

  required(path: Path, value: unknown): boolean {
    if (value === undefined || value === null || value === '') {
      this.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
      return false;
    }
    return true;
  }

  /** Throws 50035 Invalid Form Body when anything was collected. */
  throwIfAny(): void {
    if (this.#count > 0) throw invalidFormBody(this.#root);
  }
}
