import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';
import { FormField, FormGrid, FormWide } from '../../../components/form-styles';

export const Form = styled(FormGrid)`
  max-width: 720px;

  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Field = styled(FormField)`
  textarea {
    min-height: 96px;
  }
`;

export const Submit = FormWide;
