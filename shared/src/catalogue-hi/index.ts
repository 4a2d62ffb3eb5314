// The catalogue's Hindi shared by more than one app: its category trees' names and its fixed
// checks. For Hindi texts alone (no shared singleton: a page's Hindi chunk keeps what it uses).
export { CATALOGUE_CHECKS_HI } from './checks';
export { HOMECARE_NAMES_HI } from './homecare';
export { INTERIOR_NAMES_HI } from './interior';
