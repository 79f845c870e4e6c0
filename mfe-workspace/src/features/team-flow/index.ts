export { default as TeamFlowPage } from './team-flow-page';
