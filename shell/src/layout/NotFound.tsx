// Shown for every path no remote owns (spec: any other path shows 'Page not found').
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, useMessages } from '@marketplace/shared/ui';
import { layoutCatalogue } from './catalogue';

const Centered = styled(PageContainer)`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

export function NotFound() {
  const t = useMessages(layoutCatalogue);
  return (
    <Centered>
      <Code aria-hidden="true">404</Code>
      <PageHeading>{t.notFoundTitle}</PageHeading>
      <p>{t.notFoundText}</p>
      <Button as={Link} to={paths.home()}>
        {t.backHome}
      </Button>
    </Centered>
  );
}
