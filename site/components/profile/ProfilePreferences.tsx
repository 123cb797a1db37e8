import { useState, type ChangeEvent } from 'react';
import { imageUrl } from '@halaqa/shared/image-widths';
import { callApi, uploadFile } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/profile-preferences';

interface Props extends TranslatedProps {
  settings: string;
  photoKey: string;
}

/**
 * Dark mode (settings.darkMode) and the profile photo: the photo is uploaded (segment avatars),
 * then its key saved as profilephoto. Upload refusals show the server's message as it is, e.g.
 * "File name is invalid. File names should be in english letters only."
 */
function ProfilePreferences({ language, messages, settings, photoKey }: Props) {
  const t = useTranslator(language, messages);
  const [error, setError] = useState<string | undefined>();
  const [photo, setPhoto] = useState(photoKey);
  const current = (() => {
    try {
      return JSON.parse(settings) as Record<string, unknown>;
    } catch {
      return {};
    }
  })();

  async function toggleDarkMode(event: ChangeEvent<HTMLInputElement>) {
    const result = await callApi('PUT', '/api/users/me', { settings: JSON.stringify({ ...current, darkMode: event.target.checked }) });
    if (result.ok) window.location.reload();
    else setError(result.error ?? t('errors.profileUpdate'));
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
      <div className="photo-picker">
        {photo ? <img src={imageUrl(photo, 320)} alt={t('profile.photo')} width={96} height={96} /> : null}
        <label className="field">
          <span className="field-label">{t('profile.choosePhoto')}</span>
          <input type="file" accept="image/*" onChange={(event) => void uploadPhoto(event)} />
        </label>
      </div>
      <FormAlert message={error} />
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, ProfilePreferences);
