import { useMessages } from '@marketplace/shared/ui';
import { interiorCatalogue } from '../catalogue';
import { INTERIOR_STYLE_CHIPS } from '../messages';
import { ToggleButton, ToggleRow } from './controls';

/** Popular style chips with their counts; choosing one searches for that style, in the page's language. */
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
      {INTERIOR_STYLE_CHIPS.map((chip) => {
        // The designs' names and descriptions come in the page's language: so does the search.
        const style = M.styles[chip.name];
        return (
          <ToggleButton
            key={chip.name}
            type="button"
            $colour={chip.color}
            aria-pressed={search.trim().toLowerCase() === style.toLowerCase()}
            onClick={() => onPick(style)}
          >
            {style} ({chip.count})
          </ToggleButton>
        );
      })}
    </ToggleRow>
  );
}
