// The construction routes as app/routes.tsx wires them, for tests that follow links between them.
import ConstructionPackagePage from '../features/constructions/components/ConstructionPackagePage';
import ConstructionsPage from '../features/constructions/components/ConstructionsPage';

export const CONSTRUCTION_ROUTES = {
  '/constructions': <ConstructionsPage />,
  '/constructions/:packageName': <ConstructionPackagePage />,
  '/construction/:packageName': <ConstructionPackagePage />,
};
