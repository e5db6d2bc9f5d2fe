import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage, http } from '../../../../host/web/http/http.ts';
import { auth, authActions } from '../../../../host/web/stores/auth.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { emailProblem } from '../../common/passwordRules.ts';

/**
 * The signed-in user's name and email with their checks and PUT /user; a success updates the
 * stored user (spec section 4: profile update changes name and email). Shared by the Update
 * Profile dialog and the profile pages.
 */
export function useProfileForm(onSaved?: () => void) {
  const t = useT();
  const { user } = useSnapshot(auth);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const nameError = name.trim() ? null : t('Name is required');
  const emailError = emailProblem(email, t);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (!user || nameError || emailError) return;
    setSaving(true);
    try {
      await http.put('/user', { id: user.id, name: name.trim(), email: email.trim() });
      authActions.updateProfile({ name: name.trim(), email: email.trim().toLowerCase() });
      notify.success(t('Profile updated'));
      onSaved?.();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return {
    name,
    setName,
    email,
    setEmail,
    nameError: tried ? nameError : null,
    emailError: tried ? emailError : null,
    saving,
    problem,
    save,
  };
}
