import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZCurriculumOrderRequest, ZSectionRequest } from '../schemas/courses';
import { type ApiCall, ZIdPath, ZOkReply } from './common';
import { ZCourseSection, ZCurriculum } from './course-shapes';
import { MANAGING, WRITING, path } from './courses';

/** Course sections and the curriculum's order (issue #14): lessons grouped under titled sections. */

const SECTION = path('id', 's');

export const COURSE_SECTION_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/courses/{id}/sections',
    summary:
      'The course’s sections with their lessons’ ids, count and estimated minutes: students and visitors see those holding a visible lesson, in the published order; managers every section, in the working order.',
    pathParams: ZIdPath,
    reply: z.array(ZCourseSection),
    failures: [AppErrorCode.NOT_FOUND],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/sections',
    summary: 'Managers add a section at the end; it shows to students once a visible lesson is in it.',
    pathParams: ZIdPath,
    body: ZSectionRequest,
    reply: ZCourseSection,
    failures: [...MANAGING, ...WRITING, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/sections/{s}',
    summary: 'Managers rename a section.',
    pathParams: SECTION,
    body: ZSectionRequest,
    reply: ZCourseSection,
    failures: [...MANAGING, ...WRITING, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/sections/{s}',
    summary: 'Managers delete a section; its lessons stay, outside any section (for students too), in their order.',
    pathParams: SECTION,
    reply: ZOkReply,
    failures: [...MANAGING, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/curriculum',
    summary:
      'Managers save the whole working order in one transaction: the lessons outside any section, then each section with its lessons. Every lesson and section of the course must be named exactly once, and nothing else. Students see it once it is published (PUT /api/courses/{id} with `publishMaterialOrder`).',
    pathParams: ZIdPath,
    body: ZCurriculumOrderRequest,
    reply: ZCurriculum,
    failures: [...MANAGING, ...WRITING, AppErrorCode.PLAN_LIMIT],
  },
];
