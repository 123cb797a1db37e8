import { useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { FormField } from '../auth/FormField';
import { ColourPresets } from '../wizard/ColourPresets';
import { hexOfColourText } from './colour-text';

interface ColourFieldProps {
  name: 'themeColor' | 'secThemeColor';
  legend: string;
  textLabel: string;
  presets: readonly string[];
  value: string;
  /** The colour as `#rrggbb`, or empty for "none" where the colour may be empty. */
  onChange: (colour: string) => void;
  /** Whether the text written is a colour the form can send. */
  onValidity: (valid: boolean) => void;
  /** The secondary colour may be left empty; the theme colour may not. */
  optional: boolean;
  /** The server's refusal of this colour. */
  error?: string;
  t: Translate;
}

/**
 * A site colour: one of the wizard's presets, or any colour written as hex, rgb(), hsl() or hsv()
 * text (platform-core §5). Text that is no valid colour is shown as an error and changes nothing.
 */
export function ColourField({ name, legend, textLabel, presets, value, onChange, onValidity, optional, error, t }: ColourFieldProps) {
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);

  function write(written: string) {
    setText(written);
    const colour = optional && written.trim() === '' ? '' : hexOfColourText(written);
    setInvalid(colour === null);
    onValidity(colour !== null);
    if (colour !== null) onChange(colour);
  }

  return (
    <div className="settings-colour">
      <ColourPresets name={name} legend={legend} presets={presets} value={value} onChange={write} />
      <FormField
        name={`${name}Text`}
        label={textLabel}
        value={text}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        maxLength={60}
        onChange={(event) => write(event.target.value)}
        error={invalid ? t('siteSettings.colourTextInvalid') : error}
      />
    </div>
  );
}
