import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown as a modal as soon as it mounts: the browser then keeps focus inside it and
 * gives focus back to the button that opened it when it closes. Escape and `close()` alike fire
 * its `close` event, the one place its owner learns it is gone (and unmounts it).
 */
export function useShownModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return dialog;
}
