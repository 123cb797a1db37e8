import type { ReactNode } from 'react';
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
  /** Holds a React Aria <Heading slot="title">, which names the dialog. */
  children: ReactNode;
}

/**
 * Every modal dialog of the site (issue #15: from an accessible library, not hand-written).
 * React Aria moves the focus into it, keeps it there, gives it back to the opener on close,
 * closes on Escape, hides the page from screen readers and stops it scrolling behind. As a native
 * modal <dialog> did, a click outside does not close it: only Escape and its own buttons do.
 */
export function ModalDialog({ language, isOpen = true, onClose, isKeyboardDismissDisabled, className, children, ...described }: ModalDialogProps) {
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
          </Dialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}
