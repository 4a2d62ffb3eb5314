// The service detail page's answer check (answers-common.ts says why one module per answer).
import { listOf } from '@marketplace/shared/contracts-core';
import type { ServicesPageResponse } from '../contracts/catalogue';
import { pageOf } from './answers-common';
import { isService } from './answers-service';

export const servicesPageAnswer = pageOf<ServicesPageResponse>({ services: listOf(isService) });
