// The listing and a property's page read the api's answers with zod-free checks
// (@marketplace/shared/contracts-properties): zod is about 24 KB brotli. Only the
// property page's two forms, loaded when one opens, bring it.
describe('the real-estate pages without zod', () => {
  it('loads the routes, the listing, a property and the wishlist without the zod contracts', () => {
    jest.isolateModules(() => {
      // The contracts are what brings zod (no app imports zod itself; the zod-free entry points
      // are checked without zod in shared's own tests).
      jest.doMock('@marketplace/shared/contracts', () => {
        throw new Error('the zod contracts were loaded');
      });
      expect(() => {
        jest.requireActual('./routes');
        jest.requireActual('../features/listing/components/RealEstatePage');
        jest.requireActual('../features/property-detail/components/PropertyDetailPage');
        jest.requireActual('../features/wishlist/components/WishlistPage');
      }).not.toThrow();
    });
  });
});
