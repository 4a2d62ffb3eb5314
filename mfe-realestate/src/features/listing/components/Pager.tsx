import styled from 'styled-components';
import { Button } from '@marketplace/shared/ui';
import { LISTING_TEXT } from '../messages';

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
  if (pages <= 1) return null;
  return (
    <Nav aria-label={LISTING_TEXT.pager}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {LISTING_TEXT.previous}
      </Button>
      <p aria-current="page">{LISTING_TEXT.pageOf(page, pages)}</p>
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {LISTING_TEXT.next}
      </Button>
    </Nav>
  );
}
