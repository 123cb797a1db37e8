import { settingsOf } from '@halaqa/shared/settings-string';
import { useState, type ChangeEvent } from 'react';
import { isFormOfAddress } from '@halaqa/shared/form-of-address';
import { imageUrl } from '@halaqa/shared/image-widths';
import { callApi, uploadFile } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/profile-preferences';

interface Props extends TranslatedProps {
  settings: string;
  photoKey: string;
  /** False for teachers: their photo is chosen in their teacher's profile (TeacherProfileForm), beside its preview. */
  withPhoto?: boolean;
}

/**
 * Dark mode (settings.darkMode), the form of address (settings.addressAs, form-of-address.ts) and
 * the profile photo: the photo is uploaded (segment avatars), then its key saved as profilephoto.
 * Upload refusals show the server's message as it is, e.g. "File name is invalid. File names
 * should be in english letters only."
 */
function ProfilePreferences({ language, messages, settings, photoKey, withPhoto = true }: Props) {
  const t = useTranslator(language, messages);
  const [error, setError] = useState<string | undefined>();
  const [photo, setPhoto] = useState(photoKey);
  // What was last saved: each change is written over it, so one never undoes another.
  const [current, setCurrent] = useState(() => settingsOf(settings));

  async function saveSettings(change: Record<string, unknown>): Promise<boolean> {
    const next = Object.fromEntries(Object.entries({ ...current, ...change }).filter(([, value]) => value !== undefined));
    const result = await callApi('PUT', '/api/users/me', { settings: JSON.stringify(next) }).catch(() => ({ ok: false as const, error: t('errors.network') }));
    if (!result.ok) {
      setError(result.error ?? t('errors.profileUpdate'));
      return false;
    }
    setError(undefined);
    setCurrent(next);
    return true;
  }

  async function toggleDarkMode(event: ChangeEvent<HTMLInputElement>) {
    // The server draws the page in its mode (no flash): the new one needs a new page.
    if (await saveSettings({ darkMode: event.target.checked })) window.location.reload();
  }

  async function chooseFormOfAddress(event: ChangeEvent<HTMLSelectElement>) {
    await saveSettings({ addressAs: isFormOfAddress(event.target.value) ? event.target.value : undefined });
  }

  async function uploadPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const reply = await uploadFile(file, 'avatars');
      if (!('key' in reply)) return setError(reply.error ?? t('errors.profileUpdate'));
      const saved = await callApi('PUT', '/api/users/me', { profilephoto: reply.key });
      if (!saved.ok) return setError(saved.error ?? t('errors.profileUpdate'));
      setError(undefined);
      setPhoto(reply.key);
    } catch {
      setError(t('errors.network'));
    }
  }

  return (
    <section aria-labelledby="preferences-heading" className="auth-form">
      <h2 id="preferences-heading">{t('profile.preferences')}</h2>
      <label className="checkbox">
        <input type="checkbox" defaultChecked={current.darkMode === true} onChange={(event) => void toggleDarkMode(event)} />
        <span>{t('profile.darkMode')}</span>
      </label>
      <label className="field">
        <span className="field-label">{t('profile.addressAs')}</span>
        <select value={isFormOfAddress(current.addressAs) ? current.addressAs : ''} aria-describedby="address-as-hint" onChange={(event) => void chooseFormOfAddress(event)}>
          <option value="">{t('profile.addressAsUnsaid')}</option>
          <option value="feminine">{t('profile.addressAsFeminine')}</option>
          <option value="masculine">{t('profile.addressAsMasculine')}</option>
        </select>
        <span id="address-as-hint" className="muted">
          {t('profile.addressAsHint')}
        </span>
      </label>
      {withPhoto ? (
        <div className="photo-picker">
          {photo ? <img src={imageUrl(photo, 320)} alt={t('profile.photo')} width={96} height={96} /> : null}
          <label className="field">
            <span className="field-label">{t('profile.choosePhoto')}</span>
            <input type="file" accept="image/*" onChange={(event) => void uploadPhoto(event)} />
          </label>
        </div>
      ) : null}
      <FormAlert message={error} />
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, ProfilePreferences);
