export { PhaseEditorPage } from './PhaseEditorPage';
export { StandaloneTaskDrawer } from './StandaloneTaskDrawer';
