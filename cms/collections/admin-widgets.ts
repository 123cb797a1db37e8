/**
 * The editors' admin's own field widgets (cms/components/admin-fields, issue #14), as a field's
 * `admin` settings: pictures for file keys and forms for JSON, instead of raw text.
 */
const widget = (component: string) => ({ components: { Field: `/components/admin-fields/${component}` } });

/** A file key (text) or a list of them (JSON): the files shown, each with its key. */
export const fileKeysWidget = widget('FileKeysField');
/** A lesson's tags (JSON list) as chips. */
export const tagsWidget = widget('TagsField');
/** A site's courses for the home page (JSON list of ids) as ticks, in the order ticked. */
export const featuredCoursesWidget = widget('FeaturedCoursesField');
/** A course's lessons for visitors (JSON list of ids) as ticks. */
export const visitorLessonsWidget = widget('VisitorLessonsField');
/** A certificate's graded work ('*' or `{id}:quiz` / `{id}:assignment`) as all-or-ticks. */
export const certificateSourceWidget = widget('CertificateSourceField');
/** A lesson's quiz questions, shown with their answers and a link to the site's quiz editor. */
export const quizQuestionsWidget = widget('QuizQuestionsField');
/** A user's preferences (a JSON string) as a form. */
export const userSettingsWidget = widget('UserSettingsField');
