'use client';
import { Button } from '@payloadcms/ui';
import { useId, useState } from 'react';

/** A labelled box and its button that hand over what was typed (Enter does the same), then empty the box. */
export function AddRow({ label, buttonText, dir, onAdd }: { label: string; buttonText: string; dir?: 'ltr'; onAdd: (text: string) => void }) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    const text = draft.trim();
    if (text !== '') onAdd(text);
    setDraft('');
  };
  return (
    <div className="halaqa-field__add">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        dir={dir}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter would submit the whole document.
            event.preventDefault();
            add();
          }
        }}
      />
      <Button buttonStyle="secondary" size="small" onClick={add}>
        {buttonText}
      </Button>
    </div>
  );
}
