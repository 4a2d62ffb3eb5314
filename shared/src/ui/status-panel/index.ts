// `@marketplace/shared/status-panel`: the empty, error and not-found state of a page. Its own entry
// point, so the first page of the site, which shows none, does not download it.
export { StatusPanel, type StatusPanelProps } from './StatusPanel';
