import styled from 'styled-components';
import { Button, useMessages } from '@marketplace/shared/ui';
import { listingCatalogue } from '../catalogue';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / Page x of y / Next; hidden when everything fits on one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { listing: t } = useMessages(listingCatalogue);
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t.pager}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <p aria-current="page">{t.pageOf(page, pages)}</p>
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </Nav>
  );
}
