import styled from 'styled-components';
import { media, useMessages } from '@marketplace/shared/ui';
import type { InteriorCatalogue } from '../hooks/use-interior-catalogue';
import { interiorCatalogue } from '../catalogue';
import { PRICE_BANDS, type PriceBand } from '../messages';
import { Field, ToggleButton, ToggleRow } from './controls';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${media.up('md')} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const FiltersPanel = styled.div`
  max-width: 320px;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const isPriceBand = (value: string): value is PriceBand =>
  PRICE_BANDS.some((b) => b.value === value);

type ToolbarProps = Pick<
  InteriorCatalogue,
  | 'search'
  | 'setSearch'
  | 'priceBand'
  | 'setPriceBand'
  | 'view'
  | 'setView'
  | 'filtersOpen'
  | 'toggleFilters'
>;

/** Search box, Filters toggle with the price bands, and the grid/list switch. */
export function CatalogueToolbar(props: ToolbarProps) {
  const M = useMessages(interiorCatalogue);
  return (
    <>
      <Bar>
        <Field>
          {M.searchLabel}
          <input
            type="search"
            placeholder={M.searchPlaceholder}
            value={props.search}
            onChange={(event) => props.setSearch(event.target.value)}
          />
        </Field>
        <ToggleRow role="group" aria-label={M.displayLabel} style={{ marginBottom: 0 }}>
          <ToggleButton
            type="button"
            aria-expanded={props.filtersOpen}
            aria-controls="interior-filters"
            onClick={props.toggleFilters}
          >
            {M.filters}
          </ToggleButton>
          <ToggleButton
            type="button"
            aria-pressed={props.view === 'grid'}
            onClick={() => props.setView('grid')}
          >
            {M.gridView}
          </ToggleButton>
          <ToggleButton
            type="button"
            aria-pressed={props.view === 'list'}
            onClick={() => props.setView('list')}
          >
            {M.listView}
          </ToggleButton>
        </ToggleRow>
      </Bar>
      {props.filtersOpen && (
        <FiltersPanel id="interior-filters">
          <Field>
            {M.priceLabel}
            <select
              value={props.priceBand}
              onChange={(event) => {
                if (isPriceBand(event.target.value)) props.setPriceBand(event.target.value);
              }}
            >
              {PRICE_BANDS.map((band) => (
                <option key={band.value} value={band.value}>
                  {M.priceBands[band.value]}
                </option>
              ))}
            </select>
          </Field>
        </FiltersPanel>
      )}
    </>
  );
}
