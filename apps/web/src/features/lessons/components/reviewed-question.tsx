// Shared with the learn and custom test screens: the review lives in components/review.
export { ReviewedQuestion } from '../../../components/review/reviewed-question';
