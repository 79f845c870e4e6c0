/**
 * Test helpers for the remotes' component tests (`@stepwise/shared/testing`). Tests only: no app
 * code imports this (testing-imports.test.ts checks it), so nothing here reaches a bundle.
 */
export * from './mock-api';
export { preloadRemoteScreens, renderRemoteScreen, type RenderRemoteOptions } from './render-remote-screen';
export { planFixture, planCatalogueFixture } from './plan-fixture';
export { userFixture } from './user-fixture';
export * from './billing-fixtures';
export * from './message-catalogue-checks';
export { provideServerRendererChannel } from './server-renderer-channel';
