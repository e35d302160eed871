import type { FastifyInstance } from 'fastify';
import {
  getLessonActivities,
  getPracticeProgress,
  getRemediationProgress,
  savePractice,
  saveQuiz,
  startPractice,
  startQuiz,
} from '@gp/api';
import { lessonActivities } from '../../learning/lesson-activities';
import {
  savePractice as storePractice,
  saveQuiz as storeQuiz,
  startLessonPart,
} from '../../learning/lesson-study';
import { practiceProgress } from '../../learning/remediation-progress';
import { studentProgress } from '../../learning/student-progress';
import { endpointRoute } from '../endpoint-route';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Studying lessons (issue 11, DESIGN.md §3b): progress, activities, practice and quiz. */
export async function lessonRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, getRemediationProgress, async (request) => {
    const progress = await studentProgress(fastify, request.auth.student);
    return progress.RemediationProgress;
  });

  endpointRoute(fastify, getPracticeProgress, async (request) =>
    practiceProgress(fastify, request.auth.student, request.body),
  );

  endpointRoute(fastify, getLessonActivities, async (request) =>
    lessonActivities(fastify, request.auth.student, request.body),
  );

  // DESIGN.md §3b: a start key answer is a bare JSON string. Fastify sends a
  // returned string as it is, without its serializer, so it is written here.
  endpointRoute(fastify, startPractice, async (request, reply) => {
    const key = await startLessonPart(
      fastify,
      request.auth.student,
      request.body,
      'practice',
    );
    reply.type(JSON_TYPE);
    return JSON.stringify(key);
  });

  endpointRoute(fastify, startQuiz, async (request, reply) => {
    const key = await startLessonPart(
      fastify,
      request.auth.student,
      request.body,
      'quiz',
    );
    reply.type(JSON_TYPE);
    return JSON.stringify(key);
  });

  endpointRoute(
    fastify,
    savePractice,
    async (request) =>
      storePractice(fastify, request.auth.student, request.body),
    { bodyLimit: 256 * 1024 },
  );

  endpointRoute(
    fastify,
    saveQuiz,
    async (request) => storeQuiz(fastify, request.auth.student, request.body),
    { bodyLimit: 256 * 1024 },
  );
}
