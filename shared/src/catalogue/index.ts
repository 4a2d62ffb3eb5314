export * from './constructions';
export * from './interior';
export * from './home';
export * from './services';
export * from './homecare';
export * from './maintenance';
export * from './cart-items';
