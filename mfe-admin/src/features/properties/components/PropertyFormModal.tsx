// The add / edit modal with every field of the spec's property form, its validation, the pictures
// and a real upload progress bar. While sending, the submit button reads 'Uploading...'.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError, newIdempotencyKey } from '@marketplace/shared/api-client';
import { API_ERROR_CODES, ERROR_DEFAULTS, type Property } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';
import { Button, media, useMessages } from '@marketplace/shared/ui';
import { Modal } from '@marketplace/shared/modal';
import { FormField } from '@marketplace/shared/form-fields';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { uploadPropertyForm } from '../api/upload';
import {
  EMPTY_FORM,
  checkNewImages,
  fieldLabelKey,
  formFromProperty,
  formHasChanges,
  toFormData,
  validateForm,
  type FieldErrors,
  type FormField as Field,
  type ImageProblem,
  type PropertyFormState,
} from '../form-model';
import { useCloseGuard } from '../hooks/use-close-guard';
import { ImagePicker } from './ImagePicker';
import { ListingFacts } from './ListingFacts';
import { propertiesCatalogue } from './catalogue';

// minmax(0, ...): a column may be narrower than its content's natural width (a text input's
// default size, the file input), so every control fits the dialog on a 390 px phone.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  input:not([type='checkbox']):not([type='file']),
  select,
  textarea {
    width: 100%;
    min-width: 0;
  }

  input[type='file'] {
    max-width: 100%;
  }

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Wide = styled.div.attrs({ className: 'wide' })``;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
`;

const Progress = styled.progress`
  width: 100%;
  height: 12px;
  accent-color: ${({ theme }) => theme.colors.success};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const SubmitError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface PropertyFormModalProps {
  /** The property being edited; null to add one. */
  property: Property | null;
  onClose: () => void;
  /** After a successful save, with the server's message. */
  onSaved: (message: string) => void;
  /** Someone else saved the property meanwhile: the list is read again, with their version. */
  onConflict?: () => void;
}

export function PropertyFormModal({
  property,
  onClose,
  onSaved,
  onConflict,
}: PropertyFormModalProps) {
  const t = useMessages(propertiesCatalogue);
  const { token } = useSession();
  const [initial] = useState<PropertyFormState>(() =>
    property ? formFromProperty(property) : EMPTY_FORM,
  );
  const [form, setForm] = useState<PropertyFormState>(initial);
  const [checks, setChecks] = useState<FieldErrors>({});
  // Each check in the page's language, named by the field's label.
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(checks).map(([field, message]) => {
      const key = fieldLabelKey(field as Field, form.purpose);
      return [field, message && t.fieldCheck(key ? t.fields[key] : t.purpose, message)];
    }),
  );
  const [existing, setExisting] = useState<string[]>(property?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [imageError, setImageError] = useState<ImageProblem | null>(null);
  /** New files the browser could not draw: named under the pictures, and never sent. */
  const [unreadable, setUnreadable] = useState<ReadonlySet<File>>(new Set());
  const unreadableNames = files.filter((file) => unreadable.has(file)).map((file) => file.name);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The last save attempt: sending the same form again is a retry of it, under its key. */
  const lastAttempt = useRef<{ sent: readonly unknown[]; key: string } | null>(null);
  const busy = progress !== null;
  const closeGuard = useCloseGuard(
    formHasChanges(initial, form, {
      initial: property?.images ?? [],
      kept: existing,
      added: files,
    }),
    onClose,
  );

  const set = (field: Field) => (value: string | boolean) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setChecks((prev) => ({ ...prev, [field]: undefined }));
  };
  const text = (field: Exclude<Field, 'scheduleVisitEnabled'>) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    disabled: busy,
  });

  const addFiles = (chosen: File[]) => {
    const problem = checkNewImages(chosen, existing.length + files.length);
    setImageError(problem);
    if (!problem) setFiles((prev) => [...prev, ...chosen]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form);
    setChecks(found);
    if (Object.keys(found).length > 0 || unreadableNames.length > 0 || busy) return;
    setSubmitError(null);
    setProgress(0);
    const sent = [form, files, existing];
    const previous = lastAttempt.current;
    const retry = previous?.sent.every((value, i) => value === sent[i]);
    const key = previous && retry ? previous.key : newIdempotencyKey();
    lastAttempt.current = { sent, key };
    const defaultMsg = property ? ERROR_DEFAULTS.updateProperty : ERROR_DEFAULTS.addProperty;
    try {
      const result = await uploadPropertyForm({
        method: property ? 'PUT' : 'POST',
        path: property ? `/updateProperty/${property.id}` : '/addProperty',
        formData: toFormData(
          form,
          files,
          property ? { keptImages: existing, version: property.version } : undefined,
        ),
        token,
        idempotencyKey: key,
        defaultMsg,
        onProgress: setProgress,
      });
      onSaved(result.msg);
    } catch (error) {
      setSubmitError(isApiError(error) ? error.message : defaultMsg);
      setProgress(null);
      if (isApiError(error) && error.code === API_ERROR_CODES.conflict) onConflict?.();
    }
  };

  return (
    <Modal
      open
      onClose={busy ? () => undefined : closeGuard.requestClose}
      title={property ? t.editTitle : t.addTitle}
    >
      <ConfirmDialog
        open={closeGuard.asking}
        question={t.discardQuestion}
        consequence={t.discardConsequence(property !== null)}
        confirmLabel={t.discard}
        cancelLabel={t.keepEditing}
        onConfirm={closeGuard.discard}
        onCancel={closeGuard.keepEditing}
      />
      <Form noValidate onSubmit={submit} aria-busy={busy}>
        <FormField compact label={t.fields.name} required error={errors.name}>
          <input {...text('name')} />
        </FormField>
        <FormField compact label={t.fields.location} required error={errors.location}>
          <input {...text('location')} placeholder={t.placeholders.location} />
        </FormField>
        <FormField compact label={t.fields.builder} error={errors.builder}>
          <input {...text('builder')} />
        </FormField>
        <ListingFacts
          form={form}
          errors={errors}
          disabled={busy}
          onChange={(field, value) => set(field)(value)}
        />
        <FormField compact label={t.fields.area} required error={errors.area}>
          <input {...text('area')} inputMode="decimal" />
        </FormField>
        <FormField compact label={t.fields.contactAgent} error={errors.contactAgent}>
          <input {...text('contactAgent')} placeholder={t.placeholders.contactAgent} />
        </FormField>
        <Wide>
          <FormField compact label={t.fields.description} error={errors.description}>
            <textarea {...text('description')} rows={4} />
          </FormField>
        </Wide>
        <FormField compact label={t.fields.nearby} hint={t.nearbyHint} error={errors.nearby}>
          <input {...text('nearby')} />
        </FormField>
        <FormField
          compact
          label={t.fields.amenities}
          hint={t.amenitiesHint}
          error={errors.amenities}
        >
          <input {...text('amenities')} />
        </FormField>
        <FormField compact label={t.fields.brochureLink} error={errors.brochureLink}>
          <input {...text('brochureLink')} type="url" placeholder="https://" />
        </FormField>
        <Check>
          <input
            type="checkbox"
            checked={form.scheduleVisitEnabled}
            disabled={busy}
            onChange={(event) => set('scheduleVisitEnabled')(event.target.checked)}
          />
          {t.scheduleVisit}
        </Check>
        <Wide>
          <ImagePicker
            existing={existing}
            onRemoveExisting={(url) => setExisting((prev) => prev.filter((u) => u !== url))}
            files={files}
            onAddFiles={addFiles}
            onRemoveFile={(index) => setFiles((prev) => prev.filter((_, i) => i !== index))}
            onUnreadableFile={(file) => setUnreadable((prev) => new Set(prev).add(file))}
            error={
              (imageError && t.imageChecks[imageError]) ??
              (unreadableNames.length > 0 ? t.unreadableFiles(unreadableNames) : null)
            }
            disabled={busy}
          />
        </Wide>
        {progress !== null && (
          <Wide>
            <Progress max={100} value={progress} aria-label={t.progress} aria-valuenow={progress} />
            <span aria-live="polite">{progress}%</span>
          </Wide>
        )}
        {submitError && (
          <Wide>
            <SubmitError role="alert">{submitError}</SubmitError>
          </Wide>
        )}
        <Wide>
          <Footer>
            <Button
              type="button"
              variant="secondary"
              onClick={closeGuard.requestClose}
              disabled={busy}
            >
              {t.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t.uploading : property ? t.update : t.save}
            </Button>
          </Footer>
        </Wide>
      </Form>
    </Modal>
  );
}
