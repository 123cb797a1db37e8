import type { ReactNode } from 'react';

/**
 * A header widget's button as the server draws it, and the browser's first render with it: a
 * disabled button in the widget's wrapper, with the classes and content the working one will have.
 * React Aria's menus and dialogs render only once hydrated (issue #13: on the server they were a
 * tenth of every signed-in page's CPU), and nothing could be pressed before hydration anyway.
 */
export function InertTrigger({ wrapperClass, buttonClass, children }: { wrapperClass: string; buttonClass: string; children: ReactNode }) {
  return (
    <div className={wrapperClass}>
      <button type="button" className={buttonClass} disabled>
        {children}
      </button>
    </div>
  );
}
