// Saves the posting form with XMLHttpRequest rather than fetch: only XHR reports how much of the
// body has gone up, which the form shows while the pictures upload.
import { API_BASE_PATH, ApiError } from '@marketplace/shared/api-client';
import { myListingAnswer, type MyListing } from '@marketplace/shared/contracts-posting';

export interface DraftSave {
  /** The listing's id; none to start a draft. */
  id: number | null;
  formData: FormData;
  token: string | null;
  /** Shown when the api gives no message of its own (no answer, or not the api's). */
  failed: string;
  /** 0 to 100 as the body is sent. */
  onProgress: (percent: number) => void;
}

function bodyOf(xhr: XMLHttpRequest): { msg?: unknown; code?: unknown } | undefined {
  try {
    return JSON.parse(xhr.responseText) as { msg?: unknown; code?: unknown };
  } catch {
    return undefined;
  }
}

/** POST /my-listings (a new draft) or PUT /my-listings/:id; resolves the saved listing. */
export function saveDraft({
  id,
  formData,
  token,
  failed,
  onProgress,
}: DraftSave): Promise<MyListing> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(id === null ? 'POST' : 'PUT', `${API_BASE_PATH}/my-listings${id ? `/${id}` : ''}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const body = bodyOf(xhr);
      const answer = myListingAnswer.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && answer.success) {
        resolve(answer.data.data);
        return;
      }
      const msg = typeof body?.msg === 'string' && body.msg ? body.msg : failed;
      const code = typeof body?.code === 'string' ? body.code : undefined;
      reject(new ApiError(msg, { status: xhr.status, code, body }));
    };
    xhr.onerror = () => reject(new ApiError(failed, { status: 0 }));
    xhr.send(formData);
  });
}
