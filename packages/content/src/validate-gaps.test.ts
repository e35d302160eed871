import { describe, expect, it } from 'vitest';
import { gapTextProblems } from './validate-gaps';

describe('gapTextProblems: full and short forms (issue 15)', () => {
  it('accepts gaps that list the full form with its usual short forms', () => {
    for (const text of [
      "I [[haven't seen|have not seen|'ve not seen]] (not see) it yet.",
      "She [[isn't|is not|'s not]] at home now.",
      "Mum [[won't|will not]] (will / not) be angry.",
      "[[I'm|I am]] going to the park.",
      "We [[are playing|'re playing]] (play) now.",
      "You [[cannot|can't]] swim here.",
    ])
      expect(gapTextProblems(text), text).toEqual([]);
  });

  it('reports a full form without its short form and a short form without its full form', () => {
    expect(gapTextProblems('Mum [[will not]] (will / not) be angry.')).toEqual([
      'gap 1 accepts [will not] but not "won\'t": accept full and short forms alike',
    ]);
    expect(gapTextProblems("He [[doesn't]] like milk.")).toEqual([
      'gap 1 accepts [doesn\'t] but not "does not": accept full and short forms alike',
    ]);
    expect(gapTextProblems("I [[haven't got|have not got]] a dog.")).toEqual([
      'gap 1 accepts [haven\'t got|have not got] but not "\'ve not got": accept full and short forms alike',
    ]);
    expect(gapTextProblems('[[I am]] nine.')).toEqual([
      'gap 1 accepts [I am] but not "i\'m": accept full and short forms alike',
    ]);
    expect(gapTextProblems('They [[are]] (be) friends.')).toEqual([
      'gap 1 accepts [are] but not "\'re": accept full and short forms alike',
    ]);
    expect(gapTextProblems("[[She's]] got a cat.")).toEqual([
      'gap 1 accepts [She\'s] but not "she is or she has": accept full and short forms alike',
    ]);
  });

  it("pairs a modal's have with its short form: would have / would've", () => {
    expect(
      gapTextProblems('The team [[would have won]] (would / win).'),
    ).toEqual([
      'gap 1 accepts [would have won] but not "would\'ve won": accept full and short forms alike',
    ]);
    expect(gapTextProblems("She [[must've left]] early.")).toHaveLength(1);
    expect(
      gapTextProblems("We [[might have seen|might've seen]] (might / see) it."),
    ).toEqual([]);
  });

  it('asks for no short form where English keeps the full one', () => {
    for (const text of [
      "Has Kate called? — No, she [[hasn't|has not]].", // never "she's not"
      'Are you ready? — Yes, I [[am]].', // a clause ends: no "I'm."
      'I [[have]] (have / has) a brother.', // have as a verb
      'My friends and I [[have got]] (have got / has got) bikes.',
      'Would you [[have gone]] (go) if they had asked?',
      "Why [[didn't]] (not) you come?", // "did not you" is wrong
      "This is [[Tom's]] bag.", // a possessive
      "Why [[hadn't you told|had you not told]] (not tell) me?",
    ])
      expect(gapTextProblems(text), text).toEqual([]);
  });
});

describe('gapTextProblems: hints that are answers (issue 15)', () => {
  it('reports a hint in brackets that is an accepted answer of the gap before it', () => {
    expect(gapTextProblems("I [[won't|will not]] (will not) be late.")).toEqual(
      [
        'gap 1: the hint "(will not)" is an accepted answer, so it can be copied: give the base word or the forms to choose from',
      ],
    );
    expect(gapTextProblems('[[Did]] you [[have]] ( Have ) fun?')).toHaveLength(
      1,
    );
  });

  it('accepts base-word hints and hints that offer forms to choose from', () => {
    expect(gapTextProblems('She [[goes]] (go) to school.')).toEqual([]);
    expect(gapTextProblems('[[Did]] you [[have]] (have / had) fun?')).toEqual(
      [],
    );
    expect(
      gapTextProblems("I [[won't|will not]] (will / not) be late."),
    ).toEqual([]);
  });
});
