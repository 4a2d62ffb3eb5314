// A construction package as an editor fills it in: the api's catalogue tests and the browser
// test of catalogue editing post the same one. No imports, so both test runners can load it.
export const NEW_PACKAGE = (picture: string) => ({
  kind: 'package',
  visible: true,
  body: {
    name: 'Diamond Package',
    picture,
    icon: 'gem',
    description: 'Everything in Platinum, with a landscaped terrace and solar power.',
    detailedDescription: 'Our most complete package, for clients who want it all.',
    features: ['Solar rooftop', 'Terrace garden'],
    price: { kind: 'from', amount: 3200, upTo: 3800, unit: 'per sq ft' },
    timeline: '14-20 months',
    badge: 'NEW',
    color: '#3d4f73',
    borderColor: '#c9d1e0',
    savings: 'Complete Value',
  },
});
