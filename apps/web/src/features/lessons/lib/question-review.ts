// Shared with the learn and custom test screens: the review lives in components/review.
export * from '../../../components/review/question-review';
