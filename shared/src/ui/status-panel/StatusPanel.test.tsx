import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { SearchIcon } from '@marketplace/shared/icons';
import { AppProviders, Button } from '@marketplace/shared/ui';
import { StatusPanel } from './index';

const renderUi = (ui: React.ReactNode) =>
  render(<AppProviders store={createStore()}>{ui}</AppProviders>);

describe('StatusPanel', () => {
  it('shows the heading at the level asked, the explanation and the ways on', () => {
    renderUi(
      <StatusPanel
        headingLevel={1}
        title="Property Not Found"
        actions={
          <>
            <Button>Browse Properties</Button>
            <Button>Go Home</Button>
          </>
        }
      >
        It may have been removed.
      </StatusPanel>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
    expect(screen.getByText('It may have been removed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse Properties' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is a level-2 heading inside a page, with its icon hidden from screen readers', () => {
    const { container } = renderUi(<StatusPanel icon={SearchIcon} title="No designs found" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No designs found' })).toBeVisible();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('announces a failure', () => {
    renderUi(
      <StatusPanel framed tone="danger" title="Could not load this property">
        Network error
      </StatusPanel>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load this propertyNetwork error',
    );
  });
});
