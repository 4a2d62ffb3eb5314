import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import './fail-on-console-error';
// Every jsdom test gets the strict fetch mock: a request no test declared fails it.
import './src/fetch-mock';

// react-router 7 needs TextEncoder at import time, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
