import type { FastifyInstance } from 'fastify';
import { getHomePageAds, saveHomePageAds, type HomePageAds } from '@gp/api';
import {
  DEFAULT_HOME_AD_KEY,
  deriveUserStatus,
  homeAdIsShown,
} from '@gp/domain';
import type { StudentRow } from '../../db/repositories/students';
import { endpointRoute } from '../endpoint-route';

/** The home-page ad (DESIGN.md §3b, spec 02 §3, §4 Home ad). */
export async function homePageAdRoutes(fastify: FastifyInstance) {
  const stateOf = async (student: StudentRow): Promise<HomePageAds> => ({
    IsShown: homeAdIsShown(
      deriveUserStatus(student.status, student.expireTime, new Date()),
    ),
    IsRead: await fastify.repos.homePageAds.isRead(
      student.id,
      DEFAULT_HOME_AD_KEY,
    ),
  });

  endpointRoute(fastify, getHomePageAds, async (request) =>
    stateOf(request.auth.student),
  );

  // spec 02 §4: closing the popup marks it read; a repeated save changes nothing.
  endpointRoute(fastify, saveHomePageAds, async (request) => {
    const { student } = request.auth;
    await fastify.repos.homePageAds.markRead(student.id, DEFAULT_HOME_AD_KEY);
    return stateOf(student);
  });
}
