import { remoteOfPath } from '@marketplace/shared/boot';
import { ownerOf, remoteToLoad } from './route-table';
import { storeSession } from '@marketplace/test-support';

it.each([
  ['/', 'catalogue'],
  ['/homecare', 'catalogue'],
  ['/maintenance/housekeeping-service', 'catalogue'],
  ['/construction/platinum-package', 'catalogue'],
  ['/constructions/gold-package', 'catalogue'],
  ['/Terms-and-condition', 'catalogue'],
  ['/terms-and-condition', 'catalogue'],
  ['/real-estate', 'realestate'],
  ['/property-details/42', 'realestate'],
  ['/wishlist', 'realestate'],
  ['/login', 'account'],
  ['/cart', 'account'],
  ['/checkout', 'account'],
  ['/bookings', 'account'],
  ['/bookings/12', 'account'],
  ['/forgot-password', 'account'],
  ['/admin', 'admin'],
  ['/admin/users', 'admin'],
])('%s belongs to %s', (path, owner) => {
  expect(ownerOf(path)).toBe(owner);
});

it.each(['/no-such-page', '/maintenance/a/b', '/property-details', '/loginx'])(
  '%s belongs to no remote (Page not found)',
  (path) => {
    expect(ownerOf(path)).toBeNull();
  },
);

// The first script picks the remote to preload without react-router (@marketplace/shared/boot):
// it must name the remote the router will render, for every kind of path.
it.each([
  '/',
  '/homecare',
  '/Maintenance/Plumbing/',
  '/services/x',
  '/real-estate',
  '/REAL-ESTATE',
  '/property-details/42',
  '/property-details',
  '/property-details/42/more',
  '/wishlist',
  '/bookings/12',
  '/admin',
  '/admin/',
  '/admin/users/3',
  '/administrator',
  '/no-such-page',
  '/loginx',
  '//login',
])('the eager matcher agrees with the router on %s', (path) => {
  expect(remoteOfPath(path)).toBe(ownerOf(path));
});

describe('remoteToLoad', () => {
  afterEach(() => localStorage.clear());

  it("is the login page's remote for a visitor without a session on a loginFirst route", () => {
    expect(remoteToLoad('/admin')).toBe('account');
    expect(remoteToLoad('/admin/users')).toBe('account');
    expect(remoteToLoad('/real-estate')).toBe('realestate');
  });

  it('is the owner for a visitor with a session', () => {
    storeSession();
    expect(remoteToLoad('/admin/users')).toBe('admin');
  });
});
