/** A header widget's panel opened from its button: the bell's popover, the account menu. */
export interface Popup {
  open(): void;
  /** Closes the panel; the focus goes back to the button when `refocus` (Escape), else it stays where the user put it. */
  close(refocus: boolean): void;
  isOpen(): boolean;
}

/**
 * The behaviour the header's popups share, as React Aria's popover gave it: the button enabled
 * (it is disabled in the server's HTML until this runs) and saying whether it is expanded; Escape
 * closes and returns the focus to the button (and goes no further: a drawer around the widget
 * stays open); a press outside the widget, or the focus leaving it, closes without moving the focus.
 */
export function popup(wrapper: HTMLElement, button: HTMLButtonElement, panel: HTMLElement, hooks: { onOpen(): void }): Popup {
  const isOpen = () => !panel.hidden;
  const self: Popup = {
    isOpen,
    open() {
      panel.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      hooks.onOpen();
    },
    close(refocus) {
      if (!isOpen()) return;
      panel.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      if (refocus) button.focus();
    },
  };
  button.disabled = false;
  button.addEventListener('click', () => (isOpen() ? self.close(false) : self.open()));
  wrapper.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    // Kept from the drawer's <dialog>, which would close on the same key.
    event.preventDefault();
    event.stopPropagation();
    self.close(true);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !wrapper.contains(event.target as Node)) self.close(false);
  });
  wrapper.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.contains(next)) self.close(false);
  });
  return self;
}
