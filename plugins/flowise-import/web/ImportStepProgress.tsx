import { Field, ProgressBar } from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { ImportStep } from '../common/importStep.ts';
import './flowiseImportMessages.ts';

/**
 * The import's current step under a progress bar: filled as far as a counting step has come (rows
 * of a set), moving without a value otherwise (reading, decrypting); before the first step, a
 * general message.
 */
export function ImportStepProgress({ step }: { step: ImportStep | null }) {
  const t = useT();
  const values = { ...step?.values };
  // A set's name is English from the server; the catalogue may know it.
  if (typeof values.set === 'string') values.set = t(values.set);
  const label = step ? t(step.text, values) : t('Reading the database and importing every set...');
  const value = step?.total ? (step.done ?? 0) / step.total : undefined;
  return (
    <Field label={label} validationState="none" data-testid="flowise-database-progress">
      <ProgressBar thickness="large" aria-label={label} {...(value === undefined ? {} : { value })} />
    </Field>
  );
}
