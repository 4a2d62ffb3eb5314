// `@marketplace/shared/standalone`: what a remote's own entry runs when the remote is started alone
// (npm run dev -w mfe-catalogue). In the composed site the shell renders the remote's ./Routes
// and nothing loads this entry, so it is no federation singleton (build-tools/rspack-app.ts).
export { renderStandalone } from './render-standalone';
