// Test support shared by the shell and the four remotes (imported from tests only; nothing here
// ships): render as the shell does, a strict fetch mock of /api/v1, and the shared fixtures.
export { renderWithProviders, type RenderOptions, type Rendered } from './render';
export { apiCalls, apiError, mockApi, type ApiCall, type ApiReply } from './fetch-mock';
export { storeSession, testAdminBooking, testBooking, testUser } from './fixtures';
export { SEEDED_CATALOGUE, mockCataloguePage } from './catalogue';
export { FakeXhr, installFakeXhr, picture } from './fake-xhr';
