// Previous / next paging for server-paged lists.
import styled from 'styled-components';
import { Button, useMessages } from '@marketplace/shared/ui';
import { commonCatalogue } from './catalogue';

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
  const t = useMessages(commonCatalogue);
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span>{t.pageOf(page, pages)}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </Button>
    </Bar>
  );
}
