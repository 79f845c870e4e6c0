export { default as ProjectsPage } from './projects-page';
