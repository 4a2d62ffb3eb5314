// The catalogue calls of the admin (docs/decisions/catalogue-content-model.md): the drafts,
// pictures, publish and versions. Every call carries the session's token; the api checks roles.
import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  type AdminCatalogueItem,
  type AdminCatalogueListResponse,
  type CatalogueKind,
  type CatalogueTranslations,
  type CatalogueVersion,
} from '@marketplace/shared/contracts';
import {
  adminCatalogueItemResponse,
  adminCatalogueListResponse,
  cataloguePicturesResponse,
  cataloguePublishResponse,
  catalogueVersionsResponse,
} from '@marketplace/shared/catalogue-schemas';

export interface DraftFilter {
  kind: CatalogueKind;
  q: string;
}

export function fetchDrafts(filter: DraftFilter): Promise<AdminCatalogueListResponse> {
  return apiRequest('/admin/catalogue/items', {
    query: { kind: filter.kind, q: filter.q.trim() || undefined },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: adminCatalogueListResponse,
  });
}

export interface SavedDraft {
  msg: string;
  item: AdminCatalogueItem;
}

export function createDraft(
  kind: CatalogueKind,
  body: unknown,
  visible: boolean,
  translations: CatalogueTranslations = {},
): Promise<SavedDraft> {
  return apiRequest('/admin/catalogue/items', {
    method: 'POST',
    body: { kind, visible, body, translations },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: adminCatalogueItemResponse,
  });
}

/** Saves a draft; without `translations`, the stored ones stay as they are. */
export function saveDraft(
  item: Pick<AdminCatalogueItem, 'id' | 'revision'>,
  body: unknown,
  visible: boolean,
  translations?: CatalogueTranslations,
): Promise<SavedDraft> {
  return apiRequest(`/admin/catalogue/items/${item.id}`, {
    method: 'PUT',
    body: { revision: item.revision, visible, body, translations },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: adminCatalogueItemResponse,
  });
}

export async function fetchDraft(id: number): Promise<AdminCatalogueItem> {
  const answer = await apiRequest(`/admin/catalogue/items/${id}`, {
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: adminCatalogueItemResponse,
  });
  return answer.item;
}

export function moveDraft(item: AdminCatalogueItem, direction: 'up' | 'down'): Promise<SavedDraft> {
  return apiRequest(`/admin/catalogue/items/${item.id}/move`, {
    method: 'POST',
    body: { revision: item.revision, direction },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: adminCatalogueItemResponse,
  });
}

/** Uploads pictures (the property pipeline checks and converts them); answers their URLs. */
export async function uploadPictures(files: readonly File[]): Promise<string[]> {
  const formData = new FormData();
  for (const file of files) formData.append('imageFile', file);
  const answer = await apiRequest('/admin/catalogue/pictures', {
    method: 'POST',
    formData,
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: cataloguePicturesResponse,
  });
  return answer.pictures;
}

export async function fetchVersions(): Promise<CatalogueVersion[]> {
  const answer = await apiRequest('/admin/catalogue/versions', {
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: catalogueVersionsResponse,
  });
  return answer.versions;
}

export function publishCatalogue(): Promise<{ msg: string; version: CatalogueVersion }> {
  return apiRequest('/admin/catalogue/publish', {
    method: 'POST',
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: cataloguePublishResponse,
  });
}

export function restoreVersion(id: number): Promise<{ msg: string; version: CatalogueVersion }> {
  return apiRequest(`/admin/catalogue/versions/${id}/restore`, {
    method: 'POST',
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: cataloguePublishResponse,
  });
}
