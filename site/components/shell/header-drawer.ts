/**
 * The drawer on a phone: the disclosure the server draws (the menu without script) gives way to a
 * button that opens the drawer, the browser's modal <dialog> (Escape, focus kept in it and given
 * back to the button). While it is open the account block (sign-up and sign-in, or the bell and
 * the account menu) moves into it from the header, where a phone's CSS hides it, and moves back
 * when it closes: one bell and one menu on the page, whatever its width.
 */
export function enhanceDrawer(header: HTMLElement): void {
  const disclosure = header.querySelector<HTMLDetailsElement>('details.menu-fallback');
  const drawer = header.querySelector<HTMLDialogElement>('dialog.drawer');
  const account = header.querySelector<HTMLElement>('[data-account]');
  const drawerAccount = header.querySelector<HTMLElement>('[data-drawer-account]');
  if (!disclosure || !drawer || !account || !drawerAccount) return;
  // The summary's icon and hidden name move into the button.
  const summary = disclosure.querySelector('summary')!;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${summary.className} mobile-only`;
  button.dataset.testid = summary.dataset.testid;
  button.setAttribute('aria-haspopup', 'dialog');
  button.append(...summary.childNodes);
  button.addEventListener('click', () => {
    drawerAccount.append(...account.childNodes);
    drawer.showModal();
  });
  disclosure.replaceWith(button);
  drawer.addEventListener('close', () => account.append(...drawerAccount.childNodes));
  // A click on the dialog itself, not on its panel, is a click on the dimmed page beside it.
  drawer.addEventListener('click', (event) => {
    if (event.target === drawer) drawer.close();
  });
  drawer.querySelector('[data-close-drawer]')?.addEventListener('click', () => drawer.close());
}
