import { headers } from 'next/headers';

/**
 * The admin has no sign-in form of its own (Payload's local strategy is off): editors sign in on
 * their site and come back, carrying the same session cookie. This links them to that form.
 */
export default async function SignInOnSite() {
  const requestHeaders = await headers();
  const host = (requestHeaders.get('host') ?? 'localhost').replace(/:\d+$/, '');
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http';
  const sitePort = process.env.SITE_PORT ?? '4321';
  const signInUrl = `${protocol}://${host}${sitePort === '80' || sitePort === '443' ? '' : `:${sitePort}`}/sign-in`;
  return (
    <div style={{ textAlign: 'center', marginTop: '1.5rem' }}>
      <p>Sign in on your site first, then come back to this page.</p>
      <a className="btn btn--style-primary" href={signInUrl}>
        Sign in on the site
      </a>
    </div>
  );
}
