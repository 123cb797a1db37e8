// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** jsdom cannot navigate: the click's default is stopped at the window, after the script saw it. */
const stayOnThePage = (event: MouseEvent) => event.preventDefault();

/** The route-change bar starts when the visitor follows a link to another page of the site. */
beforeAll(async () => {
  window.history.replaceState(null, '', '/courses');
  await import('./route-progress');
  window.addEventListener('click', stayOnThePage);
});

// Unit files share their window: left in place, it stopped other files' forms from submitting.
afterAll(() => window.removeEventListener('click', stayOnThePage));

beforeEach(() => {
  document.querySelector('#nprogress')?.remove();
  document.body.innerHTML = '';
});

function click(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.textContent = 'go';
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe('route progress', () => {
  it('shows the bar when leaving for another page of the site', () => {
    click('/about');
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();
  });

  it.each([
    ['another site', 'https://elsewhere.example/page', {}, {}],
    ['the same page', '/courses', {}, {}],
    ['a new tab', '/about', {}, { target: '_blank' }],
    ['a modified click', '/about', { ctrlKey: true }, {}],
  ])('stays hidden for %s', (_case, href, init, attributes) => {
    click(href, init, attributes);
    expect(document.querySelector('#nprogress')).toBeNull();
  });
});
