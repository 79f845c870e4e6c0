export { default as MyFlowPage } from './my-flow-page';
