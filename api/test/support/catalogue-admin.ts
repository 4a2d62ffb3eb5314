import type { LightMyRequestResponse } from 'fastify';
import type { AdminCatalogueItem } from '@marketplace/shared/contracts';
import type { App } from '../../src/app';
import { multipartBody, picture } from './admin';
import { nextAddress } from './accounts';

/** The catalogue calls of the admin, each from a fresh client address (rate limits apart). */
export function catalogueApi(app: App) {
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: nextAddress(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  return {
    send,
    async items(token: string, query = ''): Promise<AdminCatalogueItem[]> {
      const response = await send('GET', `/admin/catalogue/items${query}`, token);
      if (response.statusCode !== 200) throw new Error(`items: ${response.body}`);
      return response.json<{ items: AdminCatalogueItem[] }>().items;
    },
    async item(token: string, key: string): Promise<AdminCatalogueItem> {
      const found = (await this.items(token)).find((item) => item.key === key);
      if (!found) throw new Error(`no draft ${key}`);
      return found;
    },
    /** Saves `item` with its body changed by `change`. */
    save(
      token: string,
      item: AdminCatalogueItem,
      change: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
      visible = item.visible,
    ) {
      return send('PUT', `/admin/catalogue/items/${item.id}`, token, {
        revision: item.revision,
        visible,
        body: change(item.body),
      });
    },
    publish: (token: string) => send('POST', '/admin/catalogue/publish', token),
    page: <T>(page: string) => send('GET', `/catalogue/${page}`).then((r) => r.json<T>()),
    /** Uploads one real picture; returns its URL. */
    async upload(token: string, colour = 'png' as const): Promise<string> {
      const body = multipartBody({}, [{ filename: 'p.png', content: await picture(colour) }]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/catalogue/pictures',
        remoteAddress: nextAddress(),
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      if (response.statusCode !== 201) throw new Error(`upload: ${response.body}`);
      return response.json<{ pictures: string[] }>().pictures[0] as string;
    },
  };
}
