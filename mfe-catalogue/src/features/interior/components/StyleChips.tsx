import { useMessages } from '@marketplace/shared/ui';
import { interiorCatalogue } from '../catalogue';
import { INTERIOR_STYLE_CHIPS } from '../messages';
import { ToggleButton, ToggleRow } from './controls';

/** Popular style chips with their counts; choosing one searches for that style. */
export function StyleChips({
  search,
  onPick,
}: {
  search: string;
  onPick: (style: string) => void;
}) {
  const M = useMessages(interiorCatalogue);
  return (
    <ToggleRow role="group" aria-label={M.stylesHeading}>
      {INTERIOR_STYLE_CHIPS.map((chip) => (
        <ToggleButton
          key={chip.name}
          type="button"
          $colour={chip.color}
          aria-pressed={search.trim().toLowerCase() === chip.name.toLowerCase()}
          onClick={() => onPick(chip.name)}
        >
          {chip.name} ({chip.count})
        </ToggleButton>
      ))}
    </ToggleRow>
  );
}
