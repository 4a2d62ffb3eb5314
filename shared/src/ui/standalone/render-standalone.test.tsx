import { act, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { usePathNavigation } from '@marketplace/shared/ui';
import { renderStandalone } from '@marketplace/shared/standalone';

/** What a remote's pages read from above them in the composed site. */
function Routes() {
  const { pathname } = usePathNavigation();
  const theme = useTheme();
  return (
    <p>
      {pathname} {theme.colors.primary}
    </p>
  );
}

afterEach(() => document.body.replaceChildren());

it("renders a remote's routes into #root under the router, path navigation and theme", async () => {
  window.location.hash = '#/real-estate';
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  await act(async () => renderStandalone(Routes));
  expect(screen.getByText('/real-estate #0f1f3d')).toBeInTheDocument();
});

it('leaves a page without #root alone', () => {
  expect(() => renderStandalone(Routes)).not.toThrow();
  expect(document.body).toBeEmptyDOMElement();
});
