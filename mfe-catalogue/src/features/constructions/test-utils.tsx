import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@marketplace/shared/ui';
import ConstructionPackagePage from './components/ConstructionPackagePage';
import ConstructionsPage from './components/ConstructionsPage';

function LocationProbe(): ReactElement {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders the construction routes as routes.tsx wires them, starting at `path`. */
export function renderConstructions(path: string) {
  return render(
    <AppProviders store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/constructions" element={<ConstructionsPage />} />
          <Route path="/constructions/:packageName" element={<ConstructionPackagePage />} />
          <Route path="/construction/:packageName" element={<ConstructionPackagePage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The decoded prefilled text of a wa.me link. */
export function whatsappText(href: string | null): string {
  return new URL(href ?? '').searchParams.get('text') ?? '';
}
