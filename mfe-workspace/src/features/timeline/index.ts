export { default as TimelinePage } from './timeline-page';
