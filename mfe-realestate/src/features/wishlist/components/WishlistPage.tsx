// /wishlist: the saved properties; the account's when logged in (after merging this browser's
// hearts), this browser's otherwise. See docs/decisions/realestate-wishlist.md.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { Button, PageContainer, PageHeading, Spinner } from '@marketplace/shared/ui';
import { PropertyCard } from '../../../components/PropertyCard';
import { PropertyGrid } from '../../../components/PropertyGrid';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { useLocalWishlist } from '../../../lib/wishlist/local-wishlist';
import { useAccountWishlist, useWishlist } from '../../../lib/wishlist/use-wishlist';
import { useWishlistMerge } from '../../../lib/wishlist/use-wishlist-merge';
import { useLocalWishlistProperties } from '../api/get-local-wishlist';
import { WISHLIST_TEXT } from '../messages';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export default function WishlistPage() {
  const { token } = useSession();
  const merging = useWishlistMerge();
  const localIds = useLocalWishlist();
  const account = useAccountWishlist();
  const local = useLocalWishlistProperties(localIds, !token);
  const wishlist = useWishlist();
  const source = token ? account : local;
  // Logged out, a removed heart hides its card at once, before the list is fetched again.
  const properties = (source.data ?? []).filter((p) => wishlist.isSaved(p.id));
  const nothingSaved = token ? false : localIds.length === 0;

  let content;
  if (merging || (!nothingSaved && !source.data && !source.error)) {
    content = <Spinner label={WISHLIST_TEXT.loading} />;
  } else if (source.error && !source.data) {
    content = (
      <StatusPanel
        framed
        tone="danger"
        title={WISHLIST_TEXT.errorTitle}
        actions={<Button onClick={() => void source.mutate()}>{WISHLIST_TEXT.tryAgain}</Button>}
      >
        {source.error instanceof Error ? source.error.message : String(source.error)}
      </StatusPanel>
    );
  } else if (nothingSaved || properties.length === 0) {
    content = (
      <StatusPanel
        framed
        title={WISHLIST_TEXT.emptyTitle}
        actions={
          <Button as={Link} to={paths.realEstate()}>
            {WISHLIST_TEXT.browse}
          </Button>
        }
      >
        {WISHLIST_TEXT.emptyText}
      </StatusPanel>
    );
  } else {
    content = (
      <>
        <Intro role="status">{WISHLIST_TEXT.count(properties.length)}</Intro>
        <PropertyGrid>
          {properties.map((property, index) => (
            <li key={property.id}>
              <PropertyCard property={property} wishlist={wishlist} eager={index < 3} />
            </li>
          ))}
        </PropertyGrid>
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeading>{WISHLIST_TEXT.heading}</PageHeading>
      {token ? null : (
        <Intro>
          {WISHLIST_TEXT.loggedOutHint}{' '}
          <Link to={paths.login(paths.wishlist())}>{WISHLIST_TEXT.login}</Link>
        </Intro>
      )}
      {content}
    </PageContainer>
  );
}
