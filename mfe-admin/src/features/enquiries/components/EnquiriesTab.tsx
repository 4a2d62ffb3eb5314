// The Enquiries tab: every stored enquiry newest first (contact, job application, agent contact,
// visit request) with its details, the property it concerns, and a handled toggle.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { isApiError } from '@marketplace/shared/api-client';
import { paths } from '@marketplace/shared/config';
import {
  ENQUIRY_TYPES,
  ERROR_DEFAULTS,
  type AdminEnquiry,
  type EnquiryType,
} from '@marketplace/shared/contracts';
import { Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner } from '../../../components/Banner';
import { Pager } from '../../../components/Pager';
import { Item, ItemDetails, ItemList } from '../../../components/Panel';
import { ENQUIRY_PAGE_SIZE, UNHANDLED_KEY, fetchEnquiries, setHandled } from '../api/enquiries';
import { enquiriesCatalogue } from '../catalogue';
import { enquiryDetails } from '../details';

const Badge = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.sm};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
`;

const Filter = styled.select`
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

function propertyIdOf(enquiry: AdminEnquiry): number | null {
  const id = enquiry.payload.property_id;
  return typeof id === 'number' ? id : null;
}

function EnquiryItem({ enquiry, onToggle }: { enquiry: AdminEnquiry; onToggle: () => void }) {
  const t = useMessages(enquiriesCatalogue);
  const propertyId = propertyIdOf(enquiry);
  const title = t.title(t.types[enquiry.type], String(enquiry.payload.name ?? ''));
  return (
    <Item $muted={enquiry.handled} aria-label={title}>
      <div>
        <h3>
          <Badge>{t.types[enquiry.type]}</Badge>
          {t.received(enquiry.created_at)}
        </h3>
        {propertyId !== null && (
          <p>
            {t.property}{' '}
            <Link to={paths.propertyDetails(propertyId)}>
              {enquiry.property_name ?? t.deletedProperty(propertyId)}
            </Link>
          </p>
        )}
        <ItemDetails>
          {enquiryDetails(enquiry.type, enquiry.payload, t.fields).map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </ItemDetails>
      </div>
      <Toggle>
        <input type="checkbox" checked={enquiry.handled} onChange={onToggle} />
        {t.handled}
      </Toggle>
    </Item>
  );
}

export function EnquiriesTab() {
  const t = useMessages(enquiriesCatalogue);
  const [type, setType] = useState<EnquiryType | ''>('');
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const list = useSWR(['admin-enquiries', type, page], () => fetchEnquiries({ type, page }));

  const toggle = async (enquiry: AdminEnquiry) => {
    setError(null);
    try {
      await setHandled(enquiry.id, !enquiry.handled);
      await Promise.all([list.mutate(), mutate(UNHANDLED_KEY)]);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : ERROR_DEFAULTS.generic);
    }
  };

  const listError = list.error
    ? isApiError(list.error)
      ? list.error.message
      : ERROR_DEFAULTS.generic
    : null;

  return (
    <section aria-label={t.heading}>
      <h2>{t.heading}</h2>
      <Filter
        aria-label={t.type}
        value={type}
        onChange={(event) => {
          setType(event.target.value as EnquiryType | '');
          setPage(1);
        }}
      >
        <option value="">{t.allTypes}</option>
        {ENQUIRY_TYPES.map((value) => (
          <option key={value} value={value}>
            {t.types[value]}
          </option>
        ))}
      </Filter>
      {(error ?? listError) && <ErrorBanner>{error ?? listError}</ErrorBanner>}
      {!list.data && !listError && <Spinner label={t.loading} />}
      {list.data?.data.length === 0 && <p>{t.none}</p>}
      {list.data && list.data.data.length > 0 && (
        <ItemList>
          {list.data.data.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} onToggle={() => void toggle(enquiry)} />
          ))}
        </ItemList>
      )}
      {list.data && (
        <Pager
          page={page}
          total={list.data.total}
          limit={ENQUIRY_PAGE_SIZE}
          label={t.pages}
          onPage={setPage}
        />
      )}
    </section>
  );
}
