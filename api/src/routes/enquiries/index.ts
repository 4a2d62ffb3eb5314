import {
  CATALOGUE_MESSAGES,
  ENQUIRY_MAX_BODY_BYTES,
  ENQUIRY_MESSAGES,
  API_ERROR_CODES,
  isPricedKind,
  priceText,
  PROPERTY_MESSAGES,
  apiFailureSchema,
  enquiryRequestSchema,
  enquiryResponseSchema,
  type EnquiryRequest,
} from '@marketplace/shared/contracts';
import type { CataloguePrice } from '@marketplace/shared/catalogue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../../app';
import { insertEnquiry } from '../../db/repositories/enquiries';
import { scheduleVisitEnabled } from '../../db/repositories/properties';
import { HttpError } from '../../lib/http-error';
import { propertyNotFound } from '../properties';

/**
 * Enquiries per client address and window. The public forms are the easiest spam target of the
 * site; a person sends one or two. Counted by the app's rate-limit plugin in the database, so
 * the limit holds across api instances (docs/decisions/enquiries-rate-limit.md).
 */
export const ENQUIRY_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

const RECEIVED_MESSAGES: Record<EnquiryRequest['type'], string> = {
  contact: ENQUIRY_MESSAGES.received,
  job_application: ENQUIRY_MESSAGES.received,
  agent_contact: PROPERTY_MESSAGES.agentContactReceived,
  visit_request: PROPERTY_MESSAGES.visitRequestReceived,
  subscription: CATALOGUE_MESSAGES.subscriptionReceived,
  quote: CATALOGUE_MESSAGES.quoteReceived,
};

/** The price kind each catalogue enquiry is for: a subscription by the month, a quote "from". */
const ENQUIRY_PRICE_KIND = { subscription: 'monthly', quote: 'from' } as const;

/**
 * A subscription or a quote must name a published, visible item priced for it. What the inbox
 * shows of the item (its name and price) is read from the catalogue, never taken from the client.
 */
async function catalogueDetails(
  app: App,
  body: EnquiryRequest,
): Promise<{ item_name: string; price: string } | undefined> {
  if (body.type !== 'subscription' && body.type !== 'quote') return undefined;
  const catalogue = await app.publishedCatalogue.current(app.db);
  const item = catalogue.byKey.get(body.item_key);
  if (!item || !item.visible || !isPricedKind(item.kind)) {
    throw new HttpError(404, CATALOGUE_MESSAGES.itemNotFound, API_ERROR_CODES.notFound);
  }
  const fields = item.body as { name?: string; title?: string; price: CataloguePrice };
  if (fields.price.kind !== ENQUIRY_PRICE_KIND[body.type]) {
    throw new HttpError(409, CATALOGUE_MESSAGES.wrongEnquiry, API_ERROR_CODES.conflict);
  }
  return { item_name: fields.name ?? fields.title ?? item.key, price: priceText(fields.price) };
}

/**
 * A property enquiry must name a property that exists; a visit also needs scheduling enabled
 * (the page hides the form then, but the server never trusts the client).
 */
async function checkPropertyEnquiry(app: App, body: EnquiryRequest): Promise<void> {
  if (body.type !== 'agent_contact' && body.type !== 'visit_request') return;
  const enabled = await scheduleVisitEnabled(app.db, body.property_id);
  if (enabled === undefined) throw propertyNotFound();
  if (body.type === 'visit_request' && !enabled) {
    throw new HttpError(400, PROPERTY_MESSAGES.visitNotAvailable, API_ERROR_CODES.badRequest);
  }
}

/**
 * POST /api/v1/enquiries: a contact message, a job application, a message to a property's agent,
 * a visit request, a monthly service's subscription or a quote request, validated and stored.
 */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/enquiries',
    {
      bodyLimit: ENQUIRY_MAX_BODY_BYTES,
      config: {
        rateLimit: {
          ...ENQUIRY_RATE_LIMIT,
          errorResponseBuilder: () =>
            new HttpError(429, ENQUIRY_MESSAGES.rateLimited, API_ERROR_CODES.rateLimited),
        },
      },
      schema: {
        summary:
          'Send a contact message, job application, agent message, visit request, subscription or quote request',
        tags: ['enquiries'],
        body: enquiryRequestSchema,
        response: {
          201: enquiryResponseSchema,
          400: apiFailureSchema,
          404: apiFailureSchema,
          409: apiFailureSchema,
          413: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      await checkPropertyEnquiry(app, request.body);
      const details = await catalogueDetails(app, request.body);
      const { type, ...fields } = request.body;
      const propertyId = 'property_id' in request.body ? request.body.property_id : undefined;
      const id = await insertEnquiry(app.db, {
        type,
        payload: { ...fields, ...details },
        propertyId,
      });
      request.log.info({ enquiryId: id, type }, 'enquiry stored');
      return reply.code(201).send({ success: true as const, msg: RECEIVED_MESSAGES[type] });
    },
  );
};

export default enquiryRoutes;
