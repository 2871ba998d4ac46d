import { getBus } from '@/lib/cache/bus';
import { ANY_BOARD, boardVersion, offersChanged, watchBoardChanges } from './board-version';

describe('board versions', () => {
  it('move on a local change, and for the all-boards generation too', async () => {
    const [board, any] = [boardVersion(7), boardVersion(ANY_BOARD)];
    await offersChanged(7);
    expect(boardVersion(7)).toBeGreaterThan(board);
    expect(boardVersion(ANY_BOARD)).toBeGreaterThan(any);
    expect(boardVersion(8)).toBe(0);
  });

  it('move when another instance announces a change on the bus', async () => {
    await watchBoardChanges();
    const before = boardVersion(9);
    await (await getBus()).publish('wakat:offers-changed', '9');
    expect(boardVersion(9)).toBe(before + 1);
    await (await getBus()).publish('wakat:offers-changed', 'not a board');
    expect(boardVersion(9)).toBe(before + 1);
  });
});
