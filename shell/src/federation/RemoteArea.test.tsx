import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '../layout/Layout';
import { SHELL_MESSAGES } from '../app/messages';
import { RemoteArea, resetRemoteAreaCache } from './RemoteArea';
import { RemoteLoadError } from './load-remote';
import { renderWithProviders } from '@marketplace/test-support';
import { reportError } from '../health/client-events';

jest.mock('../health/client-events', () => ({ reportError: jest.fn() }));

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

beforeEach(() => {
  resetRemoteAreaCache();
  jest.mocked(reportError).mockClear();
  // React reports errors caught by a boundary on console.error, and the boundary warns: expected.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('renders the routes of the remote once they are loaded', async () => {
  const loader = jest.fn().mockResolvedValue({ default: () => <Page title="Real estate" /> });
  renderWithProviders(<RemoteArea name="realestate" loader={loader} />, { path: null });
  expect(await screen.findByRole('heading', { name: 'Real estate' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('realestate');
});

it('shows the fallback when the remote cannot be loaded, keeping header and footer, and Retry loads it again', async () => {
  const loader = jest
    .fn()
    .mockRejectedValueOnce(new Error('manifest 404'))
    .mockResolvedValueOnce({ default: () => <Page title="Real estate" /> });
  renderWithProviders(
    <Layout>
      <RemoteArea name="realestate" loader={loader} />
    </Layout>,
    { path: null },
  );

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(SHELL_MESSAGES.remoteUnavailableTitle);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.retry }));
  expect(await screen.findByRole('heading', { name: 'Real estate' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('catches a remote module that throws while rendering, and Retry renders it again', async () => {
  let broken = true;
  function FlakyRoutes() {
    if (broken) throw new Error('render failed');
    return <Page title="Property administration" />;
  }
  const loader = jest.fn().mockResolvedValue({ default: FlakyRoutes });
  renderWithProviders(
    <Layout>
      <RemoteArea name="admin" loader={loader} />
    </Layout>,
    { path: null },
  );

  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.retry }));
  expect(
    await screen.findByRole('heading', { name: 'Property administration' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
});

it('does not load a remote again when moving between two of its pages', async () => {
  const loader = jest.fn().mockResolvedValue({ default: () => <Page title="Catalogue" /> });
  const first = renderWithProviders(<RemoteArea name="catalogue" loader={loader} />, {
    path: null,
  });
  await screen.findByRole('heading', { name: 'Catalogue' });
  first.unmount();
  renderWithProviders(<RemoteArea name="catalogue" loader={loader} />, { path: null });
  await screen.findByRole('heading', { name: 'Catalogue' });
  expect(loader).toHaveBeenCalledTimes(1);
});

it('reports a failed area to the real-user health: a load failure apart from a render failure', async () => {
  const loader = jest.fn().mockRejectedValue(new RemoteLoadError('realestate', 'manifest 404'));
  renderWithProviders(<RemoteArea name="realestate" loader={loader} />, { path: null });
  await screen.findByRole('alert');
  expect(reportError).toHaveBeenCalledWith('load', 'realestate');

  function Broken(): never {
    throw new Error('render failed');
  }
  renderWithProviders(
    <RemoteArea name="admin" loader={jest.fn().mockResolvedValue({ default: Broken })} />,
    { path: null },
  );
  await waitFor(() => expect(reportError).toHaveBeenCalledWith('boundary', 'admin'));
});
