import type { SectionLanguage } from './section-language';

/**
 * The `instructor` section (issue #44, item 12): the teacher's profile as the course page shows it
 * ("About the instructor") and the /profile form where the teacher writes it, in all four
 * languages. `en` gives the shape; the others must match it.
 */
const en = {
  about: 'About the instructor',
  photoAlt: 'Photo of {{name}}',
  formTitle: 'Your profile as a teacher',
  formHint: 'Students see your name, photo and bio under “About the instructor” on the pages of the courses you teach.',
  displayName: 'Display name',
  bio: 'Bio',
  bioHint: 'Plain text; line breaks are kept. Up to {{max}} characters.',
  bioCount: '{{length}} of {{max}} characters',
  photo: 'Your photo',
  photoHint: 'A square photo, at least 320 × 320 pixels. Without one, your initials are shown.',
  preview: 'How students see it',
  save: 'Save profile',
  saving: 'Saving…',
  saved: 'Your profile was saved.',
};

export const instructorMessages: Record<SectionLanguage, typeof en> = {
  en,
  ar: {
    about: 'عن المدرّب',
    photoAlt: 'صورة {{name}}',
    formTitle: 'ملفك بصفتك مدرّبًا',
    formHint: 'يرى الطلاب اسمك وصورتك ونبذتك تحت «عن المدرّب» في صفحات الدورات التي تدرّسها.',
    displayName: 'الاسم الظاهر',
    bio: 'النبذة',
    bioHint: 'نص عادي، وتُحفظ فواصل الأسطر. حتى {{max}} حرف.',
    bioCount: '{{length}} من {{max}} حرف',
    photo: 'صورتك',
    photoHint: 'صورة مربعة لا تقل عن ٣٢٠ × ٣٢٠ بكسل. وإن لم تضع صورة ظهرت الأحرف الأولى من اسمك.',
    preview: 'كما يراها الطلاب',
    save: 'حفظ الملف',
    saving: 'جارٍ الحفظ…',
    saved: 'حُفظ ملفك.',
  },
  es: {
    about: 'Sobre el instructor',
    photoAlt: 'Foto de {{name}}',
    formTitle: 'Tu perfil como docente',
    formHint: 'Los estudiantes ven tu nombre, tu foto y tu biografía en «Sobre el instructor», en las páginas de los cursos que impartes.',
    displayName: 'Nombre visible',
    bio: 'Biografía',
    bioHint: 'Texto sin formato; se conservan los saltos de línea. Hasta {{max}} caracteres.',
    bioCount: '{{length}} de {{max}} caracteres',
    photo: 'Tu foto',
    photoHint: 'Una foto cuadrada de al menos 320 × 320 píxeles. Sin ella se muestran tus iniciales.',
    preview: 'Cómo lo ven los estudiantes',
    save: 'Guardar perfil',
    saving: 'Guardando…',
    saved: 'Se guardó tu perfil.',
  },
  fr: {
    about: 'À propos du formateur',
    photoAlt: 'Photo de {{name}}',
    formTitle: 'Votre profil d’enseignant',
    formHint: 'Les élèves voient votre nom, votre photo et votre biographie sous « À propos du formateur » sur les pages des cours que vous donnez.',
    displayName: 'Nom affiché',
    bio: 'Biographie',
    bioHint: 'Texte brut ; les retours à la ligne sont conservés. Jusqu’à {{max}} caractères.',
    bioCount: '{{length}} caractères sur {{max}}',
    photo: 'Votre photo',
    photoHint: 'Une photo carrée d’au moins 320 × 320 pixels. Sans photo, vos initiales sont affichées.',
    preview: 'Ce que voient les élèves',
    save: 'Enregistrer le profil',
    saving: 'Enregistrement…',
    saved: 'Votre profil a été enregistré.',
  },
};
