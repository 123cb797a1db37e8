import { describe, expect, it } from 'vitest';
import { placeholderProblems } from './deploy-placeholders';

describe('placeholderProblems', () => {
  it.each([
    ['a placeholder itself', { PAYLOAD_SECRET: 'replace-me-with-32-or-more-random-characters' }, [{ variable: 'PAYLOAD_SECRET', message: expect.stringMatching(/^PAYLOAD_SECRET is the placeholder of infra\/deploy/) }]],
    ['a URL whose password is one', { DATABASE_URL: 'postgres://halaqa:halaqa-demo@postgres:5432/halaqa' }, [{ variable: 'DATABASE_URL', message: expect.stringMatching(/^DATABASE_URL's password is the placeholder/) }]],
    ['a URL whose password is one, escaped', { SMTP_URL: 'smtps://user:REPLACE@smtp.example.com:465' }, [{ variable: 'SMTP_URL', message: expect.stringMatching(/^SMTP_URL's password/) }]],
    ['a secret of its own', { PAYLOAD_SECRET: 'an-operator-secret-of-at-least-32-characters' }, []],
    ['a URL without a password', { DATABASE_URL: 'postgres://halaqa@db.internal:5432/halaqa' }, []],
    ['a placeholder only as a user name', { DATABASE_URL: 'postgres://halaqa-demo:real-password@db:5432/halaqa' }, []],
    ['a placeholder inside a longer secret', { PAYLOAD_SECRET: 'REPLACE-me-not-this-one-is-mine-and-long' }, []],
    ['unset', {}, []],
  ])('%s', (_case, env, problems) => {
    expect(placeholderProblems(env, ['PAYLOAD_SECRET', 'DATABASE_URL', 'SMTP_URL'])).toEqual(problems);
  });
});
