import type { z } from 'zod';
import type { ZCreateCourseRequest, ZCreateMaterialRequest } from '@halaqa/shared/schemas/courses';

/**
 * A lesson as its teacher would send it to `POST /api/courses/{id}/materials`, without the
 * section (given by where it is listed) and the video (every video lesson plays the demo video).
 */
export type DemoLesson = Omit<z.input<typeof ZCreateMaterialRequest>, 'section' | 'video'>;

export interface DemoSection {
  title: string;
  lessons: DemoLesson[];
}

/** A course as its teacher would create it (`POST /api/courses`), and its curriculum in order. */
export interface DemoCourse {
  course: z.input<typeof ZCreateCourseRequest> & { name: string };
  sections: DemoSection[];
}
