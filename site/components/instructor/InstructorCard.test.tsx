import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InstructorCard } from './InstructorCard';

const card = (person: { name: string; profilephoto: string; bio: string }) => renderToString(<InstructorCard person={person} photoAlt={`Photo of ${person.name}`} />);

describe('InstructorCard', () => {
  it('shows the photo at the avatar width, sized and lazy, with its alt text', () => {
    const html = card({ name: 'Huda Salem', profilephoto: 'public/avatars/ab12.webp', bio: 'Hafiza.' });
    expect(html).toContain('src="/files/public/avatars/ab12.webp?w=320"');
    expect(html).toMatch(/<img [^>]*alt="Photo of Huda Salem"[^>]*width="96" height="96" loading="lazy"/);
    expect(html).not.toContain('instructor-initials');
  });

  it('shows initials without a photo, and nothing for a blank bio', () => {
    const html = card({ name: 'Huda Salem', profilephoto: '', bio: ' \n ' });
    expect(html).toContain('data-testid="instructor-initials">HS</span>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('instructor-bio');
  });

  it('keeps the bio as text: markup is escaped, line breaks stay', () => {
    const html = card({ name: 'Karim', profilephoto: '', bio: 'Line one\n<b>Line two</b>' });
    expect(html).toContain('>Line one\n&lt;b&gt;Line two&lt;/b&gt;</p>');
  });
});
