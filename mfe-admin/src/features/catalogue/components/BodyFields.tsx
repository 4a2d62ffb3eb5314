import { ICON_KEYS } from '@marketplace/shared/contracts';
import type { CataloguePrice } from '@marketplace/shared/catalogue-schemas';
import { type Body, type FieldSpec, valueAt, withValue } from '../kinds';
import { useMessages } from '@marketplace/shared/ui';
import { catalogueTabCatalogue } from '../catalogue';
import { FormField as Field } from '@marketplace/shared/form-fields';
import { GalleryInput } from './GalleryInput';
import { PictureInput } from './PictureInput';
import { PriceInput, numberOrNull } from './PriceInput';

export interface BodyFieldsProps {
  fields: FieldSpec[];
  body: Body;
  onChange: (body: Body) => void;
  /** Errors by path ('name', 'price.amount', 'gallery.0.picture'). */
  errors: Record<string, string>;
  /** The home services a maintenance service can suggest: key and name. */
  services: { key: string; name: string }[];
}

/** Errors of the paths below `prefix`, keyed by the rest of their path. */
function errorsBelow(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}

/** The label of a gallery entry's field ('0.label'): as GalleryInput names its inputs. */
function galleryEntryLabel(path: string, label: string, pictureLabel: (n: number) => string) {
  const [index = '0', field] = path.split('.');
  const n = Number(index) + 1;
  return field === 'label' ? pictureLabel(n) : `${label} ${n}`;
}

/** The fields of one kind's form, each bound to its place in the body. */
export function BodyFields({ fields, body, onChange, errors, services }: BodyFieldsProps) {
  const T = useMessages(catalogueTabCatalogue);
  const set = (path: string, value: unknown) => onChange(withValue(body, path, value));
  return (
    <>
      {fields.map((spec) => {
        const value = valueAt(body, spec.name);
        const label = T.fieldLabels[spec.label];
        const error = T.fieldCheck(label, errors[spec.name]);
        // A list's first entry check ('features.2', 'gallery.0.label'), under the whole list.
        const [entry = '', entryMessage] = Object.entries(errorsBelow(errors, spec.name))[0] ?? [];
        const hint = 'hint' in spec && spec.hint ? T.fieldHints[spec.hint] : undefined;
        switch (spec.type) {
          case 'text':
          case 'colour':
            return (
              <Field compact key={spec.name} label={label} hint={hint} error={error}>
                <input
                  type={spec.type === 'colour' ? 'color' : 'text'}
                  value={String(value ?? '')}
                  onChange={(event) => set(spec.name, event.target.value)}
                />
              </Field>
            );
          case 'textarea':
            return (
              <Field compact key={spec.name} label={label} hint={hint} error={error}>
                <textarea
                  value={String(value ?? '')}
                  onChange={(event) => set(spec.name, event.target.value)}
                />
              </Field>
            );
          case 'lines':
            return (
              <Field
                compact
                key={spec.name}
                label={label}
                hint={hint}
                error={error ?? T.fieldCheck(label, entryMessage)}
              >
                <textarea
                  value={(value as string[]).join('\n')}
                  onChange={(event) =>
                    set(
                      spec.name,
                      event.target.value.split('\n').map((line, i, all) =>
                        // Trailing spaces and an empty last line are kept while typing.
                        i === all.length - 1 ? line : line.trim(),
                      ),
                    )
                  }
                />
              </Field>
            );
          case 'number':
            return (
              <Field compact key={spec.name} label={label} error={error}>
                <input
                  type="number"
                  step={spec.step ?? 1}
                  value={value === null || value === undefined ? '' : String(value)}
                  onChange={(event) => set(spec.name, numberOrNull(event.target.value))}
                />
              </Field>
            );
          case 'select':
            return (
              <Field compact key={spec.name} label={label} error={error}>
                <select
                  value={String(value ?? '')}
                  onChange={(event) => set(spec.name, event.target.value)}
                >
                  {spec.options(body, T).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Field>
            );
          case 'icon':
            return (
              <Field compact key={spec.name} label={label} error={error}>
                <select
                  value={String(value ?? '')}
                  onChange={(event) => set(spec.name, event.target.value)}
                >
                  {ICON_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {key}
                    </option>
                  ))}
                </select>
              </Field>
            );
          case 'related':
            return (
              <Field compact key={spec.name} label={label} error={error}>
                <select
                  value={String(value ?? '')}
                  onChange={(event) => set(spec.name, event.target.value || null)}
                >
                  <option value="">{T.noRelated}</option>
                  {services.map((service) => (
                    <option key={service.key} value={service.key}>
                      {service.name}
                    </option>
                  ))}
                </select>
              </Field>
            );
          case 'picture':
            return (
              <PictureInput
                key={spec.name}
                label={label}
                value={(value as string | null) || null}
                optional={spec.optional}
                error={error}
                onChange={(url) => set(spec.name, url ?? (spec.optional ? null : ''))}
              />
            );
          case 'gallery':
            return (
              <GalleryInput
                key={spec.name}
                label={label}
                value={value as { picture: string; label: string }[]}
                error={
                  error ??
                  T.fieldCheck(galleryEntryLabel(entry, label, T.pictureLabel), entryMessage)
                }
                onChange={(gallery) => set(spec.name, gallery)}
              />
            );
          case 'price':
            return (
              <PriceInput
                key={spec.name}
                label={label}
                value={value as CataloguePrice}
                errors={errorsBelow(errors, spec.name)}
                onChange={(price) => set(spec.name, price)}
              />
            );
        }
      })}
    </>
  );
}
