// Sends the property form with XMLHttpRequest rather than fetch: only XHR reports upload progress,
// which the form shows as a real progress bar while the pictures go up.
import { API_BASE_PATH, ApiError } from '@marketplace/shared/api-client';
import {
  propertyWriteResponse,
  type PropertyWriteResponse,
} from '@marketplace/shared/property-schemas';

export interface UploadRequest {
  method: 'POST' | 'PUT';
  /** Below /api/v1, e.g. '/addProperty'. */
  path: string;
  formData: FormData;
  token: string | null;
  /** One per save attempt; a retry of the same attempt sends it again, and the api saves once. */
  idempotencyKey: string;
  defaultMsg: string;
  /** 0 to 100 as the body is sent. */
  onProgress: (percent: number) => void;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown, fallback: string): string {
  const msg = (body as { msg?: unknown } | undefined)?.msg;
  return typeof msg === 'string' && msg.trim() ? msg : fallback;
}

function codeOf(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function uploadPropertyForm(request: UploadRequest): Promise<PropertyWriteResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, `${API_BASE_PATH}${request.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    xhr.setRequestHeader('Idempotency-Key', request.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const parsed = propertyWriteResponse.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && parsed.success) {
        request.onProgress(100);
        resolve(parsed.data);
        return;
      }
      reject(
        new ApiError(messageOf(body, request.defaultMsg), {
          status: xhr.status,
          code: codeOf(body),
          body,
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError(request.defaultMsg, { status: 0 }));
    xhr.send(request.formData);
  });
}
