import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import './fail-on-console-error';

// react-router 7 needs TextEncoder at import time, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
