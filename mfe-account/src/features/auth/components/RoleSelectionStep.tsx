import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UserRole } from '@marketplace/shared/contracts';
import { paths } from '@marketplace/shared/config';
import { Button, focusRing, useMessages } from '@marketplace/shared/ui';
import {
  Actions,
  CheckboxLabel,
  ErrorText,
  FormStack,
  HintText,
  TextLink,
} from '../../../components/form-styles';
import type { FieldErrors } from '../../../lib/field-errors';
import { authCatalogue } from '../catalogue';
import { useCheckText } from '../../../lib/checks/catalogue';
import { ROLE_OPTIONS } from '../messages';

export type RoleField = 'role' | 'agreeToTerms';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const RoleCard = styled.label<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.accentSoft : theme.colors.background};
  cursor: pointer;

  &:focus-within {
    ${focusRing}
  }

  input {
    grid-row: span 3;
    margin-top: 0.3rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }

  small {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface RoleSelectionStepProps {
  role: UserRole | '';
  agreeToTerms: boolean;
  errors: FieldErrors<RoleField>;
  submitting: boolean;
  onRoleChange: (role: UserRole) => void;
  onTermsChange: (agree: boolean) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Register step 2: the role (a request for manager and admin) and the terms agreement. */
export function RoleSelectionStep(props: RoleSelectionStepProps) {
  const t = useMessages(authCatalogue);
  const check = useCheckText();
  const { role, agreeToTerms, errors, submitting } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <FormStack noValidate onSubmit={submit} aria-label={t.register.stepRole}>
      <Fieldset aria-describedby={errors.role ? 'role-error' : 'role-note'}>
        <legend>{t.register.roleLegend}</legend>
        {ROLE_OPTIONS.map((option, index) => (
          <RoleCard key={option.value} $selected={role === option.value}>
            <input
              type="radio"
              name="role"
              value={option.value}
              checked={role === option.value}
              onChange={() => props.onRoleChange(option.value)}
            />
            <strong>{t.roles[index]?.title}</strong>
            <span>{t.roles[index]?.description}</span>
            {option.needsApproval ? <small>{t.register.requiresVerification}</small> : null}
          </RoleCard>
        ))}
        <HintText id="role-note">{t.register.approvalNote}</HintText>
        {errors.role ? <ErrorText id="role-error">{check(errors.role)}</ErrorText> : null}
      </Fieldset>
      <div>
        <CheckboxLabel>
          <input
            type="checkbox"
            name="agreeToTerms"
            checked={agreeToTerms}
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? 'terms-error' : undefined}
            onChange={(e) => props.onTermsChange(e.target.checked)}
          />
          <span>
            {t.register.termsPrefix}{' '}
            <TextLink>
              {/* A new tab, so reading the terms does not lose what was typed here. */}
              <Link to={paths.termsAndConditions()} target="_blank" rel="noopener noreferrer">
                {t.register.termsLink}
              </Link>
            </TextLink>
          </span>
        </CheckboxLabel>
        {errors.agreeToTerms ? (
          <ErrorText id="terms-error">{check(errors.agreeToTerms)}</ErrorText>
        ) : null}
      </div>
      <Actions>
        <Button variant="ghost" size="lg" onClick={props.onBack} disabled={submitting}>
          {t.register.back}
        </Button>
        <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting}>
          {submitting ? t.register.submitting : t.register.submit}
        </Button>
      </Actions>
    </FormStack>
  );
}
