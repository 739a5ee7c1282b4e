import { describe, expect, it } from 'vitest';
import { drawsOwnFrame, ownFrameHandle } from './page-frame';

describe('drawsOwnFrame (rule:back-office-frame)', () => {
  it('is true when any matched route carries the handle: the admin layout is a parent of every admin page', () => {
    expect(drawsOwnFrame([{ handle: undefined }, { handle: ownFrameHandle }, { handle: undefined }])).toBe(true);
    expect(drawsOwnFrame([{ handle: undefined }, { handle: ownFrameHandle }])).toBe(true);
  });

  it('is false for the shop’s pages: no handle, or a handle that says something else', () => {
    expect(drawsOwnFrame([])).toBe(false);
    expect(drawsOwnFrame([{ handle: undefined }, { handle: null }])).toBe(false);
    expect(drawsOwnFrame([{ handle: { ownFrame: 'yes' } }, { handle: { breadcrumb: 'Orders' } }])).toBe(false);
  });
});
