// The category trees' Hindi names are shown through a function (English is the name itself), which
// the catalogues' own test cannot read: each Hindi name here must carry Devanagari.
import { HOMECARE_NAMES_HI, INTERIOR_NAMES_HI } from '.';

it.each([
  ['homecare', HOMECARE_NAMES_HI],
  ['interior', INTERIOR_NAMES_HI],
])('gives every %s category and sub-category a Hindi name', (_tree, names) => {
  const latinOnly = Object.entries(names).filter(([, hindi]) => !/[\u0900-\u097F]/.test(hindi));
  expect(latinOnly).toEqual([]);
});
