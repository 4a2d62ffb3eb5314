// Post your property (docs/product/real-estate.md): the form in steps, the draft saved on the
// server at each change of step (the address then names the draft and the step, so a reload or a
// later visit from My listings resumes it), the api's messages beside their fields, and the
// listing sent for review from its preview.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@marketplace/shared/api-client';
import { canMove, type MyListing } from '@marketplace/shared/contracts-posting';
import { useSession } from '@marketplace/shared/session';
import { StatusPanel } from '@marketplace/shared/status-panel';
import {
  Button,
  PageContainer,
  PageHeading,
  PathLink,
  Spinner,
  notify,
  useMessages,
} from '@marketplace/shared/ui';
import { fetchMyListing, moveListing } from '../../../lib/lister-api';
import { cardCatalogue } from '../../../components/catalogue';
import { RequireLogin } from '../../../lib/RequireLogin';
import { saveDraft } from '../api/save-draft';
import {
  EMPTY_DRAFT,
  POSTING_STEPS,
  draftFormData,
  isPostingStep,
  stepOf,
  targetOfMessage,
  valuesOf,
  type DraftField,
  type MessageTarget,
  type PostingStep,
} from '../form-model';
import { postingCatalogue, type PostingTexts } from '../catalogue';
import { DetailsStep, LocationStep, PriceStep } from './FieldSteps';
import { PicturesStep, type PicturesState } from './PicturesStep';
import { PreviewStep } from './PreviewStep';
import { Banner, Form, Nav, Progress, StepList } from './posting-layout';
import { ownPaths } from '../../../lib/own-paths';

type Errors = Partial<Record<MessageTarget, string>>;

/** The form's labels in the page's language: an api message in that language starts with one. */
function fieldLabels(t: PostingTexts['text']): Partial<Record<MessageTarget, string>> {
  return {
    name: t.name,
    propertyType: t.propertyType,
    bedrooms: t.bedrooms,
    bathrooms: t.bathrooms,
    area: t.area,
    furnishing: t.furnishing,
    floor: t.floor,
    totalFloors: t.totalFloors,
    possession: t.possession,
    possessionBy: t.possessionBy,
    builder: t.builder,
    reraNumber: t.reraNumber,
    description: t.description,
    amenities: t.amenities,
    location: t.location,
    nearby: t.nearby,
    deposit: t.deposit,
    availableFrom: t.availableFrom,
    suits: t.suits,
    listerPhone: t.listerPhone,
    pictures: t.pictures,
  };
}

function PostingForm() {
  const t = useMessages(postingCatalogue);
  const labels = useMessages(cardCatalogue).facts.labels;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { token } = useSession();
  const askedId = Number(search.get('id')) || null;
  const askedStep = search.get('step');
  const step: PostingStep = isPostingStep(askedStep) ? askedStep : 'details';
  const [listing, setListing] = useState<MyListing | null>(null);
  const [loading, setLoading] = useState(askedId !== null);
  const [values, setValues] = useState(EMPTY_DRAFT);
  const [pictures, setPictures] = useState<PicturesState>({ kept: [], added: [] });
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  /** The draft of the address could not be read: nothing to resume, and nothing to save over. */
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'saving' | 'submitting' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step starts at its heading: on a phone, Save and continue is far down the page, and a
  // screen reader hears where it is.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (askedId === null) return;
    fetchMyListing(askedId)
      .then((saved) => {
        setListing(saved);
        setValues(valuesOf(saved));
        setPictures({ kept: saved.images, added: [] });
      })
      .catch((error: unknown) => setLoadProblem(isApiError(error) ? error.message : String(error)))
      .finally(() => setLoading(false));
    // Only the draft the page was opened with is read; later saves answer the listing themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (target: PostingStep, id: number) =>
    setSearch({ id: String(id), step: target }, { replace: true });

  /** Shows an answer's message beside its field (on that field's step), else above the form. */
  function showProblem(message: string, id: number | null) {
    const target = targetOfMessage(message, fieldLabels(t.text));
    if (!target) {
      setBanner(message);
      return;
    }
    setErrors({ [target]: message });
    if (id !== null) show(stepOf(target), id);
  }

  async function save(): Promise<MyListing | null> {
    setBusy('saving');
    setBanner(null);
    if (pictures.added.length > 0) setProgress(0);
    try {
      const formData = draftFormData(values, { ...pictures, version: listing?.version ?? null });
      const saved = await saveDraft({
        id: listing?.id ?? null,
        formData,
        token,
        failed: t.failures.saveFailed,
        onProgress: setProgress,
      });
      setListing(saved);
      setPictures({ kept: saved.images, added: [] });
      setErrors({});
      return saved;
    } catch (error) {
      showProblem(isApiError(error) ? error.message : t.failures.saveFailed, listing?.id ?? null);
      return null;
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  async function goTo(target: PostingStep) {
    const saved = await save();
    if (saved) show(target, saved.id);
  }

  async function submit() {
    const saved = await save();
    if (!saved) return;
    setBusy('submitting');
    try {
      const answer = await moveListing(saved.id, 'submit');
      if (answer.msg) notify.success(answer.msg);
      navigate(ownPaths.myListings());
    } catch (error) {
      showProblem(isApiError(error) ? error.message : t.failures.moveFailed, saved.id);
      setBusy(null);
    }
  }

  if (loading) return <Spinner label={t.text.loading} />;
  if (loadProblem) {
    return (
      <StatusPanel
        framed
        tone="danger"
        title={t.text.loadFailed}
        actions={
          <Button as={PathLink} to={ownPaths.myListings()}>
            {t.text.toMyListings}
          </Button>
        }
      >
        {loadProblem}
      </StatusPanel>
    );
  }
  if (listing && !canMove('save', listing.status)) {
    return (
      <StatusPanel
        framed
        title={labels.statuses[listing.status]}
        actions={
          <Button as={PathLink} to={ownPaths.myListings()}>
            {t.text.toMyListings}
          </Button>
        }
      >
        {t.text.notEditable(labels.statuses[listing.status])}
      </StatusPanel>
    );
  }

  const index = POSTING_STEPS.indexOf(step);
  const form = {
    values,
    errors,
    onChange: (field: DraftField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  };
  return (
    <Form
      aria-label={t.text.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (step === 'preview') void submit();
        else void goTo(POSTING_STEPS[index + 1] as PostingStep);
      }}
    >
      <StepList aria-label={t.text.stepOf(index + 1, POSTING_STEPS.length)}>
        {POSTING_STEPS.map((name, i) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} data-done={i < index}>
            <span>{i + 1}</span> {t.text.steps[name]}
          </li>
        ))}
      </StepList>
      <h2 ref={heading} tabIndex={-1}>
        {t.text.steps[step]}
      </h2>
      {listing?.status === 'rejected' && listing.rejection_reason ? (
        <Banner $tone="warning">
          {t.text.rejected} {listing.rejection_reason}
        </Banner>
      ) : null}
      {banner ? (
        <Banner role="alert" $tone="danger">
          {banner}
        </Banner>
      ) : null}
      {step === 'details' ? <DetailsStep form={form} /> : null}
      {step === 'location' ? <LocationStep form={form} /> : null}
      {step === 'price' ? <PriceStep form={form} /> : null}
      {step === 'pictures' ? (
        <PicturesStep
          pictures={pictures}
          error={errors.pictures}
          onChange={(next) => {
            setPictures(next);
            setErrors((current) => ({ ...current, pictures: undefined }));
          }}
          onError={(message) => setErrors((current) => ({ ...current, pictures: message }))}
        />
      ) : null}
      {step === 'preview' && listing ? <PreviewStep listing={listing} /> : null}
      {progress !== null ? (
        <Progress>
          <progress max={100} value={progress} aria-label={t.text.uploadProgress} />
          <span>{t.text.uploading(progress)}</span>
        </Progress>
      ) : null}
      <Nav>
        {index > 0 ? (
          <Button
            type="button"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void goTo(POSTING_STEPS[index - 1] as PostingStep)}
          >
            {t.text.back}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy !== null}>
          {busy === 'saving' ? t.text.saving : null}
          {busy === 'submitting' ? t.text.submitting : null}
          {busy === null && step === 'preview' ? t.text.submit : null}
          {busy === null && step !== 'preview' ? t.text.next : null}
        </Button>
      </Nav>
    </Form>
  );
}

export default function PostPropertyPage() {
  const t = useMessages(postingCatalogue);
  return (
    <PageContainer>
      <PageHeading>{t.text.title}</PageHeading>
      <p>{t.text.intro}</p>
      <RequireLogin label={t.text.loading}>
        <PostingForm />
      </RequireLogin>
    </PageContainer>
  );
}
