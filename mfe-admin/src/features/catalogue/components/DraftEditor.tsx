import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CATALOGUE_ERROR_CODES,
  type AdminCatalogueItem,
  type CatalogueKind,
  type ItemTranslation,
} from '@marketplace/shared/contracts';
import {
  CATALOGUE_BODY_SCHEMAS,
  itemTranslationSchema,
  translatedBody,
} from '@marketplace/shared/catalogue-schemas';
import { Button, media, useMessages } from '@marketplace/shared/ui';
import { isApiError } from '@marketplace/shared/api-client';
import { ErrorBanner } from '../../../components/Banner';
import { errorMessage } from '../../../lib/error-message';
import { createDraft, fetchDraft, saveDraft, type SavedDraft } from '../api/catalogue-admin';
import { KINDS, type Body } from '../kinds';
import { catalogueTabCatalogue } from '../catalogue';
import { BodyFields } from './BodyFields';
import { CardPreview } from './CardPreview';
import { HindiFields } from './HindiFields';

const Layout = styled.form`
  display: grid;
  /* The column keeps the screen's width: a preview's long unbroken name is cut, not widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  textarea {
    min-height: 6rem;
    resize: vertical;
  }

  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Preview = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ${media.up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;

  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The issues by path ('price.amount'), the first one of each; null when there is none. */
function issuesByPath(
  issues: readonly { path: PropertyKey[]; message: string }[] | undefined,
): Record<string, string> | null {
  if (!issues) return null;
  const errors: Record<string, string> = {};
  for (const issue of issues)
    errors[issue.path[0] === undefined ? '' : String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The body schema's issues by path ('price.amount'), the first one of each. */
function errorsOf(kind: CatalogueKind, body: Body): Record<string, string> | null {
  const parsed = CATALOGUE_BODY_SCHEMAS[kind].safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The Hindi texts as saved: a list without its empty lines. */
function cleaned(hindi: ItemTranslation): ItemTranslation {
  return Object.fromEntries(
    Object.entries(hindi).map(([path, value]) => [
      path,
      Array.isArray(value) && !path.startsWith('gallery')
        ? value.filter((line) => line.trim())
        : value,
    ]),
  );
}

export interface DraftEditorProps {
  kind: CatalogueKind;
  /** The draft to edit; none to create one. */
  item: AdminCatalogueItem | null;
  /** The home services a maintenance service may suggest. */
  services: { key: string; name: string }[];
  onSaved: (saved: SavedDraft) => void;
  onCancel: () => void;
}

/**
 * A draft's form beside a live preview of its card. Checked with the api's own schema before it is
 * sent; a save on a draft someone else saved since is refused (409) and says so, keeping what was
 * typed until the editor chooses to load the other version.
 */
export function DraftEditor({ kind, item, services, onSaved, onCancel }: DraftEditorProps) {
  const T = useMessages(catalogueTabCatalogue);
  const info = KINDS[kind];
  const [base, setBase] = useState(item);
  const [body, setBody] = useState<Body>(() => item?.body ?? info.empty());
  const [hindi, setHindi] = useState<ItemTranslation>(() => item?.translations.hi ?? {});
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const [visible, setVisible] = useState(item?.visible ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hindiErrors, setHindiErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = errorsOf(kind, body);
    const hindiFound = issuesByPath(itemTranslationSchema(kind).safeParse(hindi).error?.issues);
    setErrors(found ?? {});
    setHindiErrors(hindiFound ?? {});
    if (found || hindiFound) {
      // The tab with something to fix is shown, English first.
      setLanguage(found ? 'en' : 'hi');
      setFailure(found ? T.fixErrors : T.hindiErrors);
      return;
    }
    setFailure(null);
    setSaving(true);
    const translations = { hi: cleaned(hindi) };
    try {
      onSaved(
        base
          ? await saveDraft(base, body, visible, translations)
          : await createDraft(kind, body, visible, translations),
      );
    } catch (caught) {
      setFailure(errorMessage(caught));
      setStale(isApiError(caught) && caught.code === CATALOGUE_ERROR_CODES.stale);
    } finally {
      setSaving(false);
    }
  };

  const loadTheirs = async () => {
    if (!base) return;
    try {
      const theirs = await fetchDraft(base.id);
      setBase(theirs);
      setBody(theirs.body);
      setHindi(theirs.translations.hi ?? {});
      setVisible(theirs.visible);
      setErrors({});
      setHindiErrors({});
      setFailure(null);
      setStale(false);
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <section aria-labelledby="catalogue-editor-heading">
      <h3 id="catalogue-editor-heading">
        {item ? T.editing(info.title(item.body)) : T.creating(T.kinds[kind])}
      </h3>
      <Layout noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <Tabs role="group" aria-label={T.textsIn}>
            <span>{T.textsIn}</span>
            {(['en', 'hi'] as const).map((code) => (
              <Button
                key={code}
                size="sm"
                variant={language === code ? 'primary' : 'secondary'}
                aria-pressed={language === code}
                lang={code}
                onClick={() => setLanguage(code)}
              >
                {code === 'en' ? 'English' : 'हिंदी'}
              </Button>
            ))}
          </Tabs>
          {language === 'en' ? (
            <BodyFields
              fields={info.fields}
              body={body}
              onChange={setBody}
              errors={errors}
              services={services}
            />
          ) : (
            <HindiFields
              kind={kind}
              body={body}
              hindi={hindi}
              onChange={setHindi}
              errors={hindiErrors}
            />
          )}
          <Check>
            <input
              type="checkbox"
              checked={visible}
              onChange={(event) => setVisible(event.target.checked)}
            />
            {T.visible}
          </Check>
          {failure ? (
            <ErrorBanner>
              {failure}{' '}
              {stale ? (
                <Button variant="secondary" size="sm" onClick={() => void loadTheirs()}>
                  {T.loadTheirs}
                </Button>
              ) : null}
            </ErrorBanner>
          ) : null}
          <Actions>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              {saving ? T.saving : T.save}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {T.cancel}
            </Button>
          </Actions>
        </Fields>
        <Preview aria-label={T.preview}>
          <h3>{T.preview}</h3>
          <CardPreview
            kind={kind}
            body={language === 'hi' ? translatedBody(kind, body, cleaned(hindi)) : body}
            itemKey={base?.key ?? `${kind}:preview`}
          />
        </Preview>
      </Layout>
    </section>
  );
}
