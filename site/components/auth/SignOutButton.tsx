import { callApi } from '../api-client';

/** Sign-out (platform-core §4): call sign-out, then go to /sign-in. */
export default function SignOutButton({ label }: { label: string }) {
  async function signOut() {
    await callApi('POST', '/api/users/logout').catch(() => null);
    window.location.assign('/sign-in');
  }
  return (
    <button type="button" className="link-button" onClick={signOut}>
      {label}
    </button>
  );
}
