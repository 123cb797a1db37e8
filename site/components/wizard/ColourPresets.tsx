interface ColourPresetsProps {
  name: string;
  legend: string;
  presets: readonly string[];
  value: string;
  onChange: (colour: string) => void;
}

/**
 * One colour among presets, as a group of radio buttons drawn as swatches: arrow keys move
 * between them, and each is named by its hex value.
 */
export function ColourPresets({ name, legend, presets, value, onChange }: ColourPresetsProps) {
  return (
    <fieldset className="wizard-swatches">
      <legend className="field-label">{legend}</legend>
      <div className="wizard-swatch-grid">
        {presets.map((colour) => (
          <input
            key={colour}
            type="radio"
            className="wizard-swatch"
            name={name}
            value={colour}
            aria-label={colour}
            checked={value.toLowerCase() === colour}
            onChange={() => onChange(colour)}
            style={{ backgroundColor: colour }}
          />
        ))}
      </div>
    </fieldset>
  );
}
