import { useEffect, type ReactNode } from 'react';
import { Dialog, I18nProvider, Modal, ModalOverlay } from 'react-aria-components';
import type { Language } from '@halaqa/shared/i18n/languages';
import './modal-dialog.css';

interface ModalDialogProps {
  /** The page's language: React Aria's parts inside then work right to left in Arabic. */
  language: Language;
  /** Whether it shows; an owner that mounts it only while open leaves this out. */
  isOpen?: boolean;
  /** Escape, or the owner's own buttons through `onClose` itself: the one way it closes. */
  onClose: () => void;
  /** While true Escape does nothing (e.g. while a save is under way and must not be left). */
  isKeyboardDismissDisabled?: boolean;
  /** The card's own class (size, padding); the card itself is .modal-card. */
  className: string;
  'aria-describedby'?: string;
  /**
   * Gets the focus when the dialog closes, for one opened by something other than the focused
   * control (a reply to a call): React Aria gives it back to what had it when the dialog opened.
   */
  returnFocusTo?: Element | null;
  /** Holds a React Aria <Heading slot="title">, which names the dialog. */
  children: ReactNode;
}

/**
 * Every modal dialog of the site (issue #15: from an accessible library, not hand-written).
 * React Aria moves the focus into it, keeps it there, gives it back to the opener on close,
 * closes on Escape, hides the page from screen readers and stops it scrolling behind. As a native
 * modal <dialog> did, a click outside does not close it: only Escape and its own buttons do.
 */
export function ModalDialog({ language, isOpen = true, onClose, isKeyboardDismissDisabled, className, returnFocusTo, children, ...described }: ModalDialogProps) {
  return (
    <I18nProvider locale={language}>
      <ModalOverlay
        className="modal-overlay"
        isOpen={isOpen}
        isKeyboardDismissDisabled={isKeyboardDismissDisabled}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        <Modal className="modal">
          <Dialog className={`modal-card ${className}`} {...described}>
            {children}
            {returnFocusTo ? <FocusOnUnmount target={returnFocusTo} /> : null}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}

/**
 * Focuses `target` once the dialog is gone, as React Aria does for the control focused when it
 * opened: a frame later, and only if nothing else took the focus (it fell to the page).
 */
function FocusOnUnmount({ target }: { target: Element }) {
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (document.activeElement === document.body && target instanceof HTMLElement && target.isConnected) target.focus();
      });
    },
    [target],
  );
  return null;
}
