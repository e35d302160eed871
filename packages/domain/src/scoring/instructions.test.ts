import { describe, expect, it } from 'vitest';
import { instructionText } from './instructions';
import { ACTIVITY_WIRE_TYPE, questionTypeOfWireType } from './question';

describe('instruction texts (spec 01 §5)', () => {
  it('forces the multiple-select and match instructions', () => {
    expect(instructionText('multipleSelect')).toBe(
      'Choose the correct answers.',
    );
    expect(instructionText('match')).toBe('Match the correct answers.');
    expect(instructionText('gapFill')).toBe('Complete the sentences.');
  });

  it('maps question types to the wire activity types and back (spec 01 §3)', () => {
    expect(ACTIVITY_WIRE_TYPE).toEqual({
      multipleSelect: 'multipleSelectDt',
      gapFill: 'gapFillDt',
      match: 'matchTextToText',
    });
    expect(questionTypeOfWireType('gapFillDt')).toBe('gapFill');
    expect(questionTypeOfWireType('matchTextToText')).toBe('match');
    expect(questionTypeOfWireType('video')).toBeNull();
  });
});
