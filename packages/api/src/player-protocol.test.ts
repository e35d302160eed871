import { describe, expect, it } from 'vitest';
import { PlayerActivity } from './player-protocol';

const text = { en: 'Verbs', zh: '动词', ru: 'Глаголы', id: 'Kata kerja' };
const question = {
  type: 'multipleSelect',
  questionKey: 'q1',
  prompt: 'She ___ to school.',
  numAnswers: 1,
  options: [{ text: 'go' }, { text: 'goes' }],
  compassTags: ['present-simple'],
};
const testActivity = {
  Key: 'a1',
  Type: 'multipleSelectDt',
  Title: text,
  Instruction: 'Choose the right word.',
  Questions: [question],
};
const feedback = [
  {
    QuestionKey: 'q1',
    AnswerKey: {
      type: 'multipleSelect',
      questionKey: 'q1',
      numAnswers: 1,
      optionCount: 2,
      correct: [1],
    },
    Explanation: text,
  },
];
const slide = { Title: text, Body: text };

describe('an activity as the player takes it (DESIGN.md §2, issue 16)', () => {
  it("keeps a practice activity's keys and explanations", () => {
    const practice = {
      ...testActivity,
      Body: { ActivityType: 'practice', ActivitySubType: 'mixed' },
      Feedback: feedback,
    };
    expect(PlayerActivity.parse(practice)).toEqual(practice);
  });

  it('takes a test activity as it is, and a quiz activity without its Body', () => {
    expect(PlayerActivity.parse(testActivity)).toEqual(testActivity);
    const quiz = {
      ...testActivity,
      Body: { ActivityType: 'output', ActivitySubType: 'mixed' },
    };
    expect(PlayerActivity.parse(quiz)).toEqual(testActivity);
  });

  it("takes the lessons contract's video with its slides, and an explainer", () => {
    const video = {
      Key: 'v1',
      Type: 'video',
      Body: { ActivityType: 'video', ActivitySubType: 'explainer' },
      Questions: [],
      Slides: [slide],
    };
    expect(PlayerActivity.parse(video)).toEqual(video);
    const explainer = { Key: 'e1', Type: 'video', Slides: [slide] };
    expect(PlayerActivity.parse(explainer)).toEqual(explainer);
  });

  it('takes a practice activity with a malformed Feedback as a test activity, keys dropped, and refuses what is none of them', () => {
    const practice = {
      ...testActivity,
      Body: { ActivityType: 'practice', ActivitySubType: 'mixed' },
      Feedback: [{ QuestionKey: 'q1' }],
    };
    expect(PlayerActivity.parse(practice)).toEqual(testActivity);
    const keyless = {
      ...testActivity,
      Questions: [{ ...question, questionKey: undefined }],
    };
    expect(PlayerActivity.safeParse(keyless).success).toBe(false);
    expect(PlayerActivity.safeParse(null).success).toBe(false);
    expect(PlayerActivity.safeParse('video').success).toBe(false);
  });
});
