import { useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { splitFieldError } from '../../common/splitFieldError.ts';

/**
 * The submit state of an account form: whether it was tried (field messages show from then on),
 * busy, and the server's refusal, split so a form shows it under the field it names.
 */
export function useAccountSubmit() {
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: string | null; text: string } | null>(null);

  async function submit(valid: boolean, action: () => Promise<void>) {
    setTried(true);
    setServerProblem(null);
    if (!valid) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      setServerProblem(splitFieldError(errorMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  return {
    tried,
    setTried,
    busy,
    submit,
    /** The server's message for this field, if it named it. */
    fieldProblem: (field: string) => (serverProblem?.field === field ? serverProblem.text : null),
    /** The server's message that names no field. */
    formProblem: serverProblem && !serverProblem.field ? serverProblem.text : null,
  };
}
