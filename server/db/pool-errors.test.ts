import { describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { surviveLostConnections } from './pool-errors';

const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('a pool whose idle connection PostgreSQL ends', () => {
  it('reports the loss and goes on, where a bare pool would throw it at the process', () => {
    // No query is made, so no connection is opened: the pool only holds the listener.
    const bare = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    expect(() => bare.emit('error', lost())).toThrow('administrator command');

    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const report = vi.fn();
    surviveLostConnections(pool, report);
    expect(() => pool.emit('error', lost())).not.toThrow();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: '57P01' }));
  });
});
