// Previous / next paging for server-paged lists.
import styled from 'styled-components';
import { Button } from '@marketplace/shared/ui';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface PagerProps {
  page: number;
  total: number;
  limit: number;
  label: string;
  onPage: (page: number) => void;
}

export function Pager({ page, total, limit, label, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Bar>
  );
}
