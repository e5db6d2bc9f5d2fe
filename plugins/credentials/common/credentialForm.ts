import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { english, type Say } from '../../../host/common/i18n/say.ts';
import { isSecretField, type PlainData } from './credentialData.ts';

/** The form's values by field name; secret fields start empty and mean "unchanged" while empty. */
export type FormValues = Record<string, string>;

/** What the edit form knows of a stored credential: shown values and which fields are set. */
export interface StoredView {
  plainDataObj: PlainData;
  setFields: readonly string[];
}

/** Initial values: configuration fields from the stored credential (or defaults), secrets empty. */
export function initialFormValues(def: CredentialDefinition, stored?: StoredView): FormValues {
  const values: FormValues = {};
  for (const f of def.fields) {
    values[f.name] = isSecretField(f) ? '' : ((stored ? stored.plainDataObj[f.name] : f.default) ?? '');
  }
  return values;
}

/** The form's messages (English, the catalogue's keys). */
export const FIELD_REQUIRED = '{{field}} is required';
export const FIELD_NOT_JSON = '{{field}} must be valid JSON';

/** Inline messages by field name (empty when the form can be sent); the server checks again. */
export function credentialFormErrors(
  def: CredentialDefinition,
  values: FormValues,
  stored?: StoredView,
  say: Say = english,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of def.fields) {
    const value = values[f.name] ?? '';
    const keepsStored = isSecretField(f) && value === '' && (stored?.setFields.includes(f.name) ?? false);
    if (!f.optional && value.trim() === '' && !keepsStored)
      errors[f.name] = say(FIELD_REQUIRED, { field: say(f.label) });
    if (f.type === 'json' && value.trim() !== '') {
      try {
        JSON.parse(value);
      } catch {
        errors[f.name] = say(FIELD_NOT_JSON, { field: say(f.label) });
      }
    }
  }
  return errors;
}

/** The plainDataObj to send: empty secret fields are left out, so the server keeps them. */
export function toPlainDataObj(def: CredentialDefinition, values: FormValues): PlainData {
  const out: PlainData = {};
  for (const f of def.fields) {
    const value = values[f.name] ?? '';
    if (isSecretField(f) && value === '') continue;
    out[f.name] = value;
  }
  return out;
}
