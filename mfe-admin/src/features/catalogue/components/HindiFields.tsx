import type {
  CatalogueKind,
  ItemTranslation,
  TranslatedField,
} from '@marketplace/shared/contracts';
import { TRANSLATED_FIELDS } from '@marketplace/shared/catalogue-schemas';
import { FormField as Field } from '@marketplace/shared/form-fields';
import { useMessages } from '@marketplace/shared/ui';
import { catalogueTabCatalogue } from '../catalogue';
import { valueAt, type Body } from '../kinds';

export interface HindiFieldsProps {
  kind: CatalogueKind;
  /** The English body, shown under each Hindi field. */
  body: Body;
  hindi: ItemTranslation;
  onChange: (hindi: ItemTranslation) => void;
  /** Errors by field path ('name', 'features'). */
  errors: Record<string, string>;
}

/** A long text gets a text area, as its English field has. */
const isLong = (field: TranslatedField) => field.max > 200;

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((entry) => String(entry ?? '')) : [];

/**
 * The Hindi twin of each visitor-facing text of the kind, each with its English text beside it.
 * All optional: an empty one shows the English on a Hindi page.
 */
export function HindiFields({ kind, body, hindi, onChange, errors }: HindiFieldsProps) {
  const T = useMessages(catalogueTabCatalogue);
  const set = (path: string, value: string | string[]) => onChange({ ...hindi, [path]: value });
  return (
    <>
      <p>{T.hindiIntro}</p>
      {TRANSLATED_FIELDS[kind].map((field) => {
        const label = T.inHindi(T.fieldLabels[field.path as keyof typeof T.fieldLabels]);
        const english = valueAt(body, field.path);
        if (field.type === 'labels') {
          const labels = listOf(hindi[field.path]);
          const entries = Array.isArray(english) ? (english as Body[]) : [];
          return (
            <fieldset key={field.path}>
              <legend>{label}</legend>
              {entries.map((entry, index) => (
                <Field
                  compact
                  key={index}
                  label={T.pictureLabel(index + 1)}
                  hint={T.english(String(entry.label ?? ''))}
                  error={index === 0 ? T.fieldCheck(label, errors[field.path]) : undefined}
                >
                  <input
                    lang="hi"
                    value={labels[index] ?? ''}
                    onChange={(event) => {
                      const next = entries.map((_, i) => labels[i] ?? '');
                      next[index] = event.target.value;
                      set(field.path, next);
                    }}
                  />
                </Field>
              ))}
            </fieldset>
          );
        }
        const hint = T.english(
          field.type === 'lines' ? listOf(english).join(' / ') : String(english ?? ''),
        );
        const value = hindi[field.path];
        return (
          <Field
            compact
            key={field.path}
            label={label}
            hint={hint}
            error={T.fieldCheck(label, errors[field.path])}
          >
            {field.type === 'lines' ? (
              <textarea
                lang="hi"
                value={listOf(value).join('\n')}
                onChange={(event) => set(field.path, event.target.value.split('\n'))}
              />
            ) : isLong(field) ? (
              <textarea
                lang="hi"
                value={String(value ?? '')}
                onChange={(event) => set(field.path, event.target.value)}
              />
            ) : (
              <input
                lang="hi"
                value={String(value ?? '')}
                onChange={(event) => set(field.path, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </>
  );
}
