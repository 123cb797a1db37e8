import { imageUrl } from '@halaqa/shared/image-widths';
import { initialsOf } from './initials';
import './instructor.css';

/** What a visitor is shown of a teacher: the fields users share on course (and later service) pages. */
export interface InstructorCardPerson {
  name: string;
  /** A stored file's key, or '' for none. */
  profilephoto: string;
  /** Plain text whose line breaks are kept; '' for none. */
  bio: string;
}

interface InstructorCardProps {
  person: InstructorCardPerson;
  /** The photo's alt text in the page's language ("Photo of {{name}}"). */
  photoAlt: string;
}

/**
 * A teacher as a sales page introduces them: photo (or initials), name and bio. Rendered on the
 * server by the course page (no JavaScript) and live by the profile form's preview; a service page
 * can use it the same way. Without a bio nothing stands in its place. The photo is lazy: the
 * section sits below the fold.
 */
export function InstructorCard({ person, photoAlt }: InstructorCardProps) {
  const bio = person.bio.trim();
  return (
    <div className="instructor-card" data-testid="instructor">
      {person.profilephoto ? (
        <img className="instructor-photo" src={imageUrl(person.profilephoto, 320)} alt={photoAlt} width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className="instructor-photo instructor-initials" aria-hidden="true" data-testid="instructor-initials">
          {initialsOf(person.name)}
        </span>
      )}
      <div className="instructor-text">
        <p className="instructor-name">
          <bdi>{person.name}</bdi>
        </p>
        {bio ? (
          <p className="instructor-bio" dir="auto" data-testid="instructor-bio">
            {bio}
          </p>
        ) : null}
      </div>
    </div>
  );
}
