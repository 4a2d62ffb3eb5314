// /wishlist: the saved properties; the account's when logged in (after merging this browser's
// hearts), this browser's otherwise. See docs/decisions/realestate-wishlist.md.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { Button, PageContainer, PageHeading, Spinner, useMessages } from '@marketplace/shared/ui';
import { PropertyCard } from '../../../components/PropertyCard';
import { PropertyGrid } from '../../../components/PropertyGrid';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { useLocalWishlist } from '../../../lib/wishlist/local-wishlist';
import { useAccountWishlist, useWishlist } from '../../../lib/wishlist/use-wishlist';
import { useWishlistMerge } from '../../../lib/wishlist/use-wishlist-merge';
import { useLocalWishlistProperties } from '../api/get-local-wishlist';
import { wishlistCatalogue } from '../catalogue';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export default function WishlistPage() {
  const t = useMessages(wishlistCatalogue);
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
    content = <Spinner label={t.loading} />;
  } else if (source.error && !source.data) {
    content = (
      <StatusPanel
        framed
        tone="danger"
        title={t.errorTitle}
        actions={<Button onClick={() => void source.mutate()}>{t.tryAgain}</Button>}
      >
        {source.error instanceof Error ? source.error.message : String(source.error)}
      </StatusPanel>
    );
  } else if (nothingSaved || properties.length === 0) {
    content = (
      <StatusPanel
        framed
        title={t.emptyTitle}
        actions={
          <Button as={Link} to={paths.realEstate()}>
            {t.browse}
          </Button>
        }
      >
        {t.emptyText}
      </StatusPanel>
    );
  } else {
    content = (
      <>
        <Intro role="status">{t.count(properties.length)}</Intro>
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
      <PageHeading>{t.heading}</PageHeading>
      {token ? null : (
        <Intro>
          {t.loggedOutHint} <Link to={paths.login(paths.wishlist())}>{t.login}</Link>
        </Intro>
      )}
      {content}
    </PageContainer>
  );
}
