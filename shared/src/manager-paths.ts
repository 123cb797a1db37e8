/** Where a course's managers edit a lesson on the site (linked from its pages and from the editors' admin): the course editor, which opens that lesson's form. */
export const lessonEditorPath = (courseId: string, lessonId: string) => `/admin/courses/${courseId}?lesson=${encodeURIComponent(lessonId)}`;

/** The lesson id a lessonEditorPath names, if any. */
export const lessonToEdit = (search: string): string | null => new URLSearchParams(search).get('lesson');
