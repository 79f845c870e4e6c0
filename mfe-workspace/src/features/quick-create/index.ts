export { QuickCreateProvider } from './quick-create-provider';
export { QuickCreateButton } from './quick-create-button';
export { useQuickCreate, type QuickCreateDefaults } from './quick-create-context';
