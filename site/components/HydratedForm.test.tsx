// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydratedForm } from './HydratedForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

const form = (
  <HydratedForm aria-label="Pages">
    <label>
      <input type="checkbox" name="aboutVisible" checked={false} onChange={() => {}} />
      About
    </label>
  </HydratedForm>
);

describe('a form whose fields wait for React', () => {
  it('arrives from the server with its fields disabled, and enables them once hydrated', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(form);
    document.body.append(host);
    const box = host.querySelector<HTMLInputElement>('input[name="aboutVisible"]')!;
    expect(box.matches(':disabled')).toBe(true);
    expect(host.querySelector('form')!.getAttribute('aria-label')).toBe('Pages');

    await act(async () => {
      hydrateRoot(host, form);
    });
    expect(box.matches(':disabled')).toBe(false);
  });
});
