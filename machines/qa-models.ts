import { authModel } from '@machines/auth/auth.paths';
import { boardModel } from '@machines/board/board.paths';
import { callsListModel } from '@machines/calls-list/calls-list.paths';
import { checkoutModel } from '@machines/checkout/checkout.paths';
import { invoiceEditorModel } from '@machines/invoice-editor/invoice-editor.paths';
import { chatThreadModel } from '@machines/chat-thread/chat-thread.paths';
import { liveConnectionModel } from '@machines/live-connection/live-connection.paths';
import { passwordResetModel } from '@machines/password-reset/password-reset.paths';
import { projectsListModel } from '@machines/projects-list/projects-list.paths';
import { settingsEditorModel } from '@machines/settings-editor/settings-editor.paths';
import { testCallModel } from '@machines/test-call/test-call.paths';
import { todoModel } from '@machines/todo/todo.paths';
import { transcriptModel } from '@machines/transcript/transcript.paths';
import type { QaModel } from '@machines/testing/qa';
import { usersListModel } from '@machines/users-list/users-list.paths';

/**
 * Every statechart with a screen, the one list of QA models: `npm run test:paths` writes a checklist
 * under docs/qa/ for each and removes any other. A new machine adds its model here; a model its
 * `*.paths.ts` exports and this list leaves out fails machines/qa-docs.test.ts.
 */
export const QA_MODELS: readonly QaModel[] = [
  authModel,
  usersListModel,
  passwordResetModel,
  projectsListModel,
  boardModel,
  todoModel,
  callsListModel,
  transcriptModel,
  chatThreadModel,
  settingsEditorModel,
  testCallModel,
  liveConnectionModel,
  checkoutModel,
  invoiceEditorModel,
];
