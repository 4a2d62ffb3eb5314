// The catalogue's category trees named in Hindi, for Hindi texts alone (no shared singleton: a
// page's Hindi chunk keeps the tree it uses).
export { HOMECARE_NAMES_HI } from './homecare';
export { INTERIOR_NAMES_HI } from './interior';
