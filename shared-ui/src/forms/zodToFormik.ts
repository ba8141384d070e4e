// zod 4 schemas as formik `validate` functions. Schemas carry i18n keys as their
// messages (`validation.required`); the errors formik holds are those keys, and the
// field translates them when it renders, so a language switch re-translates errors
// that are already on screen without validating again.
import type { FormikErrors } from 'formik';
import type { z } from 'zod';

/** A key of the `common` namespace (`validation.email`) or `ns:key` of another one. */
const I18N_KEY = /^(?:[\w-]+:)?[\w-]+(?:\.[\w-]+)+$/;

export const REQUIRED_KEY = 'validation.required';
export const INVALID_KEY = 'validation.invalid';

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let node = values;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The i18n key for one issue: "required" for a blank value, the schema's key, else "invalid". */
export function issueKey(issue: IssueLike, values: unknown): string {
  if (issue.path.length > 0 && isBlank(valueAt(values, issue.path))) {
    // A blank field gets "required" whatever failed first (type, min length, format).
    return I18N_KEY.test(issue.message) ? issue.message : REQUIRED_KEY;
  }
  return I18N_KEY.test(issue.message) ? issue.message : INVALID_KEY;
}

/** `target` with `value` at the dotted path, arrays for numeric parts (as formik's setIn; no runtime import). */
function setPath(target: Record<string, unknown>, path: readonly string[], value: string): void {
  let node: Record<string, unknown> = target;
  path.forEach((part, i) => {
    if (i === path.length - 1) {
      node[part] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
    node[part] ??= nextIsIndex ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/** Formik errors from zod issues: the first issue of each field wins. */
export function issuesToFormikErrors<Values>(
  issues: readonly IssueLike[],
  values: Values,
): FormikErrors<Values> {
  const errors: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = issue.path.map(String);
    const name = path.join('.');
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    setPath(errors, path, issueKey(issue, values));
  }
  return errors as FormikErrors<Values>;
}

/**
 * A formik `validate` function from a zod schema; the errors are i18n keys.
 * With `translate`, the errors are the translated texts instead.
 */
export function zodToFormik<S extends z.ZodType>(
  schema: S,
  options: { translate?: (key: string) => string } = {},
): (values: z.input<S>) => FormikErrors<z.input<S>> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors = issuesToFormikErrors(result.error.issues, values);
    const { translate } = options;
    if (!translate) return errors;
    const walk = (node: unknown): unknown =>
      typeof node === 'string'
        ? translate(node)
        : node && typeof node === 'object'
          ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
          : node;
    return walk(errors) as FormikErrors<z.input<S>>;
  };
}
