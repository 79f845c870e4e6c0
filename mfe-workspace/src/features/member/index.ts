export { default as MemberPage } from './member-page';
