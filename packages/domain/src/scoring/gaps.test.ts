import { describe, expect, it } from 'vitest';
import { gapAnswers, parseGapText } from './gaps';

describe('parseGapText', () => {
  it('splits text and gaps with their alternatives', () => {
    expect(parseGapText('She [[goes|go]] (go) to [[school]].')).toEqual([
      { kind: 'text', text: 'She ' },
      { kind: 'gap', answers: ['goes', 'go'] },
      { kind: 'text', text: ' (go) to ' },
      { kind: 'gap', answers: ['school'] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('lists the accepted answers of each gap, trimmed', () => {
    expect(gapAnswers("[[ doesn't | does not ]] and [[x]]")).toEqual([
      ["doesn't", 'does not'],
      ['x'],
    ]);
    expect(gapAnswers('no gaps')).toEqual([]);
  });
});
