export { PhaseEditorPage } from './PhaseEditorPage';
