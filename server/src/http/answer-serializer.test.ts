import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS } from '@/api/contract/api';
import { todoBoardSchema } from '@/api/contract/todo';
import { AnswerCheckError, answerSerializerCompiler } from './answer-serializer';

const route = { method: 'GET', url: '/api/v1/trial/' } as const;
const fast = answerSerializerCompiler({ check: false });
const checking = answerSerializerCompiler({ check: true });
const writerOf = (compile: typeof fast, schema: z.ZodType) => compile({ ...route, schema, httpStatus: '200' });

const person = z.object({ id: z.number().int(), full_name: z.string(), avatar: z.string().nullable() });

describe('the answer writer', () => {
  it("builds a writer for every endpoint's answer in the contract", () => {
    for (const endpoint of ALL_ENDPOINTS) {
      expect(() => writerOf(fast, endpoint.response), `${endpoint.method} ${endpoint.path}`).not.toThrow();
    }
  });

  it('writes what the schema check and JSON.stringify write, nulls, records and enums included', () => {
    const ids = [5, 9];
    const card = (id: number, inProject: boolean) => ({
      id,
      title: `Card ${id} "quoted" \\ ünïcode`,
      status: 'BLOCKED',
      project: inProject ? { id: 1, name: 'Web' } : null,
      phase: inProject ? { id: 2, name: 'Design' } : null,
      start_date: null,
      end_date: '2026-12-01',
      checklist: { done: 1, total: 3 },
      assignees: [{ id: 3, full_name: 'Ana García', avatar: null, role: 'DEV' }],
    });
    const board = {
      ordered: ['done', 'todo', 'progress'],
      columns: {
        todo: { id: 'todo', name: 'To Do', todoIds: ids },
        progress: { id: 'progress', name: 'In Progress', todoIds: [] },
        done: { id: 'done', name: 'Done', todoIds: [] },
      },
      todos: { '5': card(5, true), '9': card(9, false) },
      phases: [],
    };
    const written = writerOf(fast, todoBoardSchema)(board);
    expect(written).toBe(JSON.stringify(z.encode(todoBoardSchema, board as never)));
    expect(writerOf(checking, todoBoardSchema)(board)).toBe(written);
  });

  it('leaves out every field the schema does not name', () => {
    const answer = { id: 1, full_name: 'Ana', avatar: null, password_hash: '$argon2id$secret', role: 'CEO' };
    expect(JSON.parse(writerOf(fast, person)(answer))).toEqual({ id: 1, full_name: 'Ana', avatar: null });
    expect(JSON.parse(writerOf(checking, person)(answer))).toEqual({ id: 1, full_name: 'Ana', avatar: null });
  });

  it('refuses an answer without a required field', () => {
    expect(() => writerOf(fast, person)({ id: 1, avatar: null })).toThrow(/full_name/);
    expect(() => writerOf(checking, person)({ id: 1, avatar: null })).toThrow(AnswerCheckError);
  });

  it('when checking, refuses a value of the wrong type, which the fast writer alone would write', () => {
    const answer = { id: 1, full_name: 42, avatar: null };
    expect(writerOf(fast, person)(answer)).toBe('{"id":1,"full_name":"42","avatar":null}');
    expect(() => writerOf(checking, person)(answer)).toThrow(/GET \/api\/v1\/trial\/: the answer does not match its schema/);
  });

  it('when checking, refuses an answer the two writers would write differently', () => {
    // JSON Schema keeps a default the zod answer does not write.
    const schema = z.object({ note: z.string().optional().default('none') });
    expect(writerOf(fast, schema)({})).toBe('{"note":"none"}');
    expect(() => writerOf(checking, schema)({})).toThrow(/the fast writer differs from the schema's answer at character 1/);
  });
});
