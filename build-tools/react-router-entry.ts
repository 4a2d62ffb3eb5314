// What the apps' bundles get for `import ... from 'react-router-dom'` (an alias in rspack-app.ts),
// shared as the `react-router-dom` singleton. Module Federation ships a shared package whole,
// since it cannot know which exports another app will use; react-router whole is ~51 KB brotli
// (server rendering, data routers, its development build) where the apps use a dozen names. This
// file names those, so the shared chunk is react-router tree-shaken to them
// (docs/decisions/shared-router-entry.md). An app that needs another export adds it here: the
// apps' builds cannot check an import from a consumed shared module, so
// shell/src/app/router-entry.test.ts fails on a name the apps import that this file lacks.
export {
  HashRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
